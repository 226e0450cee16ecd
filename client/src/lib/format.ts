/**
 * The shared display format for money (Indian grouping, rupee sign), used by the course,
 * checkout and order pages alike. Rupees are grouped by hand: building an Intl formatter
 * (locale data) is a long task on a slow phone, right when prices appear. Dates have their
 * own module (common/dates.ts), which only the pages showing one load.
 */

/** 150000 -> "₹1,50,000": whole rupees, the last three digits, then groups of two. */
export function formatRupees(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return `${amount < 0 && rounded !== 0 ? '-' : ''}₹${grouped}`;
}
