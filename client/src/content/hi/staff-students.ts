/** Hindi text of the staff room's students page (the same keys as ../staff-students.ts). */
import type * as en from '../staff-students.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const staffStudentsText: Translation<typeof en.staffStudentsText> = {
  heading: 'छात्र और वे कहाँ रुके',
  intro: 'देखें कि हर कोर्स के छात्र हफ़्ते-दर-हफ़्ते कितना आगे बढ़े, और जो रुक गए उन्हें लिखें।',
  back: 'स्टाफ़ रूम पर वापस',
  loading: 'खुल रहा है...',
  failed: 'यह अभी नहीं खुल सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  funnel: {
    heading: 'हफ़्ते-दर-हफ़्ते',
    course: 'कोर्स',
    chartLabel: (title: string) => `${title} का हफ़्ते-दर-हफ़्ते बार चार्ट; इसके आँकड़े नीचे की तालिका में हैं।`,
    caption: (title: string) => `${title}: हर हफ़्ते के छात्र`,
    week: 'हफ़्ता',
    students: 'हफ़्ता खुला',
    started: 'शुरू किया',
    completed: 'पूरा किया',
    weekName: (week: number) => `सप्ताह ${week}`,
    empty: 'अभी किसी छात्र ने यह कोर्स नहीं लिया है।',
  },
  atRisk: {
    heading: 'जोखिम में',
    intro: 'हफ़्ते खुले हैं, पाठ बाक़ी हैं, और 14 दिन से कुछ नहीं किया। इनके ईमेल पते लिखने के लिए तैयार हैं।',
    partial: 'पहले 100 छात्रों में देखा गया; दूसरों को नीचे खोजें।',
    empty: 'अभी कोई जोखिम में नहीं है।',
    writeTo: (name: string) => `${name} को लिखें`,
  },
  list: {
    heading: 'सभी छात्र',
    search: 'नाम या ईमेल से खोजें',
    searchButton: 'खोजें',
    caption: 'छात्र, ईमेल के क्रम में',
    name: 'नाम',
    email: 'ईमेल',
    lastActive: 'आख़िरी बार सक्रिय',
    courses: 'कोर्स',
    status: 'जोखिम में',
    never: 'अभी नहीं',
    yes: 'हाँ',
    no: 'नहीं',
    progress: (done: number, total: number, weeks: number) =>
      `${total} में से ${done} पाठ पूरे, ${weeks} हफ़्ते खुले`,
    empty: 'कोई छात्र मेल नहीं खाता।',
    next: 'अगला पेज',
    first: 'पहला पेज',
  },
};
