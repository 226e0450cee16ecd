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
  /** The room's pages, each with what it is for; the money pages for owners only. */
  nav: {
    label: 'Staff pages',
    students: {
      title: 'Students and where they stop',
      hint: 'Who stopped at which week, and each course’s funnel.',
    },
    quizzes: {
      title: 'Weekly quizzes',
      hint: 'Import and export each week’s quiz as a GIFT file.',
    },
    sales: {
      title: 'Sales and GST',
      hint: 'What was sold, the GST on it and the CSV for the return.',
    },
    refunds: { title: 'Refunds', hint: 'Refund an order and issue its credit note.' },
    coupons: { title: 'Coupons', hint: 'Make coupon codes and see their uses.' },
  },
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

/** The coupons page (/staff/coupons): owners make codes and see how often each was used. */
export const staffCouponsText = {
  heading: 'Coupons',
  back: 'Back to the staff room',
  form: {
    heading: 'New coupon',
    code: 'Code',
    codeHint: '3 to 20 letters, digits or "-". Students may type it in any case.',
    kind: 'Discount',
    percent: 'Percent off',
    amount: 'Rupees off',
    value: 'How much',
    valueHint:
      'A percentage from 1 to 90, or rupees (paise allowed). The price never goes below ₹1.',
    maxUses: 'Most uses',
    maxUsesHint: 'Leave empty for no limit.',
    validUntil: 'Last day',
    validUntilHint: 'It applies until the end of this day, India time. Leave empty for no end.',
    courses: 'Courses',
    coursesHint: 'Tick none for every course.',
    coursesLoading: 'Loading the courses...',
    submit: 'Create coupon',
    submitting: 'Creating...',
    created: (code: string) => `Coupon ${code} created.`,
  },
  list: {
    heading: 'All coupons',
    empty: 'No coupons yet.',
    columns: {
      code: 'Code',
      discount: 'Discount',
      uses: 'Used',
      reserved: 'In open checkouts',
      validUntil: 'Valid until',
      courses: 'Courses',
      createdAt: 'Created',
    },
    percent: (percent: number) => `${percent}% off`,
    amount: (rupees: string) => `${rupees} off`,
    usesOf: (uses: number, maxUses: number | null) =>
      maxUses === null ? `${uses} (no limit)` : `${uses} of ${maxUses}`,
    noEnd: 'No end',
    allCourses: 'Every course',
  },
} as const;

/** This feature's text in each language (Hindi: ./hi/staff.ts). */
export const staffCatalogue = defineCatalogue(
  'staff',
  { staffSignInText, staffConsoleText, staffCouponsText },
  () => import('./hi/staff.ts'),
);
