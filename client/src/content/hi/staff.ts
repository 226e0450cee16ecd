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

export const staffSalesText: Translation<typeof en.staffSalesText> = {
  heading: 'बिक्री और GST',
  intro:
    'अवधि में भुगतान हुआ हर इनवॉइस, उसके रिफ़ंड के साथ, पैसे-पैसे तक वैसा ही जैसा इनवॉइस पर छपा है। तारीखें भारतीय समय में हैं; दोनों दिन शामिल हैं।',
  consoleLink: 'बिक्री और GST',
  consoleLinkHint: 'किसी अवधि में क्या बिका, उस पर GST और रिटर्न के लिए CSV।',
  backToConsole: 'स्टाफ़ रूम पर वापस जाएँ',
  loading: 'बिक्री खुल रही है...',
  failed: 'बिक्री अभी नहीं खुल सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  ownersOnly: 'बिक्री सिर्फ़ मालिक देख सकते हैं।',
  period: {
    legend: 'अवधि',
    from: 'से',
    to: 'तक',
    submit: 'दिखाएँ',
  },
  shown: (from: string, to: string) => `${from} से ${to} तक की बिक्री`,
  empty: 'इस अवधि में किसी इनवॉइस का भुगतान नहीं हुआ।',
  download: 'CSV डाउनलोड करें',
  downloadHint: 'यही पंक्तियाँ स्प्रेडशीट के रूप में, GSTR-1 के इनवॉइस-स्तर के कॉलम के साथ।',
  totals: {
    heading: 'कुल',
    orders: 'इनवॉइस',
    taxable: 'कर योग्य मूल्य',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'कुल राशि',
    refunded: 'रिफ़ंड',
  },
  rows: {
    heading: 'इनवॉइस',
    region: 'अवधि के इनवॉइस; हर कॉलम देखने के लिए बगल में स्क्रॉल करें',
    invoice: 'इनवॉइस',
    paidAt: 'भुगतान',
    student: 'छात्र',
    course: 'कोर्स',
    coupon: 'कूपन',
    creditNote: 'क्रेडिट नोट',
    none: '—',
  },
  showNumbers: 'आँकड़े दिखाएँ',
  revenueChart: {
    heading: 'दिन के हिसाब से आय',
    summary: (total: string, peak: string, peakDay: string) =>
      `अवधि के हर दिन की आय, कुल ${total}; सबसे ज़्यादा, ${peak}, ${peakDay} को।`,
    day: 'दिन',
    revenue: 'आय',
    orders: 'ऑर्डर',
  },
  enrolmentsChart: {
    heading: 'हफ़्ते के हिसाब से एनरोलमेंट',
    summary: (total: number, peak: number, peakWeek: string) =>
      `अवधि के हर हफ़्ते में कोर्स की ख़रीद, कुल ${total}; सबसे ज़्यादा, ${peak}, ${peakWeek} से शुरू हफ़्ते में।`,
    week: 'हफ़्ता (सोमवार से)',
    enrolments: 'एनरोलमेंट',
  },
};
