/**
 * A built site for gateway tests, as `npm run build` leaves it: the client's template and
 * build manifest, the early-input script, and the pages rendered ahead, from the sources.
 * Pages rendered on request use the renderer taken from the sources (RENDERER).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeIds, routeManifest } from '../../client/src/config/routes.ts';
import { languages, localizedPath } from '../../client/src/lib/i18n/language.ts';
import * as renderer from '../../client/src/ssr/render.tsx';
import { SITE_BUILD_FILES } from '../../gateway/site/site-build.ts';
import type { PageRenderer } from '../../gateway/site/site-build.ts';

/** The Hindi catalogues, each a chunk of its own in a build. */
const HINDI_CATALOGUES = readdirSync(new URL('../../client/src/content/hi/', import.meta.url)).map(
  (file) => file.replace(/\.ts$/, ''),
);

/** The page renderer the gateway loads from the build, here from the sources. */
export const RENDERER: PageRenderer = renderer;

/** The inline script of the test build, and its CSP source (sha256, base64). */
export const EARLY_INPUT = 'window.earlyInputOfTheTestBuild=1;';
export const EARLY_INPUT_HASH = "'sha256-w67nHnsUHXYsm2G2FizBnzz/FL1OQUw8GV2nb5zjruI='";

/** A built site as `npm run build` leaves it, its pages rendered from the sources. */
export async function builtSite(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-site-'));
  const client = path.join(root, 'client');
  const prerender = path.join(root, 'prerender');
  mkdirSync(path.join(client, '.vite'), { recursive: true });
  mkdirSync(path.join(prerender, 'pages'), { recursive: true });
  // The site's own template, as vite writes it (its entry renamed, a shared chunk preloaded).
  const template = readFileSync(new URL('../../client/index.html', import.meta.url), 'utf8');
  writeFileSync(
    path.join(client, 'index.html'),
    template.replace(
      /<script type="module" src="[^"]+"><\/script>/,
      '<script type="module" crossorigin src="/assets/index-test.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-test.js">',
    ),
  );
  writeFileSync(
    path.join(client, 'favicon.svg'),
    readFileSync(new URL('../../client/public/favicon.svg', import.meta.url)),
  );
  const manifest: Record<string, { file: string; imports?: string[] }> = {
    'index.html': { file: 'assets/index-test.js', imports: ['_react-test.js'] },
    '_react-test.js': { file: 'assets/react-test.js' },
  };
  for (const id of routeIds) {
    const { page } = routeManifest[id];
    manifest[`src/app/routes/${page}.tsx`] = {
      file: `assets/${page}-test.js`,
      imports: ['index.html'],
    };
  }
  for (const name of HINDI_CATALOGUES) {
    manifest[`src/content/hi/${name}.ts`] = { file: `assets/hi-${name}-test.js` };
  }
  writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(prerender, SITE_BUILD_FILES.earlyInput), EARLY_INPUT);
  for (const id of routeIds) {
    const entry = routeManifest[id];
    if (entry.render === 'request' || entry.render === 'staff') continue;
    const sample = entry.path === '*' ? '/missing' : entry.path.replace(/:[^/]+/g, 'x');
    for (const language of languages) {
      const page = await renderer.renderRoute(localizedPath(sample, language));
      const file = path.join(prerender, SITE_BUILD_FILES.page(id, language));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(page));
    }
  }
  writeFileSync(path.join(prerender, SITE_BUILD_FILES.info), '{}');
  return client;
}
