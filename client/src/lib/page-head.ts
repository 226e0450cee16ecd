import { site } from '@/content/site.ts';

/** What a page puts in the document's head: the tab title and the meta description. */
export interface PageHead {
  title: string;
  description?: string;
}

/** A page's head with the tab title "{brand} | {page}" (SPEC.md §2). */
export function brandedHead(page: string, description?: string): PageHead {
  return { title: `${site.brandName} | ${page}`, ...(description ? { description } : {}) };
}
