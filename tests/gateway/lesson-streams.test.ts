/**
 * Class videos for slow connections (issue 28), through the whole stack: the stand-in in this
 * process, a gateway with ffmpeg in front of it. The seeded videos (640x360, 4 s, no sound)
 * play as their originals until their renditions are ready, then come as HLS: a 240p
 * rendition (the source is under 480p) and audio only, served only under the owner's signed,
 * expiring stream link, and nothing else under MEDIA_DIR.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../provider/uploads.ts';
import { ensureFfmpeg } from '../support/ffmpeg.ts';
import { memoryLogger } from '../support/gateway.ts';
import type { LessonAnswer, TestGateway } from '../support/gateway.ts';
import { startStandInStack } from './stand-in-stack.ts';
import type { StandInStack } from './stand-in-stack.ts';

const HOUR_MS = 3_600_000;
const SITE = 'http://localhost:4000';
const LESSONS = `{ orderByCourse(courseId: "1") { classItems {
  title week fileType unlocked fileUrl fileBytes
  media { hlsUrl audioUrl durationS originalBytes renditions { label height bitrateKbps bytes } }
} } }`;
const REFUSED = 'This link is not valid or has expired. Open the lesson again from your classes.\n';

interface Rendition {
  label: string;
  height: number | null;
  bitrateKbps: number;
  bytes: number;
}
/** A class item with its file's size and media, as the classroom asks for them. */
interface Lesson extends LessonAnswer {
  fileBytes: number | null;
  media: {
    hlsUrl: string | null;
    audioUrl: string | null;
    durationS: number | null;
    originalBytes: number | null;
    renditions: Rendition[];
  } | null;
}

/** A seeded class file's size on disk. */
const seededBytes = (file: string) => statSync(path.join(MEDIA_DIR, 'course_data', file)).size;
const SEEDED_VIDEOS = ['market-basics.webm', 'candlestick-basics.webm', 'support-resistance.webm'];

let gateway: TestGateway;
let stack: StandInStack;
let mediaDir = '';
let token = '';
const log = memoryLogger('debug');
let skewMs = 0;

beforeAll(async () => {
  ensureFfmpeg();
  stack = await startStandInStack({
    logger: log.logger,
    now: () => new Date(Date.now() + skewMs),
  });
  gateway = stack.gateway;
  mediaDir = gateway.server.config.mediaDir;
  const { body } = await gateway.gql(
    'mutation { login(input: { username: "demo@example.com", password: "demo12345" }) { token } }',
  );
  token = (body.data?.login as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function lessons(as = token): Promise<Lesson[]> {
  const { body } = await gateway.gql(LESSONS, {}, { token: as });
  return (body.data?.orderByCourse as { classItems: Lesson[] }).classItems;
}

const openVideos = (items: Lesson[]) =>
  items.filter((item) => item.fileType === 'VIDEO' && item.unlocked);

/** A link's path on the gateway under test. */
function sitePath(link: string): string {
  expect(link.startsWith(`${SITE}/media/`)).toBe(true);
  return link.slice(SITE.length);
}

async function get(pathOnSite: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}${pathOnSite}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

async function readyLessons(): Promise<Lesson[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const items = await lessons();
    if (openVideos(items).every((item) => item.media?.hlsUrl)) return items;
    if (Date.now() > deadline) throw new Error('renditions not ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('before the renditions are ready', () => {
  it('offers the original, its size, and no stream yet', async () => {
    const items = await lessons();
    const videos = openVideos(items);
    expect(videos.map((item) => item.title)).toEqual([
      'How the stock market works',
      'Reading candlestick charts',
      'Support and resistance',
    ]);
    for (const video of videos) {
      expect(video.media).toMatchObject({ hlsUrl: null, audioUrl: null, renditions: [] });
      expect(video.fileUrl).not.toBeNull();
    }
    expect(videos.map((video) => video.media?.originalBytes)).toEqual(
      SEEDED_VIDEOS.map(seededBytes),
    );
    const original = await get(sitePath(videos[0]?.fileUrl ?? ''));
    expect(original.response.status).toBe(200);
    expect(original.response.headers.get('content-type')).toBe('video/webm');
    expect(original.body.length).toBe(seededBytes('market-basics.webm'));
  });

  it('gives PDFs their size, locked lessons nothing', async () => {
    const items = await lessons();
    const pdfs = items.filter((item) => item.fileType === 'PDF' && item.unlocked);
    expect(pdfs.map((item) => [item.title, item.fileBytes, item.media])).toEqual([
      ['Market structure: NSE, BSE and SEBI', seededBytes('market-structure.pdf'), null],
      ['Candlestick pattern sheet', seededBytes('candlestick-patterns.pdf'), null],
      ['Trend lines worksheet', seededBytes('trend-lines.pdf'), null],
    ]);
    for (const item of items.filter((lesson) => !lesson.unlocked)) {
      expect(item).toMatchObject({ media: null, fileBytes: null, fileUrl: null });
    }
  });
});

describe('once ready', () => {
  let videos: Lesson[] = [];
  beforeAll(async () => {
    videos = openVideos(await readyLessons());
  }, 90_000);

  it('describes the ladder made from the seeded videos', () => {
    for (const video of videos) {
      const media = video.media;
      expect(media?.durationS).toBe(4);
      expect(
        media?.renditions.map(({ label, height, bitrateKbps }) => [label, height, bitrateKbps]),
      ).toEqual([
        ['240p', 240, 300],
        ['audio', null, 64],
      ]);
      // 4 s at 300 kbps is about 150 KB at most; the seeded videos are silent, and AAC
      // silence costs almost nothing (at most 64 kbps: 32 KB).
      const [picture, audio] = media?.renditions ?? [];
      expect(picture?.bytes).toBeGreaterThan(20_000);
      expect(picture?.bytes).toBeLessThan(200_000);
      expect(audio?.bytes).toBeGreaterThan(1_000);
      expect(audio?.bytes).toBeLessThan(40_000);
      expect(media?.hlsUrl).toMatch(
        /^http:\/\/localhost:4000\/media\/hls\/[\w-]+\.[\w-]+\/master\.m3u8$/,
      );
      expect(media?.audioUrl).toBe(media?.hlsUrl?.replace('master.m3u8', 'audio/index.m3u8'));
    }
    expect(videos.map((video) => video.media?.originalBytes)).toEqual(
      SEEDED_VIDEOS.map(seededBytes),
    );
    // Nothing half made is left behind.
    expect(readdirSync(path.join(mediaDir, '.partial'))).toEqual([]);
  });

  it('serves every playlist and segment under the grant, with types, caching and Range', async () => {
    const media = videos[0]?.media;
    const master = await get(sitePath(media?.hlsUrl ?? ''));
    expect(master.response.status).toBe(200);
    expect(master.response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.response.headers.get('cache-control')).toMatch(/^private, max-age=(3599|3600)$/);
    expect(master.body.toString()).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=330000,AVERAGE-BANDWIDTH=300000,RESOLUTION=426x240,CODECS="avc1.4d401f,mp4a.40.2"',
        '240p/index.m3u8',
        '',
      ].join('\n'),
    );
    const base = sitePath(media?.hlsUrl ?? '').replace('master.m3u8', '');
    const expected = [
      { playlist: '240p/index.m3u8', type: 'video/mp2t', label: '240p' },
      { playlist: 'audio/index.m3u8', type: 'audio/mp4', label: 'audio' },
    ];
    for (const { playlist, type, label } of expected) {
      const answer = await get(`${base}${playlist}`);
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const text = answer.body.toString();
      expect(text).toContain('#EXT-X-ENDLIST');
      const durations = [...text.matchAll(/#EXTINF:([\d.]+),/g)].map((match) => Number(match[1]));
      expect(durations.length).toBeGreaterThan(0);
      for (const duration of durations) expect(duration).toBeLessThanOrEqual(6);
      expect(durations.reduce((sum, value) => sum + value, 0)).toBeCloseTo(4, 0);
      const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
      const files = [
        ...(init ? [init] : []),
        ...text.split('\n').filter((line) => line !== '' && !line.startsWith('#')),
      ];
      expect(files.length).toBeGreaterThan(0);
      let total = answer.body.length;
      for (const file of files) {
        const segment = await get(`${base}${label}/${file}`);
        expect(segment.response.status, file).toBe(200);
        expect(segment.response.headers.get('content-type')).toBe(type);
        total += segment.body.length;
      }
      // Every byte the rendition costs was fetched: the figure told to the student is true.
      expect(total).toBe(media?.renditions.find((item) => item.label === label)?.bytes);
    }
    const first = `${base}240p/seg-00000.ts`;
    const whole = await get(first);
    const part = await get(first, { range: 'bytes=188-375' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 188-375/${whole.body.length}`);
    expect(part.body).toEqual(whole.body.subarray(188, 376));
    // MPEG-TS packets start with 0x47.
    expect(whole.body[0]).toBe(0x47);
    expect(whole.body[188]).toBe(0x47);
  });

  it('refuses tampered, expired, signed-out and other lessons\u2019 grants', async () => {
    const expectRefused = async (url: string) => {
      const { response, body } = await get(url);
      expect(response.status, url).toBe(403);
      expect(body.toString()).toBe(REFUSED);
      expect(response.headers.get('cache-control')).toBe('no-store');
    };
    const base = sitePath(videos[0]?.media?.hlsUrl ?? '').replace('master.m3u8', '');
    const other = sitePath(videos[1]?.media?.hlsUrl ?? '').replace('master.m3u8', '');
    const [, , , segment = ''] = base.split('/');
    const [grant = '', signature = ''] = segment.split('.');
    const [, , , otherSegment = ''] = other.split('/');
    const [otherGrant = '', otherSignature = ''] = otherSegment.split('.');
    const claims = JSON.parse(Buffer.from(grant, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const otherClaims = JSON.parse(Buffer.from(otherGrant, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(otherClaims.k).not.toBe(claims.k);
    const forge = (changes: Record<string, unknown>) =>
      `/media/hls/${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}/240p/index.m3u8`;
    await expectRefused(forge({ k: otherClaims.k }));
    await expectRefused(forge({ i: otherClaims.i }));
    await expectRefused(forge({ c: '2' }));
    await expectRefused(forge({ e: Number(claims.e) + 30 * 24 * HOUR_MS }));
    await expectRefused(`/media/hls/${grant}.${otherSignature}/master.m3u8`);
    await expectRefused(`/media/hls/${otherGrant}.${signature}/master.m3u8`);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefused(`/media/hls/${grant}.${flipped}/master.m3u8`);
    await expectRefused(`/media/hls/${grant}/master.m3u8`);
    // A class-file link's signature does not open a stream.
    const fileSegment = sitePath(videos[0]?.fileUrl ?? '').split('/')[2] ?? '';
    await expectRefused(`/media/hls/${fileSegment}/master.m3u8`);

    skewMs = 2 * HOUR_MS;
    try {
      await expectRefused(`${base}master.m3u8`);
      await expectRefused(`${base}240p/seg-00000.ts`);
    } finally {
      skewMs = 0;
    }
    expect((await get(`${base}master.m3u8`)).response.status).toBe(200);
  });

  it('reaches nothing else under MEDIA_DIR', async () => {
    const base = sitePath(videos[0]?.media?.hlsUrl ?? '').replace('master.m3u8', '');
    const key = readdirSync(mediaDir).find((name) => /^[0-9a-f]{32}$/.test(name)) ?? '';
    writeFileSync(path.join(mediaDir, 'secret.txt'), 'not for students');
    const attempts = [
      'manifest.json',
      '240p/../manifest.json',
      '240p/%2e%2e/manifest.json',
      '%2e%2e/secret.txt',
      '..%2fsecret.txt',
      `../${key}/master.m3u8`,
      '240p/index.m3u8%00.ts',
      '.partial/x',
      '360p/index.m3u8',
      '240p/seg-99999.ts',
      'audio/seg-00000.ts',
      'source',
    ];
    for (const attempt of attempts) {
      const { response, body } = await get(`${base}${attempt}`);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.status, attempt).toBeLessThan(500);
      expect(body.toString(), attempt).not.toContain('not for students');
      expect(body.toString(), attempt).not.toContain('"renditions"');
    }
    for (const attempt of [`/media/hls/${key}/master.m3u8`, '/media/hls/', '/media/hls/x/y']) {
      const { response } = await get(attempt);
      expect(response.status, attempt).toBe(403);
    }
  });

  it('keeps stream links out of the request log', () => {
    const grant = (videos[0]?.media?.hlsUrl ?? '').split('/')[5] ?? '';
    expect(grant.length).toBeGreaterThan(40);
    expect(JSON.stringify(log.lines)).not.toContain(grant.slice(0, 40));
    expect(log.lines.some((line) => JSON.stringify(line).includes('/media/hls/[link]'))).toBe(true);
  });

  it('ends with the session', async () => {
    const { body } = await gateway.gql(
      'mutation { login(input: { username: "demo@example.com", password: "demo12345" }) { token } }',
    );
    const second = (body.data?.login as { token: string }).token;
    const hls = openVideos(await lessons(second))[0]?.media?.hlsUrl ?? '';
    expect((await get(sitePath(hls))).response.status).toBe(200);
    await gateway.gql('mutation { logout }', {}, { token: second });
    expect((await get(sitePath(hls))).response.status).toBe(403);
  });
});
