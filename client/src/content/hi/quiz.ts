/** Hindi text of the weekly quizzes (the same keys as ../quiz.ts). */
import type * as en from '../quiz.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const quizCardText: Translation<typeof en.quizCardText> = {
  eyebrow: (week) => `सप्ताह ${week} की क्विज़`,
  questions: { one: '1 प्रश्न', other: '{count} प्रश्न' },
  passMark: (percent) => `पास होने के लिए ${percent}%`,
  timeLimit: (minutes) => `समय सीमा ${minutes} मिनट`,
  attemptsLeft: { one: '1 प्रयास बाक़ी', other: '{count} प्रयास बाक़ी' },
  noAttemptsLeft: 'कोई प्रयास बाक़ी नहीं',
  bestScore: (percent) => `सबसे अच्छा स्कोर ${percent}%`,
  notTried: 'अभी तक प्रयास नहीं किया',
  passed: 'पास',
  opensOn: (when) => `यह क्विज़ अपने हफ़्ते के साथ ${when} खुलेगी।`,
  opensInWeek: (week) => `यह क्विज़ सप्ताह ${week} में खुलेगी।`,
  start: 'क्विज़ शुरू करें',
  resume: 'क्विज़ जारी रखें',
  starting: 'शुरू हो रही है...',
};

export const quizAttemptText: Translation<typeof en.quizAttemptText> = {
  heading: (title) => `${title}: आपका प्रयास`,
  intro: 'जमा करने तक आपके उत्तर इसी डिवाइस पर रखे जाते हैं, इसलिए कनेक्शन टूटने पर भी कुछ नहीं खोता।',
  position: (index, total) => `प्रश्न ${index} / ${total}`,
  hint: {
    SINGLE: 'एक उत्तर चुनें।',
    MULTIPLE: 'हर सही उत्तर चुनें।',
    NUMERIC: 'एक संख्या लिखें।',
  },
  numberLabel: 'आपका उत्तर',
  chartAlt: (prompt) => `प्रश्न का चार्ट: ${prompt}`,
  clock: (time) => `बचा समय ${time}`,
  announceMinutes: { one: '1 मिनट बचा है।', other: '{count} मिनट बचे हैं।' },
  announceLastMinute: 'एक मिनट से कम बचा है: अपने उत्तर अभी जमा करें।',
  announceTimeUp: 'समय समाप्त: आपके उत्तर जमा किए जा रहे हैं।',
  unanswered: 'इस प्रश्न का अभी कोई उत्तर नहीं है।',
  notANumber: 'एक संख्या लिखें, जैसे 2000 या 1.5।',
  unansweredSummary: {
    one: '1 प्रश्न का उत्तर नहीं दिया गया। उसका उत्तर दें, या फिर भी जमा करें: वह ग़लत गिना जाएगा।',
    other: '{count} प्रश्नों के उत्तर नहीं दिए गए। उनके उत्तर दें, या फिर भी जमा करें: वे ग़लत गिने जाएँगे।',
  },
  submit: 'उत्तर जमा करें',
  submitAnyway: 'फिर भी जमा करें',
  submitting: 'जमा हो रहे हैं...',
  close: 'पाठों पर वापस जाएँ',
};

export const quizResultText: Translation<typeof en.quizResultText> = {
  heading: 'आपका परिणाम',
  score: (percent) => `स्कोर ${percent}%`,
  passed: (mark) => `पास: पास होने के लिए ${mark}% चाहिए।`,
  failed: (mark) => `पास नहीं: पास होने के लिए ${mark}% चाहिए।`,
  attemptsLeft: { one: '1 प्रयास बाक़ी है।', other: '{count} प्रयास बाक़ी हैं।' },
  noAttemptsLeft: 'कोई प्रयास बाक़ी नहीं है।',
  reviewHeading: 'समीक्षा',
  question: (index) => `प्रश्न ${index}`,
  correct: 'सही',
  wrong: 'ग़लत',
  yourAnswer: 'आपका उत्तर',
  rightAnswer: 'सही उत्तर',
  noAnswer: 'कोई उत्तर नहीं',
  explanation: 'क्यों',
  tryAgain: 'फिर से प्रयास करें',
  close: 'पाठों पर वापस जाएँ',
};
