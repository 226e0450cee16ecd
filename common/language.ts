/**
 * The languages the site speaks: English at today's URLs, Hindi as well. English is the
 * default wherever a request names neither.
 */
export const languages = ['en', 'hi'] as const;

export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);
