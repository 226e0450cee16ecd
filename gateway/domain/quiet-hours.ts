/**
 * Quiet hours (REMINDER_QUIET_HOURS, DESIGN.md §2, read by gateway/config/reminders.ts): whole
 * hours of the academy's clock (India time) in which no reminder is sent. `21-8` is 21:00 to
 * 08:00 the next morning; `13-15` is 13:00 to 15:00. A reminder falling due in them waits for
 * their end.
 */
import { TZDate } from '@date-fns/tz';
import { ACADEMY_TIME_ZONE } from '../../common/time-zone.ts';
import type { QuietHours } from '../config/reminders.ts';

const DAY_MS = 24 * 3_600_000;

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
  while (endMs <= dueMs) endMs += DAY_MS;
  return endMs;
}
