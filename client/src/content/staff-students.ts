/**
 * Text of the staff room's students page (/staff/students): the week-by-week funnel of a
 * course, the students at risk and the list of every student. Loaded with the staff pages'
 * own chunks.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';

export const staffStudentsText = {
  heading: 'Students and where they stop',
  intro:
    'See how far the owners of each course get, week by week, and write to the students who stopped.',
  back: 'Back to the staff room',
  /** The link on the staff room's home. */
  loading: 'Loading...',
  failed: 'This could not be loaded. Please try again shortly.',
  funnel: {
    heading: 'Week by week',
    course: 'Course',
    chartLabel: (title: string) =>
      `Bar chart of ${title}, week by week; its numbers are in the table below.`,
    caption: (title: string) => `${title}: students per week`,
    week: 'Week',
    students: 'Week open',
    started: 'Started',
    completed: 'Completed',
    weekName: (week: number) => `Week ${week}`,
    empty: 'No student owns this course yet.',
  },
  atRisk: {
    heading: 'At risk',
    intro:
      'Weeks open with lessons left, and nothing done for 14 days. Their e-mail addresses are ready to write to.',
    partial: 'Looked for among the first 100 students; search below to find others.',
    empty: 'Nobody is at risk right now.',
    writeTo: (name: string) => `Write to ${name}`,
  },
  list: {
    heading: 'All students',
    search: 'Search by name or e-mail',
    searchButton: 'Search',
    caption: 'Students, in e-mail order',
    name: 'Name',
    email: 'E-mail',
    lastActive: 'Last active',
    courses: 'Courses',
    status: 'At risk',
    never: 'Not yet',
    yes: 'Yes',
    no: 'No',
    progress: (done: number, total: number, weeks: number) =>
      `${done} of ${total} lessons done, ${weeks} ${weeks === 1 ? 'week' : 'weeks'} open`,
    empty: 'No student matches.',
    next: 'Next page',
    first: 'First page',
  },
} as const;

/** This page's text in each language (Hindi: ./hi/staff-students.ts). */
export const staffStudentsCatalogue = defineCatalogue(
  'staffStudents',
  { staffStudentsText },
  () => import('./hi/staff-students.ts'),
);
