/**
 * The route manifest against SPEC.md §2's route table: every route, its access, and the
 * not-found page for any other path; and how each is rendered.
 */
import { describe, expect, it } from 'vitest';
import { matchRoute, queryVariables, routeIds, routeManifest, routeQueries } from '../routes.ts';

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
  ['/payment-success', 'public'],
  ['/payment-failed', 'public'],
  ['/my-courses', 'signed-in'],
  ['/view-classes/{cid}/{ctitle}', 'signed-in'],
] as const;

const specPattern = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the route manifest', () => {
  it('holds exactly the routes of SPEC.md §2, with their access, and a not-found route', () => {
    const listed = Object.values(routeManifest)
      .filter((entry) => entry.path !== '*')
      .map((entry) => [entry.path, entry.access]);
    expect(listed).toEqual(SPEC_ROUTES.map(([path, access]) => [specPattern(path), access]));
    expect(routeManifest.notFound).toMatchObject({ path: '*', access: 'public' });
  });

  it('renders student pages in the browser only, and pages with data on request', () => {
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
      privacy: 'build',
      cancel: 'build',
      signIn: 'build',
      signUp: 'build',
      paymentSuccess: 'build',
      paymentFailed: 'build',
      myCourses: 'browser',
      viewClasses: 'browser',
      notFound: 'build',
    });
    for (const entry of Object.values(routeManifest)) {
      // Data of a visitor's own never reaches a server render: only public queries.
      if (entry.access === 'signed-in') expect(entry.render).toBe('browser');
      // Only a server-rendered page declares its data here; a student's own stays in the page.
      expect(routeQueries(entry).length > 0).toBe(entry.render === 'request');
    }
  });

  it('gives every page its title with the brand first, the not-found page its fixed one', () => {
    expect(routeManifest.home.head.headIn('en')?.title).toBe('Sharpline Trading Academy | Home');
    expect(routeManifest.terms.head.headIn('en')?.title).toBe(
      'Sharpline Trading Academy | Terms & Conditions',
    );
    expect(routeManifest.notFound.head.headIn('en')?.title).toBe('404 Page Not Found');
    expect(routeManifest.courseDetail.head).toBeNull();
  });

  it('gives every page its Hindi title once its Hindi text is here', async () => {
    for (const id of routeIds) {
      const head = routeManifest[id].head;
      if (!head) continue;
      await head.catalogue.load('hi');
      const hindi = head.headIn('hi');
      expect(hindi?.title, id).toMatch(/[\u0900-\u097F]/);
      expect(hindi?.title, id).not.toBe(head.headIn('en')?.title);
    }
    expect(routeManifest.about.head.headIn('hi')?.title).toMatch(/^Sharpline Trading Academy \| /);
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
