/** Hindi text of the staff room (the same keys as ../staff.ts). */
import type * as en from '../staff.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffSignInText: Translation<typeof en.staffSignInText> = {
  heading: 'स्टाफ़ साइन इन',
  intro:
    'एकेडमी के मालिकों और इंस्ट्रक्टरों के लिए। अपना स्टाफ़ ईमेल, पासवर्ड और ऑथेंटिकेटर ऐप में अभी दिख रहा कोड डालें।',
  fields: {
    email: { label: 'स्टाफ़ ईमेल', placeholder: 'you@academy.example' },
    password: { label: 'पासवर्ड', placeholder: 'आपका स्टाफ़ पासवर्ड' },
    code: { label: '6 अंकों का कोड', placeholder: '123456' },
  },
  submit: 'साइन इन',
  submitting: 'साइन इन हो रहा है...',
  welcome: (email: string) => `${email} के रूप में साइन इन हो गया।`,
};

export const staffConsoleText: Translation<typeof en.staffConsoleText> = {
  heading: 'स्टाफ़ रूम',
  loading: 'स्टाफ़ रूम खुल रहा है...',
  signedInAs: 'साइन इन:',
  roleLabel: 'भूमिका',
  roles: { OWNER: 'मालिक', INSTRUCTOR: 'इंस्ट्रक्टर' },
  signOut: 'साइन आउट',
  signingOut: 'साइन आउट हो रहा है...',
  signedOut: 'आप स्टाफ़ रूम से साइन आउट हो गए हैं।',
  signInNeeded: 'स्टाफ़ रूम खोलने के लिए अपने स्टाफ़ अकाउंट से साइन इन करें।',
  nav: {
    label: 'स्टाफ़ पेज',
    students: {
      title: 'छात्र और वे कहाँ रुके',
      hint: 'कौन किस हफ़्ते पर रुका, और हर कोर्स का फ़नल।',
    },
    quizzes: {
      title: 'साप्ताहिक क्विज़',
      hint: 'हर हफ़्ते की क्विज़ GIFT फ़ाइल के रूप में इम्पोर्ट और एक्सपोर्ट करें।',
    },
    sales: { title: 'बिक्री और GST', hint: 'क्या बिका, उस पर GST और रिटर्न के लिए CSV।' },
    refunds: { title: 'रिफ़ंड', hint: 'ऑर्डर का रिफ़ंड करें और उसका क्रेडिट नोट बनाएँ।' },
    coupons: { title: 'कूपन', hint: 'कूपन कोड बनाएँ और देखें कि वे कितनी बार इस्तेमाल हुए।' },
  },
  signInLink: 'स्टाफ़ साइन इन पर जाएँ',
  failed: 'स्टाफ़ रूम अभी नहीं खुल सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  audit: {
    heading: 'ऑडिट लॉग',
    intro: 'स्टाफ़ के सबसे नए काम, सबसे नया पहले।',
    empty: 'अभी तक स्टाफ़ का कोई काम दर्ज नहीं है।',
    columns: {
      at: 'कब',
      staffEmail: 'किसने',
      action: 'क्या',
      target: 'रिकॉर्ड',
      address: 'कहाँ से',
    },
    noTarget: '—',
  },
};

/** The coupons page is for staff, who read English: the same words. */
export const staffCouponsText: Translation<typeof en.staffCouponsText> = {
  heading: 'कूपन',
  back: 'स्टाफ़ रूम पर वापस जाएँ',
  form: {
    heading: 'नया कूपन',
    code: 'कोड',
    codeHint: '3 से 20 अक्षर, अंक या "-"। छात्र इसे छोटे या बड़े, किसी भी अक्षर में लिख सकते हैं।',
    kind: 'छूट',
    percent: 'प्रतिशत छूट',
    amount: 'रुपयों में छूट',
    value: 'कितनी',
    valueHint: '1 से 90 तक प्रतिशत, या रुपये (पैसे भी चलेंगे)। क़ीमत कभी ₹1 से कम नहीं होती।',
    maxUses: 'ज़्यादा से ज़्यादा इस्तेमाल',
    maxUsesHint: 'कोई सीमा न हो तो ख़ाली छोड़ें।',
    validUntil: 'आख़िरी दिन',
    validUntilHint: 'यह भारत के समय से इस दिन के अंत तक चलेगा। कोई अंत न हो तो ख़ाली छोड़ें।',
    courses: 'कोर्स',
    coursesHint: 'हर कोर्स के लिए किसी पर भी निशान न लगाएँ।',
    coursesLoading: 'कोर्स लोड हो रहे हैं...',
    submit: 'कूपन बनाएँ',
    submitting: 'बन रहा है...',
    created: (code: string) => `कूपन ${code} बन गया।`,
  },
  list: {
    heading: 'सभी कूपन',
    empty: 'अभी कोई कूपन नहीं है।',
    columns: {
      code: 'कोड',
      discount: 'छूट',
      uses: 'इस्तेमाल हुए',
      reserved: 'खुले चेकआउट में',
      validUntil: 'कब तक मान्य',
      courses: 'कोर्स',
      createdAt: 'बनाया गया',
    },
    percent: (percent: number) => `${percent}% छूट`,
    amount: (rupees: string) => `${rupees} की छूट`,
    usesOf: (uses: number, maxUses: number | null) =>
      maxUses === null ? `${uses} (कोई सीमा नहीं)` : `${maxUses} में से ${uses}`,
    noEnd: 'कोई अंत नहीं',
    allCourses: 'हर कोर्स',
  },
};
