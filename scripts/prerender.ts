/**
 * `npm run build`, second step (after `vite build` has built the browser app into
 * dist/client): what the gateway needs to serve pages, written beside it into
 * dist/prerender/ (gateway/site/site-build.ts reads it):
 * - render.js: the page renderer (client/src/ssr/render.tsx), which the gateway uses for the
 *   routes rendered on request;
 * - early-input.js: the inline start-up script (client/src/ssr/early-input.ts);
 * - pages/{route}.json: every route the manifest renders at build time ('build', and the
 *   frame of the 'browser' ones), rendered;
 * - build.json, last: which routes were rendered, and when.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { RouteId } from '../client/src/config/route-ids.ts';
import type * as Renderer from '../client/src/ssr/render.tsx';
import { SITE_BUILD_FILES, prerenderDirOf } from '../gateway/site/site-build.ts';

process.env.NODE_ENV ??= 'production';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// CLIENT_DIST, as for the gateway, when the client was built elsewhere (vite build --outDir).
const clientDist = path.resolve(process.env.CLIENT_DIST ?? path.join(root, 'dist', 'client'));
const prerenderDir = prerenderDirOf(clientDist);
const configFile = path.join(root, 'client', 'vite.config.ts');

/** Writes through a temporary file, so a running gateway never reads half a file. */
function writeAtomically(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** A path the route matches: parameters filled in, the catch-all given a path nothing else has. */
function samplePath(pattern: string): string {
  if (pattern === '*') return '/this-page-does-not-exist';
  return pattern.replace(/:[^/]+/g, 'sample');
}

async function buildRenderer() {
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/ssr/render.tsx',
      outDir: prerenderDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      // One file: a later build replaces it whole, never a chunk of a renderer in use.
      rolldownOptions: {
        output: { entryFileNames: SITE_BUILD_FILES.renderer, codeSplitting: false },
      },
    },
  });
}

async function buildEarlyInput(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: path.join(root, 'client', 'src', 'ssr', 'early-input.ts'),
        formats: ['iife'],
        name: 'academyEarlyInputScript',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') {
      const code = chunk.code.trim();
      // Written inline as it is (its hash is in the CSP): it must not end its own element.
      if (/<\/script/i.test(code)) throw new Error('The start-up script contains "</script".');
      return code;
    }
  }
  throw new Error('The start-up script did not build.');
}

async function main() {
  const template = path.join(clientDist, 'index.html');
  if (!existsSync(template)) {
    throw new Error(`${template} is missing: run \`vite build\` first (npm run build).`);
  }
  await buildRenderer();
  writeAtomically(path.join(prerenderDir, SITE_BUILD_FILES.earlyInput), await buildEarlyInput());

  const renderer = (await import(
    pathToFileURL(path.join(prerenderDir, SITE_BUILD_FILES.renderer)).href
  )) as typeof Renderer;
  // The manifest as the renderer has it (imported here, React would load before NODE_ENV is set).
  const { routeIds, routeManifest, languages, localizedPath } = renderer;
  const rendered: RouteId[] = [];
  for (const id of routeIds) {
    const entry = routeManifest[id];
    // Pages rendered by the gateway on request, with their data or their staff member's.
    if (entry.render === 'request' || entry.render === 'staff') continue;
    // Every page in every language: Hindi under /hi.
    for (const language of languages) {
      const url = localizedPath(samplePath(entry.path), language);
      const page = await renderer.renderRoute(url);
      if (page.route !== id || page.language !== language) {
        throw new Error(`${url} rendered as ${page.route} in ${page.language}.`);
      }
      const expected = id === 'notFound' ? 404 : 200;
      if (page.status !== expected) throw new Error(`${url} rendered with ${page.status}.`);
      writeAtomically(
        path.join(prerenderDir, SITE_BUILD_FILES.page(id, language)),
        JSON.stringify(page),
      );
    }
    rendered.push(id);
  }
  writeAtomically(
    path.join(prerenderDir, SITE_BUILD_FILES.info),
    JSON.stringify({ builtAt: new Date().toISOString(), rendered }),
  );
  console.log(
    `rendered ${rendered.length} pages into ${path.relative(root, prerenderDir)}/, with the renderer for the other ${routeIds.length - rendered.length}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
