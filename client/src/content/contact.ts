import { contactHead } from './page-heads.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
/**
 * The Contact page and its enquiry form (SPEC.md §2, §5, §8). The field rules and error
 * messages themselves live in common/validation.ts, shared with the gateway.
 */
export const contactContent = {
  ...contactHead,
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
    fields: {
      fname: { label: 'First name' },
      lname: { label: 'Last name' },
      email: { label: 'Email' },
      mobile: { label: 'Mobile number' },
      city: { label: 'City' },
      capital: { label: 'Trading capital (₹)', placeholder: 'Select your capital range' },
      joinBatch: { label: 'Batch you want to join', placeholder: 'Select a batch' },
      query: { label: 'Your query', placeholder: 'What would you like to know?' },
    },
    termsBefore: 'I have read and accept the ',
    termsLink: 'terms, conditions and privacy policy',
    termsLinkNote: '(opens in a new tab)',
    submit: 'Send enquiry',
    submitting: 'Sending...',
    /** How the select boxes show their options (the values, which the rules check, stay). */
    capitalOption: (range: string) => range,
    batchOption: (month: string) => month,
  },
  /** Toasts of the enquiry flow (SPEC.md §4, §8), shown for 2000 ms. */
  toasts: {
    acceptTerms: 'Read & accept the privacy policy.',
    sent: 'Thanks! We’ll contact you shortly.',
  },
} as const;

/** This feature's text in each language (Hindi: ./hi/contact.ts). */
export const contactCatalogue = defineCatalogue(
  'contact',
  { contactContent },
  () => import('./hi/contact.ts'),
);
