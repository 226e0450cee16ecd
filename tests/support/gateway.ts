/**
 * Test helpers: a gateway listening on a free loopback port, a MockAgent standing in for
 * the provider (no network), multipart parsing of what the gateway sent, and sessions.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from 'pino';
import { MockAgent } from 'undici';
import { onTestFinished } from 'vitest';
import type { Dispatcher } from 'undici';
import { loadConfig } from '../../gateway/config.ts';
import { createLogger } from '../../gateway/logger.ts';
import type { GatewayConfig } from '../../gateway/config.ts';
import { createServer } from '../../gateway/http/server.ts';
import { SqliteStore } from '../../gateway/store/sqlite-store.ts';
import type { GatewayServer } from '../../gateway/http/server.ts';
import type { PageRenderer } from '../../gateway/site/site-build.ts';
import type { MailTiming } from '../../gateway/mail/worker.ts';

export const PROVIDER_ORIGIN = 'http://provider.test';
const PROVIDER_URL = `${PROVIDER_ORIGIN}/api/v1/`;
export const TEST_SESSION_SECRET = 'gateway-tests-session-secret-0123456789abcdef';
/** The tests' "now": a Sunday noon in the academy's zone. */
export const TEST_NOW = new Date('2026-11-22T12:00:00+05:30');

/** Production payment settings that are not the repository's test values. */
export const LIVE_PAYMENT_ENV = {
  RAZORPAY_KEY_ID: 'rzp_live_Academy0001',
  RAZORPAY_KEY_SECRET: 'live-secret-0123456789abcdef',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-live-0123456789abcdef',
  RAZORPAY_API_URL: 'https://api.razorpay.test/v1/',
  CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.test/v1/checkout.js',
} as const;

/** A configuration for tests: a DATA_DIR of its own (sessions, limits), no rate limits. */
export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gateway-test-data-')),
    PROVIDER_URL,
    SESSION_SECRET: TEST_SESSION_SECRET,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
    CLIENT_DIST: '/nonexistent/client-dist',
    // Nothing listens there: receipts are tried and kept, never sent to a stand-in elsewhere.
    SMTP_URL: 'smtp://127.0.0.1:9',
    // The walk over customer ids would add get_customer calls to tests that count them;
    // tests/gateway/student-directory.test.ts turns it on.
    DIRECTORY_BACKFILL_RATE: '0',
    ...env,
  });
}

interface ProviderCall {
  path: string;
  body: string;
}

interface AnswerOptions {
  httpStatus?: number;
  times?: number;
  persist?: boolean;
  delay?: number;
  contentType?: string;
}

/** A MockAgent for the provider host that records every call the gateway makes. */
export function mockProvider() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(PROVIDER_ORIGIN);
  const calls: ProviderCall[] = [];

  /** Answers POST {PROVIDER_URL}{path} with `body` (JSON unless a string). */
  function answer(path: string, body: unknown, options: AnswerOptions = {}) {
    const interceptor = pool
      .intercept({ path: `/api/v1/${path}`, method: 'POST' })
      .reply((request) => {
        calls.push({ path, body: bodyText(request.body) });
        return {
          statusCode: options.httpStatus ?? 200,
          data: typeof body === 'string' ? body : JSON.stringify(body),
          responseOptions: {
            headers: { 'content-type': options.contentType ?? 'application/json' },
          },
        };
      });
    if (options.delay) interceptor.delay(options.delay);
    if (options.persist) interceptor.persist();
    else interceptor.times(options.times ?? 1);
  }

  return {
    agent,
    calls,
    answer,
    /** Intercepts a payment API call (orders), recording its JSON body. */
    payments(
      method: 'GET' | 'POST',
      path: string,
      reply: (body: unknown) => { statusCode: number; data: unknown },
    ) {
      pool.intercept({ path: `/razorpay/v1/${path}`, method }).reply((request) => {
        const text = bodyText(request.body);
        calls.push({ path: `razorpay/${path}`, body: text });
        const given = reply(text === '' ? undefined : JSON.parse(text));
        return { statusCode: given.statusCode, data: JSON.stringify(given.data) };
      });
    },
    callsTo(path: string) {
      return calls.filter((call) => call.path === path);
    },
    /** Answers every course list read with the two seed courses. */
    answerCourses() {
      answer('course/list', envelope('200', 'ok', seedCourses), { persist: true });
    },
    /** Answers every class-item read with the four seed weeks, whatever the course. */
    answerClassItems() {
      answer('course/details_list', envelope('200', 'ok', seedClassItems), { persist: true });
    },
    /** Answers every order-list read with `rows` (newest first, as the provider lists them). */
    answerOrders(rows: ReturnType<typeof orderRow>[]) {
      answer('order/customer_order_list', envelope('200', 'ok', rows), { persist: true });
    },
  };
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  return String(body);
}

/** The fields of a multipart form-data body, read by the platform's own parser. */
export async function formFields(body: string): Promise<Record<string, string>> {
  const firstLine = body.slice(0, body.indexOf('\r\n'));
  if (!firstLine.startsWith('--')) throw new Error(`not a multipart body: ${body.slice(0, 40)}`);
  const boundary = firstLine.endsWith('--') ? firstLine.slice(2, -2) : firstLine.slice(2);
  const form = await new Response(body, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name in fields) throw new Error(`field ${name} sent twice`);
    fields[name] = typeof value === 'string' ? value : '[file]';
  }
  return fields;
}

export interface GraphQLAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  };
}

/** A class item as `classItems { title week fileType unlocked fileUrl }` answers it. */
export interface LessonAnswer {
  title: string;
  week: number;
  fileType: 'VIDEO' | 'PDF';
  unlocked: boolean;
  fileUrl: string | null;
}

export interface RequestOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestGateway {
  url: string;
  server: GatewayServer;
  gql(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLAnswer>;
  stop(): Promise<void>;
}

interface StartOptions {
  dispatcher?: Dispatcher;
  logger?: Logger;
  now?: () => Date;
  env?: Record<string, string>;
  config?: GatewayConfig;
  pageRenderer?: PageRenderer;
  sendMail?: boolean;
  mailTiming?: Partial<MailTiming>;
}

/**
 * A gateway on a free loopback port. Its state (sessions, limits) is kept in memory unless
 * the test passes a whole `config`, whose DATA_DIR then holds it (restarts, shared stores).
 */
export async function startGateway(options: StartOptions = {}): Promise<TestGateway> {
  const now = options.now ?? (() => TEST_NOW);
  const memory = options.config
    ? undefined
    : new SqliteStore({ dataDir: ':memory:', now: () => now().getTime() });
  const server = await createServer({
    config: options.config ?? testConfig(options.env),
    now,
    ...(memory ? { store: memory } : {}),
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    // A MockAgent's answers are the test's: the mail sender must not take them.
    sendMail: options.sendMail ?? options.dispatcher === undefined,
    ...(options.mailTiming ? { mailTiming: options.mailTiming } : {}),
  });
  const { port } = await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    server,
    async gql(query, variables = {}, requestOptions = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(requestOptions.token ? { authorization: `Bearer ${requestOptions.token}` } : {}),
          ...(requestOptions.cookie ? { cookie: requestOptions.cookie } : {}),
          ...requestOptions.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as GraphQLAnswer['body'],
      };
    },
    async stop() {
      await server.stop();
      await memory?.close();
    },
  };
}

/**
 * startGateway for one test: the gateway stops once the test that started it is over
 * (stopping it sooner is fine; it stops once).
 */
export async function gatewayForTest(options: StartOptions = {}): Promise<TestGateway> {
  const gateway = await startGateway(options);
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= gateway.stop());
  onTestFinished(stop);
  return { ...gateway, stop };
}

/** Signs a customer in on this gateway (a live session in its store) and returns the token. */
export async function sessionToken(
  gateway: TestGateway | undefined,
  customerId: string,
  name = 'Test Customer',
): Promise<string> {
  if (!gateway) throw new Error('start the gateway before signing in');
  const { token } = await gateway.server.sessions.start({ customerId, name });
  return token;
}

/** The provider's envelope. */
export function envelope(status: string, message: string, data: unknown = null) {
  return { status, message, data };
}

export const seedCourses = [
  {
    course_id: '1',
    course_title: 'Stock Market Foundations',
    course_description: 'Eight weeks.',
    course_image: 'foundations.jpg',
    course_price: '4999',
    discount: '1000',
  },
  {
    course_id: '2',
    course_title: 'Forex Trading Essentials',
    course_description: 'Currencies.',
    course_image: 'forex.jpg',
    course_price: '6999',
    discount: '',
  },
];

export const seedClassItems = [1, 2, 3, 4].map((week) => ({
  cd_id: String(week),
  title: `Week ${week}`,
  description: `Lesson of week ${week}.`,
  week: String(week),
  file_type: week % 2 === 1 ? 'video' : 'pdf',
  file: `lesson-${week}.${week % 2 === 1 ? 'webm' : 'pdf'}`,
  image_thumbnail: `lesson-${week}-thumb.jpg`,
}));

/** An order row dated `daysAgo` days before TEST_NOW, in the provider's format (IST). */
export function orderRow(orderId: string, courseId: string, daysAgo: number, status = 'Success') {
  const at = new Date(TEST_NOW.getTime() - daysAgo * 86_400_000 + 330 * 60_000);
  const text = at.toISOString().slice(0, 19).replace('T', ' ');
  return {
    order_id: orderId,
    booking_code: `TA${orderId.padStart(8, '0')}`,
    order_date: text,
    payment_status: status,
    amount: '3999',
    customer_name: 'Test Customer',
    course_id: courseId,
    course_title: `Course ${courseId}`,
    course_description: 'A course.',
    course_image: `course-${courseId}.jpg`,
  };
}

/** A gateway logger (level info) writing into memory: every line parsed, in order. */
/** A logger writing into memory: each line parsed, as `Line`. */
export function memoryLogger<Line = Record<string, unknown>>(level: 'info' | 'debug' = 'info') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Line);
      }
      done();
    },
  });
  return { logger: createLogger(level, stream), lines };
}
