import { useEffect } from 'react';
import { site } from '@/content/site.ts';

/** Sets the tab title as "{brand} | {page}" (SPEC.md §2) and the page's meta description. */
export function usePageTitle(page: string, description?: string): void {
  useEffect(() => {
    document.title = `${site.brandName} | ${page}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [page, description]);
}

/** For the not-found page, whose tab title is fixed by SPEC.md §2. */
export function useExactTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
