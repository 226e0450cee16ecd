import { site } from '@/content/site.ts';
import type { Catalogue } from '@/lib/i18n/catalogue.ts';
import type { Language } from '@/lib/i18n/language.ts';

/** What a page puts in the document's head: the tab title and the meta description. */
export interface PageHead {
  title: string;
  description?: string;
}

/** A page's head with the tab title "{brand} | {page}" (SPEC.md §2). */
export function brandedHead(page: string, description?: string): PageHead {
  return { title: `${site.brandName} | ${page}`, ...(description ? { description } : {}) };
}

/** A route's head in any language: made from its feature's catalogue. */
export interface HeadSource {
  readonly catalogue: Catalogue<unknown>;
  /** The head in a language; undefined while that language's catalogue is not here. */
  headIn(language: Language): PageHead | undefined;
}

export function headFrom<T>(catalogue: Catalogue<T>, make: (text: T) => PageHead): HeadSource {
  return {
    catalogue,
    headIn(language) {
      const text = catalogue.textIn(language);
      return text === undefined ? undefined : make(text);
    },
  };
}
