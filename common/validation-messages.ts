/**
 * What the input rules (validation.ts) say, in each language the site speaks. English is
 * SPEC.md §5's wording, word for word; Hindi is written as a Hindi-speaking trader reads
 * (common English words such as email, password and ID in Devanagari, as people say them).
 * Both catalogues have the same keys: the type below makes a missing one a compile error.
 */
import type { Language } from './language.ts';

const en = {
  signUp: {
    name: 'Name must be at least 5 characters.',
    mobile: 'Enter a valid phone number.',
    email: 'Enter a valid email address.',
    password: 'Password must be at least 8 characters.',
  },
  profile: {
    name: 'Name is required.',
    email: 'Email is required.',
    emailFormat: 'Enter a valid email address.',
    mobile: 'Enter a valid phone number.',
  },
  password: {
    credential: 'Please check the entered credential!',
  },
  signIn: {
    username: 'Email is required.',
    password: 'Password is required.',
  },
  enquiry: {
    fname: 'First name must be at least 2 characters.',
    lname: 'Last name must be at least 2 characters.',
    email: 'Enter a valid email.',
    mobile: 'Enter a valid mobile number.',
    city: 'City is required.',
    capital: 'Please select your capital range.',
    joinBatch: 'Please select a batch.',
    query: 'Query must be at least 10 characters.',
  },
  payment: {
    paymentId: 'A payment id is required.',
    paymentIdFormat:
      'A payment id has only letters, digits and underscores, such as pay_29QQoUBi66xm2f.',
    courseId: 'A course id is required.',
    courseIdFormat: 'A course id is a number, such as 2.',
    orderId: 'Invalid order id.',
    signature: 'Invalid signature.',
  },
  progress: {
    classItemId: 'A class item id is required.',
    classItemIdFormat: 'A class item id is a number, such as 12.',
    positionS: 'The position must be a number of seconds from 0 to 86400.',
    durationS: 'The duration must be a number of seconds above 0 and at most 86400.',
    recordedAt:
      'recordedAt must be a date and time in ISO 8601 with its offset, such as 2026-12-05T10:42:07+05:30.',
    recordedAtAhead:
      "recordedAt is more than 5 minutes ahead of the server's clock: check the device's date and time.",
    nothing: 'Send a position, a completion, or both.',
  },
  /** Field names in "... must be at most N characters." */
  labels: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    city: 'City',
    query: 'Query',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export type ValidationText = Catalogue<typeof en> & {
  atMost(label: string, max: number): string;
  invalidCharacters(field: string): string;
};

const hi: ValidationText = {
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
  atMost: (label, max) => `${label} अधिकतम ${max} अक्षरों का हो सकता है।`,
  invalidCharacters: (field) => `${field} में ऐसे अक्षर हैं जो स्वीकार नहीं किए जा सकते।`,
};

export const validationText: Readonly<Record<Language, ValidationText>> = {
  en: {
    ...en,
    atMost: (label, max) => `${label} must be at most ${max} characters.`,
    invalidCharacters: (field) => `${field} contains invalid characters.`,
  },
  hi,
};
