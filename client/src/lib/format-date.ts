/**
 * The display format for dates: as the academy and its students in India read them. A
 * module of its own, apart from money (format.ts): only pages showing a date load date-fns'
 * `format` and its locale data.
 */
import { format } from 'date-fns';
import { ACADEMY_TIME_ZONE, inZone } from '@common/time-zone.ts';

/** An ISO 8601 instant as "07 Nov 2026, 10:00 am" in the academy's zone; the input itself if unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(inZone(date, ACADEMY_TIME_ZONE), 'dd MMM yyyy, h:mm aaa');
}

/** An ISO 8601 instant as "Sat 5 Dec, 10:42 am IST", the academy's clock; the input if unreadable. */
export function formatOpening(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(inZone(date, ACADEMY_TIME_ZONE), "EEE d MMM, h:mm aaa 'IST'");
}
