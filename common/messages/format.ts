/**
 * How the catalogues (en.ts, hi.ts) write a message and how it is formatted: `{name}` marks a
 * value given with the message (an API error's `extensions.params`), so the words around it
 * can sit in whatever order a language needs.
 */

/** The names of the `{placeholders}` in a message. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A value put into a message. */
export type ParamValue = string | number;

/** A catalogue in another language: the same keys as English's, each a message of its own. */
export type Translated<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]>;
};

/** `message` with each `{name}` replaced by its value; a name without a value stays as written. */
export function format(message: string, params: Readonly<Record<string, ParamValue>> = {}): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
