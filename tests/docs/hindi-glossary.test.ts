/**
 * docs/hindi-glossary.md holds one word and one spelling per idea for the Hindi site; this
 * check reads its table and fails on any rejected variant in a Hindi catalogue, naming the
 * file, the line and the text, so a new string cannot bring the old word back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GLOSSARY = join(ROOT, 'docs/hindi-glossary.md');

interface Rule {
  idea: string;
  chosen: string;
  variant: string;
  pattern: RegExp;
}

const nfc = (text: string) => text.normalize('NFC');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's cells, split on the bars that are not escaped as `\|`. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function rulesOf(markdown: string): Rule[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && line.includes('`'));
  return rows.flatMap((row) => {
    const [idea = '', chosen = '', rejected = ''] = cells(row);
    const variants = [...rejected.matchAll(/`([^`]+)`/g)].map((match) => nfc(match[1] ?? ''));
    return variants.map((variant) => ({
      idea,
      chosen,
      variant,
      pattern:
        variant.startsWith('/') && variant.endsWith('/') && variant.length > 2
          ? new RegExp(variant.slice(1, -1), 'u')
          : new RegExp(escapeRegExp(variant), 'u'),
    }));
  });
}

/** Every Hindi catalogue: the client's `hi/` folders, and any `hi.ts` in the client, common code or the gateway. */
function hindiCatalogues(): string[] {
  const found: string[] = [];
  for (const top of ['client/src', 'common', 'gateway']) {
    const entries = readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      const path = entry.split('\\').join('/');
      if (path.includes('__tests__') || !/\.tsx?$/.test(path)) continue;
      if (/(^|\/)hi\/[^/]+\.tsx?$/.test(path) || /(^|\/)hi\.tsx?$/.test(path)) {
        found.push(join(ROOT, top, path));
      }
    }
  }
  return found.sort();
}

interface Finding {
  where: string;
  text: string;
  rule: Rule;
}

/** The rejected variants in `source`, skipping comment lines (they may explain a choice). */
function findings(where: string, source: string, rules: Rule[]): Finding[] {
  return nfc(source)
    .split('\n')
    .flatMap((line, index) => {
      const trimmed = line.trim();
      if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*'))
        return [];
      return rules
        .filter((rule) => rule.pattern.test(line))
        .map((rule) => ({ where: `${where}:${index + 1}`, text: trimmed, rule }));
    });
}

const describeFinding = ({ where, text, rule }: Finding) =>
  `${where}: "${rule.variant}" (${rule.idea}: write ${rule.chosen}) in ${text}`;

describe('the Hindi glossary', () => {
  const rules = rulesOf(readFileSync(GLOSSARY, 'utf8'));

  it('is read whole: each idea with its rejected variants', () => {
    const byIdea = (idea: string) =>
      rules.filter((rule) => rule.idea === idea).map((r) => r.variant);
    expect(byIdea('student')).toEqual(['स्टूडेंट']);
    expect(byIdea('surname')).toEqual(['उपनाम']);
    expect(byIdea('enquiry')).toEqual(['एनक्वायरी', 'इन्क्वायरी']);
    expect(byIdea('week (in sentences)')).toEqual([
      '/सप्ताह(?!\\s*(\\d|\\$\\{|\\{))/',
      'हफ्त',
      '/हफ़्ता (\\d|\\$\\{)/',
    ]);
    expect(rules.length).toBeGreaterThan(40);
  });

  it('flags a rejected variant with its file, line and the preferred word', () => {
    const source = [
      '  // a comment may name स्टूडेंट',
      "  label: 'सप्ताह 3',",
      "  body: 'हर नया सप्ताह खुलता है, साथी स्टूडेंट्स के साथ।',",
      "  price: 'असली क़ीमत',",
      // The nukta as one code point (U+095B) reads the same as ज plus the nukta sign.
      "  why: '\u095Bरूरी नहीं, डिस्काउंट एरिया',",
    ].join('\n');
    expect(findings('sample.ts', source, rules).map(describeFinding)).toEqual([
      `sample.ts:3: "/सप्ताह(?!\\s*(\\d|\\$\\{|\\{))/" (week (in sentences): write हफ़्ता, हफ़्ते, हफ़्तों) in body: 'हर नया सप्ताह खुलता है, साथी स्टूडेंट्स के साथ।',`,
      `sample.ts:3: "स्टूडेंट" (student: write छात्र) in body: 'हर नया सप्ताह खुलता है, साथी स्टूडेंट्स के साथ।',`,
      `sample.ts:4: "असली क़ीमत" (struck-through price: write मूल क़ीमत) in price: 'असली क़ीमत',`,
    ]);
  });

  it('finds the catalogues: the client content, the API messages, the legal pages and the papers', () => {
    const names = hindiCatalogues().map((path) => relative(ROOT, path).split('\\').join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'client/src/content/hi/legal.ts',
        'client/src/content/hi/marketing.ts',
        'client/src/content/hi/classroom.ts',
        'common/messages/hi.ts',
        // The bilingual papers' Hindi half (receipt, tax invoice, credit note).
        'gateway/documents/words/hi.ts',
      ]),
    );
  });

  it('no Hindi catalogue uses a rejected variant', () => {
    const found = hindiCatalogues().flatMap((path) =>
      findings(relative(ROOT, path), readFileSync(path, 'utf8'), rules),
    );
    expect(found.map(describeFinding)).toEqual([]);
  });
});
