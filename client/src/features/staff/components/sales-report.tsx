import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffSalesCatalogue } from '@/content/staff-sales.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffSalesReportDocument, type StaffSalesReportQuery } from '@/gql/staff.ts';
import { formatPaise } from '@/lib/paise.ts';
import { formatDate, formatDateTime } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage, type Language } from '@/lib/i18n/language.ts';
import { DataTable } from './data-table.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { SalesCharts } from './sales-charts.tsx';
import { salesCsvAddress, type SalesPeriod } from './sales-period.ts';
import { useStaffQuery } from '../api/staff-query.ts';

type Report = StaffSalesReportQuery['staffSales'];

/** What the gateway refused the period for, in its own words; null for anything else. */
function refusal(error: unknown): { signIn: boolean; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const { message, extensions } of error.errors) {
    const code = extensions?.code;
    if (code === 'UNAUTHENTICATED') return { signIn: true, message };
    if (code === 'FORBIDDEN') return { signIn: false, message };
    if (code === 'BAD_USER_INPUT') {
      // A date that is not one, or a period the wrong way round or over a year: the
      // gateway names the field and says why.
      const fields = (extensions?.fields ?? {}) as Record<string, string>;
      const reasons = Object.values(fields);
      return { signIn: false, message: reasons.length > 0 ? reasons.join(' ') : message };
    }
  }
  return null;
}

/** The sales of `period`: totals, the CSV, the invoices and the charts. */
export function SalesReportView({ period }: { period: SalesPeriod }) {
  const { staffConsoleText } = useText(staffCatalogue);
  const { staffSalesText: text } = useText(staffSalesCatalogue);
  const language = useLanguage();
  const { data, error, loading } = useStaffQuery(StaffSalesReportDocument, period);
  // Only a first reading replaces the report: one read again (after a refund from a row)
  // keeps it, and the dialog that made the refund, on the screen until the new figures come.
  if (loading && !data) return <Text role="status">{text.loading}</Text>;
  if (error || !data) {
    const refused = refusal(error);
    if (refused?.signIn) {
      return (
        <Stack gap="4" role="alert">
          <Text>{staffConsoleText.signInNeeded}</Text>
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={paths.staffSignIn}>{staffConsoleText.signInLink}</RouterLink>
          </Link>
        </Stack>
      );
    }
    return <Text role="alert">{refused?.message ?? text.failed}</Text>;
  }
  const report = data.staffSales;
  return (
    <Stack as="section" gap="8" aria-labelledby="sales-period-heading">
      <Stack gap="2">
        <Heading as="h2" size="xl" id="sales-period-heading">
          {text.shown(formatDate(period.from, language), formatDate(period.to, language))}
        </Heading>
        <Box>
          <Link href={salesCsvAddress(period)} colorPalette="brand" fontWeight="semibold">
            {text.download}
          </Link>
          <Text color="fg.muted" fontSize="sm">
            {text.downloadHint}
          </Text>
        </Box>
      </Stack>
      <Totals totals={report.totals} />
      {report.rows.length === 0 ? (
        <Text>{text.empty}</Text>
      ) : (
        <>
          <InvoiceTable rows={report.rows} language={language} />
          <SalesCharts
            revenueByDay={report.revenueByDay}
            enrolmentsByWeek={report.enrolmentsByWeek}
          />
        </>
      )}
    </Stack>
  );
}

function Totals({ totals }: { totals: Report['totals'] }) {
  const { staffSalesText } = useText(staffSalesCatalogue);
  const text = staffSalesText.totals;
  const figures = [
    [text.orders, String(totals.orders)],
    [text.taxable, formatPaise(totals.taxablePaise)],
    [text.cgst, formatPaise(totals.cgstPaise)],
    [text.sgst, formatPaise(totals.sgstPaise)],
    [text.igst, formatPaise(totals.igstPaise)],
    [text.total, formatPaise(totals.totalPaise)],
    [text.refunded, formatPaise(totals.refundedPaise)],
  ] as const;
  return (
    <Stack gap="3">
      <Heading as="h3" size="lg">
        {text.heading}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
        {figures.map(([label, value]) => (
          <Box key={label} borderWidth="1px" rounded="md" p="3">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function InvoiceTable({ rows, language }: { rows: Report['rows']; language: Language }) {
  const { staffSalesText } = useText(staffSalesCatalogue);
  const text = staffSalesText.rows;
  const money = staffSalesText.totals;
  const amount = { numeric: true, nowrap: true } as const;
  return (
    <Stack gap="3">
      <Heading as="h3" size="lg" id="sales-rows-heading">
        {text.heading}
      </Heading>
      <DataTable
        label={text.heading}
        regionLabel={text.region}
        striped
        rows={rows}
        // A sale keeps its key when refunded (its open dialog stays), a note has its own.
        rowKey={(row) => (row.kind === 'SALE' ? row.invoiceNumber : `${row.creditNoteNumber}`)}
        columns={[
          { header: text.document, nowrap: true, cell: (row) => text.kinds[row.kind] },
          { header: text.invoice, nowrap: true, cell: (row) => row.invoiceNumber },
          {
            header: text.paidAt,
            nowrap: true,
            cell: (row) => formatDateTime(row.paidAt, language),
          },
          {
            header: text.student,
            cell: (row) => (
              <>
                {row.studentName}
                <Text color="fg.muted" fontSize="xs" wordBreak="break-all">
                  {row.studentEmail}
                </Text>
              </>
            ),
          },
          { header: text.course, cell: (row) => row.courseTitle },
          { header: text.coupon, cell: (row) => row.couponCode ?? text.none },
          { header: money.taxable, ...amount, cell: (row) => formatPaise(row.taxablePaise) },
          { header: money.cgst, ...amount, cell: (row) => formatPaise(row.cgstPaise) },
          { header: money.sgst, ...amount, cell: (row) => formatPaise(row.sgstPaise) },
          { header: money.igst, ...amount, cell: (row) => formatPaise(row.igstPaise) },
          { header: money.total, ...amount, cell: (row) => formatPaise(row.totalPaise) },
          { header: money.refunded, ...amount, cell: (row) => formatPaise(row.refundedPaise) },
          {
            header: text.creditNote,
            nowrap: true,
            cell: (row) => row.creditNoteNumber ?? text.none,
          },
          {
            header: text.action,
            // On every sale, refunded or not: a dialog that has just refunded the last of it
            // stays open to show its credit note, its button disabled.
            cell: (row) =>
              row.kind === 'SALE' ? (
                <RefundDialog
                  orderId={row.orderId}
                  invoiceNumber={row.invoiceNumber}
                  totalPaise={row.totalPaise}
                  refundedPaise={row.refundedPaise}
                />
              ) : (
                text.none
              ),
          },
        ]}
      />
    </Stack>
  );
}
