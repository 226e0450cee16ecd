/**
 * Pages whose main content is data (the course list, a course), rendered on request with
 * that data, so the course and its image are in the first HTML the browser paints (and
 * the HTML crawlers read). The build (scripts/prerender.ts) leaves, beside each such page's
 * shell, a recipe (`pages/<name>.data.json`): the query, where its variables come from in
 * the path, and the page's HTML with placeholders. Here the query runs in-process through
 * the gateway's own schema, client/src/entry-server.tsx renders the page with the answer
 * (dist/prerender, built alongside), and the placeholders are filled; the browser hydrates
 * the page with the same answer (main.tsx), so it asks for nothing again.
 *
 * Public data only: the query runs without the visitor's session. A rendered page is kept
 * until the oldest public data in it reaches the staleness budget (PUBLIC_CACHE_TTL_MS from
 * when that data was read, gateway/store/cache.ts), so a page is rendered about once per
 * course per period whatever the traffic, and never shows data older than the budget.
 * Anything short of a clean answer (a provider fault, an unknown course, a render error, no
 * built renderer) falls through to the shell, which fetches in the browser as it always did.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { olderOf, remainingBudgetMs } from '../store/cache.ts';
import { PAGES_DIR, isClientRoute, segmentsOf } from './static-client.ts';

/** A public query a data page is rendered with. */
export interface DataPageQuery {
  operationName: string;
  query: string;
  /** Variable name -> index of the path segment it is read from. */
  pathVariables: Record<string, number>;
}

/** What scripts/prerender.ts writes for a data page, as `pages/<name>.data.json`. */
export interface DataPageRecipe {
  /** Every query the page makes on opening, so it hydrates without asking again. */
  queries: DataPageQuery[];
  /** The page's HTML with the PLACEHOLDERS below. */
  template: string;
}

/** The placeholders of a recipe's template, each replaced once. */
export const PLACEHOLDERS = {
  title: '%%ACADEMY_TITLE%%',
  description: '%%ACADEMY_DESCRIPTION%%',
  head: '<!--academy:head-->',
  html: '<!--academy:html-->',
  state: '<!--academy:state-->',
} as const;

export const DATA_PAGE_SUFFIX = '.data.json';

/**
 * The element that carries the Apollo cache for hydration: RENDERED_DATA_ELEMENT_ID in
 * client/src/lib/prefetch.ts, which main.tsx reads (a test keeps the two equal).
 */
export const STATE_ELEMENT_ID = 'academy-state';

/** What client/src/entry-server.tsx's renderDataPage gives back. */
interface RenderedDataPage {
  html: string;
  styles: string;
  head: { title: string; description?: string } | null;
  status: number;
  state: unknown;
}

interface Renderer {
  renderDataPage(
    path: string,
    answers: { operationName: string; variables: Record<string, unknown>; data: unknown }[],
  ): Promise<RenderedDataPage>;
}

/**
 * Runs a public query through the gateway's own schema; null unless it answered cleanly.
 * `fetchedAtMs` is when the oldest public data in the answer was read.
 */
export type ExecutePublicQuery = (request: {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}) => Promise<{ data: Record<string, unknown>; fetchedAtMs: number } | null>;

export interface DataPagesOptions {
  distDir: string;
  /** The build-time renderer's bundle; default: dist/prerender/entry-server.js beside distDir. */
  rendererFile?: string;
  execute: ExecutePublicQuery;
  ttlMs: number;
  now: () => Date;
  logger: Logger;
}

const MAX_PAGES_KEPT = 100;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside <script type="application/json"> (no "</script>", no "<!--"). */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * React puts the preloads it derives (a page's first image) first in its markup; they
 * belong in the head, where the browser meets them earliest and hydration skips them.
 * Returns those preloads and the rest of the markup.
 */
export function splitPreloads(markup: string): { preloads: string; body: string } {
  const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(markup)?.[0] ?? '';
  return { preloads, body: markup.slice(preloads.length) };
}

/** Fills a recipe's template with a rendered page. */
export function fillTemplate(template: string, page: RenderedDataPage): string {
  const title = page.head?.title ?? '';
  const description = page.head?.description ?? '';
  const { preloads, body } = splitPreloads(page.html);
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  const values: Record<keyof typeof PLACEHOLDERS, string> = {
    title: escapeHtml(title),
    description: escapeHtml(description),
    head: `${preloads}${page.styles}`,
    html: body,
    state,
  };
  let html = template;
  for (const key of Object.keys(PLACEHOLDERS) as (keyof typeof PLACEHOLDERS)[]) {
    // A function, so "$" in the page is never read as a replacement pattern.
    html = html.replace(PLACEHOLDERS[key], () => values[key]);
  }
  return html;
}

function variablesOf(segments: string[], pathVariables: Record<string, number>) {
  const variables: Record<string, unknown> = {};
  for (const [variable, index] of Object.entries(pathVariables)) {
    variables[variable] = segments[index] ?? '';
  }
  return variables;
}

export function dataPages(options: DataPagesOptions): RequestHandler {
  const { distDir, execute, ttlMs, now, logger } = options;
  const rendererFile =
    options.rendererFile ?? path.resolve(distDir, '..', 'prerender', 'entry-server.js');
  const recipes = new Map<string, { changed: number; recipe: DataPageRecipe | null }>();
  const pages = new LRUCache<string, string>({
    max: MAX_PAGES_KEPT,
    ttl: Math.max(ttlMs, 1),
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
  });
  const rendering = new Map<string, Promise<string | null>>();
  let renderer: Promise<Renderer | null> | undefined;

  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<Renderer>).catch((error: unknown) => {
          logger.error({ err: error }, 'the page renderer could not be loaded');
          return null;
        })
      : Promise.resolve(null));

  /**
   * The recipe for a page name; null when the build wrote none. Read again when the file
   * changes (a new build names new script files).
   */
  const recipeOf = (name: string): DataPageRecipe | null => {
    const file = path.join(distDir, PAGES_DIR, `${name}${DATA_PAGE_SUFFIX}`);
    const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined) return null;
    const known = recipes.get(name);
    if (known?.changed === changed) return known.recipe;
    let recipe: DataPageRecipe | null = null;
    try {
      recipe = JSON.parse(readFileSync(file, 'utf8')) as DataPageRecipe;
    } catch (error) {
      logger.error({ err: error, file }, 'a data page recipe could not be read');
    }
    recipes.set(name, { changed, recipe });
    pages.clear();
    return recipe;
  };

  async function render(
    pathname: string,
    recipe: DataPageRecipe,
    variables: Record<string, unknown>[],
  ): Promise<{ html: string; fetchedAtMs: number } | null> {
    const startedAt = now().getTime();
    const answers = await Promise.all(
      recipe.queries.map(async ({ operationName, query }, index) => {
        const queryVariables = variables[index] ?? {};
        const answer = await execute({ query, operationName, variables: queryVariables });
        return answer
          ? { operationName, variables: queryVariables, data: answer.data, at: answer.fetchedAtMs }
          : null;
      }),
    );
    // A query without data, or a course that does not exist (a null root field): the shell
    // handles it in the browser.
    const complete = answers.every(
      (answer) => answer !== null && Object.values(answer.data).every((value) => value !== null),
    );
    if (!complete) return null;
    const loaded = await loadRenderer();
    if (!loaded) return null;
    const page = await loaded.renderDataPage(
      pathname,
      answers.filter((a) => a !== null),
    );
    if (page.status !== 200) return null;
    const fetchedAtMs = answers.reduce(
      (oldest, answer) => (answer ? olderOf(oldest, answer.at) : oldest),
      startedAt,
    );
    return { html: fillTemplate(recipe.template, page), fetchedAtMs };
  }

  /** Kept while the oldest data in the page is within the budget (lru-cache serves until age > ttl). */
  function remember(key: string, html: string, fetchedAtMs: number) {
    const remaining = remainingBudgetMs(fetchedAtMs, ttlMs, now().getTime()) - 1;
    if (remaining > 0) pages.set(key, html, { ttl: remaining });
  }

  // Loaded now, in the background: loading it takes a few seconds, which should not fall
  // on the first visitor.
  void loadRenderer();

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isClientRoute(req.path)) return next();
    const segments = segmentsOf(req.path);
    const name = segments[0] ?? '';
    if (name === '' || !/^[\w&-]+$/.test(name)) return next();
    const recipe = recipeOf(name);
    if (!recipe) return next();

    // One page per set of variables (the title in a course's URL does not change it).
    const variables = recipe.queries.map((q) => variablesOf(segments, q.pathVariables));
    const key = `${name}|${JSON.stringify(variables)}`;
    const kept = pages.get(key);
    const send = (html: string) => {
      res.status(200);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    };
    if (kept !== undefined) return send(kept);

    let pending = rendering.get(key);
    if (!pending) {
      pending = render(req.path, recipe, variables)
        .catch((error: unknown) => {
          logger.error({ err: error, path: req.path }, 'a data page could not be rendered');
          return null;
        })
        .then((page) => {
          if (page !== null && ttlMs > 0) remember(key, page.html, page.fetchedAtMs);
          return page?.html ?? null;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    void pending.then((html) => (html === null ? next() : send(html)));
  };
}
