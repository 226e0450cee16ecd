/**
 * The Contact page and its enquiry form (SPEC.md §2, §5, §8). The field rules and error
 * messages themselves live in common/validation.ts, shared with the gateway.
 */
export const contactContent = {
  title: 'Contact Us',
  metaDescription:
    'Contact Sharpline Trading Academy by phone or e-mail, Monday to Saturday, 10:00 AM to 07:00 PM IST, or send an enquiry about the next trading course batch.',
  heading: 'Contact us',
  intro:
    'Questions about the course, the next batch or your enrolment? Call, write, or send us an enquiry and our team will get back to you.',
  details: {
    heading: 'Reach us directly',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    hoursLabel: 'Support hours',
  },
  form: {
    heading: 'Send an enquiry',
    intro: 'Tell us a little about yourself and what you would like to know.',
    labels: {
      fname: 'First name',
      lname: 'Last name',
      email: 'Email',
      mobile: 'Mobile number',
      city: 'City',
      capital: 'Trading capital (₹)',
      joinBatch: 'Batch you want to join',
      query: 'Your query',
    },
    placeholders: {
      capital: 'Select your capital range',
      joinBatch: 'Select a batch',
      query: 'What would you like to know?',
    },
    termsBefore: 'I have read and accept the ',
    termsLink: 'terms, conditions and privacy policy',
    termsLinkNote: '(opens in a new tab)',
    submit: 'Send enquiry',
    submitting: 'Sending...',
  },
  /** Toasts of the enquiry flow (SPEC.md §4, §8), shown for 2000 ms. */
  toasts: {
    acceptTerms: 'Read & accept the privacy policy.',
    sent: 'Thanks! We’ll contact you shortly.',
  },
} as const;
