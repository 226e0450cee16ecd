/** Hindi text of the Contact page and its enquiry form (the same keys as ../contact.ts). */
import type * as en from '../contact.ts';
import type { Translation } from '@/lib/i18n/translation.ts';
import { contactHead } from './page-heads.ts';

const HINDI_MONTHS: Readonly<Record<string, string>> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};

export const contactContent: Translation<typeof en.contactContent> = {
  ...contactHead,
  heading: 'हमसे संपर्क करें',
  intro:
    'कोर्स, अगले बैच या अपने एनरोलमेंट के बारे में कोई सवाल है? कॉल करें, लिखें या हमें पूछताछ भेजें, हमारी टीम आपसे संपर्क करेगी।',
  details: {
    heading: 'सीधे हमसे बात करें',
    emailLabel: 'ईमेल',
    phoneLabel: 'फ़ोन',
    hoursLabel: 'सपोर्ट का समय',
  },
  form: {
    heading: 'पूछताछ भेजें',
    intro: 'अपने बारे में थोड़ा बताएँ और यह भी कि आप क्या जानना चाहते हैं।',
    fields: {
      fname: { label: 'पहला नाम' },
      lname: { label: 'सरनेम' },
      email: { label: 'ईमेल' },
      mobile: { label: 'मोबाइल नंबर' },
      city: { label: 'शहर' },
      capital: { label: 'ट्रेडिंग कैपिटल (₹)', placeholder: 'अपनी कैपिटल की रेंज चुनें' },
      joinBatch: { label: 'आप कौन-सा बैच जॉइन करना चाहते हैं', placeholder: 'बैच चुनें' },
      query: { label: 'आपका सवाल', placeholder: 'आप क्या जानना चाहते हैं?' },
    },
    // Nothing follows the link, so the verb comes first: "I have read and accept: <link>".
    termsBefore: 'मैंने पढ़ लिया है और मुझे स्वीकार हैं: ',
    termsLink: 'नियम, शर्तें और प्राइवेसी पॉलिसी',
    termsLinkNote: '(नए टैब में खुलता है)',
    submit: 'पूछताछ भेजें',
    submitting: 'भेजा जा रहा है...',
    // "0 to 50,000" -> "0 से 50,000", "Above 5,00,000" -> "5,00,000 से ज़्यादा".
    capitalOption: (range: string) =>
      range.startsWith('Above ')
        ? `${range.slice('Above '.length)} से ज़्यादा`
        : range.replace(' to ', ' से '),
    // "Nov 2026" -> "नवंबर 2026".
    batchOption: (month: string) => {
      const [name = '', year = ''] = month.split(' ');
      return `${HINDI_MONTHS[name] ?? name} ${year}`;
    },
  },
  toasts: {
    acceptTerms: 'कृपया नियम, शर्तें और प्राइवेसी पॉलिसी पढ़कर स्वीकार करें।',
    sent: 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  },
};
