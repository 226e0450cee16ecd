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

export const codeSignInText: Translation<typeof en.codeSignInText> = {
  open: 'इसकी जगह मुझे ईमेल पर कोड भेजें',
  intro: 'हम आपको 6 अंकों का कोड ईमेल करेंगे, जिससे आप साइन इन कर सकेंगे। यह एक ही बार, 10 मिनट तक काम करेगा।',
  requestFields: { email: { label: 'आपका ई-मेल पता', placeholder: 'आपका ईमेल पता' } },
  send: 'मुझे कोड ईमेल करें',
  sending: 'भेजा जा रहा है...',
  sent: 'अगर इस पते से कोई अकाउंट है, तो साइन इन कोड भेजा जा रहा है। उसे नीचे डालें।',
  codeFields: {
    email: { label: 'आपका ई-मेल पता', placeholder: 'आपका ईमेल पता' },
    code: { label: 'कोड (जो ई-मेल में आया)', placeholder: '6 अंक' },
  },
  submit: 'कोड से साइन इन करें',
  submitting: 'साइन इन हो रहा है...',
  again: 'नया कोड भेजें',
};

export const forgotPasswordText: Translation<typeof en.forgotPasswordText> = {
  heading: 'पासवर्ड भूल गए?',
  intro:
    'जिस ईमेल पते से आपने साइन अप किया था, वह डालें। अगर उससे कोई अकाउंट है, तो हम उस पर नया पासवर्ड चुनने का लिंक भेजेंगे।',
  fields: { email: { label: 'ईमेल', placeholder: 'आपका ईमेल पता' } },
  submit: 'मुझे लिंक ईमेल करें',
  submitting: 'भेजा जा रहा है...',
  other: { prompt: 'याद आ गया?', link: 'साइन इन' },
  sent: 'अगर इस पते से कोई अकाउंट है, तो नया पासवर्ड चुनने का लिंक भेजा जा रहा है। अपना इनबॉक्स देखें।',
};

export const resetPasswordText: Translation<typeof en.resetPasswordText> = {
  heading: 'नया पासवर्ड चुनें',
  intro: 'कम से कम 8 अक्षर। पासवर्ड बदलते ही आपके अकाउंट में साइन इन हर डिवाइस से साइन आउट हो जाएगा।',
  fields: { newPassword: { label: 'नया पासवर्ड', placeholder: 'कम से कम 8 अक्षर' } },
  submit: 'नया पासवर्ड सेट करें',
  submitting: 'सेव हो रहा है...',
  other: { prompt: 'लिंक काम नहीं कर रहा?', link: 'नया लिंक मँगाएँ' },
  changed: 'आपका पासवर्ड बदल गया है। नए पासवर्ड से साइन इन करें।',
};

export const signUpText: Translation<typeof en.signUpText> = {
  title: 'साइन अप',
  description:
    'स्टॉक मार्केट और फॉरेक्स के लाइव कोर्स में एनरोल करने के लिए अपना Sharpline Trading Academy अकाउंट बनाएँ।',
  heading: 'अपना अकाउंट बनाएँ',
  intro: 'बस थोड़ी-सी जानकारी भरें, फिर आप किसी भी कोर्स में एनरोल कर सकते हैं।',
  fields: {
    name: { label: 'नाम', placeholder: 'आपका पूरा नाम' },
    mobile: { label: 'फ़ोन नंबर', placeholder: 'आपका फ़ोन नंबर' },
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
    mobile: { label: 'मोबाइल' },
  },
  submit: 'सबमिट',
  submitting: 'सेव हो रहा है...',
  close: 'बंद करें',
  saved: 'प्रोफ़ाइल अपडेट हो गई!',
  reminders: {
    label: 'मेरे कोर्स का नया सप्ताह खुलने पर मुझे ई-मेल भेजें',
    hint: 'रसीद और साइन-इन वाले ई-मेल हमेशा भेजे जाते हैं।',
    turnedOn: 'अनलॉक रिमाइंडर चालू हैं।',
    turnedOff: 'अनलॉक रिमाइंडर बंद हैं।',
  },
};

export const passwordText: Translation<typeof en.passwordText> = {
  title: 'पासवर्ड बदलें',
  fields: {
    oldPassword: { label: 'पुराना पासवर्ड' },
    newPassword: { label: 'नया पासवर्ड' },
    confirmPassword: { label: 'पासवर्ड कन्फ़र्म करें' },
  },
  submit: 'सबमिट',
  submitting: 'सेव हो रहा है...',
  close: 'बंद करें',
  changed: 'पासवर्ड बदल दिया गया है!',
};

export const sessionText: Translation<typeof en.sessionText> = {
  signInFirst: 'कृपया पहले साइन इन करें।',
};

export const deleteAccountText: Translation<typeof en.deleteAccountText> = {
  title: 'मेरा अकाउंट डिलीट करें',
  intro: 'अकाउंट डिलीट करने के बाद उसे वापस नहीं लाया जा सकता। पुष्टि करते ही:',
  erased: [
    'आप हर डिवाइस से साइन आउट हो जाएँगे, और आपके ईमेल एड्रेस से फिर साइन इन नहीं हो सकेगा।',
    'आपकी लेसन प्रोग्रेस, भाषा की पसंद, कैलेंडर लिंक और साइन इन के रिकॉर्ड मिटा दिए जाएँगे।',
    'आपके सर्टिफ़िकेट वापस ले लिए जाएँगे: उनके पेज पर यही लिखा होगा, आपके नाम के बिना।',
  ],
  kept: 'जो रखा जाएगा: आपकी रसीदें (टैक्स इनवॉइस), उन पर छपी जानकारी के साथ, जब तक भारत का टैक्स क़ानून इन्हें रखना ज़रूरी बताता है।',
  exportFirst: 'चाहें तो पहले "मेरा डेटा डाउनलोड करें" से अपना डेटा ले लें।',
  fields: {
    password: { label: 'पासवर्ड', placeholder: 'आपका पासवर्ड' },
  },
  codeFields: {
    code: { label: 'ईमेल में आया कोड', placeholder: '6 अंक' },
  },
  useCode: 'इसकी जगह मुझे ईमेल पर कोड भेजें',
  usePassword: 'इसकी जगह अपना पासवर्ड डालूँगा',
  codeSent: 'हमने आपको 6 अंकों का कोड ईमेल किया है। पुष्टि के लिए उसे यहाँ डालें।',
  submit: 'मेरा अकाउंट डिलीट करें',
  submitting: 'डिलीट हो रहा है...',
  close: 'रद्द करें',
  deleted: 'आपका अकाउंट डिलीट कर दिया गया है।',
};
