/** Hindi text of the staff room's quizzes page (the same keys as ../staff-quizzes.ts). */
import type * as en from '../staff-quizzes.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffQuizzesText: Translation<typeof en.staffQuizzesText> = {
  heading: 'साप्ताहिक क्विज़',
  intro:
    'कोर्स के हर हफ़्ते की एक क्विज़ होती है, जो GIFT टेक्स्ट फ़ाइल में लिखी जाती है (docs/quizzes-gift.md)। इम्पोर्ट उस हफ़्ते के प्रश्नों को बदल देता है; किसी भी समस्या वाली फ़ाइल से कुछ भी इम्पोर्ट नहीं होता।',
  backToConsole: 'स्टाफ़ रूम पर वापस जाएँ',
  loading: 'कोर्स खुल रहे हैं...',
  failed: 'कोर्स लोड नहीं हो सके। कृपया थोड़ी देर में फिर कोशिश करें।',
  course: 'कोर्स',
  week: 'हफ़्ता',
  weekHint: '1 से 52 तक।',
  weekInvalid: '1 से 52 तक का हफ़्ता डालें।',
  gift: 'GIFT टेक्स्ट',
  giftHint: 'फ़ाइल यहाँ पेस्ट करें, या नीचे चुनें।',
  giftEmpty: 'पहले GIFT फ़ाइल पेस्ट करें या चुनें।',
  file: 'GIFT फ़ाइल (.gift या .txt)',
  import: 'इम्पोर्ट करें',
  importing: 'इम्पोर्ट हो रहा है...',
  imported: (count, week) => `${count} प्रश्न सप्ताह ${week} की क्विज़ के रूप में इम्पोर्ट हुए।`,
  problems: {
    one: 'फ़ाइल में 1 समस्या है, इसलिए कुछ भी इम्पोर्ट नहीं हुआ:',
    other: 'फ़ाइल में {count} समस्याएँ हैं, इसलिए कुछ भी इम्पोर्ट नहीं हुआ:',
  },
  line: (line) => `पंक्ति ${line}`,
  export: 'एक्सपोर्ट करें',
  exporting: 'एक्सपोर्ट हो रहा है...',
  exported: (week) => `सप्ताह ${week} GIFT में`,
  download: 'फ़ाइल डाउनलोड करें',
  fileName: (courseId, week) => `course-${courseId}-week-${week}.gift`,
};
