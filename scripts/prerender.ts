/**
 * `npm run build`, second step (after `vite build`): writes the HTML the gateway serves
 * (gateway/site/static-client.ts), so every page paints before any script runs.
 * - The public pages (SPEC.md §2) are rendered in full into dist/client/pages/, with their
 *   styles, title and meta description, so crawlers read them too, and the app hydrates
 *   them. A content page names only the page loader (client/src/page-loader.ts), which
 *   fetches the app once the page is painted; a page with a form loads it at once.
 * - The routes that depend on data or on the signed-in user get the shell (navbar and
 *   footer, rendered afresh by the app); the page loader fetches the app and the page's
 *   chunks together once the shell is painted.
 * - index.html becomes the bare shell, for unknown paths.
 * A course's page, whose main content is data, also names its query, which the page loader
 * sends at once, while the app downloads (client/src/lib/prefetch.ts).
 *
 * Nothing fetched from the gateway is baked in (prices change): those parts show their
 * loading state until the data is there, as they do today.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { build } from 'vite';
import { paths } from '../client/src/config/paths.ts';
import type * as EntryServer from '../client/src/entry-server.tsx';
import { PREFETCHABLE, type PrefetchSpec } from '../client/src/lib/prefetch.ts';
import {
  DATA_PAGE_SUFFIX,
  PLACEHOLDERS,
  escapeHtml,
  splitPreloads,
  type DataPageRecipe,
} from '../gateway/site/data-pages.ts';
import { PAGES_DIR, prerenderedFileOf } from '../gateway/site/static-client.ts';

process.env.NODE_ENV ??= 'production';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// CLIENT_DIST, as for the gateway, when the client was built elsewhere (vite build --outDir).
const clientDist = path.resolve(process.env.CLIENT_DIST ?? path.join(root, 'dist', 'client'));
// Beside the client: the gateway loads it from there to render data pages on request.
const serverDist = path.join(path.dirname(clientDist), 'prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

interface Route {
  path: string;
  /** The route's module, as named in the build manifest. */
  module: string;
  /** The query whose answer is the page's main content, sent early by the page loader. */
  prefetch?: Omit<PrefetchSpec, 'query'>;
  /**
   * A page with a form loads the app at once rather than after the first paint: a visitor
   * starts typing straight away.
   */
  appAtOnce?: boolean;
  /**
   * The query whose answer is the page: the gateway renders the page with it on request
   * (gateway/site/data-pages.ts, from the recipe written here); the file written here is what
   * it serves when it cannot.
   */
  data?: Omit<PrefetchSpec, 'query' | 'image'>[];
}

/** The public pages, rendered in full. */
const PAGES: Route[] = [
  { path: paths.home, module: 'src/app/routes/home.tsx' },
  { path: paths.about, module: 'src/app/routes/about.tsx' },
  // The course list is not prefetched: its page shows the list's loading state from the
  // start, and that skeleton must stay 500 ms after the list arrives (SPEC.md §2), which
  // an answer that arrives before the app would cut short.
  {
    path: paths.courses,
    module: 'src/app/routes/courses.tsx',
    data: [{ operationName: 'CourseList', pathVariables: {} }],
  },
  { path: paths.contact, module: 'src/app/routes/contact.tsx', appAtOnce: true },
  { path: paths.instruction, module: 'src/app/routes/instruction.tsx' },
  { path: paths.terms, module: 'src/app/routes/terms.tsx' },
  { path: paths.privacy, module: 'src/app/routes/privacy.tsx' },
  { path: paths.cancel, module: 'src/app/routes/cancel.tsx' },
  { path: paths.signIn, module: 'src/app/routes/sign-in.tsx', appAtOnce: true },
  { path: paths.signUp, module: 'src/app/routes/sign-up.tsx', appAtOnce: true },
];

/** The routes that depend on data or on the signed-in user: the shell, rendered afresh. */
const SHELLS: Route[] = [
  {
    path: paths.courseDetail,
    module: 'src/app/routes/course-detail.tsx',
    // /course-detail/:cdid/:cdtitle: the id is the second segment.
    prefetch: { operationName: 'CourseDetail', pathVariables: { id: 1 }, image: 'course.imageUrl' },
    // The checkout's settings too: the page asks for them as it opens.
    data: [
      { operationName: 'CourseDetail', pathVariables: { id: 1 } },
      { operationName: 'PaymentConfig', pathVariables: {} },
    ],
  },
  { path: paths.paymentSuccess, module: 'src/app/routes/payment-success.tsx' },
  { path: paths.paymentFailed, module: 'src/app/routes/payment-failed.tsx' },
  { path: paths.myCourses, module: 'src/app/routes/my-courses.tsx' },
  { path: paths.viewClasses, module: 'src/app/routes/view-classes.tsx' },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}: update prerender.ts.`);
  return chunk;
}

/** The files a chunk needs, itself included, following its static imports. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunkOf(manifest, key);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/** A chunk's files in evaluation order: each after the files it imports, the chunk last. */
function importOrder(manifest: Manifest, key: string, order: string[] = []): string[] {
  const chunk = chunkOf(manifest, key);
  if (order.includes(chunk.file)) return order;
  for (const imported of chunk.imports ?? []) importOrder(manifest, imported, order);
  if (!order.includes(chunk.file)) order.push(chunk.file);
  return order;
}

/** The prefetch spec with the query exactly as Apollo Client sends it. */
function prefetchSpec(prefetch: Omit<PrefetchSpec, 'query'>): PrefetchSpec {
  const query = print(addTypenameToDocument(PREFETCHABLE[prefetch.operationName]));
  return { ...prefetch, query };
}

/** Writes through a temporary file, so a running gateway never serves half a page. */
function writeAtomically(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** The app's script tags vite writes in the head (entry and modulepreload links). */
const APP_TAGS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** How the page loader loads the app (client/src/page-loader.ts). */
interface AppLoad {
  /** The app's entry file. */
  entry: string;
  /** The files the entry imports, deepest first: evaluated one by one, a task each. */
  stages: string[];
  /** The page's own chunks, fetched alongside. */
  modules: string[];
  /** Fetch only once the page is painted (else at once). */
  afterPaint: boolean;
}

interface HtmlOptions {
  /** The page loader's file; without it the page has none (the bare shell). */
  loader?: string;
  /** A prerendered page, which the app hydrates. */
  prerendered?: boolean;
  /** The app, loaded by the page loader instead of vite's own script tags. */
  app?: AppLoad;
  prefetch?: PrefetchSpec;
}

function pageHtml(template: string, page: EntryServer.RenderedPage, options: HtmlOptions = {}) {
  const { loader, prerendered = false, app, prefetch } = options;
  let html = template;
  if (page.head) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
    const { description } = page.head;
    if (description) {
      html = html.replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
      );
    }
  }
  const rootAttributes: string[] = prerendered ? ['data-prerendered="page"'] : [];
  if (app) {
    html = html.replace(APP_TAGS, '');
    const list = (files: string[]) => files.map((file) => `/${file}`).join(' ');
    rootAttributes.push(
      `data-app="/${app.entry}"`,
      `data-stages="${list(app.stages)}"`,
      `data-modules="${list(app.modules)}"`,
    );
    if (app.afterPaint) rootAttributes.push('data-after-paint=""');
  }
  if (prefetch) rootAttributes.push(`data-prefetch="${escapeHtml(JSON.stringify(prefetch))}"`);
  // The loader first: it sends the page's query before anything else is fetched.
  const head = loader ? `<script type="module" crossorigin src="/${loader}"></script>` : '';
  const { preloads, body } = splitPreloads(page.html);
  html = html.replace('<title>', `${head}<title>`);
  html = html.replace('</head>', `${preloads}${page.styles}</head>`);
  const rootElement = `<div id="root"${rootAttributes.map((a) => ` ${a}`).join('')}>`;
  return html.replace(ROOT_ELEMENT, `${rootElement}${body}</div>`);
}

/** The page the gateway renders on request: its query and its HTML with placeholders. */
function dataRecipe(
  template: string,
  data: NonNullable<Route['data']>,
  options: HtmlOptions,
): DataPageRecipe {
  const placeholder: EntryServer.RenderedPage = {
    html: PLACEHOLDERS.html,
    styles: PLACEHOLDERS.head,
    head: { title: PLACEHOLDERS.title, description: PLACEHOLDERS.description },
    status: 200,
  };
  const html = pageHtml(template, placeholder, { ...options, prerendered: true });
  for (const mark of Object.values(PLACEHOLDERS)) {
    if (mark !== PLACEHOLDERS.state && !html.includes(mark)) {
      throw new Error(`The data page template lost ${mark}: update prerender.ts.`);
    }
  }
  return {
    queries: data.map((query) => ({
      operationName: query.operationName,
      query: prefetchSpec(query).query,
      pathVariables: query.pathVariables ?? {},
    })),
    template: html.replace('</body>', `${PLACEHOLDERS.state}</body>`),
  };
}

async function main() {
  const template = readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) {
    throw new Error(`${clientDist}/index.html is not a fresh vite build: run \`npm run build\`.`);
  }
  const manifest = JSON.parse(
    readFileSync(path.join(clientDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = chunkOf(manifest, 'index.html').file;
  const loader = chunkOf(manifest, 'src/page-loader.ts').file;
  const firstLoad = chunkFiles(manifest, 'index.html');
  const stages = importOrder(manifest, 'index.html').filter((file) => file !== entry);
  const pageModules = (module: string) =>
    [...chunkFiles(manifest, module)].filter((file) => !firstLoad.has(file));

  await build({
    configFile: path.join(root, 'client', 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDist,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
  const renderer: typeof EntryServer = await import(
    pathToFileURL(path.join(serverDist, 'entry-server.js')).href
  );

  const fileOf = (route: string) => {
    const file = prerenderedFileOf(route);
    if (!file) throw new Error(`${route} has no file name.`);
    return path.join(clientDist, file);
  };

  rmSync(path.join(clientDist, PAGES_DIR), { recursive: true, force: true });
  const writeRecipe = (route: string, recipe: DataPageRecipe) =>
    writeAtomically(fileOf(route).replace(/\.html$/, DATA_PAGE_SUFFIX), JSON.stringify(recipe));

  for (const { path: route, module, prefetch, data, appAtOnce = false } of PAGES) {
    const page = await renderer.renderPage(route);
    if (page.status !== 200) throw new Error(`${route} rendered with status ${page.status}.`);
    if (!page.head) throw new Error(`${route} set no title (usePageTitle).`);
    const html = pageHtml(template, page, {
      loader,
      prerendered: true,
      app: { entry, stages, modules: pageModules(module), afterPaint: !appAtOnce },
      ...(prefetch ? { prefetch: prefetchSpec(prefetch) } : {}),
    });
    writeAtomically(fileOf(route), html);
    if (data) {
      const app = { entry, stages, modules: pageModules(module), afterPaint: true };
      writeRecipe(route, dataRecipe(template, data, { loader, app }));
    }
  }
  const shell = await renderer.renderShell();
  for (const { path: route, module, prefetch, data } of SHELLS) {
    const html = pageHtml(template, shell, {
      loader,
      app: { entry, stages, modules: pageModules(module), afterPaint: true },
      ...(prefetch ? { prefetch: prefetchSpec(prefetch) } : {}),
    });
    writeAtomically(fileOf(route), html);
    if (data) {
      const app = { entry, stages, modules: pageModules(module), afterPaint: true };
      writeRecipe(route, dataRecipe(template, data, { loader, app }));
    }
  }
  writeAtomically(path.join(clientDist, 'index.html'), pageHtml(template, shell));
  const where = path.relative(root, path.join(clientDist, PAGES_DIR)) || PAGES_DIR;
  console.log(
    `prerendered ${PAGES.length} pages and ${SHELLS.length} page shells into ${where}/, the bare shell into index.html`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
