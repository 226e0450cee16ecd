/** Hindi text of the staff room (the same keys as ../staff.ts). */
import type * as en from '../staff.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffSignInText: Translation<typeof en.staffSignInText> = {
  heading: 'स्टाफ़ साइन इन',
  intro:
    'अकादमी के मालिकों और इंस्ट्रक्टरों के लिए। अपना स्टाफ़ ई-मेल, पासवर्ड और ऑथेंटिकेटर ऐप में अभी दिख रहा कोड डालें।',
  fields: {
    email: { label: 'स्टाफ़ ई-मेल', placeholder: 'you@academy.example' },
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
  heading: 'Coupons',
  back: 'Back to the staff room',
  consoleLink: 'Coupons',
  consoleLinkHint: 'Make coupon codes and see their uses.',
  form: {
    heading: 'New coupon',
    code: 'Code',
    codeHint: '3 to 20 letters, digits or "-". Students may type it in any case.',
    kind: 'Discount',
    percent: 'Percent off',
    amount: 'Rupees off',
    value: 'How much',
    valueHint:
      'A percentage from 1 to 90, or rupees (paise allowed). The price never goes below ₹1.',
    maxUses: 'Most uses',
    maxUsesHint: 'Leave empty for no limit.',
    validUntil: 'Last day',
    validUntilHint: 'It applies until the end of this day, India time. Leave empty for no end.',
    courses: 'Courses',
    coursesHint: 'Tick none for every course.',
    coursesLoading: 'Loading the courses...',
    submit: 'Create coupon',
    submitting: 'Creating...',
    created: (code: string) => `Coupon ${code} created.`,
  },
  list: {
    heading: 'All coupons',
    empty: 'No coupons yet.',
    columns: {
      code: 'Code',
      discount: 'Discount',
      uses: 'Used',
      reserved: 'In open checkouts',
      validUntil: 'Valid until',
      courses: 'Courses',
      createdAt: 'Created',
    },
    percent: (percent: number) => `${percent}% off`,
    amount: (rupees: string) => `${rupees} off`,
    usesOf: (uses: number, maxUses: number | null) =>
      maxUses === null ? `${uses} (no limit)` : `${uses} of ${maxUses}`,
    noEnd: 'No end',
    allCourses: 'Every course',
  },
};
