/**
 * Prerendered pages (scripts/prerender.ts): the site's own pages rendered to HTML the way
 * the build does (client/src/entry-server.tsx), and the gateway serving such files at their
 * routes, so a client without JavaScript (a crawler) reads the page's heading and title.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, renderShell } from '../../client/src/entry-server.tsx';
import { prerenderedFileOf } from '../../gateway/site/static-client.ts';
import { startGateway, type TestGateway } from './helpers.ts';

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.stop();
  gateway = undefined;
});

const BRAND = 'Sharpline Trading Academy';
const html = { accept: 'text/html,application/xhtml+xml' };

/** The visible text of some HTML, tags stripped and the few entities React writes decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** A page file as the build writes it: the head with title and styles, the page in #root. */
function pageFile(title: string, styles: string, body: string, prerendered = true): string {
  const mark = prerendered ? ' data-prerendered="page"' : '';
  return `<!doctype html><html lang="en"><head><title>${title.replace(/&/g, '&amp;')}</title>${styles}</head><body><div id="root"${mark}>${body}</div></body></html>`;
}

describe('rendering a page at build time', () => {
  it('renders the home page with its heading, head and styles, and no fetched data', async () => {
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.head?.title).toBe(`${BRAND} | Home`);
    expect(page.head?.description).toBeTruthy();
    expect(textOf(page.html)).toContain(
      'Trade the Indian markets and forex with a plan, not a hunch',
    );
    // Course prices change: the featured course shows its loading state, not baked-in data.
    expect(textOf(page.html)).toContain('Loading courses...');
    // The visitor's navbar: who is signed in is known only in the browser.
    expect(textOf(page.html)).toContain('Sign In');
    // The styles the page uses, in the form Emotion picks up again in the browser.
    expect(page.styles).toMatch(/<style data-emotion="css-global [^"]+" data-s="">@layer/);
    expect(page.styles).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
    const classNames = /<style data-emotion="css ([^"]+)"/.exec(page.styles)?.[1]?.split(' ') ?? [];
    expect(classNames.length).toBeGreaterThan(50);
    for (const name of classNames) {
      expect(page.html.includes(`css-${name}`) || name === '0', name).toBe(true);
    }
  });

  it('renders each public page with its own h1 and title', async () => {
    const pages = [
      ['/about-us', 'About Us', 'About Sharpline Trading Academy'],
      ['/online-course', 'Online Course', 'Online Course'],
      ['/terms&conditions', 'Terms & Conditions', 'Terms & Conditions'],
      ['/sign-in', 'Sign In', 'Nice to see you!'],
    ] as const;
    for (const [route, title, heading] of pages) {
      const page = await renderPage(route);
      expect(page.head?.title, route).toBe(`${BRAND} | ${title}`);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? '';
      expect(textOf(h1).trim(), route).toBe(heading);
    }
  });

  it('renders the shell with the navbar and footer and an empty main', async () => {
    const shell = await renderShell();
    expect(shell.head).toBeNull();
    // Nothing but a screen-high placeholder in main, so the footer starts below the fold.
    expect(shell.html).toMatch(/<main[^>]*><div class="css-[^"]+"><\/div><\/main>/);
    expect(shell.styles).toContain('min-height:100vh');
    expect(textOf(shell.html)).toContain('Sign In');
    expect(shell.html).toContain('<footer');
  });
});

describe('serving prerendered pages', () => {
  async function builtClient(): Promise<string> {
    const dist = mkdtempSync(path.join(tmpdir(), 'gateway-prerendered-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'pages'));
    const shell = await renderShell();
    writeFileSync(path.join(dist, 'index.html'), pageFile(BRAND, shell.styles, shell.html, false));
    for (const route of ['/', '/about-us', '/terms&conditions']) {
      const page = await renderPage(route);
      const file = prerenderedFileOf(route);
      if (!file) throw new Error(`no file for ${route}`);
      writeFileSync(
        path.join(dist, file),
        pageFile(page.head?.title ?? '', page.styles, page.html),
      );
    }
    writeFileSync(
      path.join(dist, 'pages', 'course-detail.html'),
      pageFile(BRAND, shell.styles, `${shell.html}<!-- course detail shell -->`, false),
    );
    return dist;
  }

  it('answers a public route with its page: heading and title in the HTML itself', async () => {
    gateway = await startGateway({ env: { CLIENT_DIST: await builtClient() } });
    const about = await fetch(`${gateway.url}/about-us`, { headers: html });
    expect(about.status).toBe(200);
    expect(about.headers.get('cache-control')).toBe('no-cache');
    const body = await about.text();
    expect(body).toContain(`<title>${BRAND} | About Us</title>`);
    expect(textOf(body)).toContain('About Sharpline Trading Academy');
    expect(body).toContain('data-prerendered="page"');

    const home = await (await fetch(`${gateway.url}/`, { headers: html })).text();
    expect(home).toContain(`<title>${BRAND} | Home</title>`);
    // The route's encoded form is the same page.
    const terms = await fetch(`${gateway.url}/terms%26conditions`, { headers: html });
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain(`<title>${BRAND} | Terms &amp; Conditions</title>`);
  });

  it('answers a data route with its shell, other client routes and unknown paths with the bare shell', async () => {
    gateway = await startGateway({ env: { CLIENT_DIST: await builtClient() } });
    const detail = await fetch(`${gateway.url}/course-detail/1/Stock-Market-Foundations`, {
      headers: html,
    });
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('course detail shell');

    // No page file for it: the bare shell, still 200 as a client route.
    const courses = await fetch(`${gateway.url}/my-courses`, { headers: html });
    expect(courses.status).toBe(200);
    const shell = await courses.text();
    expect(shell).toContain(`<title>${BRAND}</title>`);
    expect(shell).not.toContain('data-prerendered');

    const unknown = await fetch(`${gateway.url}/no-such-page`, { headers: html });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  });

  it('never serves the page files at their own paths', async () => {
    gateway = await startGateway({ env: { CLIENT_DIST: await builtClient() } });
    const direct = await fetch(`${gateway.url}/pages/about-us.html`, { headers: html });
    expect(direct.status).toBe(404);
    expect(await direct.text()).not.toContain('About Sharpline Trading Academy');
  });
});
