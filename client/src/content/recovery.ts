/**
 * Getting back into an account and leaving it: a reset link, a sign-in code, a new password,
 * deleting the account. Apart from ./auth.ts, which every page loads for the header, so that
 * these words load only on the pages and in the dialog that use them.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

/** Signing in with a code by e-mail, on the sign-in page (the way in while a password is held). */
export const codeSignInText = {
  open: 'E-mail me a code instead',
  intro: 'We will e-mail you a 6-digit code that signs you in. It works once, for 10 minutes.',
  requestFields: { email: { label: 'Your e-mail address', placeholder: 'Your Email Address' } },
  send: 'E-mail me a code',
  sending: 'Sending...',
  sent: 'If an account uses this address, a sign-in code is on its way. Enter it below.',
  codeFields: {
    email: { label: 'Your e-mail address', placeholder: 'Your Email Address' },
    code: { label: 'Code from the e-mail', placeholder: '6 digits' },
  },
  submit: 'Sign in with the code',
  submitting: 'Signing In...',
  again: 'Send a new code',
} as const;

export const forgotPasswordText = {
  heading: 'Forgot your password?',
  intro:
    'Enter the e-mail address you signed up with. If it has an account, we will e-mail it a link to choose a new password.',
  fields: { email: { label: 'Email', placeholder: 'Your Email Address' } },
  submit: 'E-mail me a link',
  submitting: 'Sending...',
  other: { prompt: 'Remembered it?', link: 'Sign In' },
  sent: 'If an account uses this address, a link to choose a new password is on its way. Check your inbox.',
} as const;

export const resetPasswordText = {
  heading: 'Choose a new password',
  intro:
    'At least 8 characters. Once it is set, every device signed in to your account is signed out.',
  fields: { newPassword: { label: 'New Password', placeholder: 'At least 8 characters' } },
  submit: 'Set new password',
  submitting: 'Saving...',
  other: { prompt: 'Link not working?', link: 'Ask for a new one' },
  changed: 'Your password has been changed. Sign in with your new password.',
} as const;

/** The Delete my account dialog: what is erased, what is kept, and the password to confirm. */
export const deleteAccountText = {
  title: 'Delete my account',
  intro: 'Deleting your account cannot be undone. When you confirm:',
  erased: [
    'You are signed out on every device, and your e-mail address can no longer be used to sign in.',
    'Your lesson progress, language choice, calendar link and sign-in records are erased.',
    'Your certificates are withdrawn: their pages will say so, without your name.',
  ],
  kept: 'Kept: your receipts (tax invoices), with the details printed on them, for as long as Indian tax law requires.',
  exportFirst: 'You may want to use "Download my data" first.',
  fields: {
    password: { label: 'Password', placeholder: 'Your Password' },
  },
  codeFields: {
    code: { label: 'Code from the e-mail', placeholder: '6 digits' },
  },
  /** For a student who does not know their password: a code to their inbox confirms instead. */
  useCode: 'E-mail me a code instead',
  usePassword: 'Use my password instead',
  codeSent: 'We have e-mailed you a 6-digit code. Type it here to confirm.',
  submit: 'Delete my account',
  submitting: 'Deleting...',
  close: 'Cancel',
  deleted: 'Your account has been deleted.',
} as const;

/** This text in each language (Hindi: ./hi/recovery.ts). */
export const recoveryCatalogue = defineCatalogue(
  'recovery',
  { codeSignInText, forgotPasswordText, resetPasswordText, deleteAccountText },
  () => import('./hi/recovery.ts'),
);
