/**
 * Prices: whole rupees from the provider; checkout charges paise. Never from the caller.
 */
import type { CoursePricing } from './provider/models.ts';

export function finalPrice(pricing: CoursePricing): number {
  return Math.max(0, pricing.price - pricing.discount);
}

/** (price - discount) * 100, in paise. */
export function amountPaise(pricing: CoursePricing): number {
  return finalPrice(pricing) * 100;
}

export const CURRENCY = 'INR';
