import { describe, expect, it } from 'vitest';
import { amountInHindiWords } from '../amount-in-hindi.ts';

describe('amountInHindiWords', () => {
  it('writes small amounts with their own Hindi words', () => {
    expect(amountInHindiWords(0)).toBe('रुपये शून्य मात्र');
    expect(amountInHindiWords(100)).toBe('रुपये एक मात्र');
    expect(amountInHindiWords(9900)).toBe('रुपये निन्यानबे मात्र');
    expect(amountInHindiWords(3900)).toBe('रुपये उनतालीस मात्र');
    expect(amountInHindiWords(6700)).toBe('रुपये सड़सठ मात्र');
    expect(amountInHindiWords(10000)).toBe('रुपये एक सौ मात्र');
    expect(amountInHindiWords(399900)).toBe('रुपये तीन हज़ार नौ सौ निन्यानबे मात्र');
    expect(amountInHindiWords(1180000)).toBe('रुपये ग्यारह हज़ार आठ सौ मात्र');
  });

  it('counts in लाख and करोड़, as Indian numbering does', () => {
    expect(amountInHindiWords(10000000)).toBe('रुपये एक लाख मात्र');
    expect(amountInHindiWords(1000000000)).toBe('रुपये एक करोड़ मात्र');
    expect(amountInHindiWords(1010110100)).toBe('रुपये एक करोड़ एक लाख एक हज़ार एक सौ एक मात्र');
    expect(amountInHindiWords(5000005000)).toBe('रुपये पाँच करोड़ पचास मात्र');
    expect(amountInHindiWords(100000000000)).toBe('रुपये एक सौ करोड़ मात्र');
    expect(amountInHindiWords(99999999900)).toBe(
      'रुपये निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे मात्र',
    );
  });

  it('writes the paise after the rupees, one paisa in the singular', () => {
    expect(amountInHindiWords(123456789)).toBe(
      'रुपये बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ और नवासी पैसे मात्र',
    );
    expect(amountInHindiWords(101)).toBe('रुपये एक और एक पैसा मात्र');
    expect(amountInHindiWords(50)).toBe('रुपये शून्य और पचास पैसे मात्र');
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInHindiWords(-1)).toThrow(RangeError);
    expect(() => amountInHindiWords(1.5)).toThrow(RangeError);
    expect(() => amountInHindiWords(Number.NaN)).toThrow(RangeError);
  });
});
