/**
 * Text of the site shell: the navbar, the footer's headings, the skip link and the error
 * pages (SPEC.md §2, §8). Brand facts and links live in site.ts.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
export const shellText = {
  skipToContent: 'Skip to main content',
  /** SPEC.md §8: the toast when an operation fails without a message for the user (the API's own words for it). */
  somethingWentWrong: 'Something went wrong!',
  /** A form sent without the app whose token or origin did not match: nothing was sent. */
  formExpired: 'This form had expired, so nothing was sent. Please send it again.',
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

/** The carousel controls' words, shared by every carousel on the site. */
export const carouselText = {
  /** aria-roledescription of the carousel and of each slide: screen readers say them. */
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  pauseLabel: (label: string) => `Pause ${label} slideshow`,
  playLabel: (label: string) => `Play ${label} slideshow`,
  goTo: (n: number) => `Go to slide ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  dotsLabel: 'Choose a slide',
} as const;

/**
 * The offer, on a page in the other language, of the language the visitor chose before:
 * written in the language it offers (they read it best), so not in the page's catalogue.
 */
export const languageOffer = {
  en: {
    label: 'Language',
    text: 'You chose English before.',
    link: 'Read this page in English',
    dismiss: 'Not now',
  },
  hi: {
    label: 'भाषा',
    text: 'आपने पहले हिंदी चुनी थी।',
    link: 'यह पेज हिंदी में पढ़ें',
    dismiss: 'अभी नहीं',
  },
} as const;

/** This feature's text in each language (Hindi: ./hi/shell.ts). */
export const shellCatalogue = defineCatalogue(
  'shell',
  { shellText, notFoundText, routeErrorText, carouselText },
  () => import('./hi/shell.ts'),
);
