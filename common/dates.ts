/**
 * Dates and times as people read them, in the academy's zone (India Standard Time), for the
 * client's pages, the gateway's messages and e-mails, and the papers: one module, so a
 * date reads the same on a page, in an error and on a receipt.
 *
 * English keeps the short forms the site has always printed ("Sat 5 Dec, 10:42 am IST").
 * Hindi is written the way Hindi speakers say it: month and weekday names in full (a
 * shortened नव reads as "new", शुक्र alone as Venus), and the hour with its part of the
 * day and बजे instead of am/pm ("शुक्रवार, 4 दिसंबर को शाम 6:53 बजे"). Hindi is built here
 * from the zone's wall clock rather than from a locale's data, which has neither the parts
 * of the day nor बजे, and which would be one more download for Hindi pages.
 */
import { format } from 'date-fns';
import { ACADEMY_TIME_ZONE, inZone } from './time-zone.ts';

/** A language the dates are written in (the site's two). */
export type DateLanguage = 'en' | 'hi';

/** An instant: a Date, epoch ms, or ISO 8601 text with its offset. */
type When = Date | number | string;

const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

const HINDI_WEEKDAYS = [
  'रविवार',
  'सोमवार',
  'मंगलवार',
  'बुधवार',
  'गुरुवार',
  'शुक्रवार',
  'शनिवार',
] as const;

/**
 * The part of the day an hour (0 to 23) belongs to, as the hour is said in Hindi: रात from
 * 8 pm to before 4 am (so 12:30 at night is रात, not सुबह), सुबह from 4 am to before noon,
 * दोपहर from noon to before 4 pm, शाम from 4 pm to before 8 pm.
 */
export function hindiDayPart(hour: number): 'रात' | 'सुबह' | 'दोपहर' | 'शाम' {
  if (hour < 4 || hour >= 20) return 'रात';
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  return 'शाम';
}

/** "शाम 6:53 बजे"; on the hour without the minutes, as it is said: "सुबह 10 बजे". */
function hindiClock(wall: Date): string {
  const hour = wall.getHours();
  const minute = wall.getMinutes();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute === 0 ? `${twelve}` : `${twelve}:${String(minute).padStart(2, '0')}`;
  return `${hindiDayPart(hour)} ${clock} बजे`;
}

const hindiDay = (wall: Date) => `${wall.getDate()} ${HINDI_MONTHS[wall.getMonth()] ?? ''}`;
const hindiWeekday = (wall: Date) => HINDI_WEEKDAYS[wall.getDay()] ?? '';

/** The instant as the academy's wall clock; null when `when` is no readable instant. */
function wallClock(when: When): Date | null {
  const instant =
    when instanceof Date ? when.getTime() : typeof when === 'number' ? when : Date.parse(when);
  if (!Number.isFinite(instant)) return null;
  return inZone(instant, ACADEMY_TIME_ZONE);
}

type Style = 'date' | 'dateTime' | 'opening' | 'moment';

const english: Record<Style, string> = {
  date: 'd MMM yyyy',
  dateTime: 'dd MMM yyyy, h:mm aaa',
  opening: "EEE d MMM, h:mm aaa 'IST'",
  moment: "EEE d MMM yyyy, h:mm aaa 'IST'",
};

const hindi: Record<Style, (wall: Date) => string> = {
  date: (wall) => `${hindiDay(wall)} ${wall.getFullYear()}`,
  dateTime: (wall) => `${hindiDay(wall)} ${wall.getFullYear()}, ${hindiClock(wall)}`,
  opening: (wall) => `${hindiWeekday(wall)}, ${hindiDay(wall)} को ${hindiClock(wall)} (IST)`,
  moment: (wall) =>
    `${hindiWeekday(wall)}, ${hindiDay(wall)} ${wall.getFullYear()} को ${hindiClock(wall)} (IST)`,
};

function formatIn(when: When, language: DateLanguage, style: Style): string {
  const wall = wallClock(when);
  if (wall === null) return String(when);
  return language === 'hi' ? hindi[style](wall) : format(wall, english[style]);
}

/** A day, as the papers and pages print it: "7 Nov 2026", "7 नवंबर 2026". Unreadable input comes back as given. */
export const formatDate = (when: When, language: DateLanguage = 'en') =>
  formatIn(when, language, 'date');

/** A date and time in a table: "07 Nov 2026, 10:00 am", "7 नवंबर 2026, सुबह 10 बजे". */
export const formatDateTime = (when: When, language: DateLanguage = 'en') =>
  formatIn(when, language, 'dateTime');

/**
 * When something opens this year, to finish a sentence: "Sat 5 Dec, 10:42 am IST", and in
 * Hindi with its postposition, "शनिवार, 5 दिसंबर को सुबह 10:42 बजे (IST)", so the
 * sentence goes on with the verb ("… खुलेगा").
 */
export const formatOpening = (when: When, language: DateLanguage = 'en') =>
  formatIn(when, language, 'opening');

/**
 * A moment with its year, in a message or an e-mail: "Sat 28 Nov 2026, 10:42 am IST";
 * Hindi with its postposition, "शनिवार, 28 नवंबर 2026 को सुबह 10:42 बजे (IST)".
 */
export const formatMoment = (when: When, language: DateLanguage = 'en') =>
  formatIn(when, language, 'moment');
