/**
 * Time zones, counted in one place for the gateway, the stand-in and the client, on date-fns
 * and @date-fns/tz (docs/decisions/0010-time-zones-on-date-fns.md): the legacy API's zone-less
 * dates ("2026-11-07 10:00:00", meant in PROVIDER_TZ) read and written, instants as ISO 8601
 * with their zone's offset, an instant as a zone's wall clock for display, and the academy's
 * calendar months.
 *
 * The client takes only what it uses: date-fns' `format` and its locale data are reached
 * from the server's functions here and from the pages that show a date, not from the forms.
 */
import { TZDate } from '@date-fns/tz';
import { format, isExists, isValid, parseISO } from 'date-fns';

/** The academy's zone, India Standard Time: its students' clock and the provider's default. */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

/** Whether this runtime knows `name` as a time zone (IANA, such as Asia/Kolkata). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * An instant as the zone's wall clock: a Date whose getters (and date-fns' functions,
 * `format` included) read the zone's calendar and clock.
 */
export function inZone(instant: Date | number, timeZone: string): Date {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
}

/** An instant as ISO 8601 in the zone, to the second, with its offset: 2026-11-07T10:00:00+05:30. */
export function toIsoWithOffset(instant: Date | number, timeZone: string): string {
  return format(inZone(instant, timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/**
 * An instant as ISO 8601 in the zone, to the millisecond, with its offset:
 * 2026-11-07T10:00:00.250+05:30.
 */
export function toIsoWithOffsetMs(instant: Date | number, timeZone: string): string {
  return format(inZone(instant, timeZone), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}

/** A full ISO 8601 date and time that names its offset (or Z): a date, hours and minutes at least. */
const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Reads an instant written in ISO 8601 with its offset (2026-12-05T10:42:07.250+05:30, or
 * ...Z) as epoch ms; null for anything else, zone-less times and impossible dates included.
 */
export function parseIsoInstant(text: string): number | null {
  if (!ISO_INSTANT.test(text)) return null;
  const instant = parseISO(text);
  return isValid(instant) ? instant.getTime() : null;
}

/** The legacy API's form: the zone's wall clock, zone-less ("2026-11-07 10:00:00"). */
export function formatLegacyDate(instant: Date | number, timeZone: string): string {
  return format(inZone(instant, timeZone), 'yyyy-MM-dd HH:mm:ss');
}

const LEGACY_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads a legacy date, "YYYY-MM-DD HH:mm:ss" (the time, its seconds and a trailing offset
 * optional), as meant in `timeZone` unless it names its own offset. Returns the instant in
 * epoch ms, or null when the text is no such date (2026-02-30 included). A wall time that a
 * daylight-saving change skips is read as the same time after the change; one that happens
 * twice as either (India keeps no daylight saving).
 */
export function parseLegacyDate(text: string, timeZone: string): number | null {
  const match = LEGACY_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', offset] = match;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = [y, mo, d, h, mi, s].map(
    Number,
  );
  if (!isExists(year, month - 1, day) || hour > 23 || minute > 59 || second > 59) return null;
  const zone = offset === undefined ? timeZone : offsetZone(offset);
  return new TZDate(year, month - 1, day, hour, minute, second, zone).getTime();
}

/** "Z", "+0530" or "+05:30" as a zone name @date-fns/tz takes ("UTC", "+05:30"). */
function offsetZone(offset: string): string {
  if (offset.toUpperCase() === 'Z') return 'UTC';
  const digits = offset.slice(1).replace(':', '');
  return `${offset.slice(0, 1)}${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** India Standard Time's offset from UTC: one offset all year, as India keeps no daylight saving. */
const ACADEMY_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The academy's calendar month at `now` and the `count - 1` months after it (month 1 to 12),
 * counted from IST's fixed offset rather than with a time-zone formatter: a page's first one
 * costs 50 to 85 ms at 4x CPU (docs/performance.md), which the enquiry form would pay as it
 * hydrates. The tests hold it to the library's answer (`inZone`) for every half hour of years.
 */
export function academyMonths(
  now: Date | number,
  count: number,
): { year: number; month: number }[] {
  const academyNow = new Date(
    (typeof now === 'number' ? now : now.getTime()) + ACADEMY_UTC_OFFSET_MS,
  );
  const first = academyNow.getUTCFullYear() * 12 + academyNow.getUTCMonth();
  return Array.from({ length: count }, (_, index) => ({
    year: Math.floor((first + index) / 12),
    month: ((first + index) % 12) + 1,
  }));
}
