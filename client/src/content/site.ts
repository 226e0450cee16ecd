/**
 * Site-wide facts: brand, contacts, hours, social links and the footer. Page content lives
 * beside this file (one module per area); every text the site shows comes from here.
 */
import type { RouteId } from '@/config/route-ids.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { riskDisclaimer } from '@common/disclaimer.ts';

export const site = {
  brandName: 'Sharpline Trading Academy',
  shortName: 'Sharpline',
  tagline: 'Learn to trade the Indian markets and forex with a plan.',
  /** The meta description of a page that has none of its own. */
  description:
    'Sharpline Trading Academy: live online courses in the Indian stock market and forex, with weekly classes, recordings and mentoring.',
  email: 'info@sharplineacademy.in',
  supportEmail: 'support@sharplineacademy.in',
  phones: ['+91 98200 41750', '+91 98200 41751'],
  whatsapp: ['+91 98200 41750', '+91 98200 41752'],
  hours: 'Monday to Saturday, 10:00 AM to 07:00 PM IST',
  address: 'Andheri East, Mumbai, Maharashtra, India',
  social: [
    { label: 'YouTube', href: 'https://www.youtube.com/@sharplineacademy' },
    { label: 'Instagram', href: 'https://www.instagram.com/sharplineacademy' },
    { label: 'Facebook', href: 'https://www.facebook.com/sharplineacademy' },
    { label: 'Telegram', href: 'https://t.me/sharplineacademy' },
  ],
  footer: {
    about:
      'Sharpline Trading Academy teaches stock-market and forex trading through live online classes, recorded sessions and months of mentoring after the course ends.',
    copyright: (year: number) => `© ${year} Sharpline Trading Academy. All rights reserved.`,
    // The notice SEBI's rules for educators call for, worded once for pages and papers.
    disclaimer: riskDisclaimer.en,
  },
  brochure: {
    label: 'Download Brochure',
    fileName: 'Course Brochure.pdf',
    href: '/Course%20Brochure.pdf',
  },
} as const;

/** A link to one of the site's pages, named by its route (config/routes.ts holds the paths). */
interface PageLink {
  label: string;
  route: RouteId;
}

/** Links shown in the navbar, in order. */
export const navLinks = [
  { label: 'Home', route: 'home' },
  { label: 'About Us', route: 'about' },
  { label: 'Online Course', route: 'courses' },
  { label: 'Contact Us', route: 'contact' },
] as const satisfies readonly PageLink[];

/** Quick links and legal links in the footer. */
export const footerLinks = {
  quick: [
    { label: 'Home', route: 'home' },
    { label: 'About Us', route: 'about' },
    { label: 'Online Course', route: 'courses' },
    { label: 'Instruction', route: 'instruction' },
    { label: 'Contact Us', route: 'contact' },
  ],
  legal: [
    { label: 'Terms & Conditions', route: 'terms' },
    { label: 'Privacy Policy', route: 'privacy' },
    { label: 'Cancellation Policy', route: 'cancel' },
  ],
} as const satisfies Record<string, readonly PageLink[]>;

/** The brochure link's words (the home and About pages). */
export const brochureText = {
  download: site.brochure.label,
  fileNote: 'PDF, A4',
} as const;

/** This feature's text in each language (Hindi: ./hi/site.ts). */
export const siteCatalogue = defineCatalogue(
  'site',
  { site, navLinks, footerLinks, brochureText },
  () => import('./hi/site.ts'),
);
