/**
 * The route manifest: every route of SPEC.md §2 once, with its page, who may open it, how
 * its HTML is made, its head and the public data it opens with. The browser's router
 * (app/router.tsx), the renderer (ssr/render.tsx), the build (scripts/prerender.ts), the
 * gateway's page serving (gateway/site/) and the tests all read it; adding a page is one
 * entry here plus its file in app/routes/.
 *
 * How a page's HTML is made (`render`):
 * - 'build': rendered once by `npm run build`; its content never changes between builds.
 * - 'request': rendered by the gateway with the answers to its public `data` queries, kept
 *   no longer than those answers may be (PUBLIC_CACHE_TTL_MS from when they were fetched).
 * - 'browser': a student page. Its frame (navbar, footer) is rendered at build time; its
 *   content only in the browser, since nothing customer-specific is rendered on a server.
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { matchRoutes } from 'react-router-dom';
import { aboutCatalogue } from '@/content/about.ts';
import { authCatalogue } from '@/content/auth.ts';
import { classesCatalogue } from '@/content/classes.ts';
import { coursesCatalogue } from '@/content/courses.ts';
import { pageHeadsCatalogue } from '@/content/page-heads.ts';
import { marketingCatalogue } from '@/content/marketing.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import { shellCatalogue } from '@/content/shell.ts';
import {
  CourseDetailDocument,
  CourseListDocument,
  HomeCoursesDocument,
  PaymentConfigDocument,
} from '@/gql/graphql.ts';
import { basenameOf, languageOfPath, unlocalizedPath, type Language } from '@/lib/i18n/language.ts';
import { brandedHead, headFrom, type HeadSource } from '@/lib/page-head.ts';
import type { RouteId } from './route-ids.ts';

type RenderMode = 'build' | 'request' | 'browser';

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
type SomeRouteQuery = RouteQuery<unknown, never>;

export interface RouteEntry {
  /** The path pattern, as React Router reads it. */
  path: string;
  /** The page module: client/src/app/routes/{page}.tsx, its default export. */
  page: string;
  /** SPEC.md §2's access column: signed-in pages send a visitor to sign in. */
  access: 'public' | 'signed-in';
  render: RenderMode;
  /** The tab title and description, in each language; null when the page sets them from its data. */
  head: HeadSource | null;
  /**
   * The public queries the page makes as it opens, by the name the page reads them under;
   * a 'request' page is rendered with their answers. A student page's data is the
   * student's own, never rendered on a server: its query stays in the page.
   */
  data?: Readonly<Record<string, SomeRouteQuery>>;
  /** Listed for search engines (the sitemap); student, sign-in and payment pages are not. */
  indexed: boolean;
}

type PageHeads = typeof pageHeadsCatalogue.en;
/** A page whose head is in page-heads.ts. */
const headOf = (page: keyof PageHeads) =>
  headFrom(pageHeadsCatalogue, (text) => brandedHead(text[page].title, text[page].metaDescription));

export const routeManifest = {
  home: {
    path: '/',
    page: 'home',
    access: 'public',
    render: 'request',
    head: headFrom(marketingCatalogue, ({ homeContent }) =>
      brandedHead(homeContent.title, homeContent.metaDescription),
    ),
    data: { courses: { document: HomeCoursesDocument } },
    indexed: true,
  },
  about: {
    path: '/about-us',
    page: 'about',
    access: 'public',
    render: 'build',
    head: headFrom(aboutCatalogue, ({ aboutHead }) =>
      brandedHead(aboutHead.title, aboutHead.metaDescription),
    ),
    indexed: true,
  },
  courses: {
    path: '/online-course',
    page: 'courses',
    access: 'public',
    render: 'request',
    head: headFrom(coursesCatalogue, ({ courseListContent }) =>
      brandedHead(courseListContent.title, courseListContent.metaDescription),
    ),
    data: { courses: { document: CourseListDocument } },
    indexed: true,
  },
  courseDetail: {
    path: '/course-detail/:cdid/:cdtitle',
    page: 'course-detail',
    access: 'public',
    render: 'request',
    head: null,
    data: {
      course: { document: CourseDetailDocument, variables: { id: 'cdid' } },
      // The checkout's settings: the page asks for them as it opens.
      payment: { document: PaymentConfigDocument },
    },
    indexed: true,
  },
  contact: {
    path: '/contact-us',
    page: 'contact',
    access: 'public',
    render: 'build',
    head: headOf('contactHead'),
    indexed: true,
  },
  instruction: {
    path: '/instruction',
    page: 'instruction',
    access: 'public',
    render: 'build',
    head: headOf('instructionHead'),
    indexed: true,
  },
  terms: {
    path: '/terms&conditions',
    page: 'terms',
    access: 'public',
    render: 'build',
    head: headOf('termsHead'),
    indexed: true,
  },
  privacy: {
    path: '/privacy-policy',
    page: 'privacy',
    access: 'public',
    render: 'build',
    head: headOf('privacyHead'),
    indexed: true,
  },
  cancel: {
    path: '/cancel-policy',
    page: 'cancel',
    access: 'public',
    render: 'build',
    head: headOf('cancelHead'),
    indexed: true,
  },
  signIn: {
    path: '/sign-in',
    page: 'sign-in',
    access: 'public',
    render: 'build',
    head: headFrom(authCatalogue, ({ signInText }) =>
      brandedHead(signInText.title, signInText.description),
    ),
    indexed: false,
  },
  signUp: {
    path: '/sign-up',
    page: 'sign-up',
    access: 'public',
    render: 'build',
    head: headFrom(authCatalogue, ({ signUpText }) =>
      brandedHead(signUpText.title, signUpText.description),
    ),
    indexed: true,
  },
  paymentSuccess: {
    path: '/payment-success',
    page: 'payment-success',
    access: 'public',
    render: 'build',
    head: headFrom(paymentCatalogue, ({ paymentSuccessContent }) =>
      brandedHead(paymentSuccessContent.title, paymentSuccessContent.metaDescription),
    ),
    indexed: false,
  },
  paymentFailed: {
    path: '/payment-failed',
    page: 'payment-failed',
    access: 'public',
    render: 'build',
    head: headFrom(paymentCatalogue, ({ paymentFailedContent }) =>
      brandedHead(paymentFailedContent.title, paymentFailedContent.metaDescription),
    ),
    indexed: false,
  },
  myCourses: {
    path: '/my-courses',
    page: 'my-courses',
    access: 'signed-in',
    render: 'browser',
    head: headFrom(classesCatalogue, ({ myCoursesContent }) => brandedHead(myCoursesContent.title)),
    indexed: false,
  },
  viewClasses: {
    path: '/view-classes/:cid/:ctitle',
    page: 'view-classes',
    access: 'signed-in',
    render: 'browser',
    head: headFrom(classesCatalogue, ({ viewClassesContent }) =>
      brandedHead(viewClassesContent.title),
    ),
    indexed: false,
  },
  notFound: {
    path: '*',
    page: 'not-found',
    access: 'public',
    render: 'build',
    // The whole tab title, without the brand (SPEC.md §2).
    head: headFrom(shellCatalogue, ({ notFoundText }) => ({ title: notFoundText.title })),
    indexed: false,
  },
} as const satisfies Record<RouteId, RouteEntry>;

export const routeIds = Object.keys(routeManifest) as RouteId[];

export interface RouteMatch {
  id: RouteId;
  entry: RouteEntry;
  params: Record<string, string>;
  /** The page's language: Hindi under /hi. */
  language: Language;
  /** The path as the router reads it: without the language's prefix. */
  routerPath: string;
  /** The router's basename for the page's language. */
  basename: string;
}

const matchable = routeIds.map((id) => ({ id, path: routeManifest[id].path }));

/**
 * The route a path opens, in either language (Hindi pages are the same routes under /hi),
 * by React Router's own matching (so server and browser agree); every path opens one, the
 * not-found route last of all.
 */
export function matchRoute(pathname: string): RouteMatch {
  const language = languageOfPath(pathname);
  const routerPath = unlocalizedPath(pathname);
  const matched = matchRoutes(matchable, routerPath)?.at(-1);
  const id = (matched?.route.id ?? 'notFound') as RouteId;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(matched?.params ?? {})) {
    if (value !== undefined && name !== '*') params[name] = value;
  }
  return {
    id,
    entry: routeManifest[id],
    params,
    language,
    routerPath,
    basename: basenameOf(language),
  };
}

/** A route's queries, in the order they are declared. */
export const routeQueries = (entry: RouteEntry): SomeRouteQuery[] =>
  Object.values(entry.data ?? {});

/** The variables of a route's query, read from the route's parameters. */
export function queryVariables(
  query: Pick<RouteQuery, 'variables'>,
  params: Readonly<Record<string, string | undefined>>,
) {
  const variables: Record<string, string> = {};
  for (const [variable, param] of Object.entries(query.variables ?? {})) {
    variables[variable] = params[param] ?? '';
  }
  return variables;
}
