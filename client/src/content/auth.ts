/**
 * Text of the account screens: sign in, sign up, the account menu, the profile and
 * password dialogs, and every toast they raise (SPEC.md §2, §4, §8).
 */
export const signInText = {
  title: 'Sign In',
  description:
    'Sign in to Sharpline Trading Academy to open your courses, weekly classes and recordings.',
  heading: 'Nice to see you!',
  intro: 'Sign in with the e-mail address and password you registered with.',
  usernameLabel: 'Email',
  usernamePlaceholder: 'Your Email Address',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your Password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign Up',
  welcome: (name: string) => `Welcome back! ${name}.`,
} as const;

export const signUpText = {
  title: 'Sign Up',
  description:
    'Create your Sharpline Trading Academy account to enrol in live stock-market and forex courses.',
  heading: 'Create your account',
  intro: 'A few details and you are ready to enrol in a course.',
  nameLabel: 'Name',
  namePlaceholder: 'Your Full Name',
  mobileLabel: 'Phone Number',
  mobilePlaceholder: 'Your Phone Number',
  emailLabel: 'Email',
  emailPlaceholder: 'Your Email Address',
  passwordLabel: 'Password',
  passwordPlaceholder: 'At least 8 characters',
  submit: 'Sign Up',
  submitting: 'Signing Up...',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign In',
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
  signedOut: 'Signed out successfully!',
} as const;

export const profileText = {
  title: 'Profile',
  loading: 'Loading your profile...',
  nameLabel: 'Name',
  emailLabel: 'Email',
  mobileLabel: 'Mobile',
  submit: 'Submit',
  submitting: 'Saving...',
  close: 'Close',
  saved: 'Profile updated successfully!',
} as const;

export const passwordText = {
  title: 'Change Password',
  oldLabel: 'Old Password',
  newLabel: 'New Password',
  confirmLabel: 'Confirm Password',
  submit: 'Submit',
  submitting: 'Saving...',
  close: 'Close',
  changed: 'Password Changed successfully!',
  checkCredential: 'Please check the entered credential!',
} as const;
