/**
 * The route manifest: every route of SPEC.md §2 once, with its page, who may open it, how
 * its HTML is made, its head and the public data it opens with. The browser's router
 * (app/router.tsx), the renderer (ssr/render.tsx), the build (scripts/prerender.ts), the
 * gateway's page serving (gateway/site/) and the tests all read it; adding a page is one
 * entry here plus its file in app/routes/.
 *
 * A route's head (tab title, description, canonical path, link preview, structured data) is
 * a function of its text in the page's language and its data: the browser's router, the
 * renderer and the gateway's pages all make it from here, and no route is a special case.
 *
 * How a page's HTML is made (`render`):
 * - 'build': rendered once by `npm run build`; its content never changes between builds.
 * - 'request': rendered by the gateway with the answers to its public `data` queries, kept
 *   no longer than those answers may be (PUBLIC_CACHE_TTL_MS from when they were fetched).
 * - 'browser': a student page. Its frame (navbar, footer) is rendered at build time; its
 *   content only in the browser, since nothing of a student is rendered on a server.
 * - 'staff': a staff room page, rendered by the gateway on every request with its queries
 *   answered as the staff member who asked (ssr/staff-render.ts); never kept or cached.
 */
import type { DocumentNode } from 'graphql';
import { generatePath, matchRoutes } from 'react-router-dom';
import { authCatalogue } from '@/content/auth.ts';
import { coursesCatalogue } from '@/content/courses.ts';
import { pageHeadsCatalogue } from '@/content/page-heads.ts';
import { staffHeadsCatalogue } from '@/content/staff-heads.ts';
import { courseFacts, marketingCatalogue } from '@/content/marketing.ts';
import { shellCatalogue } from '@/content/shell.ts';
import {
  CertificatePageDocument,
  CourseDetailDocument,
  CourseListDocument,
  HomeCoursesDocument,
  PaymentConfigDocument,
  PrivacyNoticeDocument,
} from '@/gql/route-queries.ts';
import {
  basenameOf,
  languageOfPath,
  localizedPath,
  unlocalizedPath,
  type Language,
} from '@/lib/i18n/language.ts';
import { brandedHead, headFrom, type HeadInput, type PageHead } from '@/lib/page-head.ts';
import type {
  RouteData,
  RouteEntry,
  RouteQuery,
  SomeRouteData,
  SomeRouteQuery,
} from './route-entry.ts';
import type { RouteId } from './route-ids.ts';
import { titleFromSegment, titleSlug } from './title-slug.ts';

export type { RouteEntry, RouteQuery } from './route-entry.ts';

type PageHeads = typeof pageHeadsCatalogue.en;

const courseDetailData = {
  course: { document: CourseDetailDocument, variables: { id: 'cdid' } },
  // The checkout's settings: the page asks for them as it opens.
  payment: { document: PaymentConfigDocument },
} as const;

const certificateData = {
  certificate: { document: CertificatePageDocument, variables: { code: 'code' } },
} as const;

/**
 * A course's head: its title (the URL's while the course is not here), its own address
 * whatever title the URL carried, its picture with its price, Course and breadcrumbs.
 */
function courseHead(
  { courseDetailContent }: typeof coursesCatalogue.en,
  input: HeadInput<RouteData<typeof courseDetailData>>,
): PageHead {
  const course = input.data.course?.course;
  const title =
    course?.title ?? titleFromSegment(input.params.cdtitle) ?? courseDetailContent.fallbackTitle;
  const head = brandedHead(title, courseDetailContent.metaDescription(title));
  if (!course) return head;
  const canonicalPath = input.pathOf('courseDetail', {
    cdid: course.id,
    cdtitle: titleSlug(course.title),
  });
  const url = input.urlOf(canonicalPath);
  const labelOf = (route: RouteId) =>
    input.site.navLinks.find((link) => link.route === route)?.label ?? route;
  return {
    ...head,
    canonicalPath,
    picture: { card: 'course', id: course.id, title: course.title, finalPrice: course.finalPrice },
    pictureAlt: course.title,
    about: {
      course: {
        course,
        url,
        schedule: { weeks: courseFacts.weeks, liveClassMonths: courseFacts.liveClassMonths },
      },
      breadcrumbs: [
        { name: labelOf('home'), url: input.urlOf(input.pathOf('home')) },
        { name: labelOf('courses'), url: input.urlOf(input.pathOf('courses')) },
        { name: course.title, url },
      ],
    },
  };
}

/**
 * A certificate's verification page: who finished which course, with a picture of its
 * own; not indexed, since it names a person. A withdrawn one names nobody, and has no picture.
 */
function certificateHead(
  { certificateHead: text }: PageHeads,
  input: HeadInput<RouteData<typeof certificateData>>,
): PageHead {
  const certificate = input.data.certificate?.certificate;
  const robots = 'noindex, nofollow';
  if (!certificate) return { ...brandedHead(text.heading), robots };
  if (certificate.withdrawnAt) return { ...brandedHead(text.withdrawn), robots };
  const { studentName, courseTitle, code } = certificate;
  const path = input.pathOf('certificate', { code });
  return {
    title: text.title(studentName, courseTitle),
    description: text.description(studentName, courseTitle, code),
    robots,
    canonicalPath: path,
    picture: { path: `${path}/preview.png` },
    pictureAlt: text.pictureAlt(courseTitle),
    previewTitle: text.previewTitle(studentName),
  };
}
/** A staff room page: for the academy's staff, never listed or indexed. */
const staffHeadOf = (page: keyof typeof staffHeadsCatalogue.en) =>
  headFrom(staffHeadsCatalogue, (text) => ({
    ...brandedHead(text[page].title),
    robots: 'noindex, nofollow',
  }));

const STAFF_PAGE = { access: 'public', render: 'staff', indexed: false } as const;

/**
 * A staff room page's entry: its code a chunk of its own that no student page loads, open
 * to anyone, since who may see what is the gateway's to decide.
 */
const staffPage = <Path extends string, Page extends string>(
  path: Path,
  page: Page,
  head: Parameters<typeof staffHeadOf>[0],
) => ({ path, page, head: staffHeadOf(head), ...STAFF_PAGE }) as const;

/** A page whose head is in page-heads.ts. */
const headOf = (page: Exclude<keyof PageHeads, 'certificateHead'>) =>
  headFrom(pageHeadsCatalogue, (text) => {
    const head: { title: string; metaDescription?: string } = text[page];
    return brandedHead(head.title, head.metaDescription);
  });

/** The head of a sign-in page, from the title and description its form's text carries. */
const authHeadOf = (form: 'signInText' | 'signUpText') =>
  headFrom(authCatalogue, (text) => brandedHead(text[form].title, text[form].description));

export const routeManifest = {
  home: {
    path: '/',
    page: 'home',
    access: 'public',
    render: 'request',
    head: headFrom(marketingCatalogue, ({ homeContent }) => ({
      ...brandedHead(homeContent.title, homeContent.metaDescription),
      about: { faq: homeContent.faq.items },
    })),
    data: { courses: { document: HomeCoursesDocument } },
    indexed: true,
  },
  about: {
    path: '/about-us',
    page: 'about',
    access: 'public',
    render: 'build',
    head: headOf('aboutHead'),
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
    head: headFrom(coursesCatalogue, courseHead),
    data: courseDetailData,
    indexed: {
      each: 'courses',
      params: (course) => ({ cdid: course.id, cdtitle: titleSlug(course.title) }),
    },
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
    render: 'request', // for the grievance contact, a setting of the gateway (GRIEVANCE_EMAIL)
    head: headOf('privacyHead'),
    data: { notice: { document: PrivacyNoticeDocument } },
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
    head: authHeadOf('signInText'),
    indexed: false,
  },
  signUp: {
    path: '/sign-up',
    page: 'sign-up',
    access: 'public',
    render: 'build',
    head: authHeadOf('signUpText'),
    indexed: true,
  },
  forgotPassword: {
    path: '/forgot-password',
    page: 'forgot-password',
    access: 'public',
    render: 'build',
    head: headOf('forgotPasswordHead'),
    indexed: false,
  },
  resetPassword: {
    path: '/reset-password',
    page: 'reset-password',
    access: 'public',
    render: 'build',
    head: headOf('resetPasswordHead'),
    indexed: false,
  },
  paymentSuccess: {
    path: '/payment-success',
    page: 'payment-success',
    access: 'public',
    render: 'build',
    head: headOf('paymentSuccessHead'),
    indexed: false,
  },
  paymentFailed: {
    path: '/payment-failed',
    page: 'payment-failed',
    access: 'public',
    render: 'build',
    head: headOf('paymentFailedHead'),
    indexed: false,
  },
  myCourses: {
    path: '/my-courses',
    page: 'my-courses',
    access: 'signed-in',
    render: 'browser',
    head: headOf('myCoursesHead'),
    indexed: false,
  },
  viewClasses: {
    path: '/view-classes/:cid/:ctitle',
    page: 'view-classes',
    access: 'signed-in',
    render: 'browser',
    head: headOf('viewClassesHead'),
    indexed: false,
  },
  certificate: {
    path: '/certificates/:code',
    page: 'certificate',
    access: 'public',
    render: 'request',
    head: headFrom(pageHeadsCatalogue, certificateHead),
    data: certificateData,
    indexed: false,
  },
  // The staff room (issue 39): see staffPage.
  staffSignIn: staffPage('/staff/sign-in', 'staff-sign-in', 'staffSignInHead'),

  staff: staffPage('/staff', 'staff', 'staffHead'),
  staffStudents: staffPage('/staff/students', 'staff-students', 'staffStudentsHead'),
  // Refunds and their credit notes (issue 39, item 3): owners only, as the gateway decides.
  staffRefunds: staffPage('/staff/refunds', 'staff-refunds', 'staffRefundsHead'),
  staffSales: staffPage('/staff/sales', 'staff-sales', 'staffSalesHead'),
  staffCoupons: staffPage('/staff/coupons', 'staff-coupons', 'staffCouponsHead'),
  // Weekly quizzes' GIFT files (issue 40): staff with the quizzes permission.
  staffQuizzes: staffPage('/staff/quizzes', 'staff-quizzes', 'staffQuizzesHead'),
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

/** Where a route's parameters fill its path: the path of one of its pages (no language prefix). */
const pathOf = (route: RouteId, params: Readonly<Record<string, string>> = {}) =>
  generatePath(routeManifest[route].path, params);

/** A path pattern with parameters or a wildcard: no page of it is the route's own. */
const hasParameters = (pattern: string) => /[:*]/.test(pattern);

interface HeadOfRoute {
  id: RouteId;
  params: Readonly<Record<string, string>>;
  language: Language;
  data: SomeRouteData;
  /** The site's origin (SITE_URL) for absolute URLs; '' where only the words are wanted. */
  siteUrl: string;
}

/**
 * A route's head, in its page's language, from its data; undefined while its text in that
 * language is not here. A page with no parameters is its own canonical path.
 */
export function routeHead({ id, params, language, data, siteUrl }: HeadOfRoute) {
  const entry: RouteEntry = routeManifest[id];
  const head = entry.head.headIn({
    data,
    params,
    language,
    siteUrl,
    pathOf,
    urlOf: (path) => `${siteUrl}${localizedPath(path, language)}`,
  });
  if (!head || head.canonicalPath !== undefined || hasParameters(entry.path)) return head;
  return { ...head, canonicalPath: entry.path };
}

/** A route's query as code reading any route's data sees it. */
interface NamedRouteQuery {
  name: string;
  document: DocumentNode;
  variables: Record<string, string>;
}

/** A route's queries with their variables, by the name the page reads each under. */
export const namedRouteQueries = (
  entry: RouteEntry,
  params: Readonly<Record<string, string>>,
): NamedRouteQuery[] =>
  Object.entries(entry.data ?? {}).map(([name, query]) => ({
    name,
    document: query.document,
    variables: queryVariables(query, params),
  }));

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
