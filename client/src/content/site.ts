/**
 * Site-wide facts: brand, contacts, hours, social links and the footer. Page content lives
 * beside this file (one module per area); every text the site shows comes from here.
 */
export const site = {
  brandName: 'Sharpline Trading Academy',
  shortName: 'Sharpline',
  tagline: 'Learn to trade the Indian markets and forex with a plan.',
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
    disclaimer:
      'Trading in securities and currencies involves risk. Our classes are education, not investment advice.',
  },
  brochure: {
    label: 'Download Brochure',
    fileName: 'Course Brochure.pdf',
    href: '/Course%20Brochure.pdf',
  },
} as const;

/** Links shown in the navbar, in order. */
export const navLinks = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Online Course', to: '/online-course' },
  { label: 'Contact Us', to: '/contact-us' },
] as const;

/** Quick links and legal links in the footer. */
export const footerLinks = {
  quick: [
    { label: 'Home', to: '/' },
    { label: 'About Us', to: '/about-us' },
    { label: 'Online Course', to: '/online-course' },
    { label: 'Instruction', to: '/instruction' },
    { label: 'Contact Us', to: '/contact-us' },
  ],
  legal: [
    { label: 'Terms & Conditions', to: '/terms&conditions' },
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Cancellation Policy', to: '/cancel-policy' },
  ],
} as const;
