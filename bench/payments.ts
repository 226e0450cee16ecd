/**
 * `npm run bench:payments`: payments under faults. PURCHASES (at least 200) students buy a
 * course each at the stand-in's test checkout; 30% of the browsers never report the payment
 * (recordPayment is not sent), 20% of the payment orders have their webhooks dropped and 10%
 * duplicated, and the gateway is killed (SIGKILL) and started again once, mid-run. Then it
 * waits (bounded) for the safety nets and reads the academy's own records (the stand-in's
 * database): captured payments vs recorded orders (goal: equal, each exactly once), lost and
 * doubled (goal 0), and the time from capture to order, p50 and p95, by path.
 * Loopback only: its own stand-in and gateway processes on PAYMENTS_BENCH_PORT (4600) and
 * the next port, with a temporary data folder. Exits 1 when a goal is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { databaseFile } from '../provider/db.ts';
import { startGateway, startProvider } from '../tests/support/processes.ts';
import type { Running } from '../tests/support/processes.ts';
import { percentile } from './lib/load.ts';

const PURCHASES = Math.max(200, Number(process.env.PURCHASES ?? 210));
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const GATEWAY_PORT = Number(process.env.PAYMENTS_BENCH_PORT ?? 4600);
const PROVIDER_PORT = GATEWAY_PORT + 1;
/** How long the safety nets get to record everything after the last payment. */
const SETTLE_WITHIN_MS = Number(process.env.SETTLE_WITHIN_MS ?? 120_000);
const RECONCILE_INTERVAL_MS = Number(process.env.RECONCILE_INTERVAL_MS ?? 5000);
/** The browser's own confirmation tries, as the site makes them (client/.../confirm-payment.ts). */
const BROWSER_RETRY_DELAYS_MS = [1000, 2000, 3000, 5000, 8000];
const COURSES = ['1', '2', '3'];
const KEY_ID = 'rzp_test_academy0000001';
const KEY_PAIR = `Basic ${Buffer.from(`${KEY_ID}:academy_test_secret_0000000001`).toString('base64')}`;
const SESSION_SECRET = 'payments-bench-session-secret-0123456789';

const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
const standInUrl = `http://127.0.0.1:${PROVIDER_PORT}`;

type Fate = { reports: boolean; webhooks: 'deliver' | 'drop' | 'duplicate' };

interface Purchase {
  index: number;
  fate: Fate;
  customerId: string;
  courseId: string;
  paymentId: string | null;
}

/** A small seeded generator, so every run assigns the same fates. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Exactly 30% silent browsers, 20% dropped and 10% duplicated webhooks, spread at random. */
function fates(count: number): Fate[] {
  const random = seeded(20261122);
  const shuffled = (n: number) => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    return order;
  };
  const silent = new Set(shuffled(count).slice(0, Math.round(count * 0.3)));
  const byWebhook = shuffled(count);
  const dropped = new Set(byWebhook.slice(0, Math.round(count * 0.2)));
  const doubled = new Set(byWebhook.slice(Math.round(count * 0.2), Math.round(count * 0.3)));
  return Array.from({ length: count }, (_, i) => ({
    reports: !silent.has(i),
    webhooks: dropped.has(i) ? 'drop' : doubled.has(i) ? 'duplicate' : 'deliver',
  }));
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call; a refused connection (the gateway restarting) is an answer too. */
async function gql<T>(query: string, variables: Record<string, unknown>, token?: string) {
  try {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  } catch (error) {
    return { errors: [{ message: String(error), extensions: { code: 'NETWORK' } }] };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until there is data, through the gateway's restart (bounded). */
async function persist<T>(call: () => Promise<GraphQLAnswer<T>>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const answer = await call();
    if (answer.data) return answer.data;
    const code = answer.errors?.[0]?.extensions?.code;
    if (code !== 'NETWORK' && code !== 'PROVIDER_UNAVAILABLE') {
      throw new Error(`${what}: ${JSON.stringify(answer.errors)}`);
    }
    await wait(250);
  }
  throw new Error(`${what}: the gateway did not come back`);
}

async function standIn(pathname: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${standInUrl}/razorpay/v1/${pathname}`, {
    method: 'POST',
    headers: { authorization: KEY_PAIR, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${pathname}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

async function signUp(index: number, run: number): Promise<{ token: string; id: string }> {
  const input = {
    name: `Bench Buyer ${index}`,
    email: `buyer${run}.${index}@example.com`,
    mobile: '9876500000',
    password: 'bench-buyer-1',
  };
  await persist(
    () => gql('mutation ($i: RegisterInput!) { register(input: $i) { ok } }', { i: input }),
    'register',
  );
  const login = await persist(
    () =>
      gql<{ login: { token: string; customer: { id: string } } }>(
        'mutation ($i: LoginInput!) { login(input: $i) { token customer { id } } }',
        { i: { username: input.email, password: input.password } },
      ),
    'login',
  );
  return { token: login.login.token, id: login.login.customer.id };
}

/** The browser's report, retried as the site retries it; false when it gave up. */
async function report(token: string, courseId: string, paid: Record<string, unknown>) {
  const input = {
    courseId,
    paymentId: paid.razorpay_payment_id,
    orderId: paid.razorpay_order_id,
    signature: paid.razorpay_signature,
  };
  for (let attempt = 0; ; attempt += 1) {
    const answer = await gql(
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message } }',
      { i: input },
      token,
    );
    if (answer.data) return true;
    const delay = BROWSER_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return false;
    await wait(delay);
  }
}

interface Row {
  payment_id: string;
  captured_at: number;
  recorded_at: number | null;
  orders: number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-payments-bench-'));
  const gatewayEnv = {
    SESSION_SECRET,
    RECONCILE_INTERVAL_MS: String(RECONCILE_INTERVAL_MS),
    LOG_LEVEL: 'error',
  };
  let provider: Running | null = null;
  let gateway: Running | null = null;
  try {
    provider = await startProvider(PROVIDER_PORT, dataDir, {
      RAZORPAY_WEBHOOK_URL: `${gatewayUrl}/webhooks/razorpay`,
      WEBHOOK_FIRST_RETRY_MS: '250',
      LOG_LEVEL: 'error',
    });
    gateway = await startGateway(GATEWAY_PORT, PROVIDER_PORT, dataDir, gatewayEnv);

    const run = Date.now();
    const students = Math.ceil(PURCHASES / COURSES.length);
    console.log(
      `payments bench: ${PURCHASES} purchases by ${students} students, ${CONCURRENCY} at a time`,
    );
    const buyers: { token: string; id: string }[] = [];
    for (let i = 0; i < students; i += 1) buyers.push(await signUp(i, run));

    const plan = fates(PURCHASES);
    const purchases: Purchase[] = [];
    const reports: Promise<boolean>[] = [];
    let next = 0;
    let restarted = false;
    const restartAt = Math.floor(PURCHASES / 2);
    let restartMs = 0;

    const buy = async (index: number) => {
      const buyer = buyers[Math.floor(index / COURSES.length)];
      const courseId = COURSES[index % COURSES.length] ?? '1';
      const fate = plan[index];
      if (!buyer || !fate) return;
      const purchase: Purchase = { index, fate, customerId: buyer.id, courseId, paymentId: null };
      purchases.push(purchase);
      const started = await persist(
        () =>
          gql<{ startCheckout: { orderId: string; amount: number } }>(
            'mutation ($c: ID!) { startCheckout(courseId: $c) { orderId amount } }',
            { c: courseId },
            buyer.token,
          ),
        'startCheckout',
      );
      const { orderId, amount } = started.startCheckout;
      if (fate.webhooks !== 'deliver') {
        await standIn('test-webhooks', { mode: fate.webhooks, orderId });
      }
      const paid = await standIn('test-checkout/pay', { key: KEY_ID, order_id: orderId, amount });
      purchase.paymentId = String(paid.razorpay_payment_id);
      if (fate.reports) reports.push(report(buyer.token, courseId, paid));
    };

    const worker = async () => {
      while (next < PURCHASES) {
        const index = next;
        next += 1;
        if (index === restartAt && !restarted && gateway) {
          restarted = true;
          // A crash mid-run: payments and webhooks in flight meet a dead gateway.
          const t0 = performance.now();
          await gateway.stop('SIGKILL');
          gateway = await startGateway(GATEWAY_PORT, PROVIDER_PORT, dataDir, gatewayEnv);
          restartMs = performance.now() - t0;
        }
        await buy(index);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const buyingMs = performance.now() - t0;
    const browserGaveUp = (await Promise.all(reports)).filter((ok) => !ok).length;

    // The academy's own records: every captured payment of this run and its orders.
    const db = new Database(databaseFile(dataDir), { readonly: true });
    const paymentIds = purchases.flatMap((p) => (p.paymentId ? [p.paymentId] : []));
    const rowsFor = (): Row[] =>
      db
        .prepare(
          `SELECT p.id AS payment_id, p.created_at AS captured_at,
                  MIN(o.order_date) AS recorded_at, COUNT(o.order_id) AS orders
             FROM razorpay_payments p LEFT JOIN orders o ON o.payment_id = p.id
            WHERE p.status = 'captured' AND p.id IN (SELECT value FROM json_each(?))
            GROUP BY p.id`,
        )
        .all(JSON.stringify(paymentIds)) as Row[];
    const settleStart = performance.now();
    let rows = rowsFor();
    while (
      rows.some((row) => row.orders === 0) &&
      performance.now() - settleStart < SETTLE_WITHIN_MS
    ) {
      await wait(500);
      rows = rowsFor();
    }
    const settledMs = performance.now() - settleStart;
    const doubledCourses = db
      .prepare(
        `SELECT COUNT(*) AS n FROM (
           SELECT c_id, course_id FROM orders WHERE payment_id IN (SELECT value FROM json_each(?))
            GROUP BY c_id, course_id HAVING COUNT(*) > 1)`,
      )
      .get(JSON.stringify(paymentIds)) as { n: number };
    const webhookStats = (await (
      await fetch(`${standInUrl}/razorpay/v1/test-webhooks`, {
        headers: { authorization: KEY_PAIR },
      })
    ).json()) as Record<string, number>;
    db.close();

    const captured = rows.length;
    const recorded = rows.filter((row) => row.orders >= 1).length;
    const lost = rows.filter((row) => row.orders === 0).length;
    const doubled = rows.filter((row) => row.orders > 1).length + doubledCourses.n;
    const delays = (filter: (p: Purchase) => boolean) => {
      const ids = new Set(
        purchases.filter(filter).flatMap((p) => (p.paymentId ? [p.paymentId] : [])),
      );
      return rows
        .filter((row) => ids.has(row.payment_id) && row.recorded_at !== null)
        .map((row) => Number(row.recorded_at) - row.captured_at)
        .sort((a, b) => a - b);
    };
    const line = (label: string, sorted: number[]) =>
      `  ${label.padEnd(44)} n=${String(sorted.length).padStart(3)}  p50 ${String(percentile(sorted, 50)).padStart(6)} ms  p95 ${String(percentile(sorted, 95)).padStart(6)} ms`;

    const okEqual = captured === recorded && captured === paymentIds.length;
    const okLost = lost === 0;
    const okDoubled = doubled === 0;
    const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    console.log(
      `  purchases ${PURCHASES}: browsers silent ${plan.filter((f) => !f.reports).length}, webhooks dropped ${plan.filter((f) => f.webhooks === 'drop').length}, duplicated ${plan.filter((f) => f.webhooks === 'duplicate').length}; gateway killed and back in ${(restartMs / 1000).toFixed(1)} s after purchase ${restartAt}`,
    );
    console.log(
      `  bought in ${(buyingMs / 1000).toFixed(1)} s; all recorded ${(settledMs / 1000).toFixed(1)} s after the last payment; browsers that gave up: ${browserGaveUp}`,
    );
    console.log(
      `  webhooks: ${webhookStats.events} events, ${webhookStats.delivered} deliveries taken, ${webhookStats.dropped} dropped, ${webhookStats.failedAttempts} failed attempts retried, ${webhookStats.abandoned} abandoned`,
    );
    console.log(
      `  captured ${captured} vs recorded ${recorded}, each exactly once  (goal: equal)  ${mark(okEqual)}`,
    );
    console.log(`  lost ${lost}  (goal 0)  ${mark(okLost)}`);
    console.log(`  doubled ${doubled}  (goal 0)  ${mark(okDoubled)}`);
    console.log('  time from capture to order:');
    console.log(
      line(
        'all payments',
        delays(() => true),
      ),
    );
    console.log(
      line(
        'browser reported',
        delays((p) => p.fate.reports),
      ),
    );
    console.log(
      line(
        'browser silent, webhook delivered',
        delays((p) => !p.fate.reports && p.fate.webhooks !== 'drop'),
      ),
    );
    console.log(
      line(
        `browser silent, webhook dropped (sweep ${RECONCILE_INTERVAL_MS / 1000} s)`,
        delays((p) => !p.fate.reports && p.fate.webhooks === 'drop'),
      ),
    );
    if (!(okEqual && okLost && okDoubled)) process.exitCode = 1;
  } finally {
    await gateway?.stop();
    await provider?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
