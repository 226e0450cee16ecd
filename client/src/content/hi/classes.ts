/** Hindi text of My Courses and View Classes (the same keys as ../classes.ts). */
import type * as en from '../classes.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const myCoursesContent: Translation<typeof en.myCoursesContent> = {
  heading: 'मेरे कोर्स',
  loadingLabel: 'आपके कोर्स लोड हो रहे हैं',
  table: {
    caption: (title: string) => `${title} के ऑर्डर की जानकारी`,
    orderId: 'ऑर्डर ID',
    date: 'तारीख़',
    status: 'स्टेटस',
    price: 'क़ीमत',
    dispatchedTo: 'नाम',
  },
  successStatus: 'सफल',
  refundedStatus: 'रिफ़ंड हुआ',
  imageAlt: (title: string) => `${title} कोर्स`,
  materials: 'वीडियो और PDF',
  viewClasses: 'क्लास देखें',
  // Split at character 60: the first sentence is exactly 60 characters long.
  error:
    'इस समय कोई कोर्स उपलब्ध नहीं है, या आपने एनरोल नहीं किया है। कृपया बाद में फिर से देखें, या अगर आपको लगता है कि ऐसा नहीं होना चाहिए, तो सपोर्ट से संपर्क करें।',
  errorSplitAt: 60,
};

export const viewClassesContent: Translation<typeof en.viewClassesContent> = {
  fallbackHeading: 'क्लास देखें',
  loadingLabel: 'आपकी क्लास लोड हो रही हैं',
  // Hindi's "one" (0 and 1) agrees in the singular: खुल गया है; more weeks, खुल गए हैं.
  openWeeks: { one: 'सप्ताह 1 खुल गया है।', other: 'सप्ताह 1 से {count} तक खुल गए हैं।' },
  nextWeek: 'आपके ऑर्डर की तारीख़ से हर सात दिन में एक नया हफ़्ता खुलता है।',
  empty: 'इस कोर्स के लेसन तैयार किए जा रहे हैं।',
  week: (week: number) => `सप्ताह ${week}`,
  fileType: { VIDEO: 'वीडियो', PDF: 'PDF' },
  locked: (week: number) => `सप्ताह ${week} में खुलेगा`,
  play: (title: string) => `${title} चलाएँ`,
  speed: 'प्लेबैक स्पीड',
  speedOption: (rate: number) => `${rate}x`,
  quality: 'क्वालिटी',
  qualityOption: (quality: string) =>
    quality === 'auto' ? 'ऑटो' : quality === 'audio' ? 'सिर्फ़ ऑडियो' : quality,
  cost: (cost: string) => `डेटा: ${cost}`,
  costParts: {
    at: (size: string, quality: string) => `${quality} पर ${size}`,
    audioOnly: (size: string) => `सिर्फ़ ऑडियो ${size}`,
    original: (size: string) => `${size} (ओरिजिनल फ़ाइल)`,
  },
  dataSaver: 'डेटा सेवर',
  dataSaverHint: 'वीडियो ज़्यादा से ज़्यादा 240p में (लगभग 2 MB प्रति मिनट), या सिर्फ़ ऑडियो।',
  pdfSize: (size: string) => `PDF, ${size}`,
  resumed: (time: string) => `${time} से दोबारा शुरू`,
  pdfPreview: (title: string) => `${title} (PDF प्रीव्यू)`,
  openPdf: 'PDF खोलें',
  download: 'डाउनलोड',
  downloadLabel: (title: string) => `${title} (PDF) डाउनलोड करें`,
  thumbnailAlt: (title: string) => `${title} का प्रीव्यू`,
  // Split at character 60: the first two sentences are exactly 60 characters long.
  error:
    'अभी कोई भी कोर्स उपलब्ध नहीं है। कृपया बाद में फिर से देखें। अगर आपको लगता है कि ऐसा नहीं होना चाहिए, तो सपोर्ट से संपर्क करें।',
  errorSplitAt: 60,
};
