/**
 * The route manifest against SPEC.md §2's route table: every route, its access, and the
 * not-found page for any other path; and how each is rendered.
 */
import { describe, expect, it } from 'vitest';
import { courseFacts } from '@/content/marketing.ts';
import {
  matchRoute,
  queryVariables,
  routeHead,
  routeIds,
  routeManifest,
  routeQueries,
} from '../routes.ts';

/** SPEC.md §2, "Route table", as written there. */
const SPEC_ROUTES = [
  ['/', 'public'],
  ['/about-us', 'public'],
  ['/online-course', 'public'],
  ['/course-detail/{cdid}/{cdtitle}', 'public'],
  ['/contact-us', 'public'],
  ['/instruction', 'public'],
  ['/terms&conditions', 'public'],
  ['/privacy-policy', 'public'],
  ['/cancel-policy', 'public'],
  ['/sign-in', 'public'],
  ['/sign-up', 'public'],
  // Beyond SPEC.md: getting back into an account (issue 38).
  ['/forgot-password', 'public'],
  ['/reset-password', 'public'],
  ['/payment-success', 'public'],
  ['/payment-failed', 'public'],
  ['/my-courses', 'signed-in'],
  ['/view-classes/{cid}/{ctitle}', 'signed-in'],
  // Beyond SPEC.md: a certificate's public verification page (issue 27).
  ['/certificates/{code}', 'public'],
  // Beyond SPEC.md: the staff room (issue 39); the gateway, not the router, keeps others out.
  ['/staff/sign-in', 'public'],
  ['/staff', 'public'],
  ['/staff/students', 'public'],
  ['/staff/refunds', 'public'],
  ['/staff/sales', 'public'],
  ['/staff/coupons', 'public'],
  ['/staff/quizzes', 'public'],
] as const;

const specPattern = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the route manifest', () => {
  it('holds exactly the routes of SPEC.md §2, the certificate and account-recovery pages, with their access, and a not-found route', () => {
    const listed = Object.values(routeManifest)
      .filter((entry) => entry.path !== '*')
      .map((entry) => [entry.path, entry.access]);
    expect(listed).toEqual(SPEC_ROUTES.map(([path, access]) => [specPattern(path), access]));
    expect(routeManifest.notFound).toMatchObject({ path: '*', access: 'public' });
  });

  it('renders student pages in the browser only, pages with data on request, staff pages per staff member', () => {
    const modes = Object.fromEntries(
      Object.entries(routeManifest).map(([id, entry]) => [id, entry.render]),
    );
    expect(modes).toEqual({
      home: 'request',
      about: 'build',
      courses: 'request',
      courseDetail: 'request',
      contact: 'build',
      instruction: 'build',
      terms: 'build',
      // The grievance contact is a setting of the gateway (GRIEVANCE_EMAIL).
      privacy: 'request',
      cancel: 'build',
      signIn: 'build',
      signUp: 'build',
      forgotPassword: 'build',
      resetPassword: 'build',
      paymentSuccess: 'build',
      paymentFailed: 'build',
      myCourses: 'browser',
      viewClasses: 'browser',
      certificate: 'request',
      // Rendered for the staff member who asks, with their staff session's answers.
      staffSignIn: 'staff',
      staff: 'staff',
      staffStudents: 'staff',
      staffRefunds: 'staff',
      staffSales: 'staff',
      staffCoupons: 'staff',
      staffQuizzes: 'staff',
      notFound: 'build',
    });
    for (const entry of Object.values(routeManifest)) {
      // Data of a visitor's own never reaches a server render: only public queries.
      if (entry.access === 'signed-in') expect(entry.render).toBe('browser');
      // Only a server-rendered page declares its data here; a student's own stays in the page.
      expect(routeQueries(entry).length > 0).toBe(entry.render === 'request');
    }
  });

  const headOf = (
    id: (typeof routeIds)[number],
    { language = 'en', data = {}, params = {} }: Partial<Parameters<typeof routeHead>[0]> = {},
  ) => routeHead({ id, language, data, params, siteUrl: 'https://academy.test' });

  it('gives every page its title with the brand first, the not-found page its fixed one', () => {
    expect(headOf('home')?.title).toBe('Sharpline Trading Academy | Home');
    expect(headOf('terms')?.title).toBe('Sharpline Trading Academy | Terms & Conditions');
    expect(headOf('notFound')?.title).toBe('404 Page Not Found');
    // The staff room's pages are never indexed.
    expect(headOf('staff')).toMatchObject({ robots: 'noindex, nofollow' });
    const staffTitles: [(typeof routeIds)[number], string][] = [
      ['staffSignIn', 'Sharpline Trading Academy | Staff sign-in'],
      ['staffRefunds', 'Sharpline Trading Academy | Refunds'],
      ['staffStudents', 'Sharpline Trading Academy | Students'],
      ['staffSales', 'Sharpline Trading Academy | Sales and GST'],
      ['staffCoupons', 'Sharpline Trading Academy | Coupons'],
      ['staffQuizzes', 'Sharpline Trading Academy | Weekly quizzes'],
    ];
    for (const [id, title] of staffTitles) {
      expect(headOf(id), id).toMatchObject({ title, robots: 'noindex, nofollow' });
    }
    // A course's page before its course is here: the title its URL carries.
    expect(headOf('courseDetail', { params: { cdid: '2', cdtitle: 'Forex-Trading' } })).toEqual({
      title: 'Sharpline Trading Academy | Forex Trading',
      description:
        'Forex Trading: course fee, weekly outline and lessons of this online trading course by Sharpline Trading Academy.',
    });
  });

  it("makes a course's head from its data: own address, picture, Course and breadcrumbs", () => {
    const course = {
      __typename: 'Course',
      id: '2',
      title: 'Forex Trading Essentials',
      description: 'Currencies, live.',
      imageUrl: null,
      price: 7999,
      discount: 1000,
      finalPrice: 6999,
      weekRange: '1 - 2',
      classItems: [],
    };
    const head = headOf('courseDetail', {
      params: { cdid: '2', cdtitle: 'anything' },
      data: { course: { course } },
    });
    expect(head).toMatchObject({
      title: 'Sharpline Trading Academy | Forex Trading Essentials',
      canonicalPath: '/course-detail/2/Forex-Trading-Essentials',
      picture: { card: 'course', id: '2', title: 'Forex Trading Essentials', finalPrice: 6999 },
      pictureAlt: 'Forex Trading Essentials',
    });
    const url = 'https://academy.test/course-detail/2/Forex-Trading-Essentials';
    // What the page is about; the gateway says it in schema.org's terms (structured-data.ts).
    expect(head?.about).toEqual({
      course: {
        course,
        url,
        schedule: { weeks: courseFacts.weeks, liveClassMonths: courseFacts.liveClassMonths },
      },
      breadcrumbs: [
        { name: 'Home', url: 'https://academy.test/' },
        { name: 'Online Course', url: 'https://academy.test/online-course' },
        { name: 'Forex Trading Essentials', url },
      ],
    });
  });

  it("makes a certificate's head from its data, never indexed", () => {
    const certificate = {
      __typename: 'Certificate',
      code: 'ABCDEFGHJKMNPQRS',
      studentName: 'Demo Student',
      courseTitle: 'Stock Market Foundations',
      completedAt: '2027-01-19T18:30:00+05:30',
      issuedAt: '2027-01-20T12:00:00+05:30',
      pdfUrl: 'https://academy.test/certificates/ABCDEFGHJKMNPQRS/certificate.pdf',
    };
    expect(
      headOf('certificate', {
        params: { code: certificate.code },
        data: { certificate: { certificate } },
      }),
    ).toEqual({
      title: 'Demo Student completed Stock Market Foundations | Sharpline Trading Academy',
      description:
        'Sharpline Trading Academy confirms that Demo Student completed the online course Stock Market Foundations. Certificate ABCDEFGHJKMNPQRS.',
      robots: 'noindex, nofollow',
      canonicalPath: '/certificates/ABCDEFGHJKMNPQRS',
      picture: { path: '/certificates/ABCDEFGHJKMNPQRS/preview.png' },
      pictureAlt: 'Certificate of completion: Stock Market Foundations',
      previewTitle: 'Demo Student: certificate of completion',
    });
    expect(headOf('certificate', { params: { code: 'nonsense' } })?.robots).toBe(
      'noindex, nofollow',
    );
  });

  it('gives every page its Hindi title once its Hindi text is here', async () => {
    for (const id of routeIds) {
      await routeManifest[id].head.load('hi');
      // Without data: a page's own words (a course's data would bring its own title).
      const hindi = headOf(id, { language: 'hi' });
      expect(hindi?.title, id).toMatch(/[\u0900-\u097F]/);
      expect(hindi?.title, id).not.toBe(headOf(id)?.title);
    }
    expect(headOf('about', { language: 'hi' })?.title).toMatch(/^Sharpline Trading Academy \| /);
  });

  it('matches Hindi paths to the same routes, under /hi', () => {
    expect(matchRoute('/hi')).toMatchObject({ id: 'home', language: 'hi', routerPath: '/' });
    expect(matchRoute('/hi/about-us')).toMatchObject({
      id: 'about',
      language: 'hi',
      basename: '/hi',
    });
    expect(matchRoute('/hi/course-detail/2/Forex')).toMatchObject({
      id: 'courseDetail',
      language: 'hi',
      params: { cdid: '2', cdtitle: 'Forex' },
    });
    expect(matchRoute('/hi/no-such-page')).toMatchObject({ id: 'notFound', language: 'hi' });
    expect(matchRoute('/about-us')).toMatchObject({ id: 'about', language: 'en', basename: '/' });
    // Only the prefix itself: /hindi is not Hindi.
    expect(matchRoute('/hindi')).toMatchObject({ id: 'notFound', language: 'en' });
  });

  it('matches paths as the router does, encoded or with a trailing slash', () => {
    expect(matchRoute('/').id).toBe('home');
    expect(matchRoute('/terms&conditions').id).toBe('terms');
    expect(matchRoute('/terms%26conditions').id).toBe('terms');
    expect(matchRoute('/my-courses/').id).toBe('myCourses');
    const course = matchRoute('/course-detail/2/Forex%20Trading');
    expect(course).toMatchObject({
      id: 'courseDetail',
      params: { cdid: '2', cdtitle: 'Forex Trading' },
    });
    expect(matchRoute('/course-detail/2').id).toBe('notFound');
    expect(matchRoute('/about-us/more').id).toBe('notFound');
    expect(matchRoute('/no-such-page').id).toBe('notFound');
  });

  it('reads a query variable from the route parameter it names', () => {
    const { course } = routeManifest.courseDetail.data;
    expect(queryVariables(course, { cdid: '7', cdtitle: 'x' })).toEqual({ id: '7' });
  });
});
