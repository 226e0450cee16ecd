/**
 * The shape a catalogue's translation must have: every key of the English catalogue, the
 * same length for every list, the same parameters for every message that takes values;
 * text widened from the English literal to any string. A key missing in either language,
 * or one too many, is a type error (and the catalogue check in npm test says which).
 */
import type { RouteId } from '@/config/route-ids.ts';

export type Translation<T> = T extends RouteId
  ? T // a link's route, not words
  : T extends string
    ? string
    : T extends number | boolean | null | undefined
      ? T
      : T extends (...args: infer Args) => infer Result
        ? (...args: Args) => Translation<Result>
        : { readonly [Key in keyof T]: Translation<T[Key]> };

/** How many things, in a language's plural categories (CLDR, through Intl.PluralRules). */
export function pluralIn(locale: string) {
  const rules = new Intl.PluralRules(locale);
  return (count: number, forms: { one: string; other: string }) =>
    (rules.select(count) === 'one' ? forms.one : forms.other).replace('#', String(count));
}
