/**
 * Class video transcoding under hostile or oversized sources and crashes
 * (gateway/media/renditions.ts, source-checks.ts, tools.ts, partials.ts): refused sources
 * keep playing their original, are logged once and never tried again by any gateway sharing
 * MEDIA_DIR; ffmpeg stops at its time limit and dies with its gateway; a dead gateway's work
 * folder is removed when the next one starts; a short lesson passes a long one.
 */
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineTag } from '../../gateway/media/partials.ts';
import { mediaKeyOf, Renditions } from '../../gateway/media/renditions.ts';
import { SqliteStore } from '../../gateway/store/sqlite-store.ts';
import type { GatewayStore } from '../../gateway/store/store.ts';
import { makeStillVideo, makeTestVideo } from '../support/ffmpeg.ts';
import { memoryLogger } from '../support/gateway.ts';

let sources = '';
let origin = '';
let server: http.Server;
const downloads = new Map<string, number>();
const running: Renditions[] = [];
const stores: GatewayStore[] = [];

beforeAll(async () => {
  sources = mkdtempSync(path.join(tmpdir(), 'limits-sources-'));
  makeTestVideo(path.join(sources, 'short.mp4'), {
    width: 640,
    height: 360,
    seconds: 3,
    sound: true,
  });
  makeTestVideo(path.join(sources, 'long.mp4'), {
    width: 854,
    height: 480,
    seconds: 16,
    sound: true,
  });
  // The attack: about 1.6 kB declaring an hour.
  makeStillVideo(path.join(sources, 'hour.mp4'), {
    width: 320,
    height: 240,
    seconds: 3600,
    frameEveryS: 1800,
  });
  makeStillVideo(path.join(sources, 'cinema-4k.mp4'), {
    width: 4096,
    height: 2160,
    seconds: 2,
    frameEveryS: 1,
  });
  const app = express();
  app.use((req, _res, next) => {
    downloads.set(req.path, (downloads.get(req.path) ?? 0) + 1);
    next();
  });
  // Without Content-Length: the size is known only by counting.
  app.get('/chunked/:name', (req, res) => {
    res.setHeader('Transfer-Encoding', 'chunked');
    createReadStream(path.join(sources, path.basename(req.params.name))).pipe(res);
  });
  app.use(express.static(sources));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  for (const renditions of running) await renditions.stop();
  for (const store of stores) await store.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

function gateway(options: {
  mediaDir: string;
  machine: string;
  maxDurationS?: number;
  maxBytes?: number;
  longLessonS?: number;
  timeLimitMs?: (durationS: number) => number;
}) {
  const log = memoryLogger();
  const store = new SqliteStore({ dataDir: ':memory:' });
  stores.push(store);
  const renditions = new Renditions({
    ...options,
    store,
    logger: log.logger,
    openSource: (url, signal) => request(url, { signal }),
  });
  running.push(renditions);
  return { renditions, log };
}

const newMediaDir = (name: string) => mkdtempSync(path.join(tmpdir(), `${name}-`));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusal lines a gateway logged: [reason, detail]. */
const refusals = (lines: Record<string, unknown>[]) =>
  lines
    .filter((line) => line.msg === 'class video refused; the original is served')
    .map((line) => [line.reason, line.detail]);

/** Asks for the lesson until it is refused; the time that took. */
async function refusedWithin(renditions: Renditions, url: string): Promise<number> {
  const began = Date.now();
  const refused = new Promise((resolve) => renditions.once('refused', resolve));
  expect(await renditions.lesson(url)).toBeNull();
  await refused;
  return Date.now() - began;
}

describe('refused sources', () => {
  it('a tiny file declaring an hour is refused in seconds, logged once, and never tried again', async () => {
    const mediaDir = newMediaDir('refused-media');
    const a = gateway({ mediaDir, machine: 'refusing' });
    let started = 0;
    a.renditions.on('started', () => (started += 1));
    const url = `${origin}/hour.mp4`;
    expect(await refusedWithin(a.renditions, url)).toBeLessThan(5000);
    // The original keeps playing, however often the page is opened.
    for (let ask = 0; ask < 3; ask += 1) {
      expect(await a.renditions.lesson(url)).toBeNull();
      await sleep(50);
    }
    const bytes = statSync(path.join(sources, 'hour.mp4')).size;
    expect(refusals(a.log.lines)).toEqual([
      [
        'too-small-for-its-length',
        `the source is ${bytes} bytes for a declared 3600 s, under 1000 bytes a second: not a real lesson`,
      ],
    ]);
    expect(started).toBe(0);
    expect(downloads.get('/hour.mp4')).toBe(1);
    expect(readdirSync(mediaDir).sort()).toEqual(['.partial', '.refused']);
    expect(readdirSync(path.join(mediaDir, '.partial'))).toEqual([]);
    // Another gateway sharing MEDIA_DIR (or this one restarted) does not download it again.
    const b = gateway({ mediaDir, machine: 'another' });
    expect(await b.renditions.lesson(url)).toBeNull();
    await sleep(300);
    expect(downloads.get('/hour.mp4')).toBe(1);
    expect(refusals(b.log.lines)).toEqual([]);
  }, 60_000);

  it('refuses a source longer than MEDIA_MAX_DURATION_S, until the limit is raised', async () => {
    const mediaDir = newMediaDir('too-long-media');
    const url = `${origin}/short.mp4?too-long`;
    const strict = gateway({ mediaDir, machine: 'strict', maxDurationS: 2 });
    await refusedWithin(strict.renditions, url);
    expect(refusals(strict.log.lines)).toEqual([
      ['too-long', 'the source lasts 3 s, more than MEDIA_MAX_DURATION_S (2 s)'],
    ]);
    expect(await strict.renditions.lesson(url)).toBeNull();
    // A gateway allowing longer sources makes it.
    const lenient = gateway({ mediaDir, machine: 'lenient', maxDurationS: 60 });
    const ready = new Promise((resolve) => lenient.renditions.once('ready', resolve));
    expect(await lenient.renditions.lesson(url)).toBeNull();
    await ready;
    expect((await lenient.renditions.lesson(url))?.durationS).toBeCloseTo(3, 0);
  }, 60_000);

  it('refuses a source larger than MEDIA_MAX_BYTES by its Content-Length, unread', async () => {
    const { renditions, log } = gateway({
      mediaDir: newMediaDir('too-large-media'),
      machine: 'too-large',
      maxBytes: 100_000,
    });
    await refusedWithin(renditions, `${origin}/long.mp4?too-large`);
    const bytes = statSync(path.join(sources, 'long.mp4')).size;
    expect(refusals(log.lines)).toEqual([
      ['too-large', `the source is ${bytes} bytes, more than MEDIA_MAX_BYTES (100000)`],
    ]);
  }, 30_000);

  it('stops downloading a source without Content-Length once it passes MEDIA_MAX_BYTES', async () => {
    const mediaDir = newMediaDir('counted-media');
    const { renditions, log } = gateway({ mediaDir, machine: 'counted', maxBytes: 100_000 });
    await refusedWithin(renditions, `${origin}/chunked/long.mp4`);
    const [[reason, detail]] = refusals(log.lines) as [[string, string]];
    expect(reason).toBe('too-large');
    expect(detail).toMatch(
      /^the source is over 1\d{5} bytes, more than MEDIA_MAX_BYTES \(100000\)$/,
    );
    expect(readdirSync(path.join(mediaDir, '.partial'))).toEqual([]);
  }, 30_000);

  it('refuses frames larger than 4K', async () => {
    const { renditions, log } = gateway({ mediaDir: newMediaDir('4k-media'), machine: '4k' });
    await refusedWithin(renditions, `${origin}/cinema-4k.mp4`);
    expect(refusals(log.lines)).toEqual([
      ['frame-too-large', "the source's frames are 4096x2160, larger than 4K (3840x2160)"],
    ]);
  }, 30_000);
});

/** Whether a process runs (a zombie nobody has reaped yet counts as ended). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return !/^\d+ \(.*\) Z /.test(stat);
}

describe('time and crashes', () => {
  it('kills ffmpeg past its time limit; the lesson counts as failed and the original plays', async () => {
    const mediaDir = newMediaDir('time-limit-media');
    const { renditions } = gateway({ mediaDir, machine: 'time-limit', timeLimitMs: () => 500 });
    const url = `${origin}/long.mp4?time-limit`;
    const started = new Promise<{ pid: number }>((resolve) =>
      renditions.once('started', resolve as never),
    );
    const failed = new Promise<{ error: Error }>((resolve) =>
      renditions.once('failed', resolve as never),
    );
    expect(await renditions.lesson(url)).toBeNull();
    const { pid } = await started;
    const { error } = await failed;
    expect(error.message).toBe('ffmpeg ran past its limit of 0.5 s');
    expect(alive(pid)).toBe(false);
    expect(await renditions.lesson(url)).toBeNull();
    expect(readdirSync(path.join(mediaDir, '.partial'))).toEqual([]);
  }, 30_000);

  it('ffmpeg dies with its gateway, and the next gateway removes the dead work at start', async () => {
    const mediaDir = newMediaDir('killed-gateway-media');
    const url = `${origin}/long.mp4?killed-gateway`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/transcode-child.ts', mediaDir, 'crashing', url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const ffmpeg = await new Promise<number>((resolve, reject) => {
      let said = '';
      child.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        const line = /^\{"pid":(\d+)\}$/m.exec(said);
        if (line) resolve(Number(line[1]));
      });
      child.once('exit', (code) => reject(new Error(`the gateway ended early (${code})`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    expect(alive(ffmpeg)).toBe(true);
    process.kill(child.pid as number, 'SIGKILL');
    await exited;
    const deadline = Date.now() + 3000;
    while (alive(ffmpeg) && Date.now() < deadline) await sleep(50);
    expect(alive(ffmpeg)).toBe(false);
    const partials = path.join(mediaDir, '.partial');
    expect(readdirSync(partials)).toHaveLength(1);
    // The restarted gateway of that machine clears the dead work before anything is asked.
    const restarted = gateway({ mediaDir, machine: 'crashing' });
    const cleared = Date.now() + 3000;
    while (readdirSync(partials).length > 0 && Date.now() < cleared) await sleep(50);
    expect(readdirSync(partials)).toEqual([]);
    expect(await restarted.renditions.lesson(url)).toBeNull();
  }, 60_000);

  it('keeps the work of a running process, and of other machines until it is hours old', async () => {
    const mediaDir = newMediaDir('kept-media');
    const key = mediaKeyOf(`${origin}/short.mp4?kept`);
    const partials = path.join(mediaDir, '.partial');
    const kept = [
      // Another machine's, fresh.
      `${key}-0000aaaa.${process.pid}.1.${machineTag('other-machine')}`,
      // A running process of this machine.
      `${key}-0000bbbb.${process.ppid}.1.${machineTag('kept')}`,
    ];
    // This pid, but a process started long ago: a restarted container's predecessor.
    const predecessor = `${key}-0000cccc.${process.pid}.1.${machineTag('kept')}`;
    // Another machine's, untouched for 7 hours.
    const abandoned = `${key}-0000dddd.${process.pid}.1.${machineTag('other-machine')}`;
    for (const name of [...kept, predecessor, abandoned]) {
      mkdirSync(path.join(partials, name), { recursive: true });
    }
    const hoursAgo = new Date(Date.now() - 7 * 3600_000);
    utimesSync(path.join(partials, abandoned), hoursAgo, hoursAgo);
    gateway({ mediaDir, machine: 'kept' });
    await sleep(300);
    expect(readdirSync(partials).sort()).toEqual([...kept].sort());
    expect(existsSync(path.join(mediaDir, key))).toBe(false);
  });
});

describe('a long lesson and a short one', () => {
  it('the short one, asked for after the long one started, is ready first', async () => {
    const { renditions } = gateway({
      mediaDir: newMediaDir('two-slots-media'),
      machine: 'two-slots',
      longLessonS: 10,
    });
    const long = `${origin}/long.mp4?two-slots`;
    const short = `${origin}/short.mp4?two-slots`;
    const order: string[] = [];
    renditions.on('ready', ({ key }) => order.push(key === mediaKeyOf(long) ? 'long' : 'short'));
    const started = new Promise((resolve) => renditions.once('started', resolve));
    expect(await renditions.lesson(long)).toBeNull();
    await started;
    expect(await renditions.lesson(short)).toBeNull();
    while (order.length < 2) await sleep(50);
    expect(order).toEqual(['short', 'long']);
  }, 90_000);
});
