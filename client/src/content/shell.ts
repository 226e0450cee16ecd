/**
 * Text of the site shell: the navbar, the footer's headings, the skip link and the error
 * pages (SPEC.md §2, §8). Brand facts and links live in site.ts.
 */
export const shellText = {
  skipToContent: 'Skip to main content',
  homeLinkLabel: 'Sharpline Trading Academy, home',
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenuTitle: 'Menu',
  footer: {
    followUs: 'Follow us',
    aboutHeading: 'About us',
    quickLinksHeading: 'Quick links',
    contactHeading: 'Get in touch',
    legalNavLabel: 'Legal',
    phoneLabel: 'Call',
    emailLabel: 'Support e-mail',
    hoursLabel: 'Hours',
  },
} as const;

export const notFoundText = {
  /** The tab title is the whole title here, without the brand prefix (SPEC.md §2). */
  title: '404 Page Not Found',
  code: '404',
  heading: "Look like you're lost",
  // Verbatim from the original site, spelling included (SPEC.md §2).
  body: 'the page you are looking for not avaible!',
  homeLink: 'Go to Home',
} as const;

export const routeErrorText = {
  title: 'Something went wrong',
  heading: 'Unexpected Application Error',
  body: 'The page ran into a problem it could not recover from. Reloading usually fixes it.',
  chunkHeading: 'Loading chunk failed',
  chunkBody:
    'Part of this page could not be downloaded, perhaps because the connection dropped or the site was just updated. Reload to try again.',
  reload: 'Reload',
  homeLink: 'Go to Home',
} as const;
