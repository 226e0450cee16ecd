/**
 * Catalogues: a feature's text in each language (client/src/content/{feature}.ts in English,
 * client/src/content/hi/{feature}.ts in Hindi, typed against it), on @nanostores/i18n.
 *
 * Each top-level section of a feature's text (`viewClassesContent`, `signInText`) is one
 * i18n component named `{feature}/{section}`: the library merges its Hindi over its English
 * and applies its plural messages (`plural`, ./translation.ts) with the language's rules.
 * There is one i18n per language, each fixed to its language: the server renders pages in
 * both at once, and a page never changes language in place (the switch opens the other
 * URL), so a component's text is read once, not subscribed to.
 *
 * English is in the app's code; a Hindi catalogue is a chunk of its own that only Hindi
 * pages fetch: the server names the ones a page used (rendered pages preload them) and the
 * app has them before it hydrates; any other is fetched when first shown (the component
 * suspends meanwhile, rather than showing English first).
 */
import { createContext, use, useContext } from 'react';
import { createI18n, type I18n, type Translations } from '@nanostores/i18n';
import { atom } from 'nanostores';
import type { Language } from '@common/language.ts';
import { documentLanguage, LanguageContext } from './language.ts';
import type { Text, Translation } from './translation.ts';

export interface Catalogue<T> {
  /** Its feature's name: the file name of its modules. */
  readonly name: string;
  /** The English text. */
  readonly en: T;
  /** The text in a language, when it is here. */
  textIn(language: Language): T | undefined;
  /** The text in a language, fetched once. */
  load(language: Language): Promise<T>;
}

type AnyCatalogue = Catalogue<unknown>;

const isRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const catalogues = new Map<string, AnyCatalogue>();

/**
 * The i18n of each language. Hindi's translations are put in its cache by `load` below
 * (which fetches again after a failure, where the library's own loader would not), so its
 * loader only runs if a component were read before its feature was fetched, which `useText`
 * prevents by waiting first.
 */
const i18nOf: Record<Language, I18n<Language>> = {
  en: createI18n(atom<Language>('en'), { baseLocale: 'en', get: () => Promise.resolve({}) }),
  hi: createI18n(atom<Language>('hi'), {
    baseLocale: 'en',
    cache: { en: {}, hi: {} },
    get: async (_language, components) => {
      const features = new Set(components.map((component) => component.split('/')[0] ?? ''));
      await Promise.all([...features].map((name) => catalogues.get(name)?.load('hi')));
      return {};
    },
  }),
};

/**
 * A feature's catalogue: its English text and how to fetch its Hindi one. The Hindi module
 * exports the same names as the English object's keys.
 */
export function defineCatalogue<T extends object>(
  name: string,
  en: T,
  loadHindi: () => Promise<Translation<NoInfer<T>>>,
): Catalogue<Text<T>> {
  type Read = Text<T>;
  const sections = Object.keys(en) as (keyof T & string)[];
  let hindi: Record<string, unknown> = {};
  // A section of messages is a component; one that is a list or a single text has no
  // messages of its own and is taken as the language's module has it.
  const messagesOf = (language: Language) =>
    sections.map((section) => {
      const base = en[section];
      if (!isRecord(base)) return { get: () => (language === 'en' ? base : hindi[section]) };
      // The library types a component's messages as texts; a section's also hold lists and
      // records, which it passes through as they are.
      return i18nOf[language](`${name}/${section}`, base as Translations);
    });
  const messages = { en: messagesOf('en'), hi: messagesOf('hi') };
  const texts: Partial<Record<Language, Read>> = {};
  const read = (language: Language): Read =>
    (texts[language] ??= Object.fromEntries(
      messages[language].map((store, index) => [sections[index], store.get()]),
    ) as Read);

  let loaded = false;
  let loading: Promise<Read> | undefined;
  const catalogue: Catalogue<Read> = {
    name,
    get en() {
      return read('en');
    },
    textIn: (language) => (language === 'en' || loaded ? read(language) : undefined),
    load(language) {
      if (language === 'en' || loaded) return Promise.resolve(read(language));
      loading ??= loadHindi().then(
        (module) => {
          hindi = module as Record<string, unknown>;
          const cache = i18nOf.hi.cache.hi;
          for (const section of sections) {
            // The cache holds each component's translations (its typing says one message).
            if (isRecord(en[section])) cache[`${name}/${section}`] = hindi[section] as string;
          }
          loaded = true;
          return read('hi');
        },
        (error: unknown) => {
          // Fetched anew next time: a dropped connection is not the last word.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  if (catalogues.has(name)) throw new Error(`Two catalogues are named ${name}.`);
  catalogues.set(name, catalogue as AnyCatalogue);
  return catalogue;
}

/**
 * Fetches the named catalogues in a language (those a page rendered on the server used),
 * or every one loaded so far without names. Resolves when all are here.
 */
export async function loadCatalogues(language: Language, names?: readonly string[]) {
  const wanted = names
    ? names.flatMap((name) => catalogues.get(name) ?? [])
    : [...catalogues.values()];
  await Promise.all(wanted.map((catalogue) => catalogue.load(language)));
}

/**
 * Set while a page is rendered to HTML: told the name of every catalogue the page used, so
 * the served page can preload them and the app fetch them before it hydrates.
 */
export const CatalogueReportContext = createContext<((name: string) => void) | null>(null);

/** A catalogue's text in the page's language. */
export function useText<T>(catalogue: Catalogue<T>): T {
  const language = useContext(LanguageContext);
  useContext(CatalogueReportContext)?.(catalogue.name);
  return catalogue.textIn(language) ?? use(catalogue.load(language));
}

/** A catalogue's text in a language, outside React; it must have been loaded. */
export function textIn<T>(catalogue: Catalogue<T>, language: Language): T {
  const text = catalogue.textIn(language);
  if (text === undefined) {
    throw new Error(`The ${language} catalogue ${catalogue.name} is used before it is loaded.`);
  }
  return text;
}

/**
 * A catalogue's text in the document's language outside React (a toast from a link or a
 * hook's callback): English if the page's own has not been fetched.
 */
export function currentText<T>(catalogue: Catalogue<T>): T {
  return catalogue.textIn(documentLanguage()) ?? catalogue.en;
}
