import { describe, expect, it } from 'vitest';
import * as en from '../en.ts';
import { format } from '../format.ts';
import * as hi from '../hi.ts';

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of flatten(value, `${name}.`)) found.set(inner, text);
    } else {
      found.set(name, value);
    }
  }
  return found;
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : [];

describe('the message catalogues', () => {
  const english = flatten(en);
  const hindi = flatten(hi);

  it('have every key in both languages, each a text of its own', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(60);
    for (const [key, text] of hindi) {
      expect(typeof text, key).toBe('string');
      expect(text, key).not.toBe('');
      expect(typeof english.get(key), key).toBe('string');
    }
  });

  it('give each language the same values to fill in', () => {
    for (const [key, text] of english) {
      expect(placeholders(hindi.get(key)), key).toEqual(placeholders(text));
    }
    expect(placeholders(en.errors.lessonLocked)).toEqual(['opensAt', 'week']);
  });

  it('format a message with its values, in either language', () => {
    expect(
      format(en.errors.lessonLocked, { week: 4, opensAt: 'Sat 28 Nov 2026, 10:42 am IST' }),
    ).toBe(
      'This lesson is still locked: week 4 opens Sat 28 Nov 2026, 10:42 am IST. Progress can be saved once it is open.',
    );
    expect(
      format(hi.errors.lessonLocked, {
        week: 4,
        opensAt: 'शनिवार, 28 नवंबर 2026 को सुबह 10:42 बजे (IST)',
      }),
    ).toBe(
      'यह लेसन अभी लॉक है: सप्ताह 4 शनिवार, 28 नवंबर 2026 को सुबह 10:42 बजे (IST) खुलेगा। खुलने के बाद ही प्रोग्रेस सेव हो सकती है।',
    );
    expect(format(en.fields.atMost, { label: en.fields.labels.name, max: 100 })).toBe(
      'Name must be at most 100 characters.',
    );
    expect(format(hi.fields.atMost, { label: hi.fields.labels.name, max: 100 })).toBe(
      'नाम अधिकतम 100 कैरेक्टर का हो सकता है।',
    );
    expect(format(en.errors.oneMutationPerRequest, { count: 2 })).toBe(
      'Send one mutation per request (2 were sent): each answers on its own. Nothing was run.',
    );
  });

  it('leave a message without values as written, and a missing value in its braces', () => {
    expect(format(en.errors.unauthenticated)).toBe('Please sign in to continue.');
    expect(format(hi.errors.unauthenticated)).toBe('आगे बढ़ने के लिए कृपया साइन इन करें।');
    expect(format('week {week} opens {opensAt}', { week: 2 })).toBe('week 2 opens {opensAt}');
  });
});
