import { describe, expect, it } from 'vitest';
import { initials } from '../initials.ts';

describe('initials', () => {
  it('gives Hindi names their first syllable whole, nukta and conjunct kept', () => {
    expect(initials('रोहन मेहता')).toBe('रो');
    expect(initials('अनन्या अय्यर')).toBe('अ');
    expect(initials('फ़रहान क़ुरैशी')).toBe('फ़');
    expect(initials('प्रिया नायर')).toBe('प्रि');
    expect(initials('करण सिंह')).toBe('क');
    expect(initials('क्षमा शर्मा')).toBe('क्ष');
  });

  it('keeps the nukta whether it was typed as one code point or two', () => {
    // U+095E is फ़ as one code point; NFC writes it as फ plus the nukta sign.
    expect(initials('\u095Eरहान')).toBe('\u092B\u093C');
  });

  it('gives Latin names the first letters of the first and last word', () => {
    expect(initials('Rohan Mehta')).toBe('RM');
    expect(initials('  priya   s  nair ')).toBe('PN');
    expect(initials('Zoë')).toBe('Z');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('')).toBe('');
  });
});
