/**
 * The display format for dates: as the academy and its students in India read them, in the
 * page's language. A module of its own, apart from money (format.ts): only pages showing a
 * date load date-fns' `format` and its locale data.
 */
import { format } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { ACADEMY_TIME_ZONE, inZone } from '@common/time-zone.ts';
import type { Language } from './i18n/language.ts';

const locales = { en: undefined, hi } as const;

const patterns = {
  en: {
    date: 'd MMM yyyy',
    dateTime: 'dd MMM yyyy, h:mm aaa',
    opening: "EEE d MMM, h:mm aaa 'IST'",
  },
  hi: {
    date: 'd MMM yyyy',
    dateTime: 'd MMM yyyy, h:mm aaa',
    opening: "EEE, d MMM, h:mm aaa 'IST'",
  },
} as const satisfies Record<Language, Record<string, string>>;

function formatIn(iso: string, language: Language, pattern: keyof (typeof patterns)['en']) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(inZone(date, ACADEMY_TIME_ZONE), patterns[language][pattern], {
    locale: locales[language],
  });
}

/** An ISO 8601 instant as its day, "7 Nov 2026", as the papers print it; the input if unreadable. */
export const formatDate = (iso: string, language: Language = 'en') =>
  formatIn(iso, language, 'date');

/** An ISO 8601 instant as "07 Nov 2026, 10:00 am" (Hindi: "7 नव॰ 2026, 10:00 am") in the academy's zone; the input itself if unreadable. */
export const formatDateTime = (iso: string, language: Language = 'en') =>
  formatIn(iso, language, 'dateTime');

/** An ISO 8601 instant as "Sat 5 Dec, 10:42 am IST", the academy's clock; the input if unreadable. */
export const formatOpening = (iso: string, language: Language = 'en') =>
  formatIn(iso, language, 'opening');
