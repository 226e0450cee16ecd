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

/** This feature's text in each language (Hindi: ./hi/staff.ts). */
export const staffCatalogue = defineCatalogue(
  'staff',
  { staffSignInText, staffConsoleText },
  () => import('./hi/staff.ts'),
);
