/**
 * What the gateway takes from the client: the one module of client/src that gateway/ imports
 * (eslint/import-boundaries.js refuses any other), each name listed for what the gateway does
 * with it. The page renderer itself (render.tsx) is not imported: the gateway loads it from
 * the build (gateway/site/site-build.ts).
 */
import { Kind } from 'graphql';
import * as siteHi from '@/content/hi/site.ts';
import * as marketingHi from '@/content/hi/marketing.ts';
import * as siteEn from '@/content/site.ts';
import * as marketingEn from '@/content/marketing.ts';
import * as documents from '@/gql/graphql.ts';
import * as routeDocuments from '@/gql/route-queries.ts';
import type { Language } from '@/lib/i18n/language.ts';

// The route manifest and the paths built from it: served pages, the sitemap.
export { listedPaths, type ListedItem } from '@/config/listed-paths.ts';
export {
  matchRoute,
  queryVariables,
  routeIds,
  routeHead,
  routeQueries,
  routeManifest,
  type RouteMatch,
} from '@/config/routes.ts';
export type { PageAbout, PageHead, PreviewPicture } from '@/lib/page-head.ts';
export type { RouteId } from '@/config/route-ids.ts';
export { paths } from '@/config/paths.ts';
// A course's classes page: the link in each event of a student's calendar feed.
export { viewClassesPath } from '@/config/paths.ts';

// The renderer's contract: what a rendered page carries and the document around it.
export {
  APP_FILES_ELEMENT_ID,
  RENDERED_STATE_ELEMENT_ID,
  SERVED_FORM_ELEMENT_ID,
  type AppFiles,
  type ExecutePublicQuery,
  type RenderedPage,
} from './contract.ts';
// The element in which a staff page carries the queries it was rendered refused: its own
// module, which the first load of a student's page never takes.
export { STAFF_REFUSALS_ELEMENT_ID } from '@/lib/served-refusals.ts';
// Forms posted without the app: their fields, the token's cookie and slot, and what the
// renderer's submitForm takes and gives (gateway/site/form-posts.ts).
export {
  FORM_TOKEN_COOKIE,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_SLOT,
  SIGNED_IN_ELEMENT_ID,
  type ExecuteMutation,
  type FormError,
  type FormOutcome,
  type FormPost,
  type Notice,
  type SignedIn,
} from './contract.ts';

// What crawlers and link previews are told: head tags, JSON-LD, preview images, in each
// language (the gateway has every language's text at hand, so these are imported whole).
export { formatRupees } from '@/lib/format.ts';
export {
  languageOfPath,
  languages,
  localeOf,
  localizedPath,
  unlocalizedPath,
  type Language,
} from '@/lib/i18n/language.ts';

/** The site's facts and the home page's text (its FAQ) in a language. */
export function siteTextIn(language: Language) {
  const text = language === 'hi' ? { ...siteHi, ...marketingHi } : { ...siteEn, ...marketingEn };
  const { site, navLinks, courseFacts, homeContent } = text;
  return { site, navLinks, courseFacts, homeContent };
}
export type SiteText = ReturnType<typeof siteTextIn>;

/**
 * The names of the client's GraphQL operations (its documents, as codegen wrote them: the
 * routes' queries in route-queries.ts, every other in graphql.ts): the only values the
 * gateway's metrics give an operation's label.
 */
export const operationNames: readonly string[] = [
  ...Object.values(routeDocuments),
  ...Object.values(documents),
].flatMap((document) =>
  document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
  ),
);
