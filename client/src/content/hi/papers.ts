/** Hindi text of a student's papers: receipts and certificates (the same keys as ../papers.ts). */
import type * as en from '../papers.ts';
import type { Translation } from '@/lib/i18n/translation.ts';
import { site } from './site.ts';

export const papersContent: Translation<typeof en.papersContent> = {
  downloadReceipt: 'रसीद डाउनलोड करें',
  receiptLabel: (courseTitle: string) => `${courseTitle} की रसीद डाउनलोड करें`,
  certificate: {
    heading: 'अपना सर्टिफ़िकेट लें',
    body: (courseTitle: string) =>
      `आपने ${courseTitle} पूरा कर लिया है। आपका कम्प्लीशन सर्टिफ़िकेट तैयार है: इसे डाउनलोड करें या इसका वेरिफ़िकेशन पेज शेयर करें।`,
    download: 'अंग्रेज़ी में डाउनलोड करें',
    view: 'वेरिफ़िकेशन पेज',
    linkedIn: 'LinkedIn प्रोफ़ाइल में जोड़ें',
    whatsApp: 'WhatsApp पर शेयर करें',
    codeLabel: 'सर्टिफ़िकेट कोड',
    shareText: (courseTitle: string, url: string) =>
      `मैंने ${site.brandName} से ${courseTitle} पूरा कर लिया है। मेरा सर्टिफ़िकेट देखें: ${url}`,
    linkedInName: (courseTitle: string) => `${courseTitle}: कम्प्लीशन सर्टिफ़िकेट`,
    organization: site.brandName,
    downloadHindi: 'हिंदी में डाउनलोड करें',
  },
};

export const certificatePage: Translation<typeof en.certificatePage> = {
  heading: 'कम्प्लीशन सर्टिफ़िकेट',
  verified: 'वेरिफ़ाइड सर्टिफ़िकेट',
  completed: 'ने यह ऑनलाइन कोर्स पूरा किया',
  factsLabel: 'सर्टिफ़िकेट की जानकारी',
  completedOn: 'पूरा करने की तारीख़',
  issuedOn: 'जारी करने की तारीख़',
  code: 'सर्टिफ़िकेट कोड',
  download: 'सर्टिफ़िकेट डाउनलोड करें (PDF)',
  visit: `${site.brandName} पर जाएँ`,
  loading: 'सर्टिफ़िकेट लोड हो रहा है',
  unavailable: 'सर्टिफ़िकेट अभी लोड नहीं हो सका। कृपया थोड़ी देर में फिर कोशिश करें।',
  withdrawn: {
    heading: 'सर्टिफ़िकेट वापस ले लिया गया',
    body: (code: string) =>
      `सर्टिफ़िकेट ${code} वापस ले लिया गया है: जिस छात्र को यह जारी हुआ था, उन्होंने अपना अकाउंट डिलीट कर दिया है, इसलिए अब यह किसी के कोर्स पूरा करने की पुष्टि नहीं करता।`,
  },
  finalScore: 'अंतिम स्कोर',
  passMark: 'पास होने के लिए',
  percent: (value) => `${value}%`,
};
