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
import { signInText, signUpText } from '@/content/auth.ts';
import { myCoursesContent, viewClassesContent } from '@/content/classes.ts';
import { courseListContent } from '@/content/courses.ts';
import {
  cancelHead,
  contactHead,
  instructionHead,
  privacyHead,
  termsHead,
} from '@/content/page-heads.ts';
import { aboutHead, homeContent } from '@/content/marketing.ts';
import { paymentFailedContent, paymentSuccessContent } from '@/content/payment.ts';
import { notFoundText } from '@/content/shell.ts';
import {
  CourseDetailDocument,
  CourseListDocument,
  HomeCoursesDocument,
  PaymentConfigDocument,
} from '@/gql/graphql.ts';
import { brandedHead, type PageHead } from '@/lib/page-head.ts';

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
  /** The tab title and description; null when the page sets them from its data. */
  head: PageHead | null;
  /**
   * The public queries the page makes as it opens, by the name the page reads them under;
   * a 'request' page is rendered with their answers. A student page's data is the
   * student's own, never rendered on a server: its query stays in the page.
   */
  data?: Readonly<Record<string, SomeRouteQuery>>;
  /** Listed for search engines (the sitemap); student, sign-in and payment pages are not. */
  indexed: boolean;
}

const legalHead = (document: { title: string; metaDescription: string }) =>
  brandedHead(document.title, document.metaDescription);

export const routeManifest = {
  home: {
    path: '/',
    page: 'home',
    access: 'public',
    render: 'request',
    head: brandedHead(homeContent.title, homeContent.metaDescription),
    data: { courses: { document: HomeCoursesDocument } },
    indexed: true,
  },
  about: {
    path: '/about-us',
    page: 'about',
    access: 'public',
    render: 'build',
    head: brandedHead(aboutHead.title, aboutHead.metaDescription),
    indexed: true,
  },
  courses: {
    path: '/online-course',
    page: 'courses',
    access: 'public',
    render: 'request',
    head: brandedHead(courseListContent.title, courseListContent.metaDescription),
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
    head: brandedHead(contactHead.title, contactHead.metaDescription),
    indexed: true,
  },
  instruction: {
    path: '/instruction',
    page: 'instruction',
    access: 'public',
    render: 'build',
    head: brandedHead(instructionHead.title, instructionHead.metaDescription),
    indexed: true,
  },
  terms: {
    path: '/terms&conditions',
    page: 'terms',
    access: 'public',
    render: 'build',
    head: legalHead(termsHead),
    indexed: true,
  },
  privacy: {
    path: '/privacy-policy',
    page: 'privacy',
    access: 'public',
    render: 'build',
    head: legalHead(privacyHead),
    indexed: true,
  },
  cancel: {
    path: '/cancel-policy',
    page: 'cancel',
    access: 'public',
    render: 'build',
    head: legalHead(cancelHead),
    indexed: true,
  },
  signIn: {
    path: '/sign-in',
    page: 'sign-in',
    access: 'public',
    render: 'build',
    head: brandedHead(signInText.title, signInText.description),
    indexed: false,
  },
  signUp: {
    path: '/sign-up',
    page: 'sign-up',
    access: 'public',
    render: 'build',
    head: brandedHead(signUpText.title, signUpText.description),
    indexed: true,
  },
  paymentSuccess: {
    path: '/payment-success',
    page: 'payment-success',
    access: 'public',
    render: 'build',
    head: brandedHead(paymentSuccessContent.title, paymentSuccessContent.metaDescription),
    indexed: false,
  },
  paymentFailed: {
    path: '/payment-failed',
    page: 'payment-failed',
    access: 'public',
    render: 'build',
    head: brandedHead(paymentFailedContent.title, paymentFailedContent.metaDescription),
    indexed: false,
  },
  myCourses: {
    path: '/my-courses',
    page: 'my-courses',
    access: 'signed-in',
    render: 'browser',
    head: brandedHead(myCoursesContent.title),
    indexed: false,
  },
  viewClasses: {
    path: '/view-classes/:cid/:ctitle',
    page: 'view-classes',
    access: 'signed-in',
    render: 'browser',
    head: brandedHead(viewClassesContent.title),
    indexed: false,
  },
  notFound: {
    path: '*',
    page: 'not-found',
    access: 'public',
    render: 'build',
    // The whole tab title, without the brand (SPEC.md §2).
    head: { title: notFoundText.title },
    indexed: false,
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeManifest;

export const routeIds = Object.keys(routeManifest) as RouteId[];

export interface RouteMatch {
  id: RouteId;
  entry: RouteEntry;
  params: Record<string, string>;
}

const matchable = routeIds.map((id) => ({ id, path: routeManifest[id].path }));

/**
 * The route a path opens, by React Router's own matching (so server and browser agree);
 * every path opens one, the not-found route last of all.
 */
export function matchRoute(pathname: string): RouteMatch {
  const matched = matchRoutes(matchable, pathname)?.at(-1);
  const id = (matched?.route.id ?? 'notFound') as RouteId;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(matched?.params ?? {})) {
    if (value !== undefined && name !== '*') params[name] = value;
  }
  return { id, entry: routeManifest[id], params };
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
