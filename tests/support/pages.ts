/** The pages anyone may open at a fixed path (SPEC.md §2), each in one spelling. */
export const PLAIN_PAGES = [
  '/',
  '/about-us',
  '/online-course',
  '/contact-us',
  '/instruction',
  '/terms&conditions',
  '/privacy-policy',
  '/cancel-policy',
  '/sign-in',
  '/sign-up',
  '/payment-success',
  '/payment-failed',
] as const;
