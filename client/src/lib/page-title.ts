import { createContext, useContext, useEffect } from 'react';
import { CatalogueReportContext } from './i18n/catalogue.ts';
import { useLanguage } from './i18n/language.ts';
import { brandedHead, type HeadSource, type PageHead } from './page-head.ts';
/** What a page reports while it is rendered to HTML: its head, and a status other than 200. */
export interface PageReport {
  head?: PageHead;
  status?: number;
}

/**
 * Set only while a page is rendered to HTML (client/src/ssr/render.tsx): it receives what
 * effects cannot set there. In the browser it is null.
 */
export const PageReportContext = createContext<((report: PageReport) => void) | null>(null);

function useHead(head: PageHead | null): void {
  const report = useContext(PageReportContext);
  if (head) report?.({ head });
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}

/**
 * The head a route's manifest entry names (config/routes.ts), in the page's language; null
 * leaves it to the page. It does not wait: a wait here, before the route's own, made two.
 */
export function useRouteHead(source: HeadSource | null): void {
  const language = useLanguage();
  const reportCatalogue = useContext(CatalogueReportContext);
  if (source) reportCatalogue?.(source.catalogue.name);
  // Its text is here: the route waits for it with the page's code (app/router.tsx).
  useHead(source?.headIn(language) ?? null);
}

/** A page's own head, from its data: the tab title "{brand} | {page}" and its description. */
export function usePageTitle(page: string, description?: string): void {
  useHead(brandedHead(page, description));
}

/** The not-found page: a fixed tab title (SPEC.md §2), and status 404 when rendered to HTML. */
export function useNotFound(title: string): void {
  const report = useContext(PageReportContext);
  report?.({ status: 404 });
  useHead({ title });
}
