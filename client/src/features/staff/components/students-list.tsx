import { Button, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { StaffStudentsDocument } from '@/gql/staff.ts';
import { formatDateTime } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { DataTable } from './data-table.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

const PAGE_SIZE = 20;

/** The list's address: what was searched for and from which page on (none: the first). */
function listPath(search: string, after: string | null): string {
  const query = new URLSearchParams();
  if (search !== '') query.set('q', search);
  if (after !== null) query.set('after', after);
  const text = query.toString();
  return text === '' ? paths.staffStudents : `${paths.staffStudents}?${text}`;
}

/**
 * Every student, a page at a time, found by name or e-mail. What is searched for and the
 * page are in the address (a GET form, links to the pages), so the list works before (or
 * without) the app, which then changes the address in place.
 */
export function StudentsList() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  const language = useLanguage();
  const searchId = useId();
  const [address, setAddress] = useSearchParams();
  const search = address.get('q')?.trim() ?? '';
  const after = address.get('after') || null;
  const [typed, setTyped] = useState(search);
  const { data, error, loading } = useStaffQuery(StaffStudentsDocument, {
    search: search === '' ? null : search,
    first: PAGE_SIZE,
    after,
  });
  const page = data?.staffStudents;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAddress(typed.trim() === '' ? {} : { q: typed.trim() });
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="students-heading">
      <Heading as="h2" size="xl" id="students-heading">
        {text.list.heading}
      </Heading>
      <form method="get" action={paths.staffStudents} onSubmit={submit} role="search">
        <Stack gap="1">
          <label htmlFor={searchId}>{text.list.search}</label>
          <HStack gap="2" maxW="lg">
            <Input
              id={searchId}
              type="search"
              name="q"
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
        <DataTable
          label={text.list.caption}
          striped
          rows={page.edges.map(({ node }) => node)}
          rowKey={(node) => node.id}
          columns={[
            { header: text.list.name, cell: (node) => node.name },
            {
              header: text.list.email,
              cell: (node) => (
                <Link href={`mailto:${node.email}`} colorPalette="brand" wordBreak="break-all">
                  {node.email}
                </Link>
              ),
            },
            {
              header: text.list.lastActive,
              nowrap: true,
              cell: (node) =>
                node.lastActiveAt ? formatDateTime(node.lastActiveAt, language) : text.list.never,
            },
            {
              header: text.list.courses,
              cell: (node) =>
                node.orders.map((order) => (
                  <Text key={order.courseId}>
                    {order.title}:{' '}
                    {text.list.progress(order.lessonsDone, order.lessonsTotal, order.weeksOpen)}
                  </Text>
                )),
            },
            {
              header: text.list.status,
              cell: (node) => (node.atRisk ? text.list.yes : text.list.no),
            },
          ]}
        />
      ) : null}
      <HStack gap="3">
        {after !== null ? (
          <Button asChild variant="outline">
            <RouterLink to={listPath(search, null)}>{text.list.first}</RouterLink>
          </Button>
        ) : null}
        {page?.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
          <Button asChild variant="outline">
            <RouterLink to={listPath(search, page.pageInfo.endCursor)}>{text.list.next}</RouterLink>
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
