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
