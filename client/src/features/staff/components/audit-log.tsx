import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffAuditLogDocument } from '@/gql/staff.ts';
import { formatDateTime } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { TableRegion } from './table-region.tsx';

/** How many of the newest entries the staff room shows. */
const ENTRIES_SHOWN = 50;

/** The audit log, newest first (owners only: the gateway refuses it to anyone else). */
export function AuditLog() {
  const { staffConsoleText } = useText(staffCatalogue);
  const text = staffConsoleText.audit;
  const language = useLanguage();
  const { data, error, loading } = useQuery(StaffAuditLogDocument, {
    variables: { first: ENTRIES_SHOWN },
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'network-only',
  });
  const entries = data?.staffAudit ?? [];
  return (
    <Stack as="section" gap="3" aria-labelledby="audit-heading">
      <Heading as="h2" size="xl" id="audit-heading">
        {text.heading}
      </Heading>
      <Text color="fg.muted">{text.intro}</Text>
      {loading ? <Text role="status">{staffConsoleText.loading}</Text> : null}
      {error ? <Text role="alert">{staffConsoleText.failed}</Text> : null}
      {!loading && !error && entries.length === 0 ? <Text>{text.empty}</Text> : null}
      {entries.length > 0 ? (
        // Wider than a phone: the table scrolls sideways inside its own box.
        <TableRegion label={text.heading}>
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>{text.heading}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.columns.at}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.staffEmail}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.action}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.target}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.columns.address}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry, index) => (
                <Table.Row key={`${entry.at}-${index}`}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at, language)}</Table.Cell>
                  <Table.Cell>{entry.staffEmail}</Table.Cell>
                  <Table.Cell>{entry.action}</Table.Cell>
                  <Table.Cell>{entry.target ?? text.noTarget}</Table.Cell>
                  <Table.Cell>{entry.address}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      ) : null}
    </Stack>
  );
}
