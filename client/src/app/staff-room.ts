/**
 * The staff room's pages, behind one module. The first load names every page's chunk (and
 * the chunks each brings) so it can fetch them ahead; the staff room's pages, which no
 * student opens, are named there once, as this module, which names them in turn.
 */
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

const staffPages = import.meta.glob<PageModule>('./staff-routes/*.tsx');

/** A staff page's module. */
export function loadStaffPage(page: string): Promise<PageModule> {
  const load = staffPages[`./staff-routes/${page}.tsx`];
  if (!load) return Promise.reject(new Error(`The staff room has no page ${page}.`));
  return load();
}
