/**
 * The shape a catalogue's translation must have: every key of the English catalogue, the
 * same length for every list, the same parameters for every message that takes values;
 * text widened from the English literal to any string. A key missing in either language,
 * or one too many, is a type error (and the catalogue check in npm test says which). A
 * plural message is written as its forms (`{ one, other }`) and read as a function.
 */
import { count } from '@nanostores/i18n';
import type { RouteId } from '@/config/route-ids.ts';

export type Translation<T> = Widened<T, PluralForms>;

/** A catalogue's text as a page reads it: a plural message is a function of the count. */
export type Text<T> = Widened<T, (count: number) => string>;

type Widened<T, Plural> = T extends RouteId
  ? T // a link's route, not words
  : T extends PluralMessage
    ? Plural
    : T extends string
      ? string
      : T extends number | boolean | null | undefined
        ? T
        : T extends (...args: infer Args) => infer Result
          ? (...args: Args) => Widened<Result, Plural>
          : { readonly [Key in keyof T]: Widened<T[Key], Plural> };

/** A message for a count: its words in each plural category, `{count}` where the number goes. */
interface PluralForms {
  readonly one: string;
  readonly other: string;
}

declare const pluralBrand: unique symbol;

/** A message that says how many, by the page's language's plural rules (CLDR's). */
type PluralMessage = ((count: number) => string) & { readonly [pluralBrand]: true };

/**
 * A message for a count, at the top level of a catalogue's section: @nanostores/i18n picks
 * the form with Intl.PluralRules of the page's language (Hindi counts 0 and 1 alike). Its
 * Hindi is the forms alone: `{ one: '…', other: '…' }`.
 */
export const plural = (forms: PluralForms): PluralMessage =>
  count(forms) as unknown as PluralMessage;
