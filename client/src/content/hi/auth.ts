/** Hindi text of the account screens (the same keys as ../auth.ts). */
import type * as en from '../auth.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const signInText: Translation<typeof en.signInText> = {
  title: 'साइन इन',
  description:
    'अपने कोर्स, हर हफ़्ते की क्लास और रिकॉर्डिंग देखने के लिए Sharpline Trading Academy में साइन इन करें।',
  heading: 'आपको फिर से देखकर अच्छा लगा!',
  intro: 'जिस ईमेल और पासवर्ड से आपने रजिस्टर किया था, उन्हीं से साइन इन करें।',
  fields: {
    username: { label: 'ईमेल', placeholder: 'आपका ईमेल पता' },
    password: { label: 'पासवर्ड', placeholder: 'आपका पासवर्ड' },
  },
  submit: 'साइन इन',
  submitting: 'साइन इन हो रहा है...',
  other: { prompt: 'अकाउंट नहीं है?', link: 'साइन अप' },
  welcome: (name: string) => `फिर से स्वागत है, ${name}!`,
  forgot: 'पासवर्ड भूल गए?',
};

export const signUpText: Translation<typeof en.signUpText> = {
  title: 'साइन अप',
  description:
    'स्टॉक मार्केट और फ़ॉरेक्स के लाइव कोर्स में एनरोल करने के लिए अपना Sharpline Trading Academy अकाउंट बनाएँ।',
  heading: 'अपना अकाउंट बनाएँ',
  intro: 'बस थोड़ी-सी जानकारी भरें, फिर आप किसी भी कोर्स में एनरोल कर सकते हैं।',
  fields: {
    name: { label: 'नाम', placeholder: 'आपका पूरा नाम' },
    mobile: { label: 'मोबाइल नंबर', placeholder: 'आपका मोबाइल नंबर' },
    email: { label: 'ईमेल', placeholder: 'आपका ईमेल पता' },
    password: { label: 'पासवर्ड', placeholder: 'कम से कम 8 अक्षर' },
  },
  submit: 'साइन अप',
  submitting: 'साइन अप हो रहा है...',
  other: { prompt: 'पहले से अकाउंट है?', link: 'साइन इन' },
  created: 'आपका अकाउंट बन गया है!',
};

export const authAside: Translation<typeof en.authAside> = {
  heading: 'प्लान के साथ ट्रेडिंग सीखें',
  points: [
    '2 महीने की लाइव ऑनलाइन क्लास, हर सेशन की रिकॉर्डिंग के साथ',
    'कोर्स के बाद 3 महीने की मेंटरशिप और डाउट-क्लियरिंग',
    'अपने बैच के साथ हर हफ़्ते मार्केट एनालिसिस',
  ],
};

export const accountMenuText: Translation<typeof en.accountMenuText> = {
  signIn: 'साइन इन',
  profile: 'प्रोफ़ाइल',
  changePassword: 'पासवर्ड बदलें',
  myCourses: 'मेरे कोर्स',
  signOut: 'साइन आउट',
  signOutEverywhere: 'सभी डिवाइस से साइन आउट',
  downloadData: 'मेरा डेटा डाउनलोड करें',
  deleteAccount: 'मेरा अकाउंट डिलीट करें',
  signedOut: 'आप साइन आउट हो गए हैं!',
};

export const profileText: Translation<typeof en.profileText> = {
  title: 'प्रोफ़ाइल',
  loading: 'आपकी प्रोफ़ाइल लोड हो रही है...',
  fields: {
    name: { label: 'नाम' },
    email: { label: 'ईमेल' },
    mobile: { label: 'मोबाइल नंबर' },
  },
  submit: 'सेव करें',
  submitting: 'सेव हो रहा है...',
  close: 'बंद करें',
  saved: 'प्रोफ़ाइल अपडेट हो गई!',
  reminders: {
    label: 'मेरे कोर्स का नया हफ़्ता खुलने पर मुझे ईमेल भेजें',
    hint: 'रसीद और साइन इन वाले ईमेल हमेशा भेजे जाते हैं।',
    turnedOn: 'अनलॉक रिमाइंडर चालू हैं।',
    turnedOff: 'अनलॉक रिमाइंडर बंद हैं।',
  },
};

export const passwordText: Translation<typeof en.passwordText> = {
  title: 'पासवर्ड बदलें',
  fields: {
    oldPassword: { label: 'पुराना पासवर्ड' },
    newPassword: { label: 'नया पासवर्ड' },
    confirmPassword: { label: 'नया पासवर्ड दोबारा डालें' },
  },
  submit: 'सबमिट',
  submitting: 'सेव हो रहा है...',
  close: 'बंद करें',
  changed: 'पासवर्ड बदल दिया गया है!',
};

export const sessionText: Translation<typeof en.sessionText> = {
  signInFirst: 'कृपया पहले साइन इन करें।',
};
