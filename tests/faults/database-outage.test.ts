/**
 * The gateway's own database going away while students use the site, on a real PostgreSQL
 * (stopped mid-traffic, then frozen with SIGSTOP) and on SQLite (its write lock held by
 * another process). Every answer that needs the database is SERVICE_UNAVAILABLE with
 * retryAfterSeconds (503 with Retry-After beside GraphQL), never a 500; the outage is logged
 * once and its end once; /readyz names the database while it is away; My Courses keeps its
 * orders (progress null), and the catalogue, sign-in and checkout work; a new sign-in checks
 * a reset account's new password and refuses its old one and a deleted account (decision
 * 0022); nothing acknowledged is lost; a frozen server answers within the time limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { memoryLogger, type GraphQLAnswer } from '../support/gateway.ts';
import { startStandInStack, type StandInStack } from '../gateway/stand-in-stack.ts';
import { until } from '../support/processes.ts';
import { driftedAndDeleted, newStudent, signInsDuringOutage } from './outage-sign-in.ts';

const TIMEOUT_MS = 1000;
const ENGLISH =
  'Our records are unavailable for a moment, so this could not be done. Nothing was lost; please try again shortly.';
const HINDI =
  'हमारे रिकॉर्ड कुछ देर के लिए उपलब्ध नहीं हैं, इसलिए यह काम नहीं हो सका। कुछ भी खोया नहीं है; कृपया थोड़ी देर बाद फिर कोशिश करें।';
const ROUTE_LINE =
  'Our records are unavailable for a moment. Nothing was lost; please try again shortly.\n';
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 };
const DOWN_LINE = 'database unavailable: answering SERVICE_UNAVAILABLE until it is back';

const SAVE = `mutation ($input: SaveProgressInput!) {
  saveProgress(input: $input) { positionS recordedAt }
}`;
const MY_ORDERS = `{ myOrders { id status course { id }
  progress { completedItems totalItems percent } nextItem { id } receiptUrl certificate { code } } }`;

interface LogLine {
  level: number;
  msg: string;
  failedQueries?: number;
}
interface OrderSeen {
  id: string;
  status: string;
  course: { id: string };
  progress: { completedItems: number; totalItems: number; percent: number } | null;
  nextItem: { id: string } | null;
  receiptUrl: string | null;
  certificate: { code: string } | null;
}

/** A stack with the demo student signed in, and what the tests below read from it. */
function studentSite(
  name: string,
  env: () => Record<string, string>,
): {
  stack: () => StandInStack;
  log: ReturnType<typeof memoryLogger<LogLine>>;
  token: () => string;
  lessonId: () => string;
} {
  const log = memoryLogger<LogLine>('info');
  let stack: StandInStack | undefined;
  let token = '';
  let lessonId = '';
  beforeAll(async () => {
    stack = await startStandInStack({ logger: log.logger, env: env() });
    token = await login(stack);
    const { body } = await stack.gateway.gql(
      '{ orderByCourse(courseId: "1") { classItems { id unlocked fileType } } }',
      {},
      { token },
    );
    const items = (body.data?.orderByCourse as { classItems: { id: string; unlocked: boolean }[] })
      .classItems;
    lessonId = items.find((item) => item.unlocked)?.id ?? '';
    expect(lessonId, `${name}: an open lesson`).not.toBe('');
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });
  return {
    stack: () => stack as StandInStack,
    log,
    token: () => token,
    lessonId: () => lessonId,
  };
}

async function login(stack: StandInStack): Promise<string> {
  const { body } = await stack.gateway.gql(
    'mutation ($i: LoginInput!) { login(input: $i) { token } }',
    { i: { username: 'demo@example.com', password: 'demo12345' } },
  );
  expect(body.errors).toBeUndefined();
  return (body.data?.login as { token: string }).token;
}

const errorOf = (answer: GraphQLAnswer) => {
  const [error] = answer.body.errors ?? [];
  return { message: error?.message, extensions: error?.extensions };
};

const linesSaying = (lines: LogLine[], start: string) =>
  lines.filter((line) => line.msg.startsWith(start));

/** Saves progress every 40 ms until stopped; what was acknowledged and how each answered. */
function progressTraffic(site: ReturnType<typeof studentSite>) {
  const acknowledged: { positionS: number; recordedAt: string }[] = [];
  const answers: { status: number; code: string | null }[] = [];
  let running = true;
  let position = 0;
  const done = (async () => {
    while (running) {
      position += 1;
      const input = {
        classItemId: site.lessonId(),
        positionS: position,
        recordedAt: new Date(Date.UTC(2026, 10, 28, 10, 0, 0) + position * 1000).toISOString(),
      };
      const answer = await site.stack().gateway.gql(SAVE, { input }, { token: site.token() });
      const code = answer.body.errors?.[0]?.extensions?.code;
      answers.push({ status: answer.status, code: typeof code === 'string' ? code : null });
      if (!answer.body.errors) acknowledged.push(input);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  return {
    acknowledged,
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * Once the database is back: the site is ready again and stores readings again; over the
 * whole run every answer was a 200 (saved, or SERVICE_UNAVAILABLE while the database was
 * away), and the newest acknowledged reading is the one stored.
 */
async function expectBackAndStored(
  site: ReturnType<typeof studentSite>,
  traffic: ReturnType<typeof progressTraffic>,
) {
  expect(await until(async () => (await readyz(site)).status === 200, 15_000)).toBe(true);
  const stored = traffic.acknowledged.length;
  expect(await until(async () => traffic.acknowledged.length >= stored + 3, 10_000, 20)).toBe(true);
  await traffic.stop();
  expect(traffic.answers.filter((answer) => answer.status !== 200)).toEqual([]);
  const codes = new Set(traffic.answers.map((answer) => answer.code));
  expect([...codes].sort()).toEqual([null, 'SERVICE_UNAVAILABLE'].sort());
  expect(await storedPosition(site)).toBe(traffic.acknowledged.at(-1)?.positionS);
}

async function readyz(site: ReturnType<typeof studentSite>) {
  const response = await fetch(`${site.stack().gateway.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { missing?: string[] } };
}

async function metricValue(site: ReturnType<typeof studentSite>, series: string) {
  const text = await (await fetch(`${site.stack().gateway.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.split(' ').pop());
}

/** The stored progress of the lesson, read through the gateway. */
async function storedPosition(site: ReturnType<typeof studentSite>) {
  const { body } = await site
    .stack()
    .gateway.gql(
      '{ orderByCourse(courseId: "1") { classItems { id progress { positionS } } } }',
      {},
      { token: site.token() },
    );
  expect(body.errors).toBeUndefined();
  const items = (
    body.data?.orderByCourse as {
      classItems: { id: string; progress: { positionS: number } | null }[];
    }
  ).classItems;
  return items.find((item) => item.id === site.lessonId())?.progress?.positionS ?? null;
}

describe('PostgreSQL away', () => {
  let postgres: TestPostgres | undefined;
  let databaseUrl = '';
  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  const site = studentSite('postgres', () => ({
    DATABASE_URL: databaseUrl,
    DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
  }));
  const server = () => postgres as TestPostgres;

  it('answers SERVICE_UNAVAILABLE while stopped, keeps what needs no database, and loses nothing acknowledged', async () => {
    const { gateway } = site.stack();
    const before = (await gateway.gql(MY_ORDERS, {}, { token: site.token() })).body;
    expect(before.errors).toBeUndefined();
    const ordersBefore = before.data?.myOrders as OrderSeen[];
    expect(ordersBefore.length).toBeGreaterThan(0);
    const calendarUrl = (
      (await gateway.gql('{ me { calendarUrl } }', {}, { token: site.token() })).body.data?.me as {
        calendarUrl: string;
      }
    ).calendarUrl;
    const calendarPath = new URL(calendarUrl).pathname;
    const accounts = await driftedAndDeleted(gateway);

    const traffic = progressTraffic(site);
    expect(await until(async () => traffic.acknowledged.length >= 5, 10_000, 20)).toBe(true);
    await server().halt();

    // Writes and reads of the database: SERVICE_UNAVAILABLE, in the reader's language.
    const save = {
      classItemId: site.lessonId(),
      positionS: 1,
      recordedAt: '2026-11-28T09:00:00.000Z',
    };
    const refused = await gateway.gql(SAVE, { input: save }, { token: site.token() });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeNull();
    expect(errorOf(refused)).toEqual({ message: ENGLISH, extensions: UNAVAILABLE });
    const inHindi = await gateway.gql(
      SAVE,
      { input: save },
      { token: site.token(), headers: { 'accept-language': 'hi' } },
    );
    expect(errorOf(inHindi)).toEqual({ message: HINDI, extensions: UNAVAILABLE });

    // My Courses keeps every order; what only the database knows is left out.
    const during = (await gateway.gql(MY_ORDERS, {}, { token: site.token() })).body;
    expect(during.errors).toBeUndefined();
    expect(during.data?.myOrders).toEqual(
      ordersBefore.map((order) => ({
        ...order,
        progress: null,
        nextItem: null,
        receiptUrl: null,
        certificate: null,
      })),
    );
    // The classes page still opens its lessons, their progress left out.
    const classes = (
      await gateway.gql(
        '{ orderByCourse(courseId: "1") { classItems { id progress { positionS } } } }',
        {},
        { token: site.token() },
      )
    ).body;
    expect(classes.errors).toBeUndefined();
    const lessons = (classes.data?.orderByCourse as { classItems: { progress: unknown }[] })
      .classItems;
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.every((lesson) => lesson.progress === null)).toBe(true);
    // The catalogue and starting a checkout need no database.
    const courses = await gateway.gql('{ courses { id } }');
    expect(courses.body.data?.courses).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    const checkout = await gateway.gql(
      'mutation { startCheckout(courseId: "2") { orderId amount } }',
      {},
      { token: site.token() },
    );
    expect(checkout.body.errors).toBeUndefined();
    await signInsDuringOutage(gateway, accounts, { message: ENGLISH, extensions: UNAVAILABLE });

    // Routes beside GraphQL: 503, Retry-After, a plain line.
    const feed = await fetch(`${gateway.url}${calendarPath}`);
    expect(feed.status).toBe(503);
    expect(feed.headers.get('retry-after')).toBe('5');
    expect(feed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await feed.text()).toBe(ROUTE_LINE);

    expect(await readyz(site)).toEqual({
      status: 503,
      body: { status: 'database unavailable', missing: ['database'] },
    });
    expect(await metricValue(site, 'academy_database_up{database="postgres"}')).toBe(0);

    await server().restart();
    await expectBackAndStored(site, traffic);
    const after = (await gateway.gql(MY_ORDERS, {}, { token: site.token() })).body;
    expect((after.data?.myOrders as OrderSeen[])[0]?.progress).not.toBeNull();

    // One line as it went, one as it came back (with how many failed), no stack anywhere.
    const lines = site.log.lines;
    expect(linesSaying(lines, DOWN_LINE)).toHaveLength(1);
    const back = linesSaying(lines, 'database back: ');
    expect(back).toHaveLength(1);
    expect(back[0]?.failedQueries).toBeGreaterThan(2);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(await metricValue(site, 'academy_database_up{database="postgres"}')).toBe(1);
    expect(
      await metricValue(site, 'academy_database_errors_total{database="postgres"}'),
    ).toBeGreaterThanOrEqual(back[0]?.failedQueries ?? 0);
  }, 90_000);

  it('answers within the time limit while the server is frozen', async () => {
    const { gateway } = site.stack();
    server().freeze();
    try {
      const save = {
        classItemId: site.lessonId(),
        positionS: 9999,
        recordedAt: '2026-11-28T12:00:00.000Z',
      };
      const started = Date.now();
      const [refused, orders, ready] = await Promise.all([
        gateway.gql(SAVE, { input: save }, { token: site.token() }),
        gateway.gql(MY_ORDERS, {}, { token: site.token() }),
        readyz(site),
      ]);
      const tookMs = Date.now() - started;
      // The limit, the guard's margin above it, and room for a busy machine.
      expect(tookMs).toBeLessThan(TIMEOUT_MS + 1000 + 1500);
      expect(errorOf(refused)).toEqual({ message: ENGLISH, extensions: UNAVAILABLE });
      expect(orders.body.errors).toBeUndefined();
      expect((orders.body.data?.myOrders as OrderSeen[])[0]?.progress).toBeNull();
      // Its last answer may still be kept for a second (READY_PROBE_TTL_MS).
      expect(ready.status === 503 || ready.body.missing === undefined).toBe(true);
      expect(
        await until(async () => (await readyz(site)).body.missing?.[0] === 'database', 5000),
      ).toBe(true);
    } finally {
      server().thaw();
    }
    expect(await until(async () => (await readyz(site)).status === 200, 15_000)).toBe(true);
    expect(linesSaying(site.log.lines, DOWN_LINE)).toHaveLength(2);
    expect(linesSaying(site.log.lines, 'database back: ')).toHaveLength(2);
    expect(site.log.lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 60_000);
});

describe('SQLite locked by another process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'database-outage-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const site = studentSite('sqlite', () => ({
    DATA_DIR: dataDir,
    DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
  }));

  it('refuses writes as SERVICE_UNAVAILABLE while the lock is held, and stores them after', async () => {
    const { gateway } = site.stack();
    const traffic = progressTraffic(site);
    expect(await until(async () => traffic.acknowledged.length >= 5, 10_000, 20)).toBe(true);

    const other = new Database(path.join(dataDir, 'app.db'));
    other.exec('BEGIN EXCLUSIVE');
    try {
      expect(
        await until(async () => traffic.answers.at(-1)?.code === 'SERVICE_UNAVAILABLE', 10_000),
      ).toBe(true);
      const refused = await gateway.gql(
        SAVE,
        {
          input: {
            classItemId: site.lessonId(),
            positionS: 1,
            recordedAt: '2026-11-28T09:00:00.000Z',
          },
        },
        { token: site.token() },
      );
      expect(errorOf(refused)).toEqual({ message: ENGLISH, extensions: UNAVAILABLE });
      // Reads still work: My Courses shows progress as it was.
      const orders = (await gateway.gql(MY_ORDERS, {}, { token: site.token() })).body;
      expect(orders.errors).toBeUndefined();
      // A student new to the gateway signs up and in: the legacy API decides, and its hash
      // is kept at a later sign-in, the file being locked for writes now.
      const student = await newStudent(gateway, 'locked');
      const me = await gateway.gql('{ me { email } }', {}, { token: student.token });
      expect(me.body).toEqual({ data: { me: { email: student.email } } });
      expect(await readyz(site)).toEqual({
        status: 503,
        body: { status: 'database unavailable', missing: ['database'] },
      });
      expect(await metricValue(site, 'academy_database_up{database="sqlite"}')).toBe(0);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await expectBackAndStored(site, traffic);
    expect(linesSaying(site.log.lines, DOWN_LINE)).toHaveLength(1);
    const back = linesSaying(site.log.lines, 'database back: ');
    expect(back).toHaveLength(1);
    expect(back[0]?.failedQueries).toBeGreaterThan(1);
    expect(site.log.lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 60_000);
});
