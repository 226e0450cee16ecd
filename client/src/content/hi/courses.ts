/** Hindi text of the course list and course detail pages (the same keys as ../courses.ts). */
import type * as en from '../courses.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const courseListContent: Translation<typeof en.courseListContent> = {
  title: 'ऑनलाइन कोर्स',
  metaDescription:
    'Sharpline Trading Academy के स्टॉक मार्केट और फ़ॉरेक्स ऑनलाइन कोर्स देखें: लाइव क्लास, रिकॉर्डिंग और मेंटरशिप, क़ीमत रुपये में।',
  heading: 'ऑनलाइन कोर्स',
  intro:
    'लाइव ऑनलाइन क्लास, जिनकी रिकॉर्डिंग आप बाद में फिर से देख सकते हैं, और उसके बाद ट्रेडिंग करते समय महीनों की मेंटरशिप। आप आज जहाँ हैं, उसके हिसाब से कोर्स चुनें।',
  enrollNow: 'अभी एनरोल करें',
  loadingLabel: 'कोर्स लोड हो रहे हैं',
  // Split at character 36: the first sentence and its space are exactly 36 characters long.
  error:
    'इस समय कोई भी कोर्स उपलब्ध नहीं है। कृपया बाद में फिर से देखें, या अगर आपको लगता है कि ऐसा नहीं होना चाहिए, तो सपोर्ट से संपर्क करें।',
  errorSplitAt: 36,
};

export const learningFeatures: Translation<typeof en.learningFeatures> = {
  heading: 'सिर्फ़ सीखना काफ़ी नहीं',
  intro: 'थ्योरी जानना तो बस शुरुआत है। अनुशासन के साथ ट्रेडिंग जारी रखने में हम आपकी ऐसे मदद करते हैं।',
  items: [
    {
      title: 'जर्नलिंग',
      text: 'हर ट्रेड को उसकी वजह, एंट्री, एग्ज़िट और नतीजे के साथ लिखें, और अपने ही आँकड़ों से सीखें।',
    },
    {
      title: 'फ़ैकल्टी सपोर्ट',
      text: 'कोई सेटअप या लेसन समझ न आए तो अपने मेंटर से पूछें, और जवाब ऐसे व्यक्ति से पाएँ जो ख़ुद ट्रेड करता है।',
    },
    {
      title: 'ट्रेड मॉनिटरिंग',
      text: 'आपके ट्रेड रिव्यू किए जाते हैं, ताकि ग़लतियाँ आदत बनने से पहले ही पकड़ में आ जाएँ।',
    },
    {
      title: 'नियमों का सेट',
      text: 'एंट्री, एग्ज़िट और पोज़िशन साइज़ का लिखा हुआ प्लान, जिसे आप हर ट्रेड में फ़ॉलो करते हैं।',
    },
    {
      title: 'असाइनमेंट',
      text: 'हर हफ़्ते के प्रैक्टिस टास्क, जो हर क्लास को ऐसी स्किल में बदलते हैं जिसे आप लाइव चार्ट पर इस्तेमाल कर सकें।',
    },
  ],
};

export const coursePriceText: Translation<typeof en.coursePriceText> = {
  originalPrice: 'मूल क़ीमत',
  finalPrice: 'छूट के बाद क़ीमत',
  price: 'क़ीमत',
  saving: (amount: string) => `आपकी बचत ${amount}`,
};

export const courseDetailContent: Translation<typeof en.courseDetailContent> = {
  fallbackTitle: 'कोर्स की जानकारी',
  metaDescription: (title: string) =>
    `${title}: Sharpline Trading Academy के इस ऑनलाइन ट्रेडिंग कोर्स की फ़ीस, हफ़्तेवार सिलेबस और लेसन।`,
  loadingLabel: 'कोर्स लोड हो रहा है',
  imageAlt: (title: string) => `${title} कोर्स`,
  overviewHeading: 'कोर्स की झलक',
  overview: {
    modeLabel: 'सीखने का तरीक़ा',
    mode: 'अपनी रफ़्तार से',
    durationLabel: 'अवधि',
    // Hindi says how long ("8 हफ़्ते") rather than naming the weeks; a range it cannot read stays a label.
    duration: (weekRange: string) => {
      const [from = NaN, to = NaN] = weekRange.split(/\s*[-–]\s*/).map(Number);
      const weeks = to - from + 1;
      if (!(weeks >= 1)) return `सप्ताह ${weekRange}`;
      return weeks === 1 ? '1 हफ़्ता' : `${weeks} हफ़्ते`;
    },
    lessonsLabel: 'लेसन',
  },
  lessonCount: { one: '{count} लेसन', other: '{count} लेसन' },
  programHeading: 'इस प्रोग्राम के कोर्स',
  programEmpty: 'इस कोर्स के हफ़्तेवार लेसन तैयार किए जा रहे हैं।',
  week: (week: number) => `सप्ताह ${week}`,
  fileType: { VIDEO: 'वीडियो', PDF: 'PDF' },
  fileTypeLabel: 'फ़ॉर्मेट',
  thumbnailAlt: (title: string) => `${title} का प्रीव्यू`,
};
