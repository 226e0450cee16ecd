/** Text of My Courses and View Classes (SPEC.md §2 My Courses, View Classes; §8). */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { plural } from '@/lib/i18n/translation.ts';

export const myCoursesContent = {
  heading: 'My Courses',
  loadingLabel: 'Loading your courses',
  table: {
    caption: (title: string) => `Order details for ${title}`,
    orderId: 'Order ID',
    date: 'Date',
    status: 'Status',
    price: 'Price',
    dispatchedTo: 'Dispatched to',
  },
  successStatus: 'Success',
  /** An order the academy refunded in full, as the gateway sends its status; it opens nothing. */
  refundedStatus: 'Refunded',
  imageAlt: (title: string) => `${title} course`,
  materials: 'Video & PDF',
  viewClasses: 'View Classes',
  /** SPEC.md §8: the order list's error text, split at 60 characters. */
  error:
    'No Courses Available at the moment or You have not Enrolled. Please check back later or contact support if this seems unexpected.',
  errorSplitAt: 60,
} as const;

export const viewClassesContent = {
  fallbackHeading: 'View Classes',
  loadingLabel: 'Loading your classes',
  openWeeks: plural({ one: 'Week 1 is open.', other: 'Weeks 1 to {count} are open.' }),
  nextWeek: 'A new week opens every seven days from your order date.',
  empty: 'The lessons of this course are being prepared.',
  week: (week: number) => `Week ${week}`,
  fileType: { VIDEO: 'Video', PDF: 'PDF' },
  locked: (week: number) => `Unlocks in Week ${week}`,
  play: (title: string) => `Play ${title}`,
  speed: 'Playback speed',
  speedOption: (rate: number) => `${rate}x`,
  quality: 'Quality',
  qualityOption: (quality: string) =>
    quality === 'auto' ? 'Auto' : quality === 'audio' ? 'Audio only' : quality,
  /** What watching the whole lesson costs, e.g. "150 KB at 240p, 1.2 MB at 720p". */
  cost: (cost: string) => `Data: ${cost}`,
  /** The parts of the cost: "150 KB at 240p", "4.9 MB audio only", "26 MB (original file)". */
  costParts: {
    at: (size: string, quality: string) => `${size} at ${quality}`,
    audioOnly: (size: string) => `${size} audio only`,
    original: (size: string) => `${size} (original file)`,
  },
  dataSaver: 'Data saver',
  dataSaverHint: 'Videos at 240p at most (about 2 MB a minute), or audio only.',
  pdfSize: (size: string) => `PDF, ${size}`,
  resumed: (time: string) => `Resuming at ${time}`,
  pdfPreview: (title: string) => `${title} (PDF preview)`,
  openPdf: 'Open PDF',
  download: 'Download',
  downloadLabel: (title: string) => `Download ${title} (PDF)`,
  thumbnailAlt: (title: string) => `Preview of ${title}`,
  /** SPEC.md §8: the class load uses the course list's text, split at 60 characters. */
  error:
    'No Courses Available at the moment. Please check back later or contact support if this seems unexpected.',
  errorSplitAt: 60,
} as const;

/** This feature's text in each language (Hindi: ./hi/classes.ts). */
export const classesCatalogue = defineCatalogue(
  'classes',
  { myCoursesContent, viewClassesContent },
  () => import('./hi/classes.ts'),
);
