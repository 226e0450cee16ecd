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

/**
 * 12345678 paise -> "₹1,23,456.78": an amount to the paisa, as invoices and the staff room's
 * sales figures print it (formatRupees rounds to whole rupees, which is right for prices
 * only). Counted in whole paise, so no fraction of a float is ever shown.
 */
export function formatPaise(paise: number): string {
  const whole = Math.round(paise);
  const rupees = Math.trunc(Math.abs(whole) / 100);
  const fraction = String(Math.abs(whole) % 100).padStart(2, '0');
  const sign = whole < 0 ? '-' : '';
  return `${sign}${formatRupees(rupees)}.${fraction}`;
}

/**
 * 79980 -> "₹799.80", 50000 -> "₹500": a price to the paisa, its paise shown only when there
 * are some, as a student reads a discounted price.
 */
export function formatPrice(paise: number): string {
  const rupees = formatRupees(Math.trunc(paise / 100));
  const rest = Math.abs(paise % 100);
  return rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
}
