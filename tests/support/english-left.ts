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
import { seedCourses as standInCourses } from '../../provider/seed-data.ts';
import { seedClassItems, seedCourses } from './gateway.ts';

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

/** Names and terms written in Latin script on a Hindi page too. */
const LATIN_ON_HINDI_PAGES = [
  'Sharpline Trading Academy',
  // The logo sets the brand's two parts apart.
  'Trading Academy',
  'Sharpline',
  'English',
  'Razorpay',
  'WhatsApp',
  'YouTube',
  'Instagram',
  'Facebook',
  'LinkedIn',
  'Telegram',
  'Google',
  'Bank Nifty',
  'Nifty',
  'Sensex',
  'MetaTrader',
  'TradingView',
  'Zerodha',
  'SEBI',
  'NISM',
  'NSE',
  'BSE',
  'UPI',
  'PDF',
  'GSTIN',
  'GST',
  'PAN',
  'OTP',
  'RSI',
  'MACD',
  'IST',
  'F&O',
  // Calendar apps the classroom's calendar box names.
  'Google Calendar',
  'Apple Calendar',
  'Outlook',
];

/**
 * Single words written in Latin in Hindi text too: units and abbreviations read letter by
 * letter, and the language switch's own name for English.
 */
const LATIN_WORDS = new Set([
  'KB',
  'MB',
  'GB',
  'PDF',
  'GST',
  'GSTIN',
  'SAC',
  'UPI',
  'IST',
  'ID',
  'OTP',
  'PAN',
  'RSI',
  'MACD',
  'EMA',
  'SMA',
  'SEBI',
  'NISM',
  'NSE',
  'BSE',
  'English',
  'zip',
]);

/**
 * The provider's course data the test stacks serve (the mock provider's and the stand-in's
 * seed): shown as the provider wrote it.
 */
const PROVIDER_TEXT = [
  ...seedCourses.flatMap((course) => [course.course_title, course.course_description]),
  ...seedClassItems.flatMap((item) => [item.title, item.description]),
  ...standInCourses.flatMap((course) => [
    course.title,
    course.description,
    ...course.classItems.flatMap((item) => [item.title, item.description]),
  ]),
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
  for (const fragment of PROVIDER_TEXT) setAside(fragment);
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

/** A Latin word left in a Hindi text, with the words around it. */
interface LatinWord {
  word: string;
  context: string;
}

/** Data a text may hold in Latin script: e-mail addresses, links, phone numbers, paper numbers. */
const LATIN_DATA = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /(https?:)?\/\/[^\s"'<>|]+/g,
  /\+91[\d ]+/g,
  // Receipt and credit note numbers: SL/26-27/000042.
  /\b[A-Z]{1,6}\/\d{2}-\d{2}\/\d+/g,
];

/**
 * Every Latin-script word of `text` that Hindi text does not keep in Latin: everything but
 * the brand and product names, the provider's course data, units and abbreviations, e-mail
 * addresses, links, numbers and codes (any word with a digit in it: certificate codes,
 * booking codes, payment ids, 240p). `setAside` adds fragments the caller knows are data
 * (a student's name, a seller's address, the English half of a bilingual paper).
 */
export function latinWordsIn(
  text: string,
  options: { setAside?: readonly string[]; allow?: readonly string[] } = {},
): LatinWord[] {
  let rest = text.normalize('NFC');
  const fragments = [...PROVIDER_TEXT, ...(options.setAside ?? []), ...LATIN_ON_HINDI_PAGES]
    .filter(Boolean)
    // Longest first, so a name is set aside before a shorter one inside it.
    .sort((a, b) => b.length - a.length);
  for (const pattern of LATIN_DATA) rest = rest.replace(pattern, ' · ');
  // In any case: the certificate and the brochure set the brand in capitals.
  for (const fragment of fragments) {
    const escaped = fragment.normalize('NFC').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(escaped, 'gi'), ' · ');
  }
  const allowed = new Set([...LATIN_WORDS, ...(options.allow ?? [])]);
  const found: LatinWord[] = [];
  for (const match of rest.matchAll(/[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_'’&]*/g)) {
    const word = match[0];
    if (/\d/.test(word) || allowed.has(word)) continue;
    const at = match.index ?? 0;
    const context = rest
      .slice(Math.max(0, at - 40), at + word.length + 40)
      .replace(/\s+/g, ' ')
      .trim();
    found.push({ word, context });
  }
  return found;
}

/** The words `latinWordsIn` finds, one line each: "where: word in «…context…»". */
export function latinWordsReport(
  where: string,
  text: string,
  options?: Parameters<typeof latinWordsIn>[1],
): string[] {
  return latinWordsIn(text, options).map(
    ({ word, context }) => `${where}: ${word} in «${context}»`,
  );
}
