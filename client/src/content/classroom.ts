/**
 * The classroom's words beyond SPEC.md's (progress, week openings, the calendar feed): a
 * module of their own, loaded only with the student pages, not with every page's first load.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { plural } from '@/lib/i18n/translation.ts';
export const classroomProgressText = {
  opensAt: (when: string) => `Opens ${when}`,
  nextOpening: (week: number, when: string) => `Week ${week} opens ${when}.`,
  state: {
    done: 'Done',
    inProgress: 'In progress',
    minutesLeft: (minutes: number) =>
      minutes <= 1 ? 'In progress, under a minute left' : `In progress, ${minutes} min left`,
    newThisWeek: 'New this week',
  },
  markDone: 'Mark as done',
  // The button's visible words first, so a voice-control user can say what they see.
  markDoneLabel: (action: string, title: string) => `${action}: ${title}`,
} as const;

export const myCoursesProgressText = {
  progressLabel: (title: string) => `Progress in ${title}`,
  progress: (done: number, total: number) => `${done} of ${total} done`,
  continue: 'Continue',
  continueLabel: (lesson: string) => `Continue with ${lesson}`,
  allDone: 'Every open lesson is done.',
  /** The gateway could not read progress for a moment (Order.progress is null). */
  unavailable: 'Progress not available right now. Your lessons are all still here.',
  nextOpening: (week: number, when: string) => `Week ${week} opens ${when}`,
  calendar: {
    heading: 'Week openings in your calendar',
    body: 'Subscribe to this link in Google Calendar, Apple Calendar or Outlook and each new week shows up on its day.',
    show: 'Get my calendar link',
    add: 'Add to calendar',
    copy: 'Copy link',
    copied: 'Calendar link copied',
    reset: 'Reset link',
    resetDone: 'A new calendar link was made; the old one no longer works.',
    label: 'Calendar link',
  },
  /** A course with weekly quizzes (issue 40): what is left before its certificate. */
  quizzesLeft: plural({ one: '1 quiz to pass', other: '{count} quizzes to pass' }),
  quizzesDone: 'Every quiz passed',
} as const;

/** This feature's text in each language (Hindi: ./hi/classroom.ts). */
export const classroomCatalogue = defineCatalogue(
  'classroom',
  { classroomProgressText, myCoursesProgressText },
  () => import('./hi/classroom.ts'),
);
