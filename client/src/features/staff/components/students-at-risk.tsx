import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { StaffStudentsDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useStaffQuery } from '../api/staff-query.ts';

/** The most students one answer holds: the at-risk list looks among that many. */
const LOOKED_AT = 100;

/** The students at risk, each with their e-mail as a link that opens a new message to them. */
export function StudentsAtRisk() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  const { data, error, loading } = useStaffQuery(StaffStudentsDocument, { first: LOOKED_AT });
  const page = data?.staffStudents;
  const atRisk = page?.edges.filter((edge) => edge.node.atRisk) ?? [];
  return (
    <Stack as="section" gap="3" aria-labelledby="at-risk-heading">
      <Heading as="h2" size="xl" id="at-risk-heading">
        {text.atRisk.heading}
      </Heading>
      <Text color="fg.muted">{text.atRisk.intro}</Text>
      {loading ? <Text role="status">{text.loading}</Text> : null}
      {error ? <Text role="alert">{text.failed}</Text> : null}
      {page && atRisk.length === 0 ? <Text>{text.atRisk.empty}</Text> : null}
      {atRisk.length > 0 ? (
        <List.Root gap="2" ps="5">
          {atRisk.map(({ node }) => (
            <List.Item key={node.id}>
              <Text as="span" fontWeight="semibold">
                {node.name}
              </Text>{' '}
              <Link
                href={`mailto:${node.email}`}
                colorPalette="brand"
                aria-label={`${text.atRisk.writeTo(node.name)}: ${node.email}`}
                wordBreak="break-all"
              >
                {node.email}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {page?.pageInfo.hasNextPage ? <Text color="fg.muted">{text.atRisk.partial}</Text> : null}
    </Stack>
  );
}
