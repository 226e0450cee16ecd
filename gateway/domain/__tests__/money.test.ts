import { describe, expect, it } from 'vitest';
import { rupeesText } from '../money.ts';

describe('rupeesText', () => {
  it('writes paise as rupees with Indian grouping, paise only when there are some', () => {
    expect(rupeesText(100)).toBe('₹1');
    expect(rupeesText(399900)).toBe('₹3,999');
    expect(rupeesText(12345600)).toBe('₹1,23,456');
    expect(rupeesText(12345650)).toBe('₹1,23,456.50');
  });
});
