/** Hindi text of the classroom's progress, week openings and calendar feed (the same keys as ../classroom.ts). */
import type * as en from '../classroom.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export const classroomProgressText: Translation<typeof en.classroomProgressText> = {
  // `when` ends in its postposition ("… को सुबह 10:42 बजे (IST)"), common/dates.ts.
  opensAt: (when: string) => `${when} खुलेगा`,
  nextOpening: (week: number, when: string) => `सप्ताह ${week} ${when} खुलेगा।`,
  state: {
    done: 'पूरा हुआ',
    inProgress: 'चल रहा है',
    minutesLeft: (minutes: number) =>
      minutes <= 1 ? 'चल रहा है, एक मिनट से कम बाक़ी' : `चल रहा है, ${minutes} मिनट बाक़ी`,
    newThisWeek: 'इस हफ़्ते नया',
  },
  markDone: 'पूरा हो गया',
  // The button's visible words first, so a voice-control user can say what they see.
  markDoneLabel: (action: string, title: string) => `${action}: ${title}`,
};

export const myCoursesProgressText: Translation<typeof en.myCoursesProgressText> = {
  progressLabel: (title: string) => `${title} में आपकी प्रोग्रेस`,
  progress: (done: number, total: number) => `${total} में से ${done} पूरे`,
  continue: 'जारी रखें',
  continueLabel: (lesson: string) => `${lesson} जारी रखें`,
  allDone: 'सभी खुले लेसन पूरे हो गए हैं।',
  unavailable: 'प्रोग्रेस अभी उपलब्ध नहीं है। आपके सभी लेसन सुरक्षित हैं।',
  nextOpening: (week: number, when: string) => `सप्ताह ${week} ${when} खुलेगा`,
  calendar: {
    heading: 'नए हफ़्ते की तारीख़ें अपने कैलेंडर में',
    body: 'इस लिंक को Google Calendar, Apple Calendar या Outlook में सब्सक्राइब करें। हर नया हफ़्ता जिस दिन खुलेगा, उस दिन आपके कैलेंडर में दिख जाएगा।',
    show: 'मेरा कैलेंडर लिंक दिखाएँ',
    add: 'कैलेंडर में जोड़ें',
    copy: 'लिंक कॉपी करें',
    copied: 'कैलेंडर लिंक कॉपी हो गया',
    reset: 'लिंक रीसेट करें',
    resetDone: 'नया कैलेंडर लिंक बन गया है; पुराना लिंक अब काम नहीं करेगा।',
    label: 'कैलेंडर लिंक',
  },
  quizzesLeft: { one: 'पास करने के लिए 1 क्विज़ बाक़ी', other: 'पास करने के लिए {count} क्विज़ बाक़ी' },
  quizzesDone: 'सभी क्विज़ पास',
};
