/** Every route of the site (SPEC.md §2) in one place. */
export const paths = {
  home: '/',
  about: '/about-us',
  courses: '/online-course',
  courseDetail: '/course-detail/:cdid/:cdtitle',
  contact: '/contact-us',
  instruction: '/instruction',
  terms: '/terms&conditions',
  privacy: '/privacy-policy',
  cancel: '/cancel-policy',
  signIn: '/sign-in',
  signUp: '/sign-up',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  myCourses: '/my-courses',
  viewClasses: '/view-classes/:cid/:ctitle',
} as const;

/** A URL-safe slug segment for titles in course and class links. */
export function titleSegment(title: string): string {
  return encodeURIComponent(title.trim().replace(/\s+/g, '-'));
}

export const courseDetailPath = (id: string, title: string) =>
  `/course-detail/${encodeURIComponent(id)}/${titleSegment(title)}`;

export const viewClassesPath = (courseId: string, title: string) =>
  `/view-classes/${encodeURIComponent(courseId)}/${titleSegment(title)}`;
