/**
 * The client's first load: the JS and CSS that Chromium fetches for `/` until the page is
 * interactive (network idle after load), gzip-compressed, against the 230 KB budget; then
 * the largest modules inside those files, from a build that records module sizes; then the
 * Hindi pages' first loads against their English pages' (at most 10 KB more).
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, basename } from 'node:path';
import { build, type Plugin } from 'vite';
import { launchChromium } from './lib/browser.ts';

export const BUDGET_BYTES = 230 * 1024;
/** DESIGN.md §6: a Hindi page's first load is at most this much over its English page's. */
export const HINDI_EXTRA_BYTES = 10 * 1024;
/** Pages whose two versions are compared. */
const COMPARED_PAGES = ['/', '/online-course', '/about-us', '/sign-in'];

interface LoadedFile {
  url: string;
  type: 'script' | 'stylesheet' | 'font';
  raw: number;
  gzip: number;
}

async function firstLoad(baseURL: string): Promise<LoadedFile[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const files: Promise<LoadedFile | null>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet' && kind !== 'font') return;
      const type: LoadedFile['type'] = kind;
      files.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            type,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    return (await Promise.all(files)).filter((f): f is LoadedFile => f !== null);
  } finally {
    await browser.close();
  }
}

/** Module sizes (minified, before gzip) per output file, from a throw-away build. */
async function moduleSizes(): Promise<Map<string, Map<string, number>>> {
  const byFile = new Map<string, Map<string, number>>();
  const recorder: Plugin = {
    name: 'record-module-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = new Map<string, number>();
        for (const [id, info] of Object.entries(output.modules))
          modules.set(id, info.renderedLength);
        byFile.set(basename(output.fileName), modules);
      }
    },
  };
  const outDir = mkdtempSync(join(tmpdir(), 'academy-bundle-'));
  try {
    await build({
      configFile: 'client/vite.config.ts',
      logLevel: 'silent',
      plugins: [recorder],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return byFile;
}

function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match?.[1]) return match[1];
  return id.includes('/client/src/')
    ? `client/src/${id.split('/client/src/')[1]?.split('/')[0] ?? ''}`
    : id;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const codeOf = (files: LoadedFile[]) => files.filter((file) => file.type !== 'font');
const gzipOf = (files: LoadedFile[]) => files.reduce((sum, f) => sum + f.gzip, 0);

/** Each compared page's first load in Hindi against English: code (JS + CSS) and fonts. */
async function hindiOverEnglish(baseURL: string) {
  const lines = [
    'Hindi pages: first load (JS + CSS, gzip) over the English page (goal <= 10.0 KB more)',
  ];
  let pass = true;
  for (const page of COMPARED_PAGES) {
    const english = await firstLoad(`${baseURL}${page}`);
    const hindi = await firstLoad(`${baseURL}${page === '/' ? '/hi' : `/hi${page}`}`);
    const extra = gzipOf(codeOf(hindi)) - gzipOf(codeOf(english));
    const fonts = hindi.filter((file) => file.type === 'font');
    const ok = extra <= HINDI_EXTRA_BYTES;
    pass &&= ok;
    lines.push(
      `  ${page.padEnd(16)} en ${kb(gzipOf(codeOf(english))).padStart(9)}  hi ${kb(gzipOf(codeOf(hindi))).padStart(9)}  +${kb(extra).padStart(8)}  ${ok ? 'PASS' : 'MISS'}` +
        `  (fonts: ${fonts.length ? `${fonts.length} files, ${kb(fonts.reduce((sum, f) => sum + f.raw, 0))}, only where the device has no Devanagari font` : 'none fetched'})`,
    );
  }
  return { lines, pass };
}

export async function benchBundle(baseURL: string) {
  const files = codeOf(await firstLoad(baseURL));
  const total = gzipOf(files);
  const pass = total <= BUDGET_BYTES;
  const lines = [`Client first load of / (gzip, JS + CSS fetched before network idle)`];
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    lines.push(
      `  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(9)} raw  ${f.type.padEnd(10)} ${f.url}`,
    );
  }
  lines.push(
    `  total ${kb(total)}  (goal <= ${kb(BUDGET_BYTES)}; ${pass ? `${BUDGET_BYTES - total} bytes to spare` : `${total - BUDGET_BYTES} bytes over`})  ${pass ? 'PASS' : 'MISS'}`,
  );

  const sizes = await moduleSizes();
  const loadedNames = new Set(files.map((f) => basename(f.url)));
  const perPackage = new Map<string, number>();
  for (const [file, modules] of sizes) {
    if (!loadedNames.has(file)) continue;
    for (const [id, size] of modules)
      perPackage.set(packageOf(id), (perPackage.get(packageOf(id)) ?? 0) + size);
  }
  lines.push(
    '  largest parts of the first load (module source as bundled, before minification and gzip):',
  );
  for (const [name, size] of [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    lines.push(`    ${kb(size).padStart(9)}  ${name}`);
  }
  const hindi = await hindiOverEnglish(baseURL);
  lines.push(...hindi.lines);
  return { lines, pass: pass && hindi.pass, total };
}
