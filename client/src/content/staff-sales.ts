/**
 * Text of the owner's sales page (/staff/sales), loaded with that page's chunk alone; the
 * staff room home names it only for its link.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

/** The owner's sales page (/staff/sales): what was sold in a period, its GST, two charts. */
export const staffSalesText = {
  heading: 'Sales and GST',
  intro:
    'Every invoice paid in the period, with its refunds, to the paisa as the invoices print it. Dates are India time; both days are included.',
  backToConsole: 'Back to the staff room',
  loading: 'Loading the sales...',
  failed: 'The sales could not be loaded. Please try again shortly.',
  /** An instructor: money is the owners' alone. */
  ownersOnly: 'Only owners see sales.',
  period: {
    legend: 'Period',
    from: 'From',
    to: 'To',
    submit: 'Show',
  },
  shown: (from: string, to: string) => `Sales from ${from} to ${to}`,
  empty: 'No invoices were paid in this period.',
  download: 'Download CSV',
  downloadHint: 'The same rows as a spreadsheet, with the invoice-level columns of GSTR-1.',
  totals: {
    heading: 'Totals',
    orders: 'Invoices',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
    refunded: 'Refunded',
  },
  rows: {
    heading: 'Invoices',
    region: 'Invoices of the period; scroll sideways for every column',
    invoice: 'Invoice',
    paidAt: 'Paid',
    student: 'Student',
    course: 'Course',
    coupon: 'Coupon',
    creditNote: 'Credit note',
    none: '—',
    document: 'Document',
    kinds: { SALE: 'Invoice', REFUND: 'Credit note' },
    action: 'Refund',
  },
  showNumbers: 'Show the numbers',
  revenueChart: {
    heading: 'Revenue by day',
    summary: (total: string, peak: string, peakDay: string) =>
      `Revenue on each day of the period, ${total} in all; the most, ${peak}, on ${peakDay}.`,
    day: 'Day',
    revenue: 'Revenue',
    orders: 'Orders',
  },
  enrolmentsChart: {
    heading: 'Enrolments by week',
    summary: (total: number, peak: number, peakWeek: string) =>
      `Course purchases in each week of the period, ${total} in all; the most, ${peak}, in the week from ${peakWeek}.`,
    week: 'Week from (Monday)',
    enrolments: 'Enrolments',
  },
} as const;

/** This feature's text in each language (Hindi: ./hi/staff-sales.ts). */
export const staffSalesCatalogue = defineCatalogue(
  'staff-sales',
  { staffSalesText },
  () => import('./hi/staff-sales.ts'),
);
