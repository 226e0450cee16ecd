/**
 * Text of the course list and course detail pages (SPEC.md §2 Course list, Course detail;
 * §8 error text). Figures and names follow the spec; the wording is ours.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { plural } from '@/lib/i18n/translation.ts';

export const courseListContent = {
  title: 'Online Course',
  metaDescription:
    'Browse the online stock-market and forex courses of Sharpline Trading Academy: live classes, recordings and mentoring, priced in rupees.',
  heading: 'Online Course',
  intro:
    'Live online classes with recordings you can revisit, followed by months of mentoring while you trade. Pick the course that fits where you are today.',
  enrollNow: 'Enroll now',
  loadingLabel: 'Loading courses',
  /** SPEC.md §8: the course list's error text, split at 36 characters. */
  error:
    'No Courses Available at the moment. Please check back later or contact support if this seems unexpected.',
  errorSplitAt: 36,
} as const;

/** The 'Learning is Not Enough' row (SPEC.md §2): five features, in this order. */
export const learningFeatures = {
  heading: 'Learning is Not Enough',
  intro: 'Knowing the theory is where it starts. Here is how we keep you trading with discipline.',
  items: [
    {
      title: 'Journaling',
      text: 'Record every trade with its reason, entry, exit and result, and learn from your own numbers.',
    },
    {
      title: 'Faculty Support',
      text: 'Ask your mentors when a setup or a lesson is unclear and get an answer from someone who trades.',
    },
    {
      title: 'Trade Monitoring',
      text: 'Your trades are reviewed so that mistakes are spotted early, before they become habits.',
    },
    {
      title: 'Set of Rules',
      text: 'A written plan for entries, exits and position size that you follow on every trade.',
    },
    {
      title: 'Assignments',
      text: 'Weekly practice tasks that turn each class into a skill you can use on a live chart.',
    },
  ],
} as const;

/** A course's fee (CoursePrice), the same on the list, the home page and the course's page. */
export const coursePriceText = {
  originalPrice: 'Original price',
  finalPrice: 'Price after discount',
  price: 'Price',
  saving: (amount: string) => `You save ${amount}`,
} as const;

export const courseDetailContent = {
  fallbackTitle: 'Course Detail',
  metaDescription: (title: string) =>
    `${title}: course fee, weekly outline and lessons of this online trading course by Sharpline Trading Academy.`,
  loadingLabel: 'Loading the course',
  imageAlt: (title: string) => `${title} course`,
  overviewHeading: 'Course overview',
  overview: {
    modeLabel: 'Learning mode',
    mode: 'Self-paced',
    durationLabel: 'Duration',
    duration: (weekRange: string) => `Week ${weekRange}`,
    lessonsLabel: 'Lessons',
  },
  lessonCount: plural({ one: '{count} lesson', other: '{count} lessons' }),
  programHeading: 'Courses in this program',
  programEmpty: 'The weekly lessons of this course are being prepared.',
  week: (week: number) => `Week ${week}`,
  fileType: { VIDEO: 'Video', PDF: 'PDF' },
  fileTypeLabel: 'Format',
  thumbnailAlt: (title: string) => `Preview of ${title}`,
} as const;

/** This feature's text in each language (Hindi: ./hi/courses.ts). */
export const coursesCatalogue = defineCatalogue(
  'courses',
  { courseListContent, learningFeatures, coursePriceText, courseDetailContent },
  () => import('./hi/courses.ts'),
);
