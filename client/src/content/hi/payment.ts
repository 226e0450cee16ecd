/** Hindi text of the checkout and the payment result pages (the same keys as ../payment.ts). */
import type * as en from '../payment.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const checkoutContent: Translation<typeof en.checkoutContent> = {
  purchaseNow: 'अभी ख़रीदें',
  starting: 'चेकआउट खुल रहा है...',
  inProgress: 'पेमेंट हो रहा है...',
  confirming: 'पेमेंट की पुष्टि हो रही है...',
  paid: 'धन्यवाद! आपका पेमेंट सफल रहा।',
  owned: 'यह कोर्स आपका है।',
  goToClasses: 'अपनी क्लास पर जाएँ',
  signInToSee: 'आपका पेमेंट मिल गया है। कोर्स को “मेरे कोर्स” में देखने के लिए दोबारा साइन इन करें।',
  expired: 'आपके चेकआउट का समय ख़त्म हो गया। फिर से शुरू करने के लिए “अभी ख़रीदें” दबाएँ।',
};

export const paymentConfirmationContent: Translation<typeof en.paymentConfirmationContent> = {
  title: 'आपके पेमेंट की पुष्टि हो रही है',
  confirming:
    'आपका पेमेंट हमें मिल गया है और हम इसकी पुष्टि कर रहे हैं। इसमें आम तौर पर कुछ ही सेकंड लगते हैं; कृपया यह पेज खुला रखें।',
  delayedTitle: 'आपका पेमेंट सुरक्षित है',
  delayed:
    'हम अभी भी इसकी पुष्टि कर रहे हैं। कोर्स जल्द ही “मेरे कोर्स” में दिख जाएगा, दोबारा पेमेंट करने की ज़रूरत नहीं है।',
  goToMyCourses: 'मेरे कोर्स पर जाएँ',
  close: 'बंद करें',
  refundedTitle: 'आपका पेमेंट रिफ़ंड कर दिया गया है',
};

export const paymentSuccessContent: Translation<typeof en.paymentSuccessContent> = {
  heading: 'आपका पेमेंट सफल रहा',
  body: 'आपका कोर्स अब “मेरे कोर्स” में है। सप्ताह 1 आज से आपके लिए खुल गया है, और हर सात दिन में एक नया हफ़्ता खुलेगा।',
  goToMyCourses: 'मेरे कोर्स पर जाएँ',
};

export const paymentFailedContent: Translation<typeof en.paymentFailedContent> = {
  heading: 'आपका पेमेंट नहीं हो पाया',
  body: 'पेमेंट पूरा नहीं हो सका, इसलिए आपके अकाउंट में कोई कोर्स नहीं जोड़ा गया।',
  refundNote:
    'अगर आपके खाते से पैसे कट गए हैं, तो रिफ़ंड की प्रक्रिया जल्द शुरू हो जाएगी और रक़म उसी तरीक़े से वापस आ जाएगी जिससे आपने पेमेंट किया था।',
  browseCourses: 'कोर्स देखें',
  contactUs: 'हमसे संपर्क करें',
};

export const couponContent: Translation<typeof en.couponContent> = {
  disclosure: 'क्या आपके पास कूपन कोड है?',
  label: 'कूपन कोड',
  apply: 'लागू करें',
  applying: 'जाँच हो रही है...',
  remove: 'कोड हटाएँ',
  listPrice: 'क़ीमत',
  discount: (code: string) => `कूपन ${code}`,
  toPay: 'आपको देने हैं',
};
