/**
 * The owner's sales report of a period, for the staff field and the CSV export alike: owners
 * only, the dates checked, the reading written to the audit log, the figures read from the
 * invoices as issued.
 */
import type { GatewayDatabase } from '../db/database.ts';
import { salesPeriod, salesReport, type SalesReport } from '../domain/sales.ts';
import { audit } from './audit.ts';
import type { StaffContext } from './request.ts';
import { requireStaff } from './roles.ts';

type SalesContext = Pick<StaffContext, 'staff'> & {
  database: Pick<GatewayDatabase, 'staff' | 'invoices' | 'creditNotes'>;
};

export async function staffSalesReport(
  context: SalesContext,
  dates: { from: string; to: string },
  action: 'sales-report' | 'sales-export',
): Promise<SalesReport> {
  await requireStaff(context, 'money');
  const period = salesPeriod(dates.from, dates.to);
  await audit(context, action, `${period.from}..${period.to}`);
  const invoices = await context.database.invoices.paidBetween(period.fromMs, period.toMs);
  const notes = await context.database.creditNotes.forReport(
    period.fromMs,
    period.toMs,
    invoices.map((invoice) => invoice.orderId),
  );
  return salesReport(period, invoices, notes);
}
