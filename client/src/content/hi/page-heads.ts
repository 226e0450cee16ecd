/** Hindi tab titles and descriptions of the long pages (the same keys as ../page-heads.ts). */
import type * as en from '../page-heads.ts';
import { site } from '../site.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const termsHead: Translation<typeof en.termsHead> = {
  title: 'नियम और शर्तें',
  metaDescription:
    'Sharpline Trading Academy के कोर्स और इस वेबसाइट पर लागू शर्तें: एनरोलमेंट, पेमेंट, ट्रांसफ़र, पात्रता, आचरण और लागू क़ानून।',
};

export const privacyHead: Translation<typeof en.privacyHead> = {
  title: 'प्राइवेसी पॉलिसी',
  metaDescription:
    'Sharpline Trading Academy छात्रों और विज़िटर्स का पर्सनल डेटा कैसे इकट्ठा करती है, इस्तेमाल करती है और सुरक्षित रखती है, और इस बारे में हमसे कैसे संपर्क करें।',
};

export const cancelHead: Translation<typeof en.cancelHead> = {
  title: 'कैंसलेशन पॉलिसी',
  metaDescription:
    'Sharpline Trading Academy की कैंसलेशन पॉलिसी: पेमेंट वापस नहीं होता, एनरोलमेंट के बाद कैंसलेशन नहीं, मंज़ूरी मिलने पर 3 महीने के भीतर एक बार ट्रांसफ़र, वर्कशॉप की नई तारीख़।',
};

export const instructionHead: Translation<typeof en.instructionHead> = {
  title: 'सिलेबस',
  metaDescription:
    'हमारे ट्रेडिंग कोर्स के 12 टॉपिक: फ़ॉरेक्स की बुनियादी बातें, चार्ट, मार्केट स्ट्रक्चर, इंडिकेटर, स्मार्ट मनी कॉन्सेप्ट, रिस्क, साइकोलॉजी, लाइव ट्रेडिंग और एक बोनस मॉड्यूल।',
};

export const contactHead: Translation<typeof en.contactHead> = {
  title: 'संपर्क करें',
  metaDescription:
    'Sharpline Trading Academy से फ़ोन या ईमेल पर संपर्क करें, सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक (IST), या अगले ट्रेडिंग कोर्स बैच के बारे में पूछताछ भेजें।',
};

export const aboutHead: Translation<typeof en.aboutHead> = {
  title: 'हमारे बारे में',
  metaDescription:
    'Sharpline Trading Academy लाइव ऑनलाइन क्लास, रिकॉर्डिंग, मेंटरिंग और 3 महीने के सपोर्ट के ज़रिए स्टॉक मार्केट और फ़ॉरेक्स ट्रेडिंग सिखाती है। हमारी कहानी और मूल्य पढ़ें।',
};

export const paymentSuccessHead: Translation<typeof en.paymentSuccessHead> = {
  title: 'पेमेंट सफल',
  metaDescription: 'Sharpline Trading Academy को आपके कोर्स का पेमेंट सफल रहा।',
};

export const paymentFailedHead: Translation<typeof en.paymentFailedHead> = {
  title: 'पेमेंट फ़ेल',
  metaDescription: 'Sharpline Trading Academy को आपके कोर्स का पेमेंट पूरा नहीं हो पाया।',
};

export const forgotPasswordHead: Translation<typeof en.forgotPasswordHead> = {
  title: 'पासवर्ड भूल गए',
  metaDescription: 'अपने अकाउंट का नया पासवर्ड चुनने के लिए ईमेल पर लिंक पाएँ।',
};

export const resetPasswordHead: Translation<typeof en.resetPasswordHead> = {
  title: 'पासवर्ड रीसेट करें',
  metaDescription: 'अपने अकाउंट के लिए नया पासवर्ड चुनें।',
};

export const myCoursesHead: Translation<typeof en.myCoursesHead> = { title: 'मेरे कोर्स' };

export const viewClassesHead: Translation<typeof en.viewClassesHead> = { title: 'क्लास देखें' };

export const certificateHead: Translation<typeof en.certificateHead> = {
  heading: 'कम्प्लीशन सर्टिफ़िकेट',
  title: (studentName: string, courseTitle: string) =>
    `${studentName} ने ${courseTitle} पूरा किया | ${site.brandName}`,
  description: (studentName: string, courseTitle: string, code: string) =>
    `${site.brandName} पुष्टि करती है कि ${studentName} ने ऑनलाइन कोर्स ${courseTitle} पूरा किया है। सर्टिफ़िकेट ${code}।`,
  previewTitle: (studentName: string) => `${studentName}: कम्प्लीशन सर्टिफ़िकेट`,
  pictureAlt: (courseTitle: string) => `कम्प्लीशन सर्टिफ़िकेट: ${courseTitle}`,
  withdrawn: 'सर्टिफ़िकेट वापस ले लिया गया',
};
