/**
 * The catalogue check's second half: English left in what a Hindi reader gets. What a
 * person reads on a page (its text, its title and description, and the accessible names
 * and hints in aria-label, alt, title, placeholder and aria-roledescription), a Hindi
 * calendar feed, a Hindi message or a paper read back from its PDF is searched, after the
 * words that stay in Latin script in Hindi are set aside (the brand, product names, units,
 * e-mail addresses and links, codes, and the provider's own course data):
 * - `englishLeftIn`: any text of an English catalogue (client/src/content/*.ts) of two
 *   words or more, and any run of two English words (text written into a component);
 * - `latinWordsIn`: every single Latin-script word that is not on the allowed list, each
 *   with the words around it, so a failure says where it was found.
 */
import { seedClassItems, seedCourses } from './gateway.ts';
import {
  LATIN_ON_HINDI_PAGES,
  STAND_IN_TEXT,
  latinWordsIn as latinWordsOf,
  reportLines,
} from './latin-words.ts';

type Module = Record<string, unknown>;

/** The English catalogues, read from their modules (each exports `...Catalogue`). */
const modules = import.meta.glob<Module>('../../client/src/content/*.ts', { eager: true });

function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
  return into;
}

const englishTexts: string[] = (() => {
  const texts = new Set<string>();
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Catalogue') && value && typeof value === 'object' && 'en' in value) {
        stringsOf(value.en, texts);
      }
    }
  }
  return [...texts].filter((text) => /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text));
})();

/**
 * The provider's course data the mock provider serves (tests/support/gateway.ts): shown as the provider wrote it.
 */
const MOCK_PROVIDER_TEXT = [
  ...seedCourses.flatMap((course) => [course.course_title, course.course_description]),
  ...seedClassItems.flatMap((item) => [item.title, item.description]),
];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;/g, ' ');

/** What a person reads or hears on a served page. */
export function readableText(page: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(page)?.[1] ?? '';
  const body = page.slice(page.indexOf('<body'));
  const attributes = [
    ...body.matchAll(/\s(?:aria-label|alt|title|placeholder|aria-roledescription)="([^"]*)"/g),
  ].map((match) => match[1] ?? '');
  const text = body.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' | ');
  return decode([title, description, ...attributes, text].join(' | ')).replace(/\s+/g, ' ');
}

/** The English interface text on a Hindi page (empty when there is none). */
export function englishLeftIn(page: string): string[] {
  let text = readableText(page);
  const setAside = (fragment: string) => {
    text = text.split(fragment).join(' · ');
  };
  for (const fragment of [...MOCK_PROVIDER_TEXT, ...STAND_IN_TEXT]) setAside(fragment);
  text = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' · ')
    .replace(/https?:\/\/\S+/g, ' · ')
    .replace(/\+91[\d ]+/g, ' · ');
  for (const term of LATIN_ON_HINDI_PAGES) setAside(term);
  const left = new Set<string>();
  for (const english of englishTexts) if (text.includes(english)) left.add(english);
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'’]+(?:[ ,.-]+[A-Za-z][A-Za-z'’]+)+/g)) {
    left.add(match[0]);
  }
  return [...left];
}

/**
 * Every Latin-script word of `text` that Hindi text does not keep in Latin (latin-words.ts),
 * the mock provider's course data set aside too. `setAside` adds fragments the caller knows
 * are data (a student's name, a seller's address, the English half of a bilingual paper).
 */
export function latinWordsIn(
  text: string,
  options: Parameters<typeof latinWordsOf>[1] = {},
): ReturnType<typeof latinWordsOf> {
  return latinWordsOf(text, {
    ...options,
    setAside: [...MOCK_PROVIDER_TEXT, ...(options.setAside ?? [])],
  });
}

/** The words `latinWordsIn` finds, one line each: "where: word in «…context…»". */
export function latinWordsReport(
  where: string,
  text: string,
  options?: Parameters<typeof latinWordsIn>[1],
): string[] {
  return reportLines(where, latinWordsIn(text, options));
}
