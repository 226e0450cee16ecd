/**
 * The home page's blocks as SPEC.md §2 and the content module state them, written out for
 * the tests that look for them in what the site serves.
 */
export const OUR_CLASSES_HEADINGS = [
  'Live Classes',
  'Weekly Analysis',
  'Doubt Sessions',
  'Master The Markets',
  'Mentoring Community',
  'Learning For Beginners',
  'Support For Students',
  'Personal 1-1 Mentorship',
  'Exposure',
];

export const TESTIMONIAL_STUDENTS = [
  'Rohan Mehta',
  'Ananya Iyer',
  'Farhan Qureshi',
  'Priya Nair',
  'Karan Singh',
];

export const FAQ_QUESTIONS = [
  'Who is this course for?',
  'Do I need any trading experience?',
  'How are the classes held?',
  'How long does the course last?',
  'What if I miss a live class?',
  'How do I join a batch?',
  'Can I get a refund or change my batch?',
  'Do you give trading tips or guarantee profits?',
];

/** The start of the first question's answer. */
export const FIRST_FAQ_ANSWER = /Anyone who wants to learn to trade/;
