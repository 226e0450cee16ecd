/**
 * The provider's dates are zone-less wall-clock times ("2026-11-07 10:00:00") in its own
 * zone (PROVIDER_TZ). These helpers turn them into instants and ISO 8601 with an offset.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Kolkata: 330). */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / 60_000);
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** An instant written in the zone's wall-clock time with its offset, to the second. */
export function toIsoWithOffset(epochMs: number, timeZone: string): string {
  const offset = offsetMinutes(epochMs, timeZone);
  const local = new Date(Math.floor(epochMs / 1000) * 1000 + offset * 60_000);
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}${formatOffset(offset)}`;
}

const PROVIDER_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses "YYYY-MM-DD HH:mm:ss" (seconds, time and a trailing zone optional) read in the
 * given zone; returns the instant in epoch ms, or null when it is not such a date.
 */
export function parseProviderDate(text: string, timeZone: string): number | null {
  const match = PROVIDER_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const fields = [y, mo, d, h, mi, s].map(Number);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day) return null; // e.g. 2026-02-30

  if (zone !== undefined) {
    if (zone.toUpperCase() === 'Z') return wall;
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    return wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  // Wall time -> instant: guess with the offset at the wall time read as UTC, then correct
  // once (the offset may differ across a daylight-saving change).
  const guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  return wall - offsetMinutes(guess, timeZone) * 60_000;
}
