/**
 * Text of the account screens: sign in, sign up, the account menu, the profile and
 * password dialogs, and every toast they raise (SPEC.md §2, §4, §8).
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
export const signInText = {
  title: 'Sign In',
  description:
    'Sign in to Sharpline Trading Academy to open your courses, weekly classes and recordings.',
  heading: 'Nice to see you!',
  intro: 'Sign in with the e-mail address and password you registered with.',
  fields: {
    username: { label: 'Email', placeholder: 'Your Email Address' },
    password: { label: 'Password', placeholder: 'Your Password' },
  },
  submit: 'Sign In',
  submitting: 'Signing In...',
  /** The line under the form, to the other account page. */
  other: { prompt: "Don't have an account?", link: 'Sign Up' },
  welcome: (name: string) => `Welcome back! ${name}.`,
  forgot: 'Forgot password?',
} as const;

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

export const signUpText = {
  title: 'Sign Up',
  description:
    'Create your Sharpline Trading Academy account to enrol in live stock-market and forex courses.',
  heading: 'Create your account',
  intro: 'A few details and you are ready to enrol in a course.',
  fields: {
    name: { label: 'Name', placeholder: 'Your Full Name' },
    mobile: { label: 'Phone Number', placeholder: 'Your Phone Number' },
    email: { label: 'Email', placeholder: 'Your Email Address' },
    password: { label: 'Password', placeholder: 'At least 8 characters' },
  },
  submit: 'Sign Up',
  submitting: 'Signing Up...',
  other: { prompt: 'Already have an account?', link: 'Sign In' },
  created: 'Account has been created!',
} as const;

/** The side panel beside both forms. */
export const authAside = {
  heading: 'Learn to trade with a plan',
  points: [
    '2 months of live online classes, with every session recorded',
    '3 months of mentoring and doubt-clearing after the course',
    'Weekly market analysis with your batch',
  ],
} as const;

export const accountMenuText = {
  signIn: 'Sign In',
  profile: 'Profile',
  changePassword: 'Change Password',
  myCourses: 'My Courses',
  signOut: 'Sign Out',
  signOutEverywhere: 'Sign Out Everywhere',
  downloadData: 'Download my data',
  deleteAccount: 'Delete my account',
  signedOut: 'Signed out successfully!',
} as const;

export const profileText = {
  title: 'Profile',
  loading: 'Loading your profile...',
  fields: {
    name: { label: 'Name' },
    email: { label: 'Email' },
    mobile: { label: 'Mobile' },
  },
  submit: 'Submit',
  submitting: 'Saving...',
  close: 'Close',
  saved: 'Profile updated successfully!',
  /** The unlock reminders' switch, saved on its own (not by Submit). */
  reminders: {
    label: 'E-mail me when a new week of my course opens',
    hint: 'Receipts and sign-in e-mails are always sent.',
    turnedOn: 'Unlock reminders are on.',
    turnedOff: 'Unlock reminders are off.',
  },
} as const;

export const passwordText = {
  title: 'Change Password',
  fields: {
    oldPassword: { label: 'Old Password' },
    newPassword: { label: 'New Password' },
    confirmPassword: { label: 'Confirm Password' },
  },
  submit: 'Submit',
  submitting: 'Saving...',
  close: 'Close',
  changed: 'Password Changed successfully!',
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

/** When an action needs a session the browser does not have (SPEC.md §4, §8). */
export const sessionText = {
  signInFirst: 'Please! Sign in first.',
} as const;

/** This feature's text in each language (Hindi: ./hi/auth.ts). */
export const authCatalogue = defineCatalogue(
  'auth',
  {
    signInText,
    codeSignInText,
    forgotPasswordText,
    resetPasswordText,
    signUpText,
    authAside,
    accountMenuText,
    profileText,
    passwordText,
    deleteAccountText,
    sessionText,
  },
  () => import('./hi/auth.ts'),
);
