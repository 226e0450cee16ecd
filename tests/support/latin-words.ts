/**
 * Latin words left in what a Hindi reader gets, one by one: every Latin-script word of a
 * text that Hindi text does not keep in Latin (the brand, product names, units, e-mail
 * addresses and links, codes and the provider's own course data are set aside), each with
 * the words around it. Free of the test runner's and the bundler's own features, so the
 * gateway's tests and the browser tests (tests/e2e/every-page.spec.ts) share it.
 */
import { seedCourses as standInCourses } from '../../provider/seed-data.ts';

/** Names and terms written in Latin script on a Hindi page too. */
export const LATIN_ON_HINDI_PAGES = [
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

/** The stand-in's course data (provider/seed-data.ts): shown as the provider wrote it. */
export const STAND_IN_TEXT = standInCourses.flatMap((course) => [
  course.title,
  course.description,
  ...course.classItems.flatMap((item) => [item.title, item.description]),
]);

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
  // Keys as printed on a keyboard, in a shortcut: Alt+T.
  /\b(Alt|Ctrl|Shift)\+[A-Z]\b/g,
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
  const fragments = [...STAND_IN_TEXT, ...(options.setAside ?? []), ...LATIN_ON_HINDI_PAGES]
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

/** Found words as lines of a report: "where: word in «…context…»". */
export const reportLines = (where: string, words: readonly LatinWord[]): string[] =>
  words.map(({ word, context }) => `${where}: ${word} in «${context}»`);
