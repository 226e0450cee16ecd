/**
 * The catalogue of en.ts in Hindi, written as a Hindi-speaking trader reads (common English
 * words such as email, password and ID in Devanagari, as people say them). Typed against the
 * English: a missing key fails the type check; each `{name}` stays as the English has it.
 */
import type * as en from './en.ts';
import type { Translated } from './format.ts';

export const errors: Translated<typeof en.errors> = {
  unauthenticated: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  providerUnavailable: 'कोर्स सर्विस अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  paymentUnavailable: 'पेमेंट सर्विस अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  providerRejectedFallback: 'यह रिक्वेस्ट पूरी नहीं हो सकी।',
  tooManyRequests: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  courseNotFound: 'यह कोर्स उपलब्ध नहीं है।',
  paymentNotVerified: 'पेमेंट की पुष्टि नहीं हो सकी।',
  paymentNotCaptured: 'आपके पेमेंट की पुष्टि अभी हो रही है। कृपया थोड़ा इंतज़ार करें।',
  notBuyable: 'यह कोर्स अभी ऑनलाइन नहीं खरीदा जा सकता।',
  alreadyOwned: 'यह कोर्स आपके पास पहले से है। इसे My Courses से खोलें।',
  internal: 'कुछ गड़बड़ हो गई!',
  accountsUnavailable: 'साइन इन और आपका अकाउंट अभी उपलब्ध नहीं हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  serviceUnavailable:
    'हमारे रिकॉर्ड कुछ देर के लिए उपलब्ध नहीं हैं, इसलिए यह काम नहीं हो सका। कुछ भी खोया नहीं है; कृपया थोड़ी देर बाद फिर कोशिश करें।',
  invalidInput: 'डाली गई जानकारी सही नहीं है।',
  paymentAlreadyRecorded: 'यह पेमेंट पहले ही दर्ज हो चुका है।',
  requestTooLarge: 'रिक्वेस्ट बहुत बड़ी है।',
  unreadableRequest: 'रिक्वेस्ट पढ़ी नहीं जा सकी।',
  lessonNotOwned:
    'प्रोग्रेस सिर्फ़ उन्हीं लेसन की सेव हो सकती है जिनका कोर्स आपने खरीदा है। लेसन My Courses से खोलें।',
  lessonLocked:
    'यह लेसन अभी लॉक है: सप्ताह {week} {opensAt} को खुलेगा। खुलने के बाद ही प्रोग्रेस सेव हो सकती है।',
  introspectionDisabled: 'Introspection उपलब्ध नहीं है।',
  oneMutationPerRequest:
    'हर रिक्वेस्ट में एक ही म्यूटेशन भेजें ({count} भेजे गए): हर एक का जवाब अलग आता है। कुछ भी नहीं चलाया गया।',
  accountExists: 'इस ईमेल से पहले से एक अकाउंट बना हुआ है।',
  wrongSignIn: 'ईमेल या पासवर्ड सही नहीं है।',
  wrongOldPassword: 'पुराना पासवर्ड सही नहीं है।',
  accountNotFound: 'यह अकाउंट नहीं मिला।',
  courseMissing: 'यह कोर्स नहीं मिला।',
  paymentIdTaken: 'यह पेमेंट ID किसी दूसरे ऑर्डर के लिए दर्ज हो चुकी है।',
  accountDeleted:
    'यह अकाउंट इसके मालिक के कहने पर डिलीट किया जा चुका है, इसलिए इससे अब साइन इन नहीं हो सकता।',
  deletePasswordWrong: 'यह आपका पासवर्ड नहीं है। कुछ भी डिलीट नहीं किया गया।',
  deletePasswordNeeded:
    'अकाउंट डिलीट करने की पुष्टि के लिए अपना पासवर्ड, या हमारा ई-मेल किया साइन इन कोड डालें।',
  staffSignInRefused:
    'ई-मेल, पासवर्ड या कोड सही नहीं है। हर कोड एक ही बार चलता है: अगले कोड की प्रतीक्षा करें।',
  staffOnly: 'यह केवल अकादमी के स्टाफ़ के लिए है।',
  ownerOnly: 'इसे केवल अकादमी के मालिक देख सकते हैं।',
  staffSessionEnded: 'आपका स्टाफ़ सेशन समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  auditPageSize: 'एक बार में 1 से 200 ऑडिट एंट्री माँगें।',
  resetLinkUnknown: 'पासवर्ड रीसेट का यह लिंक सही नहीं है। नया लिंक मँगाएँ।',
  resetLinkUsed: 'पासवर्ड रीसेट का यह लिंक पहले ही इस्तेमाल हो चुका है। ज़रूरत हो तो नया लिंक मँगाएँ।',
  resetLinkExpired: 'पासवर्ड रीसेट के इस लिंक की अवधि खत्म हो गई है। नया लिंक मँगाएँ।',
  signInCodeRefused: 'यह कोड गलत है या अब मान्य नहीं है। सबसे नया ईमेल देखें, या नया कोड मँगाएँ।',
  accountHeld:
    'कई असफल कोशिशों के बाद इस अकाउंट में पासवर्ड से साइन इन {minutes} मिनट के लिए रोका गया है। इसकी जगह ईमेल पर भेजे गए कोड से साइन इन करें।',
  // The staff room speaks English: its refund messages are the English ones.
  refundAmountInvalid: 'Refund a whole number of paise, at least 100 (₹1).',
  refundTooMuch: 'Only {left} of this order is left to refund.',
  refundNothingLeft: 'This order has been refunded in full already.',
  refundReasonLength: 'Give a reason of 3 to 500 characters.',
  refundOrderUnknown: 'No order with this id or invoice number is known to the academy.',
  refundNoPayment:
    'The academy has no recorded online payment for this order, so it cannot be refunded here.',
  refundsUnavailable: 'Refunds need the payment API, which is not set up on this server.',
  refundBusy: 'Another refund of this order is being made. Try again in a moment.',
};

export const notices: Translated<typeof en.notices> = {
  signedIn: 'साइन इन हो गया।',
  passwordChanged: 'पासवर्ड बदल गया।',
};

export const fields: Translated<typeof en.fields> = {
  signUp: {
    name: 'नाम कम से कम 5 अक्षरों का होना चाहिए।',
    mobile: 'सही फ़ोन नंबर डालें।',
    email: 'सही ईमेल एड्रेस डालें।',
    password: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  },
  profile: {
    name: 'नाम डालना ज़रूरी है।',
    email: 'ईमेल डालना ज़रूरी है।',
    emailFormat: 'सही ईमेल एड्रेस डालें।',
    mobile: 'सही फ़ोन नंबर डालें।',
  },
  password: {
    credential: 'कृपया डाली गई जानकारी जाँच लें!',
  },
  signIn: {
    username: 'ईमेल डालना ज़रूरी है।',
    password: 'पासवर्ड डालना ज़रूरी है।',
  },
  staffSignIn: {
    email: 'अपना स्टाफ़ ई-मेल पता डालें।',
    password: 'पासवर्ड डालना ज़रूरी है।',
    code: 'ऑथेंटिकेटर ऐप में दिख रहा 6 अंकों का कोड डालें।',
  },
  enquiry: {
    fname: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए।',
    lname: 'उपनाम कम से कम 2 अक्षरों का होना चाहिए।',
    email: 'सही ईमेल डालें।',
    mobile: 'सही मोबाइल नंबर डालें।',
    city: 'शहर का नाम डालना ज़रूरी है।',
    capital: 'कृपया अपनी कैपिटल रेंज चुनें।',
    joinBatch: 'कृपया एक बैच चुनें।',
    query: 'सवाल कम से कम 10 अक्षरों का होना चाहिए।',
  },
  payment: {
    paymentId: 'पेमेंट ID ज़रूरी है।',
    paymentIdFormat: 'पेमेंट ID में सिर्फ़ अक्षर, अंक और अंडरस्कोर होते हैं, जैसे pay_29QQoUBi66xm2f।',
    courseId: 'कोर्स ID ज़रूरी है।',
    courseIdFormat: 'कोर्स ID एक संख्या होती है, जैसे 2।',
    orderId: 'ऑर्डर ID सही नहीं है।',
    signature: 'सिग्नेचर सही नहीं है।',
  },
  progress: {
    classItemId: 'क्लास आइटम ID ज़रूरी है।',
    classItemIdFormat: 'क्लास आइटम ID एक संख्या होती है, जैसे 12।',
    positionS: 'पोज़िशन 0 से 86400 के बीच सेकंड में होनी चाहिए।',
    durationS: 'अवधि 0 से ज़्यादा और अधिकतम 86400 सेकंड होनी चाहिए।',
    recordedAt:
      'recordedAt को ISO 8601 में ऑफ़सेट के साथ तारीख़ और समय होना चाहिए, जैसे 2026-12-05T10:42:07+05:30।',
    recordedAtAhead: 'recordedAt सर्वर की घड़ी से 5 मिनट से ज़्यादा आगे है: डिवाइस की तारीख़ और समय जाँच लें।',
    nothing: 'पोज़िशन, पूरा होने की जानकारी, या दोनों भेजें।',
  },
  labels: {
    name: 'नाम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    city: 'शहर',
    query: 'सवाल',
  },
  accounts: {
    email: 'सही ईमेल एड्रेस डालें।',
    token: 'रीसेट लिंक अधूरा है। ई-मेल से लिंक फिर से खोलें।',
    code: 'ई-मेल में आया 6 अंकों का कोड डालें।',
  },
  atMost: '{label} अधिकतम {max} अक्षरों का हो सकता है।',
  invalidCharacters: '{field} में ऐसे अक्षर हैं जो स्वीकार नहीं किए जा सकते।',
};

export const mail: Translated<typeof en.mail> = {
  frame: {
    greeting: 'नमस्ते {name},',
    signOff: 'शुभकामनाओं सहित,',
    team: '{brand} टीम',
    why: 'यह ई-मेल आपको {brand} पर आपके अकाउंट की वजह से मिला है।',
    noReply: 'यह संदेश अपने-आप भेजा गया है; इसके जवाब पढ़े नहीं जाते।',
    openLink: '{label}: {url}',
  },
  receipt: {
    subject: '{course} की रसीद: {amount} का पेमेंट मिला',
    preview: '{course} का पेमेंट मिल गया है। आपकी रसीद साथ में है।',
    heading: 'पेमेंट मिल गया',
    paid: '{course} के लिए {amount} के पेमेंट के लिए धन्यवाद।',
    attached: 'आपकी रसीद {number} इस ई-मेल के साथ PDF में लगी है।',
    access: 'आपका कोर्स My Courses में खुल गया है, जहाँ हर सप्ताह के लेसन खुलते ही दिखते हैं।',
    action: 'My Courses खोलें',
  },
  unlock: {
    subject: '{course} का सप्ताह {week} खुल गया: {lessons}',
    preview: '{course} में नए लेसन खुल गए हैं: {lessons}।',
    heading: 'सप्ताह {week} खुल गया',
    opened: '{course} का सप्ताह {week} खुल गया है: {lessons}।',
    next: 'आपके नए लेसन आपकी क्लास के पेज पर आपका इंतज़ार कर रहे हैं।',
    action: 'अपनी क्लास खोलें',
    stop: 'ये रिमाइंडर आपको तब मिलते हैं जब आपके कोर्स का नया सप्ताह खुलता है। इन्हें बंद करने के लिए यह खोलें:',
  },
  unsubscribe: {
    title: 'अनलॉक रिमाइंडर',
    confirm: 'कोर्स का नया सप्ताह खुलने पर आने वाले ई-मेल बंद करें? रसीद और साइन-इन वाले ई-मेल आते रहेंगे।',
    button: 'रिमाइंडर बंद करें',
    done: 'हो गया: अब आपको अनलॉक रिमाइंडर नहीं मिलेंगे। आप इन्हें अपनी प्रोफ़ाइल में फिर से चालू कर सकते हैं।',
    refused: 'यह लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है। आप अपनी प्रोफ़ाइल में रिमाइंडर बंद कर सकते हैं।',
    badRequest: 'यह अनुरोध समझा नहीं जा सका। लिंक से खुलने वाले पेज का बटन इस्तेमाल करें।',
  },
  passwordReset: {
    subject: 'अपना {brand} पासवर्ड रीसेट करें',
    preview: 'नया पासवर्ड चुनने का लिंक, {minutes} मिनट तक मान्य।',
    heading: 'नया पासवर्ड चुनें',
    asked: 'किसी ने आपके अकाउंट का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए नीचे दिया लिंक खोलें।',
    valid: 'यह लिंक एक ही बार, {minutes} मिनट तक काम करेगा।',
    notYou: 'अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड वही रहेगा।',
    action: 'नया पासवर्ड चुनें',
  },
  signInCode: {
    subject: '{code} आपका {brand} साइन इन कोड है',
    preview: 'आपका साइन इन कोड, 10 मिनट तक मान्य।',
    heading: 'आपका साइन इन कोड',
    asked: 'साइन इन करने के लिए यह कोड साइन इन पेज पर डालें:',
    valid: 'यह एक ही बार, 10 मिनट तक काम करेगा।',
    notYou: 'अगर आपने यह नहीं माँगा, तो इस कोड के बिना कोई साइन इन नहीं कर सकता; इस ई-मेल को अनदेखा कर दें।',
  },
  passwordChanged: {
    subject: 'आपका {brand} पासवर्ड बदल दिया गया',
    preview: 'आपका पासवर्ड अभी बदला गया, और हर डिवाइस से साइन आउट कर दिया गया।',
    heading: 'आपका पासवर्ड बदल दिया गया',
    changed: 'आपके अकाउंट का पासवर्ड {when} को बदला गया।',
    signedOut: 'आपके अकाउंट में साइन इन हर डिवाइस से साइन आउट कर दिया गया है।',
    notYou: 'अगर यह आपने नहीं किया, तो अभी साइन इन पेज से अपना पासवर्ड रीसेट करें और हमें लिखें।',
    action: 'साइन इन पर जाएँ',
  },
};
