/**
 * Shared display formats for money and dates (Indian grouping, rupee sign, IST), used by
 * the course, checkout and order pages alike.
 */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 150000 -> "₹1,50,000". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** The academy's zone: dates are shown as the academy and its students in India read them. */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: ACADEMY_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO 8601 instant as "07 Nov 2026, 10:00 am" in IST; the input itself if unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
