/** Hindi text of getting back into an account and leaving it (the same keys as ../recovery.ts). */
import type * as en from '../recovery.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const codeSignInText: Translation<typeof en.codeSignInText> = {
  open: 'इसकी जगह मुझे ईमेल पर कोड भेजें',
  intro: 'हम आपको 6 अंकों का कोड ईमेल करेंगे, जिससे आप साइन इन कर सकेंगे। यह एक ही बार, 10 मिनट तक काम करेगा।',
  requestFields: { email: { label: 'आपका ईमेल पता', placeholder: 'आपका ईमेल पता' } },
  send: 'मुझे कोड ईमेल करें',
  sending: 'भेजा जा रहा है...',
  sent: 'अगर इस पते से कोई अकाउंट है, तो साइन इन कोड भेजा जा रहा है। उसे नीचे डालें।',
  codeFields: {
    email: { label: 'आपका ईमेल पता', placeholder: 'आपका ईमेल पता' },
    code: { label: 'कोड (जो ईमेल में आया)', placeholder: '6 अंक' },
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
