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

/** When an action needs a session the browser does not have (SPEC.md §4, §8). */
export const sessionText = {
  signInFirst: 'Please! Sign in first.',
} as const;

/** This feature's text in each language (Hindi: ./hi/auth.ts). */
export const authCatalogue = defineCatalogue(
  'auth',
  {
    signInText,
    signUpText,
    authAside,
    accountMenuText,
    profileText,
    passwordText,
    sessionText,
  },
  () => import('./hi/auth.ts'),
);
