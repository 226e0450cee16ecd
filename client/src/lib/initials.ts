/**
 * A name's initials for an avatar, counted in graphemes (the letters a reader sees) with the
 * platform's Intl.Segmenter: a UTF-16 unit would split प्रि into प and drop the nukta of फ़,
 * turning it into another letter.
 *
 * Latin names take the first letter of the first and the last word ("RM"). Devanagari names
 * take only the first syllable ("प्रि", "फ़"): two Devanagari initials side by side read as a
 * word of their own ("अअ", or worse), and one syllable is how Hindi avatars are usually drawn.
 */
const VIRAMA = '\u094D';
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The first grapheme of `word`, with a conjunct kept whole where an older engine splits it after the virama. */
function firstGrapheme(word: string): string {
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)];
  let first = '';
  for (const { segment } of segments) {
    first += segment;
    if (!segment.endsWith(VIRAMA)) break;
  }
  return first;
}

export function initials(name: string): string {
  const words = name.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  const [firstWord, ...rest] = words;
  if (firstWord === undefined) return '';
  const first = firstGrapheme(firstWord);
  if (DEVANAGARI.test(first)) return first;
  const lastWord = rest.at(-1);
  return (first + (lastWord === undefined ? '' : firstGrapheme(lastWord))).toLocaleUpperCase();
}
