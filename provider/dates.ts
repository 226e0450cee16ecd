/** The legacy API's dates: "YYYY-MM-DD HH:mm:ss", zone-less, meant in PROVIDER_TZ. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function formatLegacyDate(instant: Date | number, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  const { year, month, day, hour, minute, second } = parts;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
