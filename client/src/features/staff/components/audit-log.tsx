import { Heading, Stack, Text } from '@chakra-ui/react';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffAuditLogDocument } from '@/gql/staff.ts';
import { formatDateTime } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { DataTable } from './data-table.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

/** How many of the newest entries the staff room shows. */
const ENTRIES_SHOWN = 50;

/** The audit log, newest first (owners only: the gateway refuses it to anyone else). */
export function AuditLog() {
  const { staffConsoleText } = useText(staffCatalogue);
  const text = staffConsoleText.audit;
  const language = useLanguage();
  const { data, error, loading } = useStaffQuery(StaffAuditLogDocument, { first: ENTRIES_SHOWN });
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
        <DataTable
          label={text.heading}
          striped
          rows={entries}
          rowKey={(entry, index) => `${entry.at}-${index}`}
          columns={[
            {
              header: text.columns.at,
              nowrap: true,
              cell: (entry) => formatDateTime(entry.at, language),
            },
            { header: text.columns.staffEmail, cell: (entry) => entry.staffEmail },
            { header: text.columns.action, cell: (entry) => entry.action },
            { header: text.columns.target, cell: (entry) => entry.target ?? text.noTarget },
            { header: text.columns.address, cell: (entry) => entry.address },
          ]}
        />
      ) : null}
    </Stack>
  );
}
