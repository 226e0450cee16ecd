import { Button, Heading, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { StaffStudentsDocument } from '@/gql/staff.ts';
import { formatDateTime } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { TableRegion } from './table-region.tsx';

const PAGE_SIZE = 20;

/** Every student, a page at a time, found by name or e-mail. */
export function StudentsList() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  const language = useLanguage();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [after, setAfter] = useState<string | null>(null);
  const { data, error, loading } = useQuery(StaffStudentsDocument, {
    variables: { search: search === '' ? null : search, first: PAGE_SIZE, after },
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'network-only',
  });
  const page = data?.staffStudents;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(typed.trim());
    setAfter(null);
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="students-heading">
      <Heading as="h2" size="xl" id="students-heading">
        {text.list.heading}
      </Heading>
      <form onSubmit={submit} role="search">
        <Stack gap="1">
          <label htmlFor={searchId}>{text.list.search}</label>
          <HStack gap="2" maxW="lg">
            <Input
              id={searchId}
              type="search"
              value={typed}
              maxLength={200}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" colorPalette="brand">
              {text.list.searchButton}
            </Button>
          </HStack>
        </Stack>
      </form>
      {loading ? <Text role="status">{text.loading}</Text> : null}
      {error ? <Text role="alert">{text.failed}</Text> : null}
      {page && page.edges.length === 0 ? <Text>{text.list.empty}</Text> : null}
      {page && page.edges.length > 0 ? (
        <TableRegion label={text.list.caption}>
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>{text.list.caption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.list.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.list.email}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.list.lastActive}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.list.courses}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.list.status}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.edges.map(({ node }) => (
                <Table.Row key={node.id}>
                  <Table.Cell>{node.name}</Table.Cell>
                  <Table.Cell>
                    <Link href={`mailto:${node.email}`} colorPalette="brand" wordBreak="break-all">
                      {node.email}
                    </Link>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {node.lastActiveAt
                      ? formatDateTime(node.lastActiveAt, language)
                      : text.list.never}
                  </Table.Cell>
                  <Table.Cell>
                    {node.orders.map((order) => (
                      <Text key={order.courseId}>
                        {order.title}:{' '}
                        {text.list.progress(order.lessonsDone, order.lessonsTotal, order.weeksOpen)}
                      </Text>
                    ))}
                  </Table.Cell>
                  <Table.Cell>{node.atRisk ? text.list.yes : text.list.no}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      ) : null}
      <HStack gap="3">
        {after !== null ? (
          <Button variant="outline" onClick={() => setAfter(null)}>
            {text.list.first}
          </Button>
        ) : null}
        {page?.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
          <Button variant="outline" onClick={() => setAfter(page.pageInfo.endCursor ?? null)}>
            {text.list.next}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
