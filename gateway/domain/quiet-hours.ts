/**
 * Quiet hours (REMINDER_QUIET_HOURS, DESIGN.md §2): whole hours of the academy's clock (India
 * time) in which no reminder is sent. `21-8` is 21:00 to 08:00 the next morning; `13-15` is
 * 13:00 to 15:00. A reminder falling due in them waits for their end.
 */
import { TZDate } from '@date-fns/tz';
import { ACADEMY_TIME_ZONE } from '../../common/time-zone.ts';

/** From `startHour`:00 up to (not including) `endHour`:00, on the academy's clock. */
export interface QuietHours {
  startHour: number;
  endHour: number;
}

const HOUR_MS = 3_600_000;
const RANGE = /^(\d{1,2})\s*-\s*(\d{1,2})$/;

/**
 * Reads `H-H` (each hour 0 to 23, the two different); empty text is "no quiet hours" (null).
 * Throws a sentence naming what is wrong otherwise.
 */
export function parseQuietHours(text: string): QuietHours | null {
  const value = text.trim();
  if (value === '') return null;
  const match = RANGE.exec(value);
  const [startHour, endHour] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(startHour >= 0 && startHour <= 23 && endHour >= 0 && endHour <= 23)) {
    throw new Error(
      `must be two hours of India time from 0 to 23 joined by "-", such as 21-8 (21:00 to 08:00), or empty for none; got "${value}"`,
    );
  }
  if (startHour === endHour) {
    throw new Error(
      `must start and end at different hours (${value} would be all day or no time); leave it empty for none`,
    );
  }
  return { startHour, endHour };
}

/** Whether `hour` (0 to 23) is in the quiet hours, which may run past midnight. */
function quietAt(hour: number, quiet: QuietHours): boolean {
  const { startHour, endHour } = quiet;
  return startHour < endHour
    ? hour >= startHour && hour < endHour
    : hour >= startHour || hour < endHour;
}

/**
 * When a reminder due at `dueMs` may be sent: `dueMs` itself outside quiet hours, else the
 * next end of the quiet hours (endHour:00 on the academy's clock, that day or the next).
 */
export function sendableAtMs(dueMs: number, quiet: QuietHours | null): number {
  if (quiet === null) return dueMs;
  const local = new TZDate(dueMs, ACADEMY_TIME_ZONE);
  if (!quietAt(local.getHours(), quiet)) return dueMs;
  const end = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    quiet.endHour,
    0,
    0,
    ACADEMY_TIME_ZONE,
  );
  // Past the end hour today (21:30 in 21-8): the end is tomorrow morning.
  let endMs = end.getTime();
  while (endMs <= dueMs) endMs += 24 * HOUR_MS;
  return endMs;
}
