/**
 * The site's pages: every path gets the rendered page of the route it opens (the route
 * manifest, client/src/config/routes.ts, matched as the browser's router does), so the
 * browser paints it before any script runs, crawlers read it, and the app hydrates it.
 * - 'build' routes, and the frame of 'browser' (student) routes: rendered by `npm run build`.
 * - 'request' routes: rendered here with the answers to their public queries, run through
 *   the gateway's own schema without the visitor's session. A page is kept no longer than
 *   its data may be (PUBLIC_CACHE_TTL_MS from when the provider was asked), so stacking it
 *   on the data cache never adds up. A page whose data could not be had is rendered with
 *   its loading state (the browser asks again) and not kept.
 * - 'staff' routes: rendered here on every request with their queries answered as the
 *   staff member who asked (their staff session), never kept, and not stored by the browser.
 * - A path no route opens gets the not-found page with 404; a missing file (a path with an
 *   extension) gets a plain 404.
 */
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { remainingBudgetMs } from '../store/cache.ts';
import type { Logger } from 'pino';
import { HttpMessage } from '../errors.ts';
import {
  languages,
  localizedPath,
  matchRoute,
  queryVariables,
  routeHead,
  routeIds,
  routeQueries,
  routeManifest,
  type ExecuteMutation,
  type ExecutePublicQuery,
  type Language,
  type RenderedPage,
  type RouteMatch,
} from '../../client/src/ssr/server-entry.ts';
import { composeDocument } from './document.ts';
import { previewPath } from './preview-images.ts';
import { seoHead } from './seo.ts';
import type { SiteBuild, SiteBuildReader } from './site-build.ts';
import type { VisitorParts } from './visitor-parts.ts';

/** Most pages rendered on request kept at once (a course each, the list, home). */
const MAX_PAGES_KEPT = 200;

interface SitePagesOptions {
  /** The visitor's own parts of each page: form token, notices (visitor-parts.ts). */
  visitors: VisitorParts;
  build: SiteBuildReader;
  /** SITE_URL: the origin of canonical links and link previews. */
  siteUrl: string;
  execute: ExecutePublicQuery;
  /** Runs a staff page's operations as the visitor who asked (their session, their cookies). */
  sessionFor: (req: Request, res: Response) => ExecuteMutation;
  /** PUBLIC_CACHE_TTL_MS: the longest public data (and a page made from it) is reused. */
  ttlMs: number;
  now: () => Date;
  logger: Logger;
  /**
   * Declares the patterns pages are counted by and returns how to name a response by one of
   * them (the HTTP metrics' routeNamer): pages route by the manifest, not by Express.
   */
  routeNamer: (patterns: readonly string[]) => (res: Response, pattern: string) => void;
}

interface Served {
  status: number;
  html: string;
  /** False for a page rendered without (all of) its data, which must not be kept. */
  kept: boolean;
  /** What search engines may do with it, said in a header too; null: anything. */
  robots: string | null;
}

interface RenderContext {
  site: SiteBuild;
  match: RouteMatch;
  pathname: string;
}

/**
 * The route's head as the manifest makes it from the page's data, with the site's address;
 * none for a page that is not the route's own (not found, an error).
 */
async function headOf(page: RenderedPage, match: RouteMatch, siteUrl: string) {
  if (page.status !== 200) return undefined;
  await match.entry.head.load(page.language);
  const { id, params } = match;
  return routeHead({ id, params, language: page.language, data: page.data, siteUrl });
}

/** A rendered page as the document served for it (its head, files and data). */
export async function documentOf(
  site: SiteBuild,
  page: RenderedPage,
  match: RouteMatch,
  siteUrl: string,
  path: string,
): Promise<Served> {
  const { language } = page;
  const head = await headOf(page, match, siteUrl);
  const image = `${siteUrl}${previewPath(head?.picture, language)}`;
  const html = composeDocument({
    template: site.template,
    appFiles: site.appFiles,
    page,
    // A Hindi page's catalogues come with its code: the app has them before it hydrates.
    pageFiles: [
      ...site.pageFiles(match.entry.page),
      ...site.catalogueFiles(language, page.catalogues),
    ],
    earlyInput: site.earlyInput.source,
    headTags: seoHead({ siteUrl, page, head, image, path }),
  });
  return { status: page.status, html, kept: page.complete, robots: head?.robots ?? null };
}

export function sitePages(options: SitePagesOptions): RequestHandler {
  const { build, execute, ttlMs, now, logger, siteUrl, routeNamer, visitors } = options;

  const builtPages = new LRUCache<string, Served>({ max: 50 });
  // Requests are counted by the manifest's pattern of the page they open ('*': not found),
  // Hindi pages under /hi.
  const patternOf = (pattern: string, language: Language) =>
    language === 'en' ? pattern : localizedPath(pattern === '*' ? '/*' : pattern, language);
  const nameRoute = routeNamer(
    routeIds.flatMap((id) =>
      languages.map((language) => patternOf(routeManifest[id].path, language)),
    ),
  );

  const renderedPages = new LRUCache<string, Served, RenderContext>({
    max: MAX_PAGES_KEPT,
    ttl: Math.max(1, ttlMs),
    // The gateway's clock, the one the data's fetch times are read on.
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
    fetchMethod: async (_key, _stale, { options: entry, context }) => {
      const { site, match, pathname } = context;
      const renderer = await site.renderer();
      const page = await renderer.renderRoute(pathname, execute);
      // The page lives as long as its oldest answer may: PUBLIC_CACHE_TTL_MS from its fetch.
      const nowMs = now().getTime();
      // lru-cache serves an entry until its age passes the ttl; the budget ends at it.
      const life = remainingBudgetMs(page.dataFetchedAt ?? nowMs, ttlMs, nowMs) - 1;
      const served = await documentOf(site, page, match, siteUrl, pathname);
      if (life < 1) served.kept = false;
      entry.ttl = Math.max(1, Math.floor(life));
      return served;
    },
  });

  // Loaded now, in the background: loading it takes a moment, which should not fall on the
  // first visitor.
  void build
    .current()
    ?.renderer()
    .catch((error: unknown) =>
      logger.error({ err: error }, 'the page renderer could not be loaded'),
    );

  async function serve(
    site: SiteBuild,
    match: RouteMatch,
    req: Request,
    res: Response,
  ): Promise<Served> {
    const { entry } = match;
    const pathname = req.path;
    if (entry.render === 'staff') {
      const renderer = await site.renderer();
      let page: RenderedPage;
      try {
        page = await renderer.renderRoute(req.originalUrl, undefined, {
          session: options.sessionFor(req, res),
        });
      } catch (error) {
        // Its loading state: the browser asks for the page's data itself.
        logger.error({ err: error, path: pathname }, 'a staff page could not be rendered');
        page = await renderer.renderRoute(req.originalUrl);
      }
      return documentOf(site, page, match, siteUrl, pathname);
    }
    if (entry.render !== 'request') {
      // A student's page with parameters names its own path (its canonical link): one each.
      const own = entry.path.includes(':') ? `|${pathname}` : '';
      const key = `${site.version}|${match.language}|${match.id}${own}`;
      let served = builtPages.get(key);
      if (!served) {
        const page = site.page(match.id, match.language);
        served = await documentOf(site, page, match, siteUrl, pathname);
        builtPages.set(key, served);
      }
      return served;
    }
    // One page per set of query variables: the title in a course's URL does not change it.
    const variables = routeQueries(entry).map((query) => queryVariables(query, match.params));
    const key = `${site.version}|${match.language}|${match.id}|${JSON.stringify(variables)}`;
    try {
      const served = await renderedPages.fetch(key, { context: { site, match, pathname } });
      // Handed to the requests that waited for it, and to no later one.
      if (served && !served.kept) renderedPages.delete(key);
      if (served) return served;
    } catch (error) {
      logger.error({ err: error, path: pathname }, 'a page could not be rendered with its data');
    }
    // Its loading state, as the browser shows it before the data arrives.
    const renderer = await site.renderer();
    const page = await renderer.renderRoute(pathname);
    return documentOf(site, page, match, siteUrl, pathname);
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = matchRoute(req.path);
    if (match.id === 'notFound' && path.extname(req.path) !== '') return next();
    if (!req.accepts('html')) return next();
    nameRoute(res, patternOf(match.entry.path, match.language));
    const site = build.current();
    if (!site) {
      res.status(503).type('text/plain').send(`${HttpMessage.siteNotBuilt}\n`);
      return;
    }
    const { status, html, robots } = await serve(site, match, req, res);
    const token = visitors.formToken(req, res);
    const flash = visitors.takeFlash(req, res);
    res.status(status);
    // A staff page holds what only its staff member may see: kept by no cache at all.
    res.setHeader('Cache-Control', match.entry.render === 'staff' ? 'no-store' : 'no-cache');
    if (robots) res.setHeader('X-Robots-Tag', robots);
    res.type('html').send(visitors.personalize(html, { token, ...flash }));
  };
}
