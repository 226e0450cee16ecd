/**
 * Text length as a reader counts it: in graphemes, the characters a person sees. A Hindi
 * syllable such as प्रि is one character on screen but four UTF-16 code units, so a limit
 * counted in code units would stop a Hindi writer at about two thirds of the length an
 * English writer gets, and a browser's maxlength would cut a word between a consonant and
 * its vowel sign.
 */
import type { TestConfig } from 'yup';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters `text` shows: "प्रिया" is 2, "फ़रहान" 4, "Zoë" 3. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * A character is seldom more than a few code units (a Devanagari syllable up to about six,
 * an emoji sequence up to about a dozen); a text far longer in code units than its limit
 * allows is refused too, so a run of combining marks cannot pass as one character.
 */
const MAX_CODE_UNITS_PER_CHARACTER = 16;

/** At most `max` characters as a reader counts them (graphemes), for the rules of common/validation.ts. */
export function atMostChars(max: number, message: string): TestConfig<string | undefined> {
  return {
    name: 'max',
    message,
    params: { max },
    test: (value) =>
      value === undefined ||
      (value.length <= max * MAX_CODE_UNITS_PER_CHARACTER && graphemeCount(value) <= max),
  };
}

/** At least `min` characters as a reader counts them. */
export function atLeastChars(min: number, message: string): TestConfig<string | undefined> {
  return {
    name: 'min',
    message,
    params: { min },
    test: (value) => value === undefined || graphemeCount(value) >= min,
  };
}
