/**
 * `npm run bench:video`: class videos on slow mobile data (issue 28). A 5-minute 720p test
 * lesson (ffmpeg's moving test picture with a tone: harder to compress than a talk over
 * slides, so the worst case) is made into a temporary folder and seeded in a stand-in of this
 * process as the flagship course's first lesson; a gateway in front of it prepares its HLS
 * ladder (timed). Then Chromium plays it, its network throttled through the DevTools
 * protocol (Network.emulateNetworkConditions), on two profiles:
 * - slow 3G: 400 kbps, 400 ms round trip;
 * - slow 4G: 1.6 Mbps, 150 ms round trip;
 * in three ways: the original file (as before issue 28), HLS with the data saver off (Auto:
 * the master playlist, hls.js choosing) and on (the 240p playlist), each from a cold cache.
 * The player is hls.js's light build with the View Classes player's settings and source
 * choice (client/src/features/classes/lesson-streams.ts), in a phone-sized (360 px) video.
 * Printed: time from play to the first frame, stalls (and stalled time) during the first
 * PLAY_S (60) seconds after it, data fetched; and megabytes per minute of each rendition.
 * Goals (DESIGN.md §6): first frame within 3 s on slow 4G and within 5 s on slow 3G with
 * the data saver, no stall after the first frame, at most 3 MB a minute with the data saver.
 * Loopback only; exits 1 when a goal is missed, as the other benches do.
 */
import { timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import express from 'express';
import { HLS_SETTINGS, sourceFor } from '../client/src/features/classes/lesson-streams.ts';
import { createProviderApp } from '../provider/app.ts';
import { loadConfig as loadProviderConfig } from '../provider/config.ts';
import { openDatabase } from '../provider/db.ts';
import { seedIfNew } from '../provider/seed.ts';
import { ensureFfmpeg, makeTestVideo } from '../tests/support/ffmpeg.ts';
import { startGateway } from '../tests/support/gateway.ts';
import { chromiumPath } from './lib/browser.ts';
import { chromiumFlags } from '../tests/e2e/support/chromium.ts';

const LESSON_S = Number(process.env.VIDEO_LESSON_S ?? 300);
const PLAY_S = Number(process.env.PLAY_S ?? 60);
const LESSON_TITLE = 'How the stock market works';
const LESSON_FILE = 'bench-lesson.mp4';
const FILES_KEY = 'video-bench-files-key-0123456789abcdef';
const SESSION_SECRET = 'video-bench-session-secret-0123456789abcdef';
const READY_WITHIN_MS = 20 * 60_000;
const GOALS = { firstFrame4gS: 3, firstFrame3gSaverS: 5, saverMbPerMin: 3 };

const PROFILES = [
  { name: 'slow 3G', kbps: 400, rttMs: 400 },
  { name: 'slow 4G', kbps: 1600, rttMs: 150 },
] as const;
const WAYS = [
  { name: 'original file', quality: null },
  { name: 'HLS, data saver off (Auto)', quality: 'auto' },
  { name: 'HLS, data saver on (240p)', quality: '240p' },
] as const;

type Profile = (typeof PROFILES)[number];

interface Media {
  hlsUrl: string | null;
  audioUrl: string | null;
  durationS: number | null;
  originalBytes: number | null;
  renditions: { label: string; height: number | null; bitrateKbps: number; bytes: number }[];
}

interface Playback {
  firstFrameS: number | null;
  stalls: number;
  stalledS: number;
  playedS: number;
  mb: number;
}

const HLS_MODULE = fileURLToPath(
  new URL('../node_modules/hls.js/dist/hls.light.mjs', import.meta.url),
);
const PLAYER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body><video id="v" muted playsinline style="width:360px;height:203px"></video>
<script type="module">
import Hls from '/__bench/hls.mjs';
const v = document.getElementById('v');
window.benchStart = (url, useHls, settings) => {
  const t0 = performance.now();
  const r = { firstFrameMs: null, stalls: 0, stalledMs: 0 };
  let stallAt = null;
  v.requestVideoFrameCallback(() => { r.firstFrameMs = performance.now() - t0; });
  v.addEventListener('waiting', () => {
    if (r.firstFrameMs !== null && stallAt === null && !v.ended) { r.stalls += 1; stallAt = performance.now(); }
  });
  v.addEventListener('playing', () => {
    if (stallAt !== null) { r.stalledMs += performance.now() - stallAt; stallAt = null; }
  });
  if (useHls) { const h = new Hls(settings); h.loadSource(url); h.attachMedia(v); } else { v.src = url; }
  v.play().catch(() => {});
  window.benchResult = () => ({
    firstFrameMs: r.firstFrameMs, stalls: r.stalls,
    stalledMs: r.stalledMs + (stallAt !== null ? performance.now() - stallAt : 0),
    playedS: v.currentTime,
  });
};
window.benchReady = true;
</script></body></html>`;

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

async function startStandIn(work: string, lessonFile: string) {
  const db = openDatabase(path.join(work, 'provider'));
  await seedIfNew(db, new Date());
  db.prepare('UPDATE class_items SET file = ? WHERE title = ?').run(LESSON_FILE, LESSON_TITLE);
  const config = loadProviderConfig({ DATA_DIR: work, PROVIDER_FILES_KEY: FILES_KEY });
  const app = express();
  // The bench's lesson, served to the gateway's key only, as the stand-in serves class files.
  app.get(`/uploads/course_data/${LESSON_FILE}`, (req, res) => {
    const given = Buffer.from(String(req.headers['x-academy-files-key'] ?? ''));
    const key = Buffer.from(FILES_KEY);
    if (given.length !== key.length || !timingSafeEqual(given, key)) {
      res.status(403).end();
      return;
    }
    res.sendFile(lessonFile);
  });
  app.use(createProviderApp({ db, config }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}

async function play(
  browser: Browser,
  baseUrl: string,
  profile: Profile,
  source: { url: string; hls: boolean },
): Promise<Playback> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${baseUrl}/__bench/player.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAYER_PAGE }),
  );
  await page.route(`${baseUrl}/__bench/hls.mjs`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: readFileSync(HLS_MODULE, 'utf8') }),
  );
  await page.goto(`${baseUrl}/__bench/player.html`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.kbps * 1000) / 8,
    uploadThroughput: (profile.kbps * 1000) / 8,
  });
  const received = new Map<string, number>();
  cdp.on('Network.dataReceived', (event) => {
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    received.set(
      event.requestId,
      Math.max(received.get(event.requestId) ?? 0, event.encodedDataLength),
    );
  });
  await page.evaluate(
    ({ url, hls, settings }) =>
      (window as unknown as { benchStart: (u: string, h: boolean, s: unknown) => void }).benchStart(
        url,
        hls,
        settings,
      ),
    { url: source.url, hls: source.hls, settings: HLS_SETTINGS },
  );
  type Result = { firstFrameMs: number | null; stalls: number; stalledMs: number; playedS: number };
  const read = () =>
    page.evaluate(() => (window as unknown as { benchResult: () => Result }).benchResult());
  // Up to 30 s for a first frame; then PLAY_S seconds of watching.
  const startedAt = Date.now();
  let result = await read();
  while (result.firstFrameMs === null && Date.now() - startedAt < 30_000) {
    await page.waitForTimeout(100);
    result = await read();
  }
  if (result.firstFrameMs !== null) {
    await page.waitForTimeout(PLAY_S * 1000);
    result = await read();
  }
  const bytes = [...received.values()].reduce((sum, value) => sum + value, 0);
  await context.close();
  return {
    firstFrameS: result.firstFrameMs === null ? null : result.firstFrameMs / 1000,
    stalls: result.stalls,
    stalledS: result.stalledMs / 1000,
    playedS: result.playedS,
    mb: bytes / 1e6,
  };
}

function line(figure: string, measured: string, goal: string, pass: boolean | null): string {
  const verdict = pass === null ? '' : pass ? 'ok' : 'MISSED';
  return `${figure.padEnd(58)} ${measured.padEnd(26)} ${goal.padEnd(10)} ${verdict}`;
}

async function main() {
  ensureFfmpeg();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-video-'));
  const lessonFile = path.join(work, LESSON_FILE);
  console.log(`Video benchmark on ${process.platform} ${process.arch}, Node ${process.version}`);
  let at = Date.now();
  makeTestVideo(lessonFile, { width: 1280, height: 720, seconds: LESSON_S, sound: true });
  console.log(`test lesson: ${LESSON_S} s, 1280x720, made in ${round((Date.now() - at) / 1000)} s`);

  const standIn = await startStandIn(work, lessonFile);
  const gateway = await startGateway({
    now: () => new Date(),
    env: {
      PROVIDER_URL: `${standIn.origin}/api/v1/`,
      SESSION_SECRET,
      DATA_DIR: path.join(work, 'gateway'),
      PROVIDER_FILES_KEY: FILES_KEY,
      MEDIA_LINK_TTL_S: '7200',
    },
  });
  let browser: Browser | null = null;
  const failures: string[] = [];
  try {
    const login = await gateway.gql(
      'mutation { login(input: { username: "demo@example.com", password: "demo12345" }) { token } }',
    );
    const token = (login.body.data?.login as { token: string }).token;
    const lessonQuery = `{ orderByCourse(courseId: "1") { classItems { title fileUrl
      media { hlsUrl audioUrl durationS originalBytes renditions { label height bitrateKbps bytes } } } } }`;
    const lesson = async () => {
      const { body } = await gateway.gql(lessonQuery, {}, { token });
      const items = (
        body.data?.orderByCourse as {
          classItems: { title: string; fileUrl: string; media: Media }[];
        }
      ).classItems;
      const found = items.find((item) => item.title === LESSON_TITLE);
      if (!found) throw new Error(`no lesson "${LESSON_TITLE}"`);
      return found;
    };
    // Asking for the lesson queues its renditions; the gateway prepares them in the background.
    at = Date.now();
    let ready = await lesson();
    while (!ready.media.hlsUrl) {
      if (Date.now() - at > READY_WITHIN_MS) throw new Error('renditions not ready in 20 minutes');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      ready = await lesson();
    }
    console.log(
      `renditions ready in ${round((Date.now() - at) / 1000)} s (one ffmpeg run, 2 cores)\n`,
    );
    const media = ready.media;
    const duration = media.durationS ?? LESSON_S;
    // Links are absolute on SITE_URL; the gateway under test listens elsewhere.
    const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, gateway.url);

    console.log(line('Megabytes per minute of playback', 'measured', 'goal', null));
    const original = (media.originalBytes ?? 0) / 1e6 / (duration / 60);
    console.log(
      line('  original file (1280x720, H.264 3 Mbps)', `${round(original, 2)} MB/min`, '', null),
    );
    for (const rendition of media.renditions) {
      const perMinute = rendition.bytes / 1e6 / (duration / 60);
      const saver = rendition.label === '240p' || rendition.label === 'audio';
      const pass = saver ? perMinute <= GOALS.saverMbPerMin : null;
      if (pass === false) failures.push(`${rendition.label} MB/min`);
      console.log(
        line(
          `  ${rendition.label} (${rendition.bitrateKbps} kbps)${saver ? ', data saver' : ''}`,
          `${round(perMinute, 2)} MB/min`,
          saver ? `<= ${GOALS.saverMbPerMin}` : '',
          pass,
        ),
      );
    }

    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumFlags, '--autoplay-policy=no-user-gesture-required'],
    });
    for (const profile of PROFILES) {
      console.log(
        `\n${line(`${profile.name} (${profile.kbps} kbps, ${profile.rttMs} ms RTT), first ${PLAY_S} s`, 'measured', 'goal', null)}`,
      );
      for (const way of WAYS) {
        const source =
          way.quality === null
            ? { url: local(ready.fileUrl), hls: false }
            : sourceFor(
                { ...media, hlsUrl: local(media.hlsUrl ?? ''), audioUrl: null },
                way.quality,
                '',
              );
        const result = await play(browser, gateway.url, profile, source);
        const hls = way.quality !== null;
        const frameGoal =
          profile.name === 'slow 4G' && hls
            ? GOALS.firstFrame4gS
            : profile.name === 'slow 3G' && way.quality === '240p'
              ? GOALS.firstFrame3gSaverS
              : null;
        const framePass =
          frameGoal === null
            ? null
            : result.firstFrameS !== null && result.firstFrameS <= frameGoal;
        const stallPass =
          frameGoal === null ? null : result.firstFrameS !== null && result.stalls === 0;
        if (framePass === false) failures.push(`${profile.name} ${way.name} first frame`);
        if (stallPass === false) failures.push(`${profile.name} ${way.name} stalls`);
        console.log(`  ${way.name}`);
        console.log(
          line(
            '    first frame',
            result.firstFrameS === null ? 'none in 30 s' : `${round(result.firstFrameS, 2)} s`,
            frameGoal === null ? '' : `<= ${frameGoal} s`,
            framePass,
          ),
        );
        console.log(
          line(
            '    stalls after it',
            `${result.stalls} (${round(result.stalledS)} s stalled)`,
            frameGoal === null ? '' : '0',
            stallPass,
          ),
        );
        console.log(
          line(
            '    played / fetched',
            `${round(result.playedS)} s / ${round(result.mb, 2)} MB`,
            '',
            null,
          ),
        );
      }
    }
  } finally {
    await browser?.close();
    await gateway.stop();
    await standIn.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.log(`\nMissed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery goal met.');
}

await main();
