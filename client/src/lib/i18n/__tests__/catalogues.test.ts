/**
 * The catalogue check: every feature's Hindi text has exactly the English one's keys, list
 * lengths and messages (tsc checks the same through Translation<T>; this says which key, and
 * also catches text copied over untranslated). The served pages' half (no English interface
 * text on a Hindi page) is tests/gateway/hindi-pages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { classesCatalogue } from '@/content/classes.ts';
import { coursesCatalogue } from '@/content/courses.ts';
import type { Catalogue } from '../catalogue.ts';

type Module = Record<string, unknown>;
const english = import.meta.glob<Module>('../../../content/*.ts', { eager: true });
const hindi = import.meta.glob<Module>('../../../content/hi/*.ts');

const isCatalogue = (value: unknown): value is Catalogue<unknown> =>
  typeof value === 'object' && value !== null && 'en' in value && 'load' in value;

const catalogues = Object.entries(english).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Catalogue'))
    .map(([name, catalogue]) => ({ file, name, catalogue })),
);

/**
 * Text that is the same in both languages: ids and picture names (kebab-case), addresses,
 * file names, numbers, codes, paper sizes.
 */
const SAME_IN_BOTH =
  /^(?:[\w.+-]+@[\w.-]+|https?:\/\/\S+|\/\S*|[\w -]+\.(?:pdf|jpg|png|webp)|[\d\s.,:+%₹x-]*|[a-z0-9]+(?:-[a-z0-9]+)*|[A-Z0-9&/ -]{1,6}|PDF, A4)$/;

/** Where the two catalogues differ in shape, or English was left untranslated, by key path. */
function differences(en: unknown, hi: unknown, path: string, found: string[]): string[] {
  if (typeof en === 'function' && isForms(hi)) {
    // A plural message: Hindi writes its forms.
    differences({ one: 'one', other: 'other' }, hi, path, found);
    if (!hi.other.includes('{count}')) found.push(`${path}.other: no {count}`);
  } else if (typeof en === 'function') {
    if (typeof hi !== 'function') found.push(`${path}: a message with values in English only`);
    else if (hi.length !== en.length)
      found.push(`${path}: takes ${hi.length} values, not ${en.length}`);
  } else if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length) {
      found.push(`${path}: ${Array.isArray(hi) ? hi.length : 'no'} items, not ${en.length}`);
    } else en.forEach((item, index) => differences(item, hi[index], `${path}[${index}]`, found));
  } else if (en !== null && typeof en === 'object') {
    if (hi === null || typeof hi !== 'object') {
      found.push(`${path}: missing in Hindi`);
      return found;
    }
    for (const key of new Set([...Object.keys(en), ...Object.keys(hi)])) {
      if (!(key in hi)) found.push(`${path}.${key}: missing in Hindi`);
      else if (!(key in en)) found.push(`${path}.${key}: missing in English`);
      else differences((en as Module)[key], (hi as Module)[key], `${path}.${key}`, found);
    }
  } else if (typeof en === 'string') {
    if (typeof hi !== 'string' || (en !== '' && hi.trim() === '')) found.push(`${path}: empty`);
    else if (hi === en && /[A-Za-z]{3,}/.test(en) && !SAME_IN_BOTH.test(en) && !BRAND.test(en)) {
      found.push(`${path}: left in English ("${en}")`);
    }
  } else if (hi !== en) {
    found.push(`${path}: ${String(hi)} in Hindi, ${String(en)} in English`);
  }
  return found;
}

const isForms = (value: unknown): value is { one: string; other: string } =>
  typeof value === 'object' && value !== null && 'one' in value && 'other' in value;

/** Names that stay as they are (the brand, product names). */
const BRAND =
  /^(?:Sharpline( Trading Academy)?|Sharpline|WhatsApp|YouTube|Instagram|Facebook|LinkedIn|Telegram|Razorpay|English|UPI|PDF|NSE|BSE)$/;

describe('the catalogues', () => {
  it('every content module has a catalogue, and a Hindi module beside it', () => {
    const modules = Object.keys(english).map((file) => file.replace('/content/', '/content/hi/'));
    expect(Object.keys(hindi).sort()).toEqual(modules.sort());
    expect(catalogues.map(({ catalogue }) => isCatalogue(catalogue))).not.toContain(false);
    expect(catalogues).toHaveLength(modules.length);
  });

  for (const { file, name, catalogue } of catalogues) {
    it(`${name}: the Hindi text has every English key, list and message, translated`, async () => {
      if (!isCatalogue(catalogue)) throw new Error(`${file}: ${name} is not a catalogue`);
      // The Hindi module as written (the library fills a key it lacks with the English).
      const written = await hindi[file.replace('/content/', '/content/hi/')]?.();
      expect(differences(catalogue.en, { ...written }, name, [])).toEqual([]);
      // As a page reads it: every section in the shape it was written (lists stay lists).
      const text = (await catalogue.load('hi')) as Module;
      const englishText = catalogue.en as Module;
      for (const [section, written] of Object.entries(english[file] ?? {})) {
        if (section.endsWith('Catalogue') || !(section in englishText)) continue;
        for (const read of [englishText[section], text[section]]) {
          expect(Array.isArray(read), section).toBe(Array.isArray(written));
          expect(typeof read, section).toBe(typeof written);
        }
      }
      expect(Object.keys(text)).toEqual(Object.keys(englishText));
    });
  }

  it('names a key missing in Hindi, a message without its values and a count without {count}', () => {
    const en = { a: 'Open PDF', b: (title: string) => title, c: () => '', d: ['x', 'y'] };
    const hi = { b: 'नाम', c: { one: 'एक', other: 'कई' }, d: ['क'] };
    expect(differences(en, hi, 'text', [])).toEqual([
      'text.a: missing in Hindi',
      'text.b: a message with values in English only',
      'text.c.other: no {count}',
      'text.d: 1 items, not 2',
    ]);
  });

  it("says the catalogues' counts by each language's plural rules", async () => {
    const { courseDetailContent } = coursesCatalogue.en;
    expect([1, 4].map(courseDetailContent.lessonCount)).toEqual(['1 lesson', '4 lessons']);
    expect([1, 3].map(classesCatalogue.en.viewClassesContent.openWeeks)).toEqual([
      'Week 1 is open.',
      'Weeks 1 to 3 are open.',
    ]);
    const hindi = await classesCatalogue.load('hi');
    // Hindi treats 0 and 1 alike ("one" in CLDR): 0 takes the singular.
    expect([0, 1, 3].map(hindi.viewClassesContent.openWeeks)).toEqual([
      'सप्ताह 1 खुल गया है।',
      'सप्ताह 1 खुल गया है।',
      'सप्ताह 1 से 3 तक खुल गए हैं।',
    ]);
    expect([0, 2].map(classesCatalogue.en.viewClassesContent.openWeeks)).toEqual([
      'Weeks 1 to 0 are open.',
      'Weeks 1 to 2 are open.',
    ]);
  });

  it('gives a feature the same text object each time it is read', async () => {
    expect(classesCatalogue.en).toBe(classesCatalogue.en);
    const hindi = await classesCatalogue.load('hi');
    expect(classesCatalogue.textIn('hi')).toBe(hindi);
    expect(hindi.myCoursesContent.heading).toBe('मेरे कोर्स');
  });
});
