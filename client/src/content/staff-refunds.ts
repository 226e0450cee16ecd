/**
 * Text of the staff room's refunds page (/staff/refunds) and its refund dialog, loaded with
 * the page's own chunk (Hindi: ./hi/staff-refunds.ts).
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

export const staffRefundsText = {
  heading: 'Refunds',
  intro:
    'Find an order by its id or its invoice number, then refund all or part of it. Each refund gets a GST credit note; a full refund ends the student’s access to the course.',
  findLabel: 'Order id or invoice number',
  findPlaceholder: 'SL/26-27/000001',
  find: 'Find order',
  finding: 'Finding...',
  back: 'Back to the staff room',
  loading: 'Loading the refunds page...',
  failed: 'The refunds page could not be loaded. Please try again shortly.',
  ownersOnly: 'Only owners refund orders.',
  order: {
    heading: 'Order',
    invoice: 'Invoice',
    status: 'Status',
    student: 'Student',
    course: 'Course',
    paid: 'Paid',
    refunded: 'Refunded',
    left: 'Left to refund',
  },
  notRefundable:
    'The academy has no recorded online payment for this order: it cannot be refunded here.',
  refundButton: 'Refund…',
  refunds: {
    heading: 'Refunds of this order',
    empty: 'No refunds yet.',
    columns: { creditNote: 'Credit note', amount: 'Amount', status: 'Status', refund: 'Refund ID' },
    open: (number: string) => `Open credit note ${number} (PDF)`,
  },
  dialog: {
    title: (invoice: string) => `Refund against invoice ${invoice}`,
    amountLabel: 'Amount to refund (₹)',
    amountHelp: (left: string) => `Up to ${left}. All of it ends the student’s access.`,
    reasonLabel: 'Reason (printed on the credit note)',
    reasonHelp: '3 to 500 characters.',
    confirm: 'Refund now',
    confirming: 'Refunding...',
    close: 'Close',
    amountInvalid: 'Type an amount in rupees, such as 1999 or 1999.50.',
    done: (number: string) => `Refunded. Credit note ${number} is issued.`,
    creditNoteLink: (number: string) => `Open credit note ${number} (PDF)`,
  },
} as const;

/** This page's text in each language. */
export const staffRefundsCatalogue = defineCatalogue(
  'staff-refunds',
  { staffRefundsText },
  () => import('./hi/staff-refunds.ts'),
);
