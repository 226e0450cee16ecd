/**
 * What `npm run build` leaves for serving pages (scripts/prerender.ts writes it): the page
 * template and the app's files (dist/client, by vite), and beside them in dist/prerender the
 * page renderer, the inline start-up script and the pages rendered at build time. Read
 * once per build: a new build (new file names) is picked up on the next request.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type {
  ExecuteMutation,
  ExecutePublicQuery,
  FormOutcome,
  FormPost,
  Language,
  RenderedPage,
  RouteId,
} from '../../client/src/ssr/server-entry.ts';

/** The files in dist/prerender. */
export const SITE_BUILD_FILES = {
  renderer: 'render.js',
  earlyInput: 'early-input.js',
  /** Written last: its presence means the build is whole. */
  info: 'build.json',
  page: (route: RouteId, language: Language) => `pages/${language}/${route}.json`,
} as const;

/** dist/prerender, beside the built client. */
export const prerenderDirOf = (clientDist: string) =>
  path.join(path.dirname(path.resolve(clientDist)), 'prerender');

export interface PageRenderer {
  /**
   * A route's page; a 'request' page with its public queries answered by `execute`, a
   * 'staff' page with its queries answered by `session`, as the visitor who asked.
   */
  renderRoute(
    url: string,
    execute?: ExecutePublicQuery,
    options?: { session?: ExecuteMutation },
  ): Promise<RenderedPage>;
  /** A form posted to its page without the app (client/src/ssr/submit-form.ts). */
  submitForm(post: FormPost): Promise<FormOutcome>;
}

interface ViteChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

export interface SiteBuild {
  /** Identifies this build (when it was finished). */
  version: number;
  /** vite's index.html: the page template (its script tags are replaced by appFiles). */
  template: string;
  /** The app's entry and the files it imports, from vite's manifest, as URL paths. */
  appFiles: { entry: string; preload: string[] };
  /** The inline start-up script (client/src/ssr/early-input.ts) and its CSP source. */
  earlyInput: { source: string; hash: string };
  /** A page rendered at build time ('build' routes, and the frame of 'browser' ones). */
  page(route: RouteId, language: Language): RenderedPage;
  /** The files of a page module beyond the app's entry, to preload with the page. */
  pageFiles(page: string): string[];
  /** The files of a language's catalogues (by name) beyond the app's entry. */
  catalogueFiles(language: Language, names: readonly string[]): string[];
  renderer(): Promise<PageRenderer>;
}

function chunkOf(manifest: ViteManifest, key: string): ViteChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}: rebuild (npm run build).`);
  return chunk;
}

/** The files a chunk needs, itself included, following its static imports. */
function filesOf(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunkOf(manifest, key);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

function loadBuild(
  clientDist: string,
  prerenderDir: string,
  version: number,
  givenRenderer: PageRenderer | undefined,
): SiteBuild {
  const read = (file: string) => readFileSync(file, 'utf8');
  const template = read(path.join(clientDist, 'index.html'));
  const manifest = JSON.parse(
    read(path.join(clientDist, '.vite', 'manifest.json')),
  ) as ViteManifest;
  const source = read(path.join(prerenderDir, SITE_BUILD_FILES.earlyInput));
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  const firstLoad = filesOf(manifest, 'index.html');
  const entry = chunkOf(manifest, 'index.html').file;
  const appFiles = {
    entry: `/${entry}`,
    preload: [...firstLoad].filter((file) => file !== entry).map((file) => `/${file}`),
  };
  const pages = new Map<string, RenderedPage>();
  const beyondFirstLoad = (key: string) =>
    [...filesOf(manifest, key)].filter((file) => !firstLoad.has(file)).map((file) => `/${file}`);
  let renderer: Promise<PageRenderer> | undefined;
  return {
    version,
    template,
    appFiles,
    earlyInput: { source, hash },
    page(route, language) {
      const file = SITE_BUILD_FILES.page(route, language);
      let page = pages.get(file);
      if (!page) {
        page = JSON.parse(read(path.join(prerenderDir, file))) as RenderedPage;
        pages.set(file, page);
      }
      return page;
    },
    pageFiles: (page) => {
      // A student page is a module of app/routes/; a staff page comes through the staff
      // room's one module (client/src/app/staff-room.ts), then its own.
      const own = `src/app/routes/${page}.tsx`;
      const keys = Object.hasOwn(manifest, own)
        ? [own]
        : ['src/app/staff-room.ts', `src/app/staff-routes/${page}.tsx`];
      return [...new Set(keys.flatMap(beyondFirstLoad))];
    },
    catalogueFiles: (language, names) =>
      language === 'en'
        ? []
        : names.flatMap((name) => {
            const key = `src/content/${language}/${name}.ts`;
            // A catalogue the bundler folded into another's chunk has no entry of its own: that
            // chunk is listed for its own name; a preload hint never costs the page.
            return Object.hasOwn(manifest, key) ? beyondFirstLoad(key) : [];
          }),
    renderer() {
      if (givenRenderer) return Promise.resolve(givenRenderer);
      // A new build's renderer is a new module: the version keeps the old one from answering.
      const file = pathToFileURL(path.join(prerenderDir, SITE_BUILD_FILES.renderer));
      renderer ??= import(`${file.href}?build=${version}`) as Promise<PageRenderer>;
      return renderer;
    },
  };
}

/** How often the build's info file is looked at for a new build. */
const BUILD_CHECK_MS = 1000;

/** The current build, read again when a new one is finished; null while there is none. */
export class SiteBuildReader {
  private readonly prerenderDir: string;
  private loaded: SiteBuild | null = null;
  private checkedAt = -Infinity;

  /**
   * @param renderer the page renderer to use instead of the built one (tests render from
   * the sources, client/src/ssr/render.tsx)
   */
  constructor(
    private readonly clientDist: string,
    private readonly logger: Logger,
    private readonly renderer?: PageRenderer,
  ) {
    this.prerenderDir = prerenderDirOf(clientDist);
  }

  current(): SiteBuild | null {
    // Every response asks (its CSP names the start-up script): the file system, at most
    // once a second.
    const at = performance.now();
    if (at - this.checkedAt < BUILD_CHECK_MS) return this.loaded;
    this.checkedAt = at;
    const info = path.join(this.prerenderDir, SITE_BUILD_FILES.info);
    const version = statSync(info, { throwIfNoEntry: false })?.mtimeMs;
    if (version === undefined) {
      this.loaded = null;
      return null;
    }
    if (this.loaded?.version === version) return this.loaded;
    try {
      this.loaded = loadBuild(this.clientDist, this.prerenderDir, version, this.renderer);
    } catch (error) {
      this.logger.error({ err: error }, 'the site build could not be read');
      return null;
    }
    return this.loaded;
  }

  /** The CSP source of the inline start-up script, once there is a build. */
  inlineScriptHash(): string | null {
    return this.current()?.earlyInput.hash ?? null;
  }
}
