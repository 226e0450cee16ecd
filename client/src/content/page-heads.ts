/**
 * Tab titles and descriptions of pages whose content is long or is not on a first screen
 * (legal pages, instruction, contact, about, payment results, the student's pages): a module
 * apart from that content, so the route manifest, which every page loads, carries only these
 * and each page's text comes with its own code.
 */
import { site } from './site.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
export const termsHead = {
  title: 'Terms & Conditions',
  metaDescription:
    'The terms that apply to Sharpline Trading Academy courses and this website: enrolment, payments, transfers, eligibility, conduct and governing law.',
} as const;

export const privacyHead = {
  title: 'Privacy Policy',
  metaDescription:
    'How Sharpline Trading Academy collects, uses and protects the personal data of students and visitors, and how to reach us about it.',
} as const;

export const cancelHead = {
  title: 'Cancellation Policy',
  metaDescription:
    'Sharpline Trading Academy’s cancellation policy: non-refundable payments, no cancellation after enrolment, one transfer within 3 months on approval, workshop rescheduling.',
} as const;

export const instructionHead = {
  title: 'Instruction',
  metaDescription:
    'The 12 topics installed within our trading course: forex basics, charts, market structure, indicators, smart money concepts, risk, psychology, live trading and a bonus module.',
} as const;

export const contactHead = {
  title: 'Contact Us',
  metaDescription:
    'Contact Sharpline Trading Academy by phone or e-mail, Monday to Saturday, 10:00 AM to 07:00 PM IST, or send an enquiry about the next trading course batch.',
} as const;

export const aboutHead = {
  title: 'About Us',
  metaDescription:
    'Sharpline Trading Academy teaches stock-market and forex trading through live online classes, recordings, mentoring and 3 months of support. Read our story and values.',
} as const;

export const paymentSuccessHead = {
  title: 'Payment Success',
  metaDescription: 'Your course payment to Sharpline Trading Academy went through.',
} as const;

export const paymentFailedHead = {
  title: 'Payment Failed',
  metaDescription: 'Your course payment to Sharpline Trading Academy did not go through.',
} as const;

export const forgotPasswordHead = {
  title: 'Forgot Password',
  metaDescription: 'Get a link by e-mail to choose a new password for your account.',
} as const;

export const resetPasswordHead = {
  title: 'Reset Password',
  metaDescription: 'Choose a new password for your account.',
} as const;

export const myCoursesHead = { title: 'My Courses' } as const;

export const viewClassesHead = { title: 'View Classes' } as const;

/** A certificate's verification page (/certificates/{code}): it names a person. */
export const certificateHead = {
  /** The tab title until the certificate is here, and for an unknown code. */
  heading: 'Certificate of completion',
  title: (studentName: string, courseTitle: string) =>
    `${studentName} completed ${courseTitle} | ${site.brandName}`,
  description: (studentName: string, courseTitle: string, code: string) =>
    `${site.brandName} confirms that ${studentName} completed the online course ${courseTitle}. Certificate ${code}.`,
  previewTitle: (studentName: string) => `${studentName}: certificate of completion`,
  pictureAlt: (courseTitle: string) => `Certificate of completion: ${courseTitle}`,
  /** The tab title of a withdrawn certificate (its student deleted their account). */
  withdrawn: 'Certificate withdrawn',
} as const;

/** This feature's text in each language (Hindi: ./hi/page-heads.ts). */
export const pageHeadsCatalogue = defineCatalogue(
  'page-heads',
  {
    termsHead,
    privacyHead,
    cancelHead,
    instructionHead,
    contactHead,
    aboutHead,
    paymentSuccessHead,
    paymentFailedHead,
    forgotPasswordHead,
    resetPasswordHead,
    myCoursesHead,
    viewClassesHead,
    certificateHead,
  },
  () => import('./hi/page-heads.ts'),
);
