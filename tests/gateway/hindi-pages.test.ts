/**
 * The site in Hindi as the gateway serves it: every route of the manifest under /hi as well
 * as at its English path, each in its own language (<html lang>, its text, its head), both
 * naming each other (hreflang, canonical), Open Graph and JSON-LD in the page's language,
 * its own preview picture, the Devanagari fallback font on Hindi pages alone, and no English
 * interface text left on a Hindi page.
 */
import { HtmlValidate } from 'html-validate';
import { DEVANAGARI_CHECK, DEVANAGARI_CHECK_HASH } from '../../gateway/site/document.ts';
import { describe, expect, it } from 'vitest';
import { SITE, startSiteGateway } from './site-gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { englishLeftIn, latinWordsReport, readableText } from '../support/english-left.ts';

let gateway: TestGateway | undefined;

async function siteGateway() {
  const started = await startSiteGateway();
  gateway = started.gateway;
  return started;
}

/** Every route of the manifest: its English path, and what it is served with. */
const ROUTES = [
  { path: '/', status: 200, indexed: true },
  { path: '/about-us', status: 200, indexed: true },
  { path: '/online-course', status: 200, indexed: true },
  { path: '/course-detail/1/Stock-Market-Foundations', status: 200, indexed: true },
  { path: '/contact-us', status: 200, indexed: true },
  { path: '/instruction', status: 200, indexed: true },
  { path: '/terms&conditions', status: 200, indexed: true },
  { path: '/privacy-policy', status: 200, indexed: true },
  { path: '/cancel-policy', status: 200, indexed: true },
  { path: '/sign-in', status: 200, indexed: false },
  { path: '/sign-up', status: 200, indexed: true },
  { path: '/payment-success', status: 200, indexed: false },
  { path: '/payment-failed', status: 200, indexed: false },
  { path: '/my-courses', status: 200, indexed: false },
  { path: '/view-classes/1/Stock-Market-Foundations', status: 200, indexed: false },
  { path: '/no-such-page', status: 404, indexed: false },
] as const;

const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const escapedPath = (path: string) => path.replace(/&/g, '&amp;');

/** The hreflang links a page carries, as hreflang -> absolute URL. */
function alternatesOf(body: string): Record<string, string> {
  return Object.fromEntries(
    [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}

const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)">/.exec(body)?.[1];

function jsonLdOf(body: string): { '@graph': Record<string, unknown>[] } {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as { '@graph': Record<string, unknown>[] };
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the site in Hindi', () => {
  it('serves every route in both languages, each naming the other and itself', async () => {
    const { get } = await siteGateway();
    for (const route of ROUTES) {
      const english = await get(route.path);
      const hindi = await get(hindiPath(route.path));
      expect(english.response.status, route.path).toBe(route.status);
      expect(hindi.response.status, hindiPath(route.path)).toBe(route.status);
      expect(english.body, route.path).toContain('<html lang="en">');
      expect(hindi.body, route.path).toContain('<html lang="hi">');
      // The tab title: Hindi words on the Hindi page (a course's is its title, as the
      // provider writes it), none on the English one.
      const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
      if (!route.path.startsWith('/course-detail/')) {
        expect(titleOf(hindi.body), route.path).toMatch(DEVANAGARI);
      }
      expect(titleOf(english.body), route.path).not.toMatch(DEVANAGARI);
      if (route.status !== 200) {
        expect(canonicalOf(hindi.body)).toBeUndefined();
        continue;
      }
      expect(canonicalOf(english.body), route.path).toBe(`${SITE}${escapedPath(route.path)}`);
      expect(canonicalOf(hindi.body), route.path).toBe(
        `${SITE}${escapedPath(hindiPath(route.path))}`,
      );
      const both = {
        'en-IN': `${SITE}${escapedPath(route.path)}`,
        'hi-IN': `${SITE}${escapedPath(hindiPath(route.path))}`,
        'x-default': `${SITE}${escapedPath(route.path)}`,
      };
      expect(alternatesOf(english.body), route.path).toEqual(both);
      expect(alternatesOf(hindi.body), route.path).toEqual(both);
    }
  });

  it('tells link previews and search engines about the page in its language', async () => {
    const { get } = await siteGateway();
    const home = (await get('/hi')).body;
    expect(home).toContain('<meta property="og:locale" content="hi_IN">');
    expect(home).toContain('<meta property="og:locale:alternate" content="en_IN">');
    const english = (await get('/')).body;
    expect(english).toContain('<meta property="og:locale" content="en_IN">');
    expect(english).toContain('<meta property="og:locale:alternate" content="hi_IN">');

    // The FAQ in Hindi, the site named in both languages.
    const graph = jsonLdOf(home)['@graph'];
    const faq = graph.find((thing) => thing['@type'] === 'FAQPage') as {
      mainEntity: { name: string }[];
    };
    expect(faq.mainEntity.length).toBeGreaterThan(3);
    for (const question of faq.mainEntity) expect(question.name).toMatch(DEVANAGARI);
    const website = graph.find((thing) => thing['@type'] === 'WebSite');
    expect(website?.inLanguage).toEqual(['en-IN', 'hi-IN']);
    expect(website?.mainEntityOfPage).toBe(`${SITE}/hi`);

    // A course: its breadcrumbs as the Hindi navbar names them, linking Hindi pages.
    const course = (await get('/hi/course-detail/1/Stock-Market-Foundations')).body;
    const crumbs = jsonLdOf(course)['@graph'].find(
      (thing) => thing['@type'] === 'BreadcrumbList',
    ) as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${SITE}/hi`,
      `${SITE}/hi/online-course`,
      `${SITE}/hi/course-detail/1/Stock-Market-Foundations`,
    ]);
    expect(crumbs.itemListElement[0]?.name).toMatch(DEVANAGARI);
    // The provider's own words stay as written.
    expect(crumbs.itemListElement[2]?.name).toBe('Stock Market Foundations');

    // Its own preview picture, drawn with Hindi text.
    for (const page of [home, course]) {
      const image = /<meta property="og:image" content="([^"]+)">/.exec(page)?.[1] ?? '';
      expect(image).toMatch(new RegExp(`^${SITE}/og/hi/(site|course-1)-[0-9a-f]{12}\\.png$`));
      const response = await fetch(`${gateway?.url}${image.slice(SITE.length)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    const englishImage = /<meta property="og:image" content="([^"]+)">/.exec(english)?.[1];
    expect(englishImage).toMatch(new RegExp(`^${SITE}/og/site-[0-9a-f]{12}\\.png$`));
  });

  it('shows no English interface text on a Hindi page', async () => {
    const { get } = await siteGateway();
    const found: string[] = [];
    for (const route of ROUTES) {
      const { body } = await get(hindiPath(route.path));
      for (const left of englishLeftIn(body)) found.push(`${hindiPath(route.path)}: ${left}`);
    }
    expect(found).toEqual([]);
  });

  it('holds no Latin word on a Hindi page but names, units, codes and the provider’s course data', async () => {
    const { get } = await siteGateway();
    // A certificate to verify: its page is one of the site's too.
    const certificate = await gateway?.server.database.certificates.issue({
      customerId: '7',
      courseId: '1',
      orderId: '70',
      studentName: 'Asha Verma',
      courseTitle: 'Stock Market Foundations',
      completedAtMs: Date.parse('2026-11-20T18:53:00+05:30'),
      score: null,
    });
    const paths = [
      ...ROUTES.map((route) => hindiPath(route.path)),
      `/hi/certificates/${certificate?.code ?? ''}`,
    ];
    const found: string[] = [];
    for (const path of paths) {
      const { body, response } = await get(path);
      expect(response.status, path).toBe(path.startsWith('/hi/no-such-page') ? 404 : 200);
      found.push(...latinWordsReport(path, readableText(body), { setAside: ['Asha Verma'] }));
    }
    expect(found).toEqual([]);
  });

  it('would name a Latin word left on a page, and where', () => {
    expect(
      latinWordsReport('/hi/x', 'आपका Order ID 42 है, SL/26-27/000042, asha@example.com'),
    ).toEqual(['/hi/x: Order in «आपका Order ID 42 है, · , ·»']);
  });

  it('gives Hindi pages, and only them, the Devanagari fallback font, and serves it', async () => {
    const { get } = await siteGateway();
    const { body: hindi, response } = await get('/hi/about-us');
    const english = (await get('/about-us')).body;
    expect(hindi).toContain("font-family:'Academy Devanagari'");
    // First in the head, the check that preloads the file on a device that cannot draw
    // Devanagari (tests/gateway/devanagari-check.test.ts), allowed by its hash.
    expect(hindi).toMatch(/<head>\s*<meta charset="UTF-8" \/><script>\(function\(\)\{/);
    expect(hindi).toContain(`<script>${DEVANAGARI_CHECK}</script>`);
    const scriptSrc = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(DEVANAGARI_CHECK_HASH);
    expect(english).not.toContain(DEVANAGARI_CHECK);
    // The phone's own fonts first: the file is fetched only when none of them is there.
    expect(hindi).toMatch(
      /src:local\('Noto Sans Devanagari'\).*url\(\/fonts\/noto-sans-devanagari-400\.woff2\)/,
    );
    // Devanagari's families ahead of system-ui: a system UI font without Devanagari would
    // otherwise be asked first (Chromium on Linux then drew some words as empty boxes).
    expect(hindi).toMatch(
      /--chakra-fonts-body:'Inter','Segoe UI','Noto Sans Devanagari'[^;]*'Academy Devanagari',system-ui/,
    );
    expect(english).not.toContain('Devanagari');
    for (const weight of [400]) {
      const font = await fetch(`${gateway?.url}/fonts/noto-sans-devanagari-${weight}.woff2`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(font.headers.get('cache-control')).toContain('immutable');
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('wOF2');
    }
    expect(hindi).not.toContain('noto-sans-devanagari-700');
    expect((await fetch(`${gateway?.url}/fonts/noto-sans-devanagari-700.woff2`)).status).toBe(404);
  });

  it("offers the installed app in the page's language: its own manifest, opening in Hindi", async () => {
    const { get } = await siteGateway();
    const manifestOf = (html: string) => /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(manifestOf((await get('/hi/online-course')).body)).toBe('/hi/site.webmanifest');
    expect(manifestOf((await get('/online-course')).body)).toBe('/site.webmanifest');
    const hindi = JSON.parse((await get('/hi/site.webmanifest')).body) as Record<string, unknown>;
    expect(hindi).toMatchObject({
      name: 'Sharpline Trading Academy',
      lang: 'hi-IN',
      start_url: '/hi',
      description: 'प्लान के साथ भारतीय शेयर बाज़ार और फ़ॉरेक्स में ट्रेडिंग सीखें।',
    });
    const english = JSON.parse((await get('/site.webmanifest')).body) as Record<string, unknown>;
    expect(english).toMatchObject({
      lang: 'en-IN',
      start_url: '/',
      description: 'Learn to trade the Indian markets and forex with a plan.',
    });
  });

  it("preloads a Hindi page's catalogues with its code, and lists them for the app", async () => {
    const { get } = await siteGateway();
    const listing = (body: string) =>
      JSON.parse(
        /<script type="application\/json" id="academy-app-files">([^<]*)<\/script>/.exec(
          body,
        )?.[1] ?? '{}',
      ) as { preload: string[]; catalogues?: string[] };
    const hindi = listing((await get('/hi/sign-in')).body);
    expect(hindi.catalogues).toEqual(expect.arrayContaining(['auth', 'shell', 'site']));
    for (const name of hindi.catalogues ?? []) {
      expect(hindi.preload).toContain(`/assets/hi-${name}-test.js`);
    }
    const english = listing((await get('/sign-in')).body);
    expect(english.catalogues).toBeUndefined();
    expect(english.preload.some((file) => file.includes('/hi-'))).toBe(false);
  });

  it('writes valid HTML on Hindi pages', async () => {
    const { get } = await siteGateway();
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const problems: string[] = [];
    for (const route of ROUTES) {
      const path = hindiPath(route.path);
      const report = await validator.validateString((await get(path)).body);
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2)
            problems.push(`${path} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('offers the brochure in the page’s language', async () => {
    const { get } = await siteGateway();
    const hrefs = (body: string) =>
      [...body.matchAll(/<a[^>]*href="([^"]*Brochure[^"]*)"[^>]*download="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]);
    expect(hrefs((await get('/hi')).body)).toContainEqual([
      '/Course%20Brochure%20Hindi.pdf',
      'Course Brochure Hindi.pdf',
    ]);
    expect(hrefs((await get('/')).body)).toContainEqual([
      '/Course%20Brochure.pdf',
      'Course Brochure.pdf',
    ]);
  });
});
