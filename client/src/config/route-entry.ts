/**
 * What the route manifest (routes.ts) says of each route, and the types of a route's
 * queries and their answers.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { HeadSource } from '@/lib/page-head.ts';
import type { ListedOnce } from './listed-paths.ts';

type RenderMode = 'build' | 'request' | 'browser' | 'staff';

/**
 * A query a page opens with: its typed document, and where each of its variables comes
 * from. The page asks it through useRouteQuery (lib/route-query.ts); a 'request' page's
 * server render answers it first, so the browser starts with the answer in its cache.
 */
export interface RouteQuery<
  TData = unknown,
  TVariables extends OperationVariables = OperationVariables,
> {
  document: TypedDocumentNode<TData, TVariables>;
  /** GraphQL variable name -> the route parameter it is read from. */
  variables?: Readonly<Record<string, string>>;
}

/** Any route's query, whatever its types (a document's variables are checked where used). */
export type SomeRouteQuery = RouteQuery<unknown, never>;

/** A route's queries' answers by name, each undefined while it has none. */
export type RouteData<TQueries> = {
  readonly [Name in keyof TQueries]:
    (TQueries[Name] extends RouteQuery<infer TData, never> ? TData : never) | undefined;
};
/** Any route's data, as the code that reads every route sees it. */
export type SomeRouteData = Readonly<Record<string, unknown>>;

export interface RouteEntry {
  /** The path pattern, as React Router reads it. */
  path: string;
  /**
   * The page module: client/src/app/routes/{page}.tsx (a staff page's,
   * client/src/app/staff-routes/{page}.tsx), its default export.
   */
  page: string;
  /** SPEC.md §2's access column: signed-in pages send a visitor to sign in. */
  access: 'public' | 'signed-in';
  render: RenderMode;
  /** The page's head in each language, made from its data (lib/page-head.ts). */
  head: HeadSource<SomeRouteData>;
  /**
   * The public queries the page makes as it opens, by the name the page reads them under;
   * a 'request' page is rendered with their answers. A student page's data is the
   * student's own, never rendered on a server: its query stays in the page.
   */
  data?: Readonly<Record<string, SomeRouteQuery>>;
  /**
   * Listed for search engines (the sitemap); student, sign-in and payment pages are not. A
   * route with parameters is listed once for each item of a public list (ListedOnce).
   */
  indexed: boolean | ListedOnce;
}
