import { describe, expect, it } from 'vitest';
import { formatRupees } from '../format.ts';
import { formatPaise, formatPrice } from '../paise.ts';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(3999)).toBe('₹3,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('formatRupees against Intl', () => {
  it("groups as the en-IN locale's rupee format does", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const amounts = [0, 7, 99, 100, 999, 1000, 4999.5, 12345, 99999, 100000, 1234567, 123456789];
    for (const amount of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});

describe('formatPaise', () => {
  it('shows rupees and paise with Indian grouping', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(339_000)).toBe('₹3,390.00');
    expect(formatPaise(12_345_678)).toBe('₹1,23,456.78');
    expect(formatPaise(-150_050)).toBe('-₹1,500.50');
  });
});

describe('formatPrice', () => {
  it('shows paise only when a price has some', () => {
    expect(formatPrice(79_980)).toBe('₹799.80');
    expect(formatPrice(50_000)).toBe('₹500');
    expect(formatPrice(319_920)).toBe('₹3,199.20');
  });
});
