/**
 * Text of the staff room's quizzes page (/staff/quizzes), loaded with that page's chunk and
 * the console's link to it. Staff pages are in English; the Hindi module repeats it.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { plural } from '@/lib/i18n/translation.ts';

export const staffQuizzesText = {
  heading: 'Weekly quizzes',
  intro:
    'Each course week has one quiz, written as a GIFT text file (docs/quizzes-gift.md). Import replaces the week’s questions; a file with any problem imports nothing.',
  backToConsole: 'Back to the staff room',
  loading: 'Loading the courses...',
  failed: 'The courses could not be loaded. Please try again shortly.',
  course: 'Course',
  week: 'Week',
  weekHint: 'From 1 to 52.',
  weekInvalid: 'Enter a week from 1 to 52.',
  gift: 'GIFT text',
  giftHint: 'Paste the file here, or choose it below.',
  giftEmpty: 'Paste or choose a GIFT file first.',
  file: 'GIFT file (.gift or .txt)',
  import: 'Import',
  importing: 'Importing...',
  imported: (count: number, week: number) =>
    `Imported ${count === 1 ? '1 question' : `${count} questions`} as the week ${week} quiz.`,
  problems: plural({
    one: 'The file has 1 problem, so nothing was imported:',
    other: 'The file has {count} problems, so nothing was imported:',
  }),
  line: (line: number) => `Line ${line}`,
  export: 'Export',
  exporting: 'Exporting...',
  exported: (week: number) => `Week ${week} as GIFT`,
  download: 'Download the file',
  fileName: (courseId: string, week: number) => `course-${courseId}-week-${week}.gift`,
} as const;

/** This page's text in each language (Hindi: ./hi/staff-quizzes.ts). */
export const staffQuizzesCatalogue = defineCatalogue(
  'staff-quizzes',
  { staffQuizzesText },
  () => import('./hi/staff-quizzes.ts'),
);
