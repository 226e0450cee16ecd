/**
 * Class files only for their owners: the stand-in in this process (class files behind
 * PROVIDER_FILES_KEY), the gateway in front of it. Owners get signed /media/ links that
 * stream with Range and conditional requests; tampered, expired and signed-out links, and
 * anyone asking the provider directly, are refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../provider/db.ts';
import { MEDIA_DIR } from '../../provider/uploads.ts';
import { memoryLogger } from '../support/gateway.ts';
import type { LessonAnswer, TestGateway } from '../support/gateway.ts';
import { startStandInStack } from './stand-in-stack.ts';
import type { StandInStack } from './stand-in-stack.ts';

const HOUR_MS = 3_600_000;
const LESSONS = `{ orderByCourse(courseId: "1") { classItems { title week fileType unlocked fileUrl } } }`;

let db: Db;
let origin = '';
let gateway: TestGateway;
let stack: StandInStack;
// At debug, every request has its line: none may hold a link.
const log = memoryLogger('debug');
/** The gateway's clock: real time plus whatever a test adds. */
let skewMs = 0;

beforeAll(async () => {
  stack = await startStandInStack({
    logger: log.logger,
    now: () => new Date(Date.now() + skewMs),
    env: { MEDIA_LINK_TTL_S: '3600' },
  });
  ({ db, origin, gateway } = stack);
});

afterAll(async () => {
  await stack.stop();
});

async function signInDemo(): Promise<string> {
  const { body } = await gateway.gql(
    'mutation { login(input: { username: "demo@example.com", password: "demo12345" }) { token } }',
  );
  return (body.data?.login as { token: string }).token;
}

async function lessons(token: string): Promise<LessonAnswer[]> {
  const { body } = await gateway.gql(LESSONS, {}, { token });
  return (body.data?.orderByCourse as { classItems: LessonAnswer[] }).classItems;
}

/** SITE_URL in these tests (its default): links are absolute on it. */
const SITE = 'http://localhost:4000';

/** A link's path on the site, to ask the gateway under test for it. */
function sitePath(link: string): string {
  expect(link.startsWith(`${SITE}/media/`)).toBe(true);
  return link.slice(SITE.length);
}

/** The path of the first open lesson's link of that type. */
async function firstLink(token: string, fileType: LessonAnswer['fileType']): Promise<string> {
  const lesson = (await lessons(token)).find((item) => item.fileType === fileType && item.fileUrl);
  if (!lesson?.fileUrl) throw new Error(`no open ${fileType} lesson`);
  return sitePath(lesson.fileUrl);
}

function seeded(file: string): Buffer {
  return readFileSync(path.join(MEDIA_DIR, 'course_data', file));
}

describe('links', () => {
  it('are absolute links on SITE_URL for open lessons only, named after the lesson', async () => {
    const items = await lessons(await signInDemo());
    expect(items.length).toBe(11);
    const open = items.filter((item) => item.fileUrl !== null);
    for (const item of open) expect(item.fileUrl).toMatch(/^http:\/\/localhost:4000\/media\//);
    expect(
      open.map((item) =>
        item.fileUrl?.replace(/^http:\/\/localhost:4000\/media\/[\w-]+\.[\w-]+\//, ''),
      ),
    ).toEqual([
      'How-the-stock-market-works.webm',
      'Market-structure-NSE-BSE-and-SEBI.pdf',
      'Reading-candlestick-charts.webm',
      'Candlestick-pattern-sheet.pdf',
      'Support-and-resistance.webm',
      'Trend-lines-worksheet.pdf',
    ]);
    for (const item of items) {
      if (item.week <= 3) expect(item.unlocked).toBe(true);
      else expect(item).toMatchObject({ unlocked: false, fileUrl: null });
    }
    expect(JSON.stringify(items)).not.toContain('/uploads/');
    // The grant names the file by an opaque reference, not by the provider's address.
    for (const item of open) {
      const grant = /\/media\/([\w-]+)\./.exec(item.fileUrl ?? '')?.[1] ?? '';
      const claims = Buffer.from(grant, 'base64url').toString();
      expect(claims).not.toMatch(/uploads|course_data|127\.0\.0\.1|market-basics|market-structure/);
      expect(claims).not.toContain(origin);
    }
  });
});

describe('streaming', () => {
  it('sends the whole file with its type, size, validators and an inline file name', async () => {
    const link = await firstLink(await signInDemo(), 'PDF');
    const response = await fetch(`${gateway.url}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const file = seeded('market-structure.pdf');
    expect(response.headers.get('content-length')).toBe(String(file.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    expect(response.headers.get('last-modified')).not.toBeNull();
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename=Market-structure-NSE-BSE-and-SEBI.pdf',
    );
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(3599|3600)$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
    // The link is a credential while it lives: request logs name the route, not the link.
    const grant = link.split('/')[2] ?? '';
    expect(JSON.stringify(log.lines)).not.toContain(grant.slice(0, 40));
    expect(log.lines.some((line) => JSON.stringify(line).includes('/media/[link]'))).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes (video seeking)', async () => {
    const link = await firstLink(await signInDemo(), 'VIDEO');
    const file = seeded('market-basics.webm');
    const response = await fetch(`${gateway.url}${link}`, { headers: { range: 'bytes=100-1123' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-1123/${file.length}`);
    expect(response.headers.get('content-length')).toBe('1024');
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.subarray(100, 1124));

    const tail = await fetch(`${gateway.url}${link}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(file.subarray(file.length - 10));
    const beyond = await fetch(`${gateway.url}${link}`, {
      headers: { range: `bytes=${file.length + 5}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${file.length}`);
  });

  it('answers conditional requests with 304, and HEAD with headers only', async () => {
    const link = await firstLink(await signInDemo(), 'PDF');
    const first = await fetch(`${gateway.url}${link}`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${gateway.url}${link}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const since = await fetch(`${gateway.url}${link}`, {
      headers: { 'if-modified-since': first.headers.get('last-modified') ?? '' },
    });
    expect(since.status).toBe(304);
    const head = await fetch(`${gateway.url}${link}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(seeded('market-structure.pdf').length));
    expect(await head.text()).toBe('');
  });

  it('offers the file as a download when asked', async () => {
    const link = await firstLink(await signInDemo(), 'PDF');
    const response = await fetch(`${gateway.url}${link}?download`);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=Market-structure-NSE-BSE-and-SEBI.pdf',
    );
    await response.arrayBuffer();
  });
});

describe('refusals', () => {
  const REFUSED =
    'This link is not valid or has expired. Open the lesson again from your classes.\n';

  async function expectRefused(url: string) {
    const response = await fetch(`${gateway.url}${url}`);
    expect(response.status, url).toBe(403);
    expect(await response.text()).toBe(REFUSED);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }

  it('a tampered link: another file, another customer, a longer life, a changed signature', async () => {
    const link = await firstLink(await signInDemo(), 'PDF');
    const [, , segment = '', name = ''] = link.split('/');
    const [grant = '', signature = ''] = segment.split('.');
    const claims = JSON.parse(Buffer.from(grant, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forge = (changes: Record<string, unknown>) =>
      `/media/${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}/${name}`;
    // Another file: the reference of another lesson's link, or one made up.
    const [, , otherSegment = ''] = (await firstLink(await signInDemo(), 'VIDEO')).split('/');
    const other = JSON.parse(
      Buffer.from(otherSegment.split('.')[0] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(other.f).not.toBe(claims.f);
    await expectRefused(forge({ f: other.f }));
    await expectRefused(forge({ f: Buffer.from('http://127.0.0.1/x.pdf').toString('base64url') }));
    await expectRefused(forge({ c: '2' }));
    await expectRefused(forge({ e: Number(claims.e) + 30 * 24 * HOUR_MS }));
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefused(`/media/${grant}.${flipped}/${name}`);
    await expectRefused(`/media/${grant}/${name}`);
    await expectRefused(`/media/not-a-link/${name}`);
    await expectRefused('/media/');
  });

  it('an expired link, and the fresh one asked for next works', async () => {
    const token = await signInDemo();
    const link = await firstLink(token, 'VIDEO');
    skewMs = HOUR_MS - 5_000;
    expect((await fetch(`${gateway.url}${link}`, { headers: { range: 'bytes=0-9' } })).status).toBe(
      206,
    );
    skewMs = HOUR_MS;
    try {
      await expectRefused(link);
      const fresh = await firstLink(token, 'VIDEO');
      expect(fresh).not.toBe(link);
      expect((await fetch(`${gateway.url}${fresh}`, { method: 'HEAD' })).status).toBe(200);
    } finally {
      skewMs = 0;
    }
  });

  it('a link of a session that signed out', async () => {
    const token = await signInDemo();
    const link = await firstLink(token, 'PDF');
    expect((await fetch(`${gateway.url}${link}`, { method: 'HEAD' })).status).toBe(200);
    await gateway.gql('mutation { logout }', {}, { token });
    await expectRefused(link);
  });

  it('every class file asked of the provider directly, without the gateway', async () => {
    const files = db.prepare('SELECT file FROM class_items').all() as { file: string }[];
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const { file } of files) {
      const response = await fetch(`${origin}/uploads/course_data/${file}`);
      expect(response.status, file).toBe(403);
    }
  });
});
