/**
 * Preparing class videos (gateway/media/renditions.ts): once per source file across gateways
 * (a lock in the shared store), one transcode at a time per machine, a transcode killed
 * mid-way leaves nothing served and is tried again, a crashed holder's lock expires, and a
 * gateway without ffmpeg keeps serving originals. Sources are short test videos served over
 * loopback HTTP, as the provider's uploads are.
 */
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKeyOf, Renditions } from '../../gateway/media/renditions.ts';
import type { LessonManifest } from '../../gateway/media/renditions.ts';
import { RedisStore } from '../../gateway/store/redis-store.ts';
import { SqliteStore } from '../../gateway/store/sqlite-store.ts';
import type { GatewayStore } from '../../gateway/store/store.ts';
import { makeTestVideo } from '../support/ffmpeg.ts';
import { memoryLogger } from '../support/gateway.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';

let sources = '';
let origin = '';
let server: http.Server;
let redis: TestRedis;
const downloads = new Map<string, number>();
const running: Renditions[] = [];
const stores: GatewayStore[] = [];

beforeAll(async () => {
  sources = mkdtempSync(path.join(tmpdir(), 'transcode-sources-'));
  makeTestVideo(path.join(sources, 'short.mp4'), {
    width: 640,
    height: 360,
    seconds: 3,
    sound: true,
  });
  makeTestVideo(path.join(sources, 'other.mp4'), { width: 640, height: 360, seconds: 3 });
  makeTestVideo(path.join(sources, 'long.mp4'), {
    width: 854,
    height: 480,
    seconds: 16,
    sound: true,
  });
  const app = express();
  app.use((req, _res, next) => {
    downloads.set(req.path, (downloads.get(req.path) ?? 0) + 1);
    next();
  });
  app.use(express.static(sources));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  for (const renditions of running) await renditions.stop();
  for (const store of stores) await store.close();
  await redis?.stop();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

function gateway(options: {
  mediaDir: string;
  store: GatewayStore;
  machine: string;
  ffmpeg?: string;
  retryAfterMs?: number;
  lockTtlMs?: number;
}) {
  const log = memoryLogger();
  const renditions = new Renditions({
    ...options,
    logger: log.logger,
    openSource: (url, signal) => request(url, { signal }),
  });
  running.push(renditions);
  return { renditions, log };
}

function sqliteStore(dataDir: string): GatewayStore {
  const store = new SqliteStore({ dataDir });
  stores.push(store);
  return store;
}

/** A gateway's own connection to the tests' Redis; `prefix` names the shared state. */
async function redisStore(prefix: string): Promise<GatewayStore> {
  const store = new RedisStore({ url: redis.url, commandTimeoutMs: 1000, keyPrefix: prefix });
  stores.push(store);
  expect(await store.connected()).toBe(true);
  return store;
}

const once = <K extends 'ready' | 'failed' | 'started'>(renditions: Renditions, event: K) =>
  new Promise<Parameters<Parameters<Renditions['once']>[1]>[0]>((resolve) =>
    renditions.once(event, resolve as never),
  );

async function readyIn(
  renditions: Renditions,
  url: string,
  withinMs: number,
): Promise<LessonManifest> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const manifest = await renditions.lesson(url);
    if (manifest) return manifest;
    if (Date.now() > deadline) throw new Error(`${url} not ready in ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const shape = (manifest: LessonManifest) => ({
  durationS: Math.round(manifest.durationS),
  renditions: manifest.renditions.map(({ label, height, bitrateKbps }) => [
    label,
    height,
    bitrateKbps,
  ]),
});

describe('across gateways', () => {
  it('prepares a file once, whichever gateway is asked, and both then serve it', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'shared-media-'));
    // Two machines: a shared volume, one Redis.
    const a = gateway({ mediaDir, store: await redisStore('shared:'), machine: 'machine-a' });
    const b = gateway({ mediaDir, store: await redisStore('shared:'), machine: 'machine-b' });
    const url = `${origin}/short.mp4`;
    let started = 0;
    for (const { renditions } of [a, b]) renditions.on('started', () => (started += 1));
    const [fromA, fromB] = await Promise.all([a.renditions.lesson(url), b.renditions.lesson(url)]);
    expect([fromA, fromB]).toEqual([null, null]);
    const manifestA = await readyIn(a.renditions, url, 60_000);
    const manifestB = await readyIn(b.renditions, url, 60_000);
    expect(manifestB).toEqual(manifestA);
    expect(shape(manifestA)).toEqual({
      durationS: 3,
      renditions: [
        ['240p', 240, 300],
        ['audio', null, 64],
      ],
    });
    expect(manifestA.originalBytes).toBe(statSync(path.join(sources, 'short.mp4')).size);
    // Asked again, by both: nothing more is made.
    await a.renditions.lesson(url);
    await b.renditions.lesson(url);
    expect(started).toBe(1);
    expect(downloads.get('/short.mp4')).toBe(1);
    expect(readdirSync(path.join(mediaDir, mediaKeyOf(url))).sort()).toEqual([
      '240p',
      'audio',
      'manifest.json',
      'master.m3u8',
    ]);
  }, 90_000);

  it('runs one transcode at a time on a machine', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'machine-media-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'machine-store-'));
    // Two processes of one machine: one store file, one machine name.
    const a = gateway({ mediaDir, store: sqliteStore(dataDir), machine: 'one-machine' });
    const b = gateway({ mediaDir, store: sqliteStore(dataDir), machine: 'one-machine' });
    const spans: { at: number; what: string }[] = [];
    for (const [name, { renditions }] of [
      ['a', a],
      ['b', b],
    ] as const) {
      renditions.on('started', () => spans.push({ at: Date.now(), what: `${name} started` }));
      renditions.on('ready', () => spans.push({ at: Date.now(), what: `${name} ready` }));
    }
    await a.renditions.lesson(`${origin}/short.mp4?machine`);
    await b.renditions.lesson(`${origin}/other.mp4`);
    await readyIn(a.renditions, `${origin}/short.mp4?machine`, 60_000);
    await readyIn(b.renditions, `${origin}/other.mp4`, 60_000);
    const order = spans.map((span) => span.what);
    expect([
      ['a started', 'a ready', 'b started', 'b ready'],
      ['b started', 'b ready', 'a started', 'a ready'],
    ]).toContainEqual(order);
  }, 90_000);
});

describe('interrupted', () => {
  it('a transcode killed mid-way serves nothing half made, and is tried again', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'killed-media-'));
    const { renditions } = gateway({
      mediaDir,
      store: sqliteStore(mkdtempSync(path.join(tmpdir(), 'killed-store-'))),
      machine: 'killed',
      retryAfterMs: 500,
    });
    const url = `${origin}/long.mp4`;
    const started = once(renditions, 'started');
    const failed = once(renditions, 'failed');
    expect(await renditions.lesson(url)).toBeNull();
    const { pid } = (await started) as { pid: number };
    // Mid-way: some segments written, not all.
    const partials = path.join(mediaDir, '.partial');
    const segmentWritten = () =>
      readdirSync(partials).some((work) =>
        existsSync(path.join(partials, work, '240p', 'seg-00000.ts')),
      );
    while (!segmentWritten()) await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(pid, 'SIGKILL');
    const { error } = (await failed) as { error: Error };
    expect(error.message).toMatch(/^ffmpeg ended with SIGKILL/);
    expect(readdirSync(mediaDir).sort()).toEqual(['.partial']);
    expect(readdirSync(partials)).toEqual([]);
    // Within the pause it is not started again: the original is served meanwhile.
    let again = 0;
    renditions.on('started', () => (again += 1));
    expect(await renditions.lesson(url)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const manifest = await readyIn(renditions, url, 90_000);
    expect(again).toBe(1);
    expect(shape(manifest)).toEqual({
      durationS: 16,
      renditions: [
        ['240p', 240, 300],
        ['480p', 480, 800],
        ['audio', null, 64],
      ],
    });
    expect(readdirSync(path.join(mediaDir, mediaKeyOf(url), '480p'))).toContain('seg-00003.ts');
  }, 120_000);

  it('a crashed holder\u2019s lock expires, and another gateway prepares the file', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'crashed-media-'));
    const store = await redisStore('crashed:');
    const url = `${origin}/other.mp4?crashed`;
    // The crashed gateway took the file's lock and never gave it back.
    expect(await store.setIfAbsent(`media:transcode:${mediaKeyOf(url)}`, 'crashed', 1500)).toBe(
      true,
    );
    const { renditions } = gateway({ mediaDir, store, machine: 'survivor', lockTtlMs: 1500 });
    let started = 0;
    renditions.on('started', () => (started += 1));
    expect(await renditions.lesson(url)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const manifest = await readyIn(renditions, url, 60_000);
    expect(started).toBe(1);
    expect(manifest.renditions.map((rendition) => rendition.label)).toEqual(['240p', 'audio']);
  }, 90_000);
});

describe('without ffmpeg', () => {
  it('serves originals and says so once', async () => {
    const { renditions, log } = gateway({
      mediaDir: mkdtempSync(path.join(tmpdir(), 'no-ffmpeg-')),
      store: sqliteStore(':memory:'),
      machine: 'no-ffmpeg',
      ffmpeg: '/nonexistent/ffmpeg',
    });
    for (let ask = 0; ask < 3; ask += 1) {
      expect(await renditions.lesson(`${origin}/short.mp4?none${ask}`)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const said = log.lines.filter((line) => String(line.msg).startsWith('ffmpeg is not installed'));
    expect(said.map((line) => line.msg)).toEqual([
      'ffmpeg is not installed: class videos are served as their original files (apt-get install ffmpeg)',
    ]);
  });
});
