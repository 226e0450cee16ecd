/**
 * Lighthouse (mobile defaults: emulated phone, simulated slow 4G and CPU throttling) on the
 * public pages, driving Debian's Chromium. Goals: performance 95+, accessibility 100,
 * best practices 95+, SEO 95+.
 */
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './lib/browser.ts';
import { chromiumFlags } from '../tests/e2e/support/chromium.ts';

const goals = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
/** Total blocking time of the median run: what a phone spends unable to answer a tap. */
const BLOCKING_GOAL_MS = 200;
type Category = keyof typeof goals;

/**
 * Runs per page (LIGHTHOUSE_RUNS): the run with the median performance score is reported,
 * as Lighthouse's own guidance suggests, since one run varies by several points with
 * whatever else the machine is doing.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** The Devanagari fonts this machine has (fontconfig), as a phone has its own. */
const devanagariFonts = () =>
  spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).stdout?.trim() ?? '';

/**
 * Which Devanagari font Hindi pages are drawn with here: a phone's own (Android carries Noto
 * Sans Devanagari), or none, when the page's fallback font is fetched and swapped in.
 */
function deviceDevanagariFont(): string {
  const found = devanagariFonts().split('\n')[0];
  return found
    ? `the device's own Devanagari font (${found})`
    : 'no Devanagari font on the device: the fallback font is fetched and swapped in';
}

/** The element Lighthouse names as the largest contentful paint, as a short HTML snippet. */
function largestPaintOf(details: unknown): string | undefined {
  const tables = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items;
  const snippet = tables?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.replace(/\s+/g, ' ').slice(0, 120) : undefined;
}

export async function benchLighthouse(baseURL: string, paths: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const lines = [
    `Lighthouse, mobile settings (performance / accessibility / best practices / SEO), median of ${RUNS} run(s)`,
  ];
  if (paths.some((path) => path === '/hi' || path.startsWith('/hi/'))) {
    lines.push(`  Hindi pages with ${deviceDevanagariFont()}`);
  }
  let pass = true;
  try {
    for (const path of paths) {
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
      // A run Lighthouse cannot complete is run again, twice at most, so the median is of
      // RUNS scored runs when it can be.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
        const outcome = await lighthouse(`${baseURL}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(goals),
        });
        // A run Lighthouse could not complete (it says why) is reported, not scored.
        const failure = outcome?.lhr.runtimeError;
        if (failure) lines.push(`    ${path}: a run failed (${failure.code}: ${failure.message})`);
        else if (outcome) runs.push(outcome);
      }
      if (runs.length === 0) {
        pass = false;
        lines.push(`  ${path.padEnd(28)} no run completed`);
        continue;
      }
      const performanceOf = (run: (typeof runs)[number]) =>
        run.lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      // With an even count, the lower of the two middle runs.
      const result = runs[Math.floor((runs.length - 1) / 2)];
      const categories = result?.lhr.categories ?? {};
      const scores = (Object.keys(goals) as Category[]).map((key) => {
        const score = Math.round((categories[key]?.score ?? 0) * 100);
        const ok = score >= goals[key];
        pass &&= ok;
        return `${key} ${score}${ok ? '' : ` (goal ${goals[key]})`}`;
      });
      const audits = result?.lhr.audits ?? {};
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id)
        .slice(0, 8);
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      const spread = runs.map((run) => Math.round(performanceOf(run) * 100)).join(', ');
      lines.push(`  ${path.padEnd(28)} ${scores.join(' | ')}`);
      if (runs.length > 1)
        lines.push(`    performance over ${runs.length} runs: ${spread} (median shown)`);
      const blocking = audits['total-blocking-time']?.numericValue ?? Infinity;
      const blockingOk = blocking < BLOCKING_GOAL_MS;
      pass &&= blockingOk;
      lines.push(`    ${metrics}${blockingOk ? '' : ` (blocking goal < ${BLOCKING_GOAL_MS} ms)`}`);
      const lcpElement = largestPaintOf(audits['largest-contentful-paint-element']?.details);
      if (lcpElement) lines.push(`    largest contentful paint: ${lcpElement}`);
      if (failing.length) lines.push(`    audits below 0.9: ${failing.join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  lines.push(
    `  goals: performance >= 95, accessibility 100, best practices >= 95, SEO >= 95, total blocking time < ${BLOCKING_GOAL_MS} ms  ${pass ? 'PASS' : 'MISS'}`,
  );
  return { lines, pass };
}
