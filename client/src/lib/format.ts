/**
 * Shared display formats for money and dates (Indian grouping, rupee sign, IST), used by
 * the course, checkout and order pages alike. Rupees are grouped by hand: building an
 * Intl formatter (locale data) is a long task on a slow phone, right when prices appear.
 * The date formatter is built on first use, as most pages never show a date.
 */

/** 150000 -> "₹1,50,000": whole rupees, the last three digits, then groups of two. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return `${amount < 0 && rounded !== 0 ? '-' : ''}₹${grouped}`;
}

/** The academy's zone: dates are shown as the academy and its students in India read them. */
const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

let dateTime: Intl.DateTimeFormat | undefined;

/** An ISO 8601 instant as "07 Nov 2026, 10:00 am" in IST; the input itself if unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: ACADEMY_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTime.format(date);
}
