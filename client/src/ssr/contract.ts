/**
 * What the page renderer (render.tsx) and the servers that call it agree on: the build
 * (scripts/prerender.ts) and the gateway (gateway/site/), which import these types.
 */
import type { GraphQLFormattedError } from 'graphql';
import type { RouteId } from '@/config/route-ids.ts';
import type { Language } from '@/lib/i18n/language.ts';
import type { PageHead } from '@/lib/page-head.ts';
import type { Notice, ServedForm, SignedIn } from '@/lib/form-post.ts';

export {
  FORM_TOKEN_COOKIE,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_SLOT,
  SERVED_FORM_ELEMENT_ID,
  SIGNED_IN_ELEMENT_ID,
  type Notice,
  type SignedIn,
} from '@/lib/form-post.ts';

/** The element in which a page carries the Apollo cache it was rendered from. */
export const RENDERED_STATE_ELEMENT_ID = 'academy-state';

/**
 * The element in which a served page lists the app's files (gateway/site/document.ts), for
 * the start-up script to load once the parsed page has painted (early-input.ts).
 */
export const APP_FILES_ELEMENT_ID = 'academy-app-files';

/** The app's files as the served page lists them; undefined where there is no readable list. */
export function readAppFiles(): AppFiles | undefined {
  const listing = document.getElementById(APP_FILES_ELEMENT_ID)?.textContent;
  if (!listing) return undefined;
  try {
    return JSON.parse(listing) as AppFiles;
  } catch {
    return undefined;
  }
}

export interface AppFiles {
  /** The app's entry module. */
  entry: string;
  /** The modules it and the page import, fetched alongside it. */
  preload: string[];
  /** A Hindi page's catalogues (by name), which the app has before it hydrates. */
  catalogues?: string[];
}

/** Runs a public GraphQL query for the renderer; null when it did not answer cleanly. */
export type ExecutePublicQuery = (request: {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}) => Promise<{ data: Record<string, unknown>; fetchedAt: number } | null>;

export interface RenderedPage {
  route: RouteId;
  /** The page's language, from its path. */
  language: Language;
  /** The catalogues the page was rendered with (a Hindi page preloads its own). */
  catalogues: string[];
  status: number;
  head: PageHead;
  /** React's resource hints for the head (the page's first image), from the markup. */
  preloads: string;
  /** The markup that goes inside #root. */
  markup: string;
  /** <style> elements for the head, in the form the browser's style cache picks up. */
  styles: string;
  /** The Apollo cache the page was rendered from, for hydration; null without data. */
  state: unknown;
  /**
   * A staff page's queries the gateway refused or could not answer, by operation name, with
   * its errors: the page rendered them refused, and so does the browser's first render
   * (features/staff/api/staff-query.ts). Null on every other page.
   */
  refusals: Readonly<Record<string, readonly GraphQLFormattedError[]>> | null;
  /** The state of a form the gateway refused, for the app to hydrate with; null otherwise. */
  servedForm: ServedForm | null;
  /** Every query the route opens with was answered (false: the page shows its loading state). */
  complete: boolean;
  /** When the oldest of those answers was fetched from the provider (ms since the epoch). */
  dataFetchedAt: number | null;
  /**
   * The answers to the route's queries the page was rendered with, by name (undefined: none),
   * which its head is made from (config/routes.ts).
   */
  data: Record<string, unknown>;
}

/** A GraphQL error as a form needs it: its message, code and field messages. */
export interface FormError {
  message: string;
  code: string;
  fields: Record<string, string>;
}

/**
 * Runs an operation with the visitor's own session, as the app's request would: a form's
 * mutation, or a staff page's queries.
 */
export type ExecuteMutation = (request: {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}) => Promise<{ data: Record<string, unknown> | null; errors: FormError[] }>;

/** A form posted to its page without the app, as the gateway hands it to the renderer. */
export interface FormPost {
  /** The address posted to (path and query), which is the form's own page. */
  url: string;
  /** The posted fields, each a string (a repeated one: its first value). */
  fields: Readonly<Record<string, string>>;
  /** Every value of each field (checkboxes sharing a name send one each). */
  lists?: Readonly<Record<string, readonly string[]>>;
  execute: ExecuteMutation;
  /**
   * The gateway found the post not from this site's page (its token or origin): nothing is
   * sent, and the page is given back with what was typed and a fresh token.
   */
  expired?: boolean;
  /** Answers a page's public queries, to render a refused form's page with its data. */
  executePublic?: ExecutePublicQuery;
  now: Date;
}

/** What a posted form comes to. */
export type FormOutcome =
  | {
      kind: 'redirect';
      /** A path on this site, in the page's language. */
      location: string;
      notices: Notice[];
      signedIn: SignedIn | null;
    }
  | { kind: 'page'; status: number; page: RenderedPage; notices: Notice[] }
  /** The path has no such form: not a form post of this site. */
  | { kind: 'unknown' };
