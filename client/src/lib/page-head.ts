import type { RouteId } from '@/config/route-ids.ts';
import { site, siteCatalogue } from '@/content/site.ts';
import type { Catalogue } from '@/lib/i18n/catalogue.ts';
import type { Language } from '@/lib/i18n/language.ts';

/**
 * A page's link-preview picture (1200x630): one of the cards the gateway draws (the site's,
 * a course's with its price), or a picture served at a path of its own.
 */
export type PreviewPicture =
  | { card: 'site' }
  | { card: 'course'; id: string; title: string; finalPrice: number }
  | { path: string };

/**
 * What a page puts in the document's head. The browser sets the tab title and description;
 * the served page also carries the rest (gateway/site/seo.ts).
 */
export interface PageHead {
  title: string;
  description?: string;
  /** What search engines may do with the page ("noindex, nofollow": it names a person). */
  robots?: string;
  /**
   * The page's own path, without its language's prefix, for its canonical link; by default
   * the route's path when it has no parameters.
   */
  canonicalPath?: string;
  /** Link previews: their picture (the site's by default), its text, their own title. */
  picture?: PreviewPicture;
  pictureAlt?: string;
  previewTitle?: string;
  /**
   * What the page is about, for search engines: the gateway says it as JSON-LD
   * (gateway/site/structured-data.ts), beside the academy and the site every page has.
   */
  about?: PageAbout;
}

/** A page's subject as structured data names it: a course, the trail to the page, its FAQ. */
export interface PageAbout {
  course?: {
    course: {
      title: string;
      description: string;
      imageUrl?: string | null;
      finalPrice: number;
    };
    url: string;
    schedule: { weeks: number; liveClassMonths: number };
  };
  breadcrumbs?: readonly { name: string; url: string }[];
  faq?: readonly { question: string; answer: string }[];
}

/** A page's head with the tab title "{brand} | {page}" (SPEC.md §2). */
export function brandedHead(page: string, description?: string): PageHead {
  return { title: `${site.brandName} | ${page}`, ...(description ? { description } : {}) };
}

type SiteText = typeof siteCatalogue.en;

/** What a route's head is made from, beside its text. */
export interface HeadInput<TData = unknown> {
  /** Each of the route's queries' answers by name; undefined while one has none. */
  data: TData;
  params: Readonly<Record<string, string>>;
  language: Language;
  /** The site's own text in the page's language (brand, navbar links). */
  site: SiteText;
  /** A route's path with its parameters, without a language prefix. */
  pathOf(route: RouteId, params?: Readonly<Record<string, string>>): string;
  /** A path (without prefix) as an absolute URL in the page's language. */
  urlOf(path: string): string;
  /** The site's origin, for identifiers in structured data. */
  siteUrl: string;
}

/** A route's head in any language, from its feature's catalogue and its data. */
export interface HeadSource<TData = unknown> {
  readonly catalogue: Catalogue<unknown>;
  /** Fetches the text the head is made from, in a language. */
  load(language: Language): Promise<unknown>;
  /** The head; undefined while the language's text is not here. */
  headIn(input: Omit<HeadInput<TData>, 'site'>): PageHead | undefined;
}

export function headFrom<T, TData = unknown>(
  catalogue: Catalogue<T>,
  make: (text: T, input: HeadInput<TData>) => PageHead,
): HeadSource<TData> {
  return {
    catalogue,
    load: (language) => Promise.all([catalogue.load(language), siteCatalogue.load(language)]),
    headIn(input) {
      const text = catalogue.textIn(input.language);
      const siteText = siteCatalogue.textIn(input.language);
      return text === undefined || siteText === undefined
        ? undefined
        : make(text, { ...input, site: siteText });
    },
  };
}
