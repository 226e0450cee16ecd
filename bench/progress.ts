/**
 * `npm run bench:progress`: lesson progress writes, on each of the gateway's databases.
 * STUDENTS (100) simulated students, each owning the flagship course, save the position of
 * its first video every SAVE_EVERY_S (10) seconds for DURATION_S (60) seconds, as a playing
 * lesson does, in two setups in turn, both in front of one stand-in:
 * - SQLite: one gateway with the embedded default (`app.db` in its data folder);
 * - PostgreSQL: two gateway processes sharing a throwaway PostgreSQL (DATABASE_URL) and a
 *   redis-server of their own (REDIS_URL, for the shared sessions), students split between
 *   them.
 * Halfway through each run one gateway (a process this bench started) is killed with
 * SIGKILL: the SQLite gateway is started again on its data folder, while the students of a
 * killed PostgreSQL gateway move to the other one after their first failed call. Printed per
 * setup, after a warm-up of each gateway:
 * - saveProgress latency p50 and p99, over the acknowledged writes (reported), beside a
 *   signed-in `myOrders` spread the same way and saveProgress one request at a time;
 * - writes acknowledged vs found afterwards in the database (goal: equal): a write is found
 *   when the stored record of its student and lesson holds its reading (same recordedAt and
 *   position) or a later one of the same student;
 * - what progress adds to `myOrders` p50: the order's id and status alone vs with
 *   `progress { completedItems totalItems percent } nextItem { id }`, one request at a time
 *   in turns, the median of three rounds (goal: at most 2 ms).
 * Loopback only: its own processes on PROGRESS_BENCH_PORT (4800) and the next three ports,
 * temporary data folders; bounded in time. Exits 1 when a goal is missed, as the other
 * benches do.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { Client } from 'pg';
import { graphqlClient, providerClient } from './lib/http.ts';
import { ms, runPaired, summarise, type LoadResult } from './lib/load.ts';
import { startPostgres, type TestPostgres } from '../tests/support/postgres.ts';
import { startRedis, type TestRedis } from '../tests/support/redis.ts';
import { startGateway, startProvider, tempDataDir } from '../tests/support/processes.ts';
import type { Running } from '../tests/support/processes.ts';

const STUDENTS = Number(process.env.STUDENTS ?? 100);
const DURATION_MS = Number(process.env.DURATION_S ?? 60) * 1000;
const SAVE_EVERY_MS = Number(process.env.SAVE_EVERY_S ?? 10) * 1000;
const BASE_PORT = Number(process.env.PROGRESS_BENCH_PORT ?? 4800);
const PROVIDER_PORT = BASE_PORT + 1;
const GOAL_ADDED_P50_MS = 2;
const LATENCY_ROUNDS = 3;
const LATENCY_ROUND_MS = 5000;
const WARMUP_MS = 3000;
/** The video's length the students' players report (no reading here reaches 90% of it). */
const VIDEO_DURATION_S = 1800;
const SESSION_SECRET = 'progress-bench-session-secret-0123456789';
const COURSE_ID = '1';

const Q = {
  register: 'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
  login: 'mutation ($i: LoginInput!) { login(input: $i) { token customer { id } } }',
  items: `query ($c: ID!) { orderByCourse(courseId: $c) { classItems { id week fileType unlocked } } }`,
  save: `mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { positionS recordedAt } }`,
  ordersPlain: '{ myOrders { id status } }',
  ordersWithProgress:
    '{ myOrders { id status progress { completedItems totalItems percent } nextItem { id } } }',
};

type Gql = ReturnType<typeof graphqlClient>;

interface Account {
  email: string;
  password: string;
  customerId: string;
}

interface GatewayHandle {
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  process: Running;
  client: Gql;
}

interface Student {
  account: Account;
  token: string;
  /** The gateway this student's calls go to now (index into the setup's gateways). */
  gateway: number;
}

interface Written {
  customerId: string;
  classItemId: string;
  positionS: number;
  recordedAtMs: number;
}

interface Stored {
  positionS: number;
  recordedAtMs: number;
}

interface SetupResult {
  lines: string[];
  pass: boolean;
}

const wait = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs));
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** graphqlClient's own errors for an answer start with "HTTP"; anything else never reached it. */
const unanswered = (error: unknown) => !messageOf(error).startsWith('HTTP ');

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * One account per student, registered through a gateway, each with a successful order for
 * the flagship course saved at the stand-in (its legacy `order/save_payment`, dated now, so
 * week 1 is open).
 */
async function createAccounts(client: Gql): Promise<Account[]> {
  const provider = providerClient(`http://127.0.0.1:${PROVIDER_PORT}/api/v1/`, 4);
  const run = Date.now();
  const accounts: Account[] = [];
  try {
    await eachLimited(
      Array.from({ length: STUDENTS }, (_, i) => i),
      4,
      async (i) => {
        const email = `progress${run}.${i}@example.com`;
        const password = 'progress-bench-1';
        await client.request(Q.register, {
          i: { name: `Progress Student ${i}`, email, mobile: '9876500000', password },
        });
        const login = await client.request<{ login: { customer: { id: string } } }>(Q.login, {
          i: { username: email, password },
        });
        const customerId = login.login.customer.id;
        await provider.post('order/save_payment', {
          payment_id: `pay_progress${run}${i}`,
          course_id: COURSE_ID,
          c_id: customerId,
        });
        accounts.push({ email, password, customerId });
      },
    );
  } finally {
    await provider.close();
  }
  return accounts;
}

/** Signs every account in on the setup's gateways, in turn (student i on gateway i mod n). */
async function signIn(accounts: Account[], gateways: GatewayHandle[]): Promise<Student[]> {
  const students: Student[] = [];
  await eachLimited(
    accounts.map((account, index) => ({ account, index })),
    4,
    async ({ account, index }) => {
      const gateway = index % gateways.length;
      const client = gateways[gateway]?.client;
      if (!client) throw new Error('no gateway');
      const login = await client.request<{ login: { token: string } }>(Q.login, {
        i: { username: account.email, password: account.password },
      });
      students.push({ account, token: login.login.token, gateway });
    },
  );
  return students;
}

/** The id of the flagship course's first open video, read through the API. */
async function firstVideo(client: Gql, token: string): Promise<string> {
  const answer = await client.request<{
    orderByCourse: { classItems: { id: string; fileType: string; unlocked: boolean }[] } | null;
  }>(Q.items, { c: COURSE_ID }, token);
  const video = answer.orderByCourse?.classItems.find(
    (item) => item.unlocked && item.fileType === 'VIDEO',
  );
  if (!video) throw new Error('the flagship course has no open video');
  return video.id;
}

/**
 * The students' writes: each student, from its own offset in the first interval, saves the
 * next position every SAVE_EVERY_MS until DURATION_MS has passed, one call at a time. At
 * half time `kill` runs (the gateway's death, and for SQLite its restart) beside the writes.
 */
async function writeProgress(
  students: Student[],
  gateways: GatewayHandle[],
  classItemId: string,
  kill: () => Promise<string>,
) {
  const latencies: number[] = [];
  const acknowledged: Written[] = [];
  let sent = 0;
  let unreachable = 0;
  let refused = 0;
  let firstRefusal: string | undefined;
  const started = performance.now();
  const deadline = started + DURATION_MS;

  const student = async (s: Student, index: number) => {
    const offset = (index / students.length) * SAVE_EVERY_MS;
    for (let tick = 0; ; tick += 1) {
      const due = started + offset + tick * SAVE_EVERY_MS;
      if (due >= deadline) return;
      const delay = due - performance.now();
      if (delay > 0) await wait(delay);
      const positionS = (tick + 1) * (SAVE_EVERY_MS / 1000);
      const recordedAtMs = Date.now();
      const client = gateways[s.gateway]?.client;
      if (!client) return;
      sent += 1;
      const t0 = performance.now();
      try {
        await client.request(
          Q.save,
          {
            i: {
              classItemId,
              positionS,
              durationS: VIDEO_DURATION_S,
              recordedAt: new Date(recordedAtMs).toISOString(),
            },
          },
          s.token,
        );
        latencies.push(performance.now() - t0);
        acknowledged.push({
          customerId: s.account.customerId,
          classItemId,
          positionS,
          recordedAtMs,
        });
      } catch (error) {
        if (unanswered(error)) {
          unreachable += 1;
          // As a load balancer would: the next calls go to the next gateway, if there is one.
          s.gateway = (s.gateway + 1) % gateways.length;
        } else {
          refused += 1;
          firstRefusal ??= messageOf(error);
        }
      }
    }
  };

  const killer = async () => {
    await wait(DURATION_MS / 2);
    return kill();
  };
  const [killed] = await Promise.all([killer(), ...students.map(student)]);
  return {
    killed,
    sent,
    unreachable,
    refused,
    firstRefusal,
    acknowledged,
    saves: summarise(latencies, 0, performance.now() - started),
  };
}

/** Every acknowledged write whose reading, or a later one of its student, is stored. */
function countFound(acknowledged: Written[], stored: Map<string, Stored>): number {
  return acknowledged.filter((write) => {
    const record = stored.get(`${write.customerId}|${write.classItemId}`);
    if (!record) return false;
    if (record.recordedAtMs > write.recordedAtMs) return true;
    return record.recordedAtMs === write.recordedAtMs && record.positionS === write.positionS;
  }).length;
}

const keyed = (
  rows: {
    customer_id: string;
    class_item_id: string;
    position_s: number;
    recorded_at: number | string;
  }[],
) =>
  new Map(
    rows.map((row) => [
      `${row.customer_id}|${row.class_item_id}`,
      { positionS: Number(row.position_s), recordedAtMs: Number(row.recorded_at) },
    ]),
  );

const READ_BACK = 'SELECT customer_id, class_item_id, position_s, recorded_at FROM lesson_progress';

/** The stored progress records of a gateway's SQLite database (`app.db` in its data folder). */
function storedInSqlite(dataDir: string): Map<string, Stored> {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return keyed(db.prepare(READ_BACK).all() as Parameters<typeof keyed>[0]);
  } finally {
    db.close();
  }
}

/** The stored progress records in a PostgreSQL database. */
async function storedInPostgres(url: string): Promise<Map<string, Stored>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(READ_BACK);
    return keyed(result.rows as Parameters<typeof keyed>[0]);
  } finally {
    await client.end();
  }
}

/**
 * What progress adds to `myOrders` p50 on one gateway: the plain list and the list with
 * progress and the next lesson, one request at a time in turns, after a warm-up; the round
 * with the median difference of LATENCY_ROUNDS is reported.
 */
async function myOrdersAdded(client: Gql, token: string) {
  const call = (query: string) => () => client.request(query, {}, token).then(() => undefined);
  const plain = call(Q.ordersPlain);
  const withProgress = call(Q.ordersWithProgress);
  await runPaired({ durationMs: 1000, a: plain, b: withProgress });
  const rounds: { a: LoadResult; b: LoadResult }[] = [];
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    rounds.push(await runPaired({ durationMs: LATENCY_ROUND_MS, a: plain, b: withProgress }));
  }
  rounds.sort((x, y) => x.b.p50 - x.a.p50 - (y.b.p50 - y.a.p50));
  const median = rounds[Math.floor(rounds.length / 2)];
  if (!median) throw new Error('no latency round');
  return median;
}

/**
 * A signed-in call without progress spread as the writes were: every student asks for
 * `myOrders` (id and status) once, from the same offsets in one interval (reported, as the
 * baseline of the writes' latency).
 */
async function spreadBaseline(students: Student[], gateways: GatewayHandle[]) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    students.map(async (s, index) => {
      await wait((index / students.length) * SAVE_EVERY_MS);
      const client = gateways[s.gateway]?.client;
      if (!client) return;
      const t0 = performance.now();
      try {
        await client.request(Q.ordersPlain, {}, s.token);
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }),
  );
  return summarise(latencies, errors, performance.now() - started);
}

/**
 * saveProgress one request at a time, in turns with the plain `myOrders` (one round of
 * LATENCY_ROUND_MS, reported): its cost without the spacing of the students' writes.
 */
async function saveBackToBack(
  client: Gql,
  token: string,
  classItemId: string,
  durationMs = LATENCY_ROUND_MS,
) {
  let positionS = 0;
  return runPaired({
    durationMs,
    a: () => client.request(Q.ordersPlain, {}, token).then(() => undefined),
    b: () => {
      positionS += 1;
      const i = { classItemId, positionS, recordedAt: new Date().toISOString() };
      return client.request(Q.save, { i }, token).then(() => undefined);
    },
  });
}

async function launch(handle: Omit<GatewayHandle, 'process' | 'client'>): Promise<GatewayHandle> {
  const running = await startGateway(handle.port, PROVIDER_PORT, handle.dataDir, handle.env);
  return {
    ...handle,
    process: running,
    client: graphqlClient(`http://127.0.0.1:${handle.port}/graphql`, 32),
  };
}

/**
 * One setup: its gateways started, the students signed in, the writes with a gateway killed
 * halfway, the records read back, then the myOrders comparison on a gateway still up.
 */
async function runSetup(options: {
  title: string;
  accounts: Account[];
  gateways: GatewayHandle[];
  /** Index of the gateway killed halfway. */
  victim: number;
  /** Starts the killed gateway again (SQLite's single gateway), or leaves it down. */
  restart: boolean;
  stored: () => Promise<Map<string, Stored>>;
}): Promise<SetupResult> {
  const { gateways, victim } = options;
  const students = await signIn(options.accounts, gateways);
  const first = students[0];
  const survivor = gateways[(victim + 1) % gateways.length];
  if (!first || !survivor) throw new Error('no students or gateways');
  const classItemId = await firstVideo(survivor.client, first.token);
  // Warm-up (not counted): each gateway answers calls of both kinds for a while first.
  for (const gateway of gateways) {
    await saveBackToBack(gateway.client, first.token, classItemId, WARMUP_MS);
  }

  const kill = async () => {
    const doomed = gateways[victim];
    if (!doomed) return 'no gateway to kill';
    const pid = doomed.process.child.pid;
    const t0 = performance.now();
    await doomed.process.stop('SIGKILL');
    if (!options.restart) return `${doomed.name} (PID ${pid}) killed with SIGKILL, left down`;
    doomed.process = await startGateway(doomed.port, PROVIDER_PORT, doomed.dataDir, doomed.env);
    const downS = ((performance.now() - t0) / 1000).toFixed(1);
    return `${doomed.name} (PID ${pid}) killed with SIGKILL, answering again ${downS} s later (PID ${doomed.process.child.pid})`;
  };

  const run = await writeProgress(students, gateways, classItemId, kill);
  const stored = await options.stored();
  const found = countFound(run.acknowledged, stored);
  const okFound = found === run.acknowledged.length;

  const token = first.token;
  const { a, b } = await myOrdersAdded(survivor.client, token);
  const added = b.p50 - a.p50;
  const okAdded = added <= GOAL_ADDED_P50_MS && a.errors + b.errors === 0;
  const alone = await saveBackToBack(survivor.client, token, classItemId);
  const spread = await spreadBaseline(students, gateways);

  const lines = [
    `${options.title}: ${STUDENTS} students saving every ${SAVE_EVERY_MS / 1000} s for ${DURATION_MS / 1000} s`,
    `  halfway: ${run.killed}`,
    `  writes sent ${run.sent}: acknowledged ${run.acknowledged.length}, unreachable (gateway down) ${run.unreachable}, refused ${run.refused}${run.firstRefusal ? ` (first: ${run.firstRefusal})` : ''}`,
    `  saveProgress latency p50 ${ms(run.saves.p50)}, p99 ${ms(run.saves.p99)}, max ${ms(run.saves.max)}  (reported)`,
    `  baseline: myOrders id and status, once per student spread over ${SAVE_EVERY_MS / 1000} s as the writes were, p50 ${ms(spread.p50)}, p99 ${ms(spread.p99)}${spread.errors ? `, errors ${spread.errors}` : ''}  (reported)`,
    `  writes acknowledged ${run.acknowledged.length} vs found afterwards ${found}  (goal: equal)  ${mark(okFound)}`,
    `  myOrders p50 id and status ${ms(a.p50)} vs with progress and nextItem ${ms(b.p50)} (p99 ${ms(a.p99)} vs ${ms(b.p99)}, ${a.requests} + ${b.requests} calls on ${survivor.name}${a.errors + b.errors ? `, errors ${a.errors + b.errors}` : ''})`,
    `  progress adds to myOrders p50 ${ms(added)}  (goal: <= ${GOAL_ADDED_P50_MS.toFixed(2)} ms)  ${mark(okAdded)}`,
    `  saveProgress one at a time p50 ${ms(alone.b.p50)}, p99 ${ms(alone.b.p99)} (myOrders id and status in turns p50 ${ms(alone.a.p50)}; ${alone.b.requests} calls${alone.a.errors + alone.b.errors ? `, errors ${alone.a.errors + alone.b.errors}` : ''})  (reported)`,
  ];
  return { lines, pass: okFound && okAdded && run.refused === 0 };
}

async function main(): Promise<void> {
  const data = tempDataDir();
  let provider: Running | null = null;
  let postgres: TestPostgres | null = null;
  let redis: TestRedis | null = null;
  const gateways: GatewayHandle[] = [];
  const results: SetupResult[] = [];
  const common = { SESSION_SECRET, RECONCILE_INTERVAL_MS: '0', LOG_LEVEL: 'error' };
  try {
    provider = await startProvider(PROVIDER_PORT, data.path, { LOG_LEVEL: 'error' });
    console.log(
      `Progress writes: ${STUDENTS} students, one stand-in; SQLite (1 gateway), then PostgreSQL (2 gateways on Redis)`,
    );

    const sqliteDir = path.join(data.path, 'sqlite');
    mkdirSync(sqliteDir, { recursive: true });
    const single = await launch({
      name: 'the SQLite gateway',
      port: BASE_PORT,
      dataDir: sqliteDir,
      env: { ...common },
    });
    gateways.push(single);
    const accounts = await createAccounts(single.client);
    results.push(
      await runSetup({
        title: 'SQLite, 1 gateway (embedded default)',
        accounts,
        gateways: [single],
        victim: 0,
        restart: true,
        stored: () => Promise.resolve(storedInSqlite(sqliteDir)),
      }),
    );
    console.log(results.at(-1)?.lines.join('\n'));
    await single.client.close();
    await single.process.stop();
    gateways.length = 0;

    postgres = await startPostgres();
    redis = await startRedis();
    const databaseUrl = await postgres.createDatabase();
    const shared = { ...common, DATABASE_URL: databaseUrl, REDIS_URL: redis.url };
    for (const [index, name] of ['gateway A', 'gateway B'].entries()) {
      const dataDir = path.join(data.path, `postgres-${index}`);
      mkdirSync(dataDir, { recursive: true });
      gateways.push(
        await launch({ name, port: BASE_PORT + 2 + index, dataDir, env: { ...shared } }),
      );
    }
    results.push(
      await runSetup({
        title: 'PostgreSQL, 2 gateways on Redis',
        accounts,
        gateways,
        victim: 1,
        restart: false,
        stored: () => storedInPostgres(databaseUrl),
      }),
    );
    console.log(results.at(-1)?.lines.join('\n'));
    process.exitCode = results.every((result) => result.pass) ? 0 : 1;
  } finally {
    for (const gateway of gateways) {
      await gateway.client.close();
      await gateway.process.stop();
    }
    await provider?.stop();
    await redis?.stop();
    await postgres?.stop();
    data.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
