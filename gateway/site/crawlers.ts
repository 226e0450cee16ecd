/**
 * What crawlers and home screens ask a site for: /robots.txt (student pages kept out, the
 * sitemap named), /sitemap.xml (the public pages of the route manifest and every course,
 * each in every language with its alternates, with lastmod), /favicon.ico, /apple-touch-icon.png, the app icons and the web app
 * manifest. Icons are drawn from the site's own favicon.svg.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import {
  languages,
  listedPaths,
  localeOf,
  localizedPath,
  routeIds,
  routeManifest,
  siteTextIn,
  type ListedItem,
} from '../../client/src/ssr/server-entry.ts';
import { BRAND_GOLD } from '../config.ts';
import { escapeHtml, manifestPath } from './document.ts';

interface CrawlersOptions {
  siteUrl: string;
  clientDist: string;
  /** The courses as the site lists them now; null when they cannot be had. */
  courses: () => Promise<ListedItem[] | null>;
  /** When the site was last built (the pages' lastmod). */
  builtAt: () => Date | null;
  now: () => Date;
  logger: Logger;
}

const ICON_SIZES = [192, 512] as const;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The path up to a route's first parameter: where its pages live. */
const pathPrefix = (pattern: string) => pattern.split('/:')[0] ?? pattern;

function robotsTxt(siteUrl: string): string {
  const privatePaths = routeIds
    .map((id) => routeManifest[id])
    .filter((entry) => entry.access === 'signed-in')
    .flatMap((entry) =>
      languages.map((language) => `Disallow: ${localizedPath(pathPrefix(entry.path), language)}`),
    );
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths,
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(siteUrl: string, pages: { path: string; lastmod: Date }[]): string {
  const urls = pages
    .flatMap(({ path: page, lastmod }) => {
      // Every version names all of them (and English as the default), as their pages do.
      const alternates = [
        ...languages.map((language) => [localeOf[language], localizedPath(page, language)]),
        ['x-default', page],
      ]
        .map(
          ([hreflang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${siteUrl}${href}`)}"/>`,
        )
        .join('');
      return languages.map(
        (language) =>
          `<url><loc>${escapeHtml(`${siteUrl}${localizedPath(page, language)}`)}</loc>${alternates}<lastmod>${day(lastmod)}</lastmod></url>`,
      );
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([header, png]);
}

export function crawlers(options: CrawlersOptions): Router {
  const { siteUrl, clientDist, courses, builtAt, now, logger } = options;
  const router = express.Router();
  const drawn = new Map<number, Buffer>();
  const iconPng = (size: number): Buffer => {
    let png = drawn.get(size);
    if (!png) {
      const svg = readFileSync(path.join(clientDist, 'favicon.svg'));
      png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
      drawn.set(size, png);
    }
    return png;
  };
  const longCache = (res: express.Response) =>
    res.setHeader('Cache-Control', 'public, max-age=604800');

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(siteUrl));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const built = builtAt() ?? now();
    const courseList = await courses();
    if (courseList === null)
      logger.warn('the sitemap lists no course: the course list was not had');
    const lists = { courses: courseList ?? [] };
    // A page of its own changes with each build; a page per item of a list, with the list.
    const pages = routeIds.flatMap((id) => {
      const entry = routeManifest[id];
      const lastmod = typeof entry.indexed === 'object' ? now() : built;
      return listedPaths(entry, lists).map((path) => ({ path, lastmod }));
    });
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(siteUrl, pages));
  });

  router.get('/favicon.ico', (_req, res) => {
    longCache(res);
    res.type('image/x-icon').send(icoOf(iconPng(32), 32));
  });
  router.get('/apple-touch-icon.png', (_req, res) => {
    longCache(res);
    res.type('png').send(iconPng(180));
  });
  for (const size of ICON_SIZES) {
    router.get(`/icons/icon-${size}.png`, (_req, res) => {
      longCache(res);
      res.type('png').send(iconPng(size));
    });
  }
  // The installed app's name and words in each language: a Hindi page names the Hindi one
  // (gateway/site/document.ts), whose app opens on the Hindi home page.
  for (const language of languages) {
    const { site } = siteTextIn(language);
    router.get(manifestPath(language), (_req, res) => {
      longCache(res);
      res.type('application/manifest+json').send(
        JSON.stringify({
          name: site.brandName,
          short_name: site.shortName,
          description: site.tagline,
          lang: localeOf[language],
          dir: 'ltr',
          start_url: localizedPath('/', language),
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: BRAND_GOLD,
          icons: ICON_SIZES.map((size) => ({
            src: `/icons/icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
          })),
        }),
      );
    });
  }
  return router;
}
