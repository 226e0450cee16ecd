import { createContext, useContext, useEffect } from 'react';
import { site } from '@/content/site.ts';

/** What a page puts in the document's head: the tab title and the meta description. */
export interface PageHead {
  title: string;
  description?: string;
}

/**
 * Set only while pages are rendered to HTML at build time (scripts/prerender.ts): it
 * receives the page's head, which effects cannot set there. In the browser it is null.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

function useHead(head: PageHead): void {
  const report = useContext(PageHeadContext);
  report?.(head);
  const { title, description } = head;
  useEffect(() => {
    document.title = title;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}

/** Sets the tab title as "{brand} | {page}" (SPEC.md §2) and the page's meta description. */
export function usePageTitle(page: string, description?: string): void {
  useHead({ title: `${site.brandName} | ${page}`, ...(description ? { description } : {}) });
}

/** For the not-found page, whose tab title is fixed by SPEC.md §2. */
export function useExactTitle(title: string): void {
  useHead({ title });
}
