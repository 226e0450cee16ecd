/**
 * The language of a page: English at SPEC.md's paths, Hindi under /hi (the same routes with
 * the prefix). A URL always shows its own language; the language switch (which remembers
 * the choice in a cookie) is a link to the same page in the other one.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, languages, type Language } from '@common/language.ts';

export { languages, type Language };

/** Where Hindi pages live: the router's basename on them. */
const HINDI_PREFIX = '/hi';

/** The cookie that remembers the visitor's language (read where no URL says it). */
export const LANGUAGE_COOKIE = 'academy_lang';

/** A language's locale for dates, numbers and link previews, and its hreflang. */
export const localeOf = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<Language, string>;

/** The language's own name, as the switch offers it. */
export const languageNames = { en: 'English', hi: 'हिंदी' } as const satisfies Record<
  Language,
  string
>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The language a path is in: Hindi under /hi, English otherwise. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The router's basename for a language: the prefix its paths carry. */
export const basenameOf = (language: Language) => (language === 'hi' ? HINDI_PREFIX : '/');

/**
 * A path that stays on this site, whatever the address it came from held: the leading run
 * of slashes, backslashes, spaces and control characters becomes one slash. A browser reads
 * "//host/x", "/\\host/x" and "/<tab>/host/x" alike as a link to another host; a page whose
 * own path began so (/hi//host/x) would otherwise link there.
 */
function sameSitePath(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return `/${path.replace(/^[\s/\\\u0000-\u001f\u007f]+/u, '')}`;
}

/**
 * A path of the route manifest in a language: '/about-us' -> '/hi/about-us', '/' -> '/hi';
 * always a path of this site (`sameSitePath`).
 */
export function localizedPath(path: string, language: Language): string {
  const onSite = sameSitePath(path);
  if (language === DEFAULT_LANGUAGE) return onSite;
  return onSite === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${onSite}`;
}

/** A served path without its language prefix: the manifest's path it opens. */
export function unlocalizedPath(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The language of the page being rendered: set at the app's root, from its URL. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => useContext(LanguageContext);

/**
 * The page's language outside React (a toast raised by a link, a redirect): in the browser
 * the document says it (<html lang>, set by the server from the URL); English elsewhere.
 */
export function documentLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** A year: how long the site remembers a visitor's language. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Remembers the language the visitor chose (the switch's link then opens the page in it):
 * a page in the other language offers it (components/layout/language-offer.tsx).
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
