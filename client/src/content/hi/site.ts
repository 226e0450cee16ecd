/** Hindi site-wide facts: brand, contacts, hours, links and the footer (the same keys as ../site.ts). */
import type * as en from '../site.ts';
import type { Translation } from '@/lib/i18n/translation.ts';
import { riskDisclaimer } from '@common/disclaimer.ts';
import { site as english } from '../site.ts';

/** The English facts that are not words (brand, addresses, numbers, links), with Hindi text. */
export const site: Translation<typeof en.site> = {
  ...english,
  tagline: 'प्लान के साथ भारतीय शेयर बाज़ार और फ़ॉरेक्स में ट्रेडिंग सीखें।',
  description:
    'Sharpline Trading Academy: भारतीय शेयर बाज़ार और फ़ॉरेक्स के लाइव ऑनलाइन कोर्स — हर हफ़्ते क्लास, रिकॉर्डिंग और मेंटरशिप के साथ।',
  hours: 'सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक (IST)',
  address: 'अंधेरी ईस्ट, मुंबई, महाराष्ट्र, भारत',
  footer: {
    about:
      'Sharpline Trading Academy लाइव ऑनलाइन क्लास, रिकॉर्ड किए गए सेशन और कोर्स ख़त्म होने के बाद महीनों की मेंटरशिप के ज़रिए स्टॉक मार्केट और फ़ॉरेक्स ट्रेडिंग सिखाती है।',
    copyright: (year: number) => `© ${year} Sharpline Trading Academy. सर्वाधिकार सुरक्षित।`,
    disclaimer: riskDisclaimer.hi,
  },
  // The brochure printed from the Hindi catalogues (scripts/make-brochure.ts hi).
  brochure: {
    label: 'ब्रोशर डाउनलोड करें',
    fileName: 'Course Brochure Hindi.pdf',
    href: '/Course%20Brochure%20Hindi.pdf',
  },
};

export const navLinks: Translation<typeof en.navLinks> = [
  { label: 'होम', route: 'home' },
  { label: 'हमारे बारे में', route: 'about' },
  { label: 'ऑनलाइन कोर्स', route: 'courses' },
  { label: 'संपर्क करें', route: 'contact' },
];

export const footerLinks: Translation<typeof en.footerLinks> = {
  quick: [
    { label: 'होम', route: 'home' },
    { label: 'हमारे बारे में', route: 'about' },
    { label: 'ऑनलाइन कोर्स', route: 'courses' },
    { label: 'सिलेबस', route: 'instruction' },
    { label: 'संपर्क करें', route: 'contact' },
  ],
  legal: [
    { label: 'नियम और शर्तें', route: 'terms' },
    { label: 'प्राइवेसी पॉलिसी', route: 'privacy' },
    { label: 'कैंसलेशन पॉलिसी', route: 'cancel' },
  ],
};

export const brochureText: Translation<typeof en.brochureText> = {
  download: 'ब्रोशर डाउनलोड करें',
  fileNote: 'PDF, A4',
};
