/** Text of a student's papers: receipts on My Courses and /payment-success, certificates. */
import { site } from './site.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

export const papersContent = {
  downloadReceipt: 'Download receipt',
  receiptLabel: (courseTitle: string) => `Download receipt for ${courseTitle}`,
  certificate: {
    heading: 'Get your certificate',
    body: (courseTitle: string) =>
      `You have finished ${courseTitle}. Your certificate of completion is ready: download it, or share its verification page.`,
    download: 'Download certificate',
    view: 'Verification page',
    linkedIn: 'Add to LinkedIn profile',
    whatsApp: 'Share on WhatsApp',
    codeLabel: 'Certificate code',
    /** The message a WhatsApp share starts with. */
    shareText: (courseTitle: string, url: string) =>
      `I have completed ${courseTitle} at ${site.brandName}. See my certificate: ${url}`,
    /** The name LinkedIn shows for the certification. */
    linkedInName: (courseTitle: string) => `${courseTitle}: Certificate of Completion`,
    organization: site.brandName,
    /** The certificate printed in Hindi: the student chooses, both are kept. */
    downloadHindi: 'Download in Hindi',
  },
} as const;

/** The public verification page of a certificate (/certificates/{code}). */
export const certificatePage = {
  /** The tab title until the certificate is here, and for an unknown code. */
  heading: 'Certificate of completion',
  verified: 'Verified certificate',
  completed: 'completed the online course',
  factsLabel: 'Certificate details',
  completedOn: 'Completed on',
  issuedOn: 'Issued on',
  code: 'Certificate code',
  download: 'Download the certificate (PDF)',
  visit: `Visit ${site.brandName}`,
  loading: 'Loading the certificate',
  unavailable: 'The certificate could not be loaded just now. Please try again in a moment.',
  /** A certificate whose student deleted their account. */
  withdrawn: {
    heading: 'Certificate withdrawn',
    body: (code: string) =>
      `Certificate ${code} was withdrawn: the student it was issued to deleted their account, so it no longer confirms that anyone completed a course.`,
  },
  /** A course with weekly quizzes (issue 40): the mean of each week's best score, and the mark. */
  finalScore: 'Final score',
  passMark: 'Pass mark',
  percent: (value: number) => `${value}%`,
} as const;

/** This feature's text in each language (Hindi: ./hi/papers.ts). */
export const papersCatalogue = defineCatalogue(
  'papers',
  { papersContent, certificatePage },
  () => import('./hi/papers.ts'),
);
