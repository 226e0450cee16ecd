/**
 * Text of the staff room (/staff/sign-in and /staff): pages only the academy's staff open,
 * never listed for search engines. Loaded with the staff pages' own chunks.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

export const staffSignInText = {
  heading: 'Staff sign-in',
  intro:
    'For the academy’s owners and instructors. Use your staff e-mail, your password and the code your authenticator app shows now.',
  fields: {
    email: { label: 'Staff e-mail', placeholder: 'you@academy.example' },
    password: { label: 'Password', placeholder: 'Your staff password' },
    code: { label: '6-digit code', placeholder: '123456' },
  },
  submit: 'Sign in',
  submitting: 'Signing in...',
  welcome: (email: string) => `Signed in as ${email}.`,
} as const;

export const staffConsoleText = {
  heading: 'Staff room',
  loading: 'Loading the staff room...',
  signedInAs: 'Signed in as',
  roleLabel: 'Role',
  roles: { OWNER: 'Owner', INSTRUCTOR: 'Instructor' },
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signedOut: 'You have signed out of the staff room.',
  /** A visitor or a student, or a staff session that has ended. */
  signInNeeded: 'Sign in with your staff account to open the staff room.',
  signInLink: 'Go to staff sign-in',
  failed: 'The staff room could not be loaded. Please try again shortly.',
  audit: {
    heading: 'Audit log',
    intro: 'The newest staff actions, newest first.',
    empty: 'No staff actions yet.',
    columns: {
      at: 'When',
      staffEmail: 'Who',
      action: 'What',
      target: 'Record',
      address: 'From',
    },
    noTarget: '—',
  },
} as const;

/** The owner's sales page (/staff/sales): what was sold in a period, its GST, two charts. */
export const staffSalesText = {
  heading: 'Sales and GST',
  intro:
    'Every invoice paid in the period, with its refunds, to the paisa as the invoices print it. Dates are India time; both days are included.',
  consoleLink: 'Sales and GST',
  consoleLinkHint: 'What was sold in a period, the GST on it and the CSV for the return.',
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

/** This feature's text in each language (Hindi: ./hi/staff.ts). */
export const staffCatalogue = defineCatalogue(
  'staff',
  { staffSignInText, staffConsoleText, staffSalesText },
  () => import('./hi/staff.ts'),
);
