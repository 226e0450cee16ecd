/**
 * Catalogues: a feature's text in each language (client/src/content/{feature}.ts in English,
 * client/src/content/hi/{feature}.ts in Hindi, typed against it). English is in the app's
 * code; a Hindi catalogue is a chunk of its own that only Hindi pages fetch: the server
 * names the ones a page used (rendered pages preload them) and the app has them before it
 * hydrates; any other is fetched when first shown (the component suspends meanwhile).
 */
import { createContext, use, useContext } from 'react';
import type { Language } from '@common/language.ts';
import { documentLanguage, LanguageContext } from './language.ts';
import type { Translation } from './translation.ts';

export interface Catalogue<T> {
  /** Its feature's name: the file name of its modules. */
  readonly name: string;
  readonly en: T;
  /** The text in a language, when it is here. */
  textIn(language: Language): T | undefined;
  /** The text in a language, fetched once. */
  load(language: Language): Promise<T>;
}

type AnyCatalogue = Catalogue<unknown>;

const catalogues = new Map<string, AnyCatalogue>();

/**
 * A feature's catalogue: its English text and how to fetch its Hindi one. The Hindi module
 * exports the same names as the English object's keys.
 */
export function defineCatalogue<T extends object>(
  name: string,
  en: T,
  loadHindi: () => Promise<Translation<T>>,
): Catalogue<Translation<T>> {
  let hindi: Translation<T> | undefined;
  let loading: Promise<Translation<T>> | undefined;
  const catalogue: Catalogue<Translation<T>> = {
    name,
    en: en as Translation<T>,
    textIn: (language) => (language === 'en' ? catalogue.en : hindi),
    load(language) {
      if (language === 'en') return Promise.resolve(catalogue.en);
      loading ??= loadHindi().then(
        (text) => (hindi = text),
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
