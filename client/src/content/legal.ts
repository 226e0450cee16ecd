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
  lastUpdated: 'Last updated: 28 November 2026',
  intro: `This notice explains what personal data ${site.brandName} collects when you use this website, send an enquiry or enrol in a course, why we collect it, how long we keep it, and the rights India’s Digital Personal Data Protection Act, 2023 gives you over it, with how to use them.`,
  sections: [
    {
      heading: '1. What we collect',
      list: [
        'Account details: your name, e-mail address, mobile number and your password, which is stored only in a form that cannot be read back.',
        'Enquiry details: your name, e-mail, mobile number, city, capital range, preferred batch and your question.',
        'Course and payment records: the courses you buy, order dates, amounts, payment references and the receipts (tax invoices) issued for them. Card and UPI details are handled by our payment provider; we never see or store them.',
        'Learning records: how far you are in each lesson, the lessons you have finished and the certificates of completion issued in your name.',
        'Your choices: the language you use the site in, which our e-mails follow.',
        'Sign-in records: for each sign-in, when it happened, the internet address it came from, the browser or app used and whether it was by password or by an e-mailed code.',
        'Technical data needed to run the site: a session cookie that keeps you signed in and a cookie that recognises a browser you have signed in from before.',
      ],
    },
    {
      heading: '2. Why we use it',
      list: [
        'To create and secure your account and give you access to your courses, recordings and certificates.',
        'To answer your enquiries and help you choose a batch.',
        'To take payments, confirm them and issue the receipts the law requires.',
        'To remember where you stopped in a lesson and to issue your certificate when you finish a course.',
        'To send you receipts, class schedules and important notices about your course, in your language.',
        'To protect your account: sign-in records and cookies help us and you notice sign-ins that were not yours and slow down anyone guessing passwords.',
      ],
    },
    {
      heading: '3. Sharing',
      paragraphs: [
        'We do not sell your personal data. We share it only with the service providers who help us run the academy (such as payment processing, e-mail delivery and hosting), under obligations of confidentiality, or when the law requires it.',
      ],
    },
    {
      heading: '4. Cookies and storage',
      paragraphs: [
        'We use a secure session cookie to keep you signed in, a cookie that recognises a browser you signed in from before (so that others’ failed attempts never lock you out), and your browser’s local storage to remember your name for the menu. We do not use advertising cookies.',
      ],
    },
    {
      heading: '5. How long we keep it',
      list: [
        'Your account, learning records, certificates and choices: as long as your account exists. When you delete your account they are erased, and your certificates are marked as withdrawn.',
        'Sign-in records: 90 days, after which each is erased.',
        'Receipts (tax invoices) and the order details printed on them: for as long as Indian tax and company law requires us to keep accounts, currently up to 8 years, even after you delete your account.',
        'Enquiries: up to 12 months.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: ['Under the Digital Personal Data Protection Act, 2023 you have the right to:'],
      list: [
        'Access: get a summary of the personal data we hold about you and what we do with it.',
        'Correction and updating: have data that is wrong or out of date corrected, and complete what is missing.',
        'Erasure: have your personal data erased once it is no longer needed for the purpose you gave it for, except what the law requires us to keep.',
        'Grievance redressal: have a complaint about how we handle your data answered by us, and, if you are not satisfied, take it to the Data Protection Board of India.',
        'Nomination: name a person who may use these rights on your behalf if you die or become unable to do so.',
        'Withdrawing consent: you may withdraw your consent at any time, as easily as you gave it; deleting your account does so.',
      ],
    },
    {
      heading: '7. How to use your rights',
      list: [
        'Sign in and open the menu with your name (at the top right, or in the menu on a phone).',
        '"Download my data" gives you at once a file (zip) with your profile, orders, lesson progress, certificates, choices, your sign-ins of the last 90 days and your receipts.',
        '"Profile" lets you correct your name, e-mail address and mobile number at any time.',
        '"Delete my account" erases your account after you confirm it with your password: you are signed out everywhere and can no longer sign in. Your receipts are kept, as the law requires.',
        'To nominate someone, to raise a grievance, or for anything the menu does not do, write to our grievance contact below. We acknowledge every request within 5 business days.',
      ],
    },
    {
      heading: '8. Children',
      paragraphs: [
        'Our courses are meant for people aged 18 or over. A student under 18 may enrol only with the verifiable consent of a parent or guardian.',
      ],
    },
    {
      heading: '9. Governing law',
      paragraphs: [
        'This notice is governed by the laws of India, including the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and the rules made under them.',
      ],
    },
  ],
};

/**
 * @public The Hindi catalogue is typed against it.
 * The privacy notice's last section: the grievance contact the academy configures
 * (GRIEVANCE_EMAIL, read from the API), then the usual support contact.
 */
export const privacyContact = {
  heading: '10. Grievances and contact',
  grievance: (email: string) =>
    `For a grievance about your personal data, to nominate someone or to use any of your rights, write to our grievance contact at ${email}.`,
  support: `For any other question, write to ${site.supportEmail} or call ${site.phones.join(' or ')}. Our support team is available ${site.hours}.`,
} as const;

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
  { termsContent, privacyContent, privacyContact, cancelContent },
  () => import('./hi/legal.ts'),
);
