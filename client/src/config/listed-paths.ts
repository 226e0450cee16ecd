/**
 * How the route manifest (routes.ts) lists its pages for search engines: a page of its own,
 * or one page per item of a public list (a course). The sitemap (gateway/site/crawlers.ts)
 * reads every route through listedPaths.
 */
import { generatePath } from 'react-router-dom';

/** An item of a public list the gateway can give the sitemap: a course, for now. */
export interface ListedItem {
  id: string;
  title: string;
}

/** A route listed once per item of the public list `each`, its parameters made from the item. */
export interface ListedOnce {
  each: 'courses';
  params: (item: ListedItem) => Record<string, string>;
}

/** The paths under which a route is listed for search engines, given the public lists. */
export function listedPaths(
  entry: { path: string; indexed: boolean | ListedOnce },
  lists: Readonly<Record<ListedOnce['each'], readonly ListedItem[]>>,
): string[] {
  const { indexed, path } = entry;
  if (indexed === false) return [];
  if (indexed === true) return path.includes(':') ? [] : [path];
  return lists[indexed.each].map((item) => generatePath(path, indexed.params(item)));
}
