/**
 * Prices: whole rupees from the provider; checkout charges paise. Never from the caller.
 */
import type { CoursePricing } from '../upstream/legacy-api/models.ts';

export function finalPrice(pricing: CoursePricing): number {
  return Math.max(0, pricing.price - pricing.discount);
}

/** (price - discount) * 100, in paise. */
export function amountPaise(pricing: CoursePricing): number {
  return finalPrice(pricing) * 100;
}

export { CURRENCY } from '../../common/currency.ts';

/** The smallest amount the payment API accepts: ₹1, in paise. */
const MIN_CHARGE_PAISE = 100;

/** Whether an amount (paise) can be charged online. */
export function isChargeable(paise: number): boolean {
  return paise >= MIN_CHARGE_PAISE;
}

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in paise as a student reads it: 399900 -> "₹3,999", 12345650 -> "₹1,23,456.50". */
export function rupeesText(paise: number): string {
  const format = paise % 100 === 0 ? WHOLE_RUPEES : RUPEES_AND_PAISE;
  return `₹${format.format(paise / 100)}`;
}
