/**
 * The legal pages: Terms & Conditions, Privacy Policy and Cancellation Policy, with the
 * policies of SPEC.md §1 (non-refundable payments, no cancellation after enrolment, one
 * transfer within 3 months on approval, workshop rescheduling 7 days ahead, replies within
 * 5 business days, 18+ or guardian consent, Indian law, support hours).
 */
import { site } from './site.ts';
import { termsHead, privacyHead, cancelHead } from './page-heads.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  metaDescription: string;
  heading: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const lastUpdated = 'Last updated: 1 October 2026';

const contactSection = (what: string): LegalSection => ({
  heading: 'Contact us',
  paragraphs: [
    `For any question about ${what}, write to ${site.supportEmail} or call ${site.phones.join(' or ')}. Our support team is available ${site.hours}.`,
  ],
});

/** @public The Hindi catalogue is typed against it. */
export const termsContent: LegalDocument = {
  ...termsHead,
  heading: 'Terms & Conditions',
  lastUpdated,
  intro: `These terms govern your use of the ${site.brandName} website and your enrolment in any of our courses, workshops or mentoring programmes. By creating an account, sending an enquiry or paying for a course, you agree to them. Please read them together with our Privacy Policy and Cancellation Policy.`,
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        `${site.brandName} ("we", "us") provides online education in stock-market and forex trading: live online classes with recordings, weekly market analysis, doubt-clearing sessions and mentoring. We are based in India.`,
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        'You must be at least 18 years old to create an account or enrol in a course. If you are under 18, you may enrol only with the consent of a parent or legal guardian, who accepts these terms on your behalf and is responsible for your use of our services.',
      ],
    },
    {
      heading: '3. Education, not advice',
      paragraphs: [
        'Our classes, recordings, analysis and community discussions are for education only. Nothing we share is investment, financial or tax advice, or a recommendation to buy or sell any security or currency.',
        'Trading carries a high risk of loss, and past results do not predict future ones. You alone decide what to trade and bear the outcome of your decisions.',
      ],
    },
    {
      heading: '4. Enrolment and access',
      list: [
        'A course runs for 2 months of live online classes; each class is recorded and the recording is made available in your account.',
        'Support from our team continues for 3 months after the course, as described on the course page.',
        'Your account and course access are personal. Do not share your login, class links or recordings with anyone.',
        'We may change class timings, mentors or the order of topics when needed; we will tell you in advance where we can.',
      ],
    },
    {
      heading: '5. Fees and payments',
      list: [
        'Course fees are shown in Indian rupees (₹) on the course page, including any discount on offer.',
        'All payments are non-refundable.',
        'No cancellation is possible after enrolment.',
        'A one-time transfer to another batch or another course may be allowed within 3 months of enrolment, on approval by the academy. The details are in our Cancellation Policy.',
      ],
    },
    {
      heading: '6. Your conduct',
      paragraphs: [
        'Be respectful to mentors and fellow students in classes and in the community. We may suspend access, without a refund, for abuse, harassment, sharing paid material or disrupting classes.',
      ],
    },
    {
      heading: '7. Intellectual property',
      paragraphs: [
        'All course material, recordings, documents and this website belong to us or our licensors. You may use them for your own learning only, and may not copy, record, resell or publish them.',
      ],
    },
    {
      heading: '8. Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for any trading loss or for indirect or consequential loss arising from the use of our courses or website. Our total liability to you is limited to the fee you paid for the course concerned.',
      ],
    },
    {
      heading: '9. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version published on this page, with its date, applies from the day it is published.',
      ],
    },
    {
      heading: '10. Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the courts of India.',
      ],
    },
    contactSection('these terms'),
  ],
};

/** @public The Hindi catalogue is typed against it. */
export const privacyContent: LegalDocument = {
  ...privacyHead,
  heading: 'Privacy Policy',
  lastUpdated,
  intro: `This policy explains what personal data ${site.brandName} collects when you use this website, send an enquiry or enrol in a course, why we collect it and how we look after it.`,
  sections: [
    {
      heading: '1. What we collect',
      list: [
        'Account details: your name, e-mail address, mobile number and a securely stored password.',
        'Enquiry details: your name, e-mail, mobile number, city, capital range, preferred batch and your question.',
        'Course and payment records: the courses you buy, order dates and payment references. Card and UPI details are handled by our payment provider; we never see or store them.',
        'Technical data needed to run the site, such as a session cookie that keeps you signed in.',
      ],
    },
    {
      heading: '2. How we use it',
      list: [
        'To create and secure your account and give you access to your courses and recordings.',
        'To answer your enquiries and help you choose a batch.',
        'To confirm payments and assign your relationship manager.',
        'To send you class schedules and important notices about your course.',
      ],
    },
    {
      heading: '3. Sharing',
      paragraphs: [
        'We do not sell your personal data. We share it only with the service providers who help us run the academy (such as payment processing and hosting), under obligations of confidentiality, or when the law requires it.',
      ],
    },
    {
      heading: '4. Cookies and storage',
      paragraphs: [
        'We use a secure session cookie to keep you signed in, and your browser’s local storage to remember your name for the menu. We do not use advertising cookies.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'We keep account and order records for as long as your account is active and as long afterwards as the law requires for tax and accounting. Enquiries are kept for up to 12 months.',
      ],
    },
    {
      heading: '6. Your choices',
      paragraphs: [
        'You can update your name, e-mail and mobile number from your profile at any time. To ask for a copy of your data, a correction or the deletion of your account, contact us using the details below.',
      ],
    },
    {
      heading: '7. Children',
      paragraphs: [
        'Our courses are meant for people aged 18 or over. A student under 18 may enrol only with the consent of a parent or guardian.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: [
        'This policy is governed by the laws of India, including the Information Technology Act, 2000 and the rules made under it.',
      ],
    },
    contactSection('your personal data'),
  ],
};

/** @public The Hindi catalogue is typed against it. */
export const cancelContent: LegalDocument = {
  ...cancelHead,
  heading: 'Cancellation Policy',
  lastUpdated,
  intro:
    'We keep batches small and plan every class around the students enrolled in it, so seats cannot be released once taken. This page explains what you can and cannot change after you pay.',
  sections: [
    {
      heading: '1. Payments are non-refundable',
      paragraphs: [
        'All payments made to the academy, including registration amounts and course fees, are non-refundable.',
      ],
    },
    {
      heading: '2. No cancellation after enrolment',
      paragraphs: [
        'Once your enrolment is confirmed, it cannot be cancelled, whether or not you attend the classes.',
      ],
    },
    {
      heading: '3. One transfer within 3 months',
      paragraphs: [
        'If you cannot continue with your batch, you may ask to transfer once to another batch or to another course. The transfer must take place within 3 months of your enrolment and is subject to approval by the academy. If the new course costs more, you pay the difference.',
      ],
    },
    {
      heading: '4. Workshops',
      paragraphs: [
        'If you cancel your place at a workshop at least 7 days before it takes place, you may reschedule to a later workshop. Rescheduling is the only option: no refund is given. Cancellations made less than 7 days before the workshop cannot be rescheduled.',
      ],
    },
    {
      heading: '5. How to ask',
      paragraphs: [
        `Send your transfer, rescheduling or cancellation enquiry to ${site.supportEmail} with your name, registered mobile number and course. We reply within 5 business days.`,
      ],
    },
    {
      heading: '6. Governing law',
      paragraphs: ['This policy is governed by the laws of India.'],
    },
    contactSection('this policy'),
  ],
};

/** This feature's text in each language (Hindi: ./hi/legal.ts). */
export const legalCatalogue = defineCatalogue(
  'legal',
  { termsContent, privacyContent, cancelContent },
  () => import('./hi/legal.ts'),
);
