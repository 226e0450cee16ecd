/**
 * The site's pages as the gateway serves them (gateway/site/pages.ts): every route answers
 * with its rendered page, readable without scripts; pages with data carry it (and the
 * cache to hydrate from) and live no longer than that data may; student pages carry only
 * their frame; the one inline script is named by its hash in the CSP.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT, EARLY_INPUT_HASH, RENDERER as renderer, builtSite } from './built-client.ts';
import { SITE, startSiteGateway } from './site-gateway.ts';
import {
  FAQ_QUESTIONS,
  FIRST_FAQ_ANSWER,
  OUR_CLASSES_HEADINGS,
  TESTIMONIAL_STUDENTS,
} from '../support/home-content.ts';
import {
  TEST_NOW,
  type TestGateway,
  envelope,
  gatewayForTest,
  mockProvider,
  seedCourses,
} from '../support/gateway.ts';
import { PLAIN_PAGES } from '../support/pages.ts';

const BRAND = 'Sharpline Trading Academy';

let gateway: TestGateway | undefined;

/** The visible text of some HTML: styles and scripts dropped, tags stripped, entities decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** A gateway over the test build and a provider answering the course list and outlines. */
async function siteGateway(now?: () => Date) {
  const started = await startSiteGateway(now);
  gateway = started.gateway;
  return started;
}

/** The Apollo cache a page carries for hydration. */
function stateOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="academy-state">([\s\S]*?)<\/script>/.exec(
    page,
  );
  if (!match?.[1]) throw new Error('the page carries no state');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('the pages the gateway serves', () => {
  it('home: every block in the HTML, the featured course with its price, and its data', async () => {
    const { get, provider } = await siteGateway();
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body).toContain(`<title>${BRAND} | Home</title>`);
    const text = textOf(body);
    for (const heading of OUR_CLASSES_HEADINGS) expect(text, heading).toContain(heading);
    for (const student of TESTIMONIAL_STUDENTS) expect(text, student).toContain(student);
    for (const question of FAQ_QUESTIONS) expect(text, question).toContain(question);
    // The answers too, not just the questions.
    expect(text).toMatch(FIRST_FAQ_ANSWER);
    // The featured course, rendered with the provider's price (4999 - 1000).
    expect(text).toContain('Stock Market Foundations');
    expect(text).toContain('₹3,999');
    expect(text).not.toContain('Loading courses...');
    expect(JSON.stringify(stateOf(body))).toContain('Stock Market Foundations');
    expect(provider.callsTo('course/list')).toHaveLength(1);
  });

  it('a course page: the course, its price and outline, with its data; an unknown course is a 404', async () => {
    const { get } = await siteGateway();
    const { response, body } = await get('/course-detail/2/any-title');
    expect(response.status).toBe(200);
    expect(body).toContain(`<title>${BRAND} | Forex Trading Essentials</title>`);
    const text = textOf(body);
    expect(text).toContain('Forex Trading Essentials');
    expect(text).toContain('₹6,999');
    expect(text).toContain('Courses in this program');
    for (const week of [1, 2, 3, 4]) expect(text).toContain(`Lesson of week ${week}.`);
    const state = JSON.stringify(stateOf(body));
    expect(state).toContain('Forex Trading Essentials');
    expect(state).toContain('paymentConfig');
    // The course picture, the page's largest paint, is fetched first, as the HTML names it.
    const pictures = body.match(/<img [^>]*>/g) ?? [];
    expect(pictures[0]).toMatch(/alt="Forex Trading Essentials course"/);
    expect(pictures[0]).toMatch(/fetchpriority="high"/i);
    expect(pictures[0]).toMatch(/loading="eager"/);

    const unknown = await get('/course-detail/999/no-such-course');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toContain('<title>404 Page Not Found</title>');
    expect(textOf(unknown.body)).toContain("Look like you're lost");
  });

  it('the pages rendered at build time, each with its own title and heading', async () => {
    const { get } = await siteGateway();
    const pages = [
      ['/about-us', 'About Us', 'About Sharpline Trading Academy'],
      ['/instruction', 'Instruction', 'Introduction to Forex'],
      ['/terms%26conditions', 'Terms & Conditions', 'Terms & Conditions'],
      ['/sign-in', 'Sign In', 'Nice to see you!'],
      ['/contact-us', 'Contact Us', 'Send enquiry'],
    ] as const;
    for (const [route, title, content] of pages) {
      const { response, body } = await get(route);
      expect(response.status, route).toBe(200);
      expect(body, route).toContain(`<title>${BRAND} | ${title.replace('&', '&amp;')}</title>`);
      expect(textOf(body), route).toContain(content);
      // Nothing fetched: no data to hydrate from.
      expect(body, route).not.toContain('academy-state');
    }
  });

  it('answers every route of SPEC.md §2 with its page, never kept by the browser', async () => {
    const { get } = await siteGateway();
    for (const route of [
      ...PLAIN_PAGES,
      '/course-detail/1/Stock%20Market%20Foundations',
      '/terms%26conditions',
      '/my-courses',
      '/my-courses/',
      '/view-classes/1/Stock%20Market%20Foundations',
    ]) {
      const { response, body } = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(body, route).toMatch(/<div id="root"><div class="css-[^"]+"><a href="#main"/);
    }
  });

  it('a student page carries its frame only: nothing of anyone is rendered on a server', async () => {
    const { get } = await siteGateway();
    const { response, body } = await get('/my-courses');
    expect(response.status).toBe(200);
    expect(body).toContain(`<title>${BRAND} | My Courses</title>`);
    expect(body).toContain('<footer');
    expect(textOf(body)).toContain('Sign In');
    expect(body).toMatch(/<main[^>]*><div class="css-[^"]+"><\/div><\/main>/);
  });

  it('answers other paths with the not-found page (404), a missing file with a plain 404', async () => {
    const { get } = await siteGateway();
    const unknown = await get('/no-such-page');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toContain('<title>404 Page Not Found</title>');
    expect(textOf(unknown.body)).toContain('the page you are looking for not avaible!');
    for (const file of ['/favicon.png', '/index.html', '/assets/gone-123.js']) {
      const missing = await get(file);
      expect(missing.response.status, file).toBe(404);
      expect(missing.body, file).toBe('Not found\n');
    }
  });

  it('writes the start-up script first in the body and names its hash in the CSP', async () => {
    const { get } = await siteGateway();
    const { response, body } = await get('/sign-up');
    expect(body).toMatch(
      new RegExp(
        `<body>\\s*<script>${EARLY_INPUT.replace(/[.()]/g, '\\$&')}</script><div id="root">`,
      ),
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(EARLY_INPUT_HASH);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // The page arrives rendered, so no script of the app is fetched while it is parsed and
    // painted: the head lists the app's entry and the modules it and the page import
    // (the page module's own files included), for the start-up script to load once the
    // page has painted.
    expect(body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const listing =
      /<script type="application\/json" id="academy-app-files">([^<]*)<\/script>/.exec(
        body.slice(0, body.indexOf('</head>')),
      );
    expect(JSON.parse(listing?.[1] ?? 'null')).toEqual({
      entry: '/assets/index-test.js',
      preload: ['/assets/react-test.js', '/assets/sign-up-test.js'],
    });
  });
});

describe('how long a page rendered with data is kept', () => {
  const at = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);

  it('no longer than PUBLIC_CACHE_TTL_MS (30 s) after its data was fetched', async () => {
    let now = at(0);
    const { get, provider } = await siteGateway(() => now);
    await get('/online-course');
    expect(provider.callsTo('course/list')).toHaveLength(1);
    now = at(29);
    expect(textOf((await get('/online-course')).body)).toContain('Forex Trading Essentials');
    expect(provider.callsTo('course/list')).toHaveLength(1);
    now = at(31);
    await get('/online-course');
    expect(provider.callsTo('course/list')).toHaveLength(2);
  });

  it('counted from when the data was fetched, not from when the page was rendered', async () => {
    let now = at(0);
    const { get, provider } = await siteGateway(() => now);
    // The course list is fetched (and kept) for an API client first...
    const answer = await gateway?.gql('{ courses { id title } }');
    expect(answer?.body.data?.courses).toHaveLength(2);
    expect(provider.callsTo('course/list')).toHaveLength(1);
    // ...then the page is rendered from that kept answer, 20 s old already...
    now = at(20);
    await get('/online-course');
    expect(provider.callsTo('course/list')).toHaveLength(1);
    // ...so it is not served past the answer's 30 s: the next one asks the provider.
    now = at(31);
    await get('/online-course');
    expect(provider.callsTo('course/list')).toHaveLength(2);
  });

  it('a page whose data could not be had shows its loading state and is not kept', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('500', 'Database unavailable'), { times: 1 });
    provider.answer('course/list', envelope('200', 'ok', seedCourses), { times: 1 });
    gateway = await gatewayForTest({
      env: { CLIENT_DIST: await builtSite() },
      dispatcher: provider.agent,
      pageRenderer: renderer,
    });
    const html = { accept: 'text/html' };
    const first = await fetch(`${gateway.url}/online-course`, { headers: html });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    expect(firstBody).toContain('data-testid="course-skeleton"');
    expect(firstBody).not.toContain('academy-state');
    const second = await (await fetch(`${gateway.url}/online-course`, { headers: html })).text();
    expect(textOf(second)).toContain('Forex Trading Essentials');
    expect(provider.callsTo('course/list')).toHaveLength(2);
  });
});

/** The JSON-LD graph a page carries. */
function graphOf(page: string): Record<string, unknown>[] {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
  if (!match?.[1]) throw new Error('the page carries no structured data');
  return (JSON.parse(match[1]) as { '@graph': Record<string, unknown>[] })['@graph'];
}
const ofType = (graph: Record<string, unknown>[], type: string) =>
  graph.find((thing) => thing['@type'] === type);
const metaOf = (page: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(page)?.[1];

describe('what search engines and link previews read', () => {
  it('a course page: canonical URL, Open Graph, a large card, and a Course priced as paid', async () => {
    const { get } = await siteGateway();
    const { body } = await get('/course-detail/1/any-title');
    expect(body).toContain(
      `<link rel="canonical" href="${SITE}/course-detail/1/Stock-Market-Foundations">`,
    );
    expect(metaOf(body, 'og:title')).toBe(`${BRAND} | Stock Market Foundations`);
    expect(metaOf(body, 'og:url')).toBe(`${SITE}/course-detail/1/Stock-Market-Foundations`);
    expect(metaOf(body, 'og:type')).toBe('website');
    expect(metaOf(body, 'og:site_name')).toBe(BRAND);
    expect(metaOf(body, 'og:locale')).toBe('en_IN');
    expect(metaOf(body, 'og:description')).toContain('Stock Market Foundations');
    expect(metaOf(body, 'og:image')).toMatch(
      new RegExp(`^${SITE}/og/course-1-[0-9a-f]{12}\\.png$`),
    );
    expect(metaOf(body, 'twitter:card')).toBe('summary_large_image');
    const graph = graphOf(body);
    const course = ofType(graph, 'Course');
    // 4999 less the 1000 discount: the price paid.
    expect(course).toMatchObject({
      name: 'Stock Market Foundations',
      description: 'Eight weeks.',
      provider: { '@id': `${SITE}/#organization` },
      offers: { '@type': 'Offer', category: 'Paid', price: 3999, priceCurrency: 'INR' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
    expect(ofType(graph, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'Online Course', item: `${SITE}/online-course` },
        { position: 3, name: 'Stock Market Foundations' },
      ],
    });
    expect(ofType(graph, 'EducationalOrganization')).toMatchObject({
      name: BRAND,
      email: 'support@sharplineacademy.in',
      telephone: '+91 98200 41750',
    });
    expect(ofType(graph, 'WebSite')).toMatchObject({ url: `${SITE}/` });
  });

  it('home: the FAQ as structured data, the site preview image, its canonical URL', async () => {
    const { get } = await siteGateway();
    const { body } = await get('/');
    expect(body).toContain(`<link rel="canonical" href="${SITE}/">`);
    const faq = ofType(graphOf(body), 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((question) => question.name)).toEqual(FAQ_QUESTIONS);
    const image = metaOf(body, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${SITE}/og/site-[0-9a-f]{12}\\.png$`));
  });

  it('the preview images are 1200x630 PNGs under 300 KB, cached for a year', async () => {
    const { get } = await siteGateway();
    for (const route of ['/', '/course-detail/2/x']) {
      const image = metaOf((await get(route)).body, 'og:image') ?? '';
      const response = await fetch(image.replace(SITE, gateway?.url ?? ''));
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.length).toBeLessThan(300 * 1024);
      // The PNG header: width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('the sitemap lists the public pages and every course in both languages, and no private page', async () => {
    const { get } = await siteGateway();
    const { response, body } = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const english = [
      '/about-us',
      '/online-course',
      '/course-detail/1/Stock-Market-Foundations',
      '/course-detail/2/Forex-Trading-Essentials',
      '/contact-us',
      '/instruction',
      '/terms&amp;conditions',
      '/privacy-policy',
      '/cancel-policy',
      '/sign-up',
    ];
    expect(locations).toEqual([
      `${SITE}/`,
      `${SITE}/hi`,
      ...english.flatMap((page) => [`${SITE}${page}`, `${SITE}/hi${page}`]),
    ]);
    // Each entry names both versions and the default.
    const about = /<url><loc>https:\/\/academy\.example\/hi\/about-us<\/loc>(.*?)<\/url>/.exec(
      body,
    );
    expect(about?.[1]?.replace(/<lastmod>[^<]*<\/lastmod>/, '')).toBe(
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE}/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE}/hi/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about-us"/>`,
    );
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await get('/robots.txt')).body;
    expect(robots).toBe(
      `User-agent: *\nAllow: /\nDisallow: /my-courses\nDisallow: /hi/my-courses\nDisallow: /view-classes\nDisallow: /hi/view-classes\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('the favicon, the touch icon and the web app manifest', async () => {
    const { get } = await siteGateway();
    const ico = await fetch(`${gateway?.url}/favicon.ico`);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([
      0, 1, 1,
    ]);
    const touch = Buffer.from(
      await (await fetch(`${gateway?.url}/apple-touch-icon.png`)).arrayBuffer(),
    );
    expect([touch.readUInt32BE(16), touch.readUInt32BE(20)]).toEqual([180, 180]);
    const manifest = JSON.parse((await get('/site.webmanifest')).body) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: BRAND, start_url: '/', display: 'standalone' });
  });

  it('html-validate (standard preset) finds no error on any public page', async () => {
    const { get } = await siteGateway();
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const problems: string[] = [];
    for (const route of [
      ...PLAIN_PAGES,
      '/course-detail/1/x',
      '/course-detail/2/x',
      '/no-such-page',
    ]) {
      const report = await validator.validateString((await get(route)).body);
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2)
            problems.push(`${route} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
