/**
 * Amounts in paise as people read them: to the paisa for the staff room's figures, and as a
 * price for students. A module of its own, away from format.ts, so that the first load (which
 * shows whole-rupee prices only) does not carry them.
 */
import { formatRupees } from './format.ts';

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
