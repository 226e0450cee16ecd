/**
 * The legacy-API stand-in against its recordings, plus what the recordings cannot show:
 * data surviving restarts and a killed process, the payment stand-in's auth and
 * signatures, and media served with Range support.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import { MEDIA_DIR } from '../../provider/uploads.ts';
import { TEST_FILES_KEY, seededTemplate, startStandIn, tempDataDir } from '../support/stand-in.ts';
import { seedCourses } from '../../provider/seed-data.ts';
import type { RunningStandIn } from '../support/stand-in.ts';
import { PROVIDER_ENDPOINTS } from './replay.ts';
import {
  comparable,
  loadRecordings,
  recordingFileName,
  sendRecorded,
} from './provider-recordings.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KILL_TEST_PORT = 4111;

let template: string;

beforeAll(async () => {
  template = await seededTemplate();
});

afterAll(() => {
  rmSync(template, { recursive: true, force: true });
});

async function withStandIn<T>(work: (standIn: RunningStandIn) => Promise<T>): Promise<T> {
  const standIn = await startStandIn({ template });
  try {
    return await work(standIn);
  } finally {
    await standIn.stop();
  }
}

function form(fields: Record<string, string>): RequestInit {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { method: 'POST', body };
}

async function call(apiUrl: string, endpoint: string, fields: Record<string, string>) {
  const response = await fetch(new URL(endpoint, apiUrl), form(fields));
  return (await response.json()) as { status: string; message: string; data: unknown };
}

describe('recorded legacy answers', () => {
  const recordings = loadRecordings();

  it('covers every endpoint with a success and every failure kind', () => {
    const names = new Set(recordings.map((r) => recordingFileName(r.endpoint, r.case)));
    const required = [
      ...PROVIDER_ENDPOINTS.map((endpoint) => recordingFileName(endpoint, 'success')),
      'customer.register.missing-field.json',
      'customer.register.malformed-field.json',
      'customer.register.duplicate-email.json',
      'customer.login.wrong-password.json',
      'customer.change_pass.wrong-old-password.json',
      'course.details_list.unknown-course.json',
      'order.save_payment.unknown-course.json',
      'customer.get_customer.unknown-customer.json',
      'customer.profile_update.unknown-customer.json',
      'customer.change_pass.unknown-customer.json',
      'order.customer_order_list.unknown-customer.json',
      'order.save_payment.unknown-customer.json',
      'customer.login.not-multipart.json',
      'customer.contact_us.oversize.json',
      'order.save_payment.duplicate-payment-id.json',
    ];
    expect(required.filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(recordings.map((r) => [recordingFileName(r.endpoint, r.case), r] as const))(
    '%s',
    async (_name, recording) => {
      const answer = await withStandIn((standIn) => sendRecorded(standIn.apiUrl, recording));
      const { actual, expected } = comparable(answer, recording);
      expect(actual).toEqual(expected);
    },
  );
});

describe('stored data', () => {
  it('keeps data across a restart and does not seed twice', async () => {
    const dataDir = tempDataDir();
    try {
      const first = await startStandIn({ dataDir });
      const registered = await call(first.apiUrl, 'customer/register', {
        name: 'Kiran Rao',
        email: 'kiran.rao@example.com',
        mobile: '9000012345',
        password: 'kiran-pass-1',
      });
      expect(registered.status).toBe('200');
      await first.stop({ keepData: true });

      const second = await startStandIn({ dataDir, now: () => new Date() });
      try {
        const login = await call(second.apiUrl, 'customer/login', {
          username: 'kiran.rao@example.com',
          password: 'kiran-pass-1',
        });
        expect(login).toMatchObject({ status: '200', data: { c_id: '2', name: 'Kiran Rao' } });
        const courses = await call(second.apiUrl, 'course/list', {});
        expect(courses.data).toHaveLength(3);
        const orders = await call(second.apiUrl, 'order/customer_order_list', { c_id: '1' });
        expect(orders.data).toHaveLength(1);
        const counts = second.db
          .prepare(
            'SELECT (SELECT COUNT(*) FROM customers) AS customers, (SELECT COUNT(*) FROM class_items) AS items',
          )
          .get();
        expect(counts).toMatchObject({ customers: 2, items: 15 });
      } finally {
        await second.stop({ keepData: true });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

interface ProviderProcess {
  child: ChildProcessWithoutNullStreams;
  readyLine: string;
  exited: Promise<number | null>;
}

function spawnProvider(env: Record<string, string>): Promise<ProviderProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'provider/index.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n') && line !== undefined) resolve({ child, readyLine: line, exited });
    });
    void exited.then((code) => reject(new Error(`provider exited (${code}): ${stderr}`)));
  });
}

describe('the provider process', () => {
  it('stops with a one-line message on a bad setting', async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'provider/index.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PROVIDER_PORT: 'forty', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'provider: invalid configuration: PROVIDER_PORT must be an integer from 0 to 65535 (got "forty")',
    );
  }, 20_000);

  it('keeps answered writes when killed with SIGKILL and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const env = { PROVIDER_PORT: String(KILL_TEST_PORT), DATA_DIR: dataDir, MAIL_PORT: '0' };
    const apiUrl = `http://127.0.0.1:${KILL_TEST_PORT}/api/v1/`;
    try {
      const first = await spawnProvider(env);
      expect(first.readyLine).toBe(`provider listening on ${apiUrl}`);
      expect(
        await call(apiUrl, 'customer/register', {
          name: 'Meera Nair',
          email: 'meera.nair@example.com',
          mobile: '9000054321',
          password: 'meera-pass-1',
        }),
      ).toMatchObject({ status: '200' });
      expect(
        await call(apiUrl, 'order/save_payment', {
          payment_id: 'pay_KillTest000001',
          course_id: '3',
          c_id: '2',
        }),
      ).toMatchObject({ status: '200' });
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);

      const second = await spawnProvider(env);
      const login = await call(apiUrl, 'customer/login', {
        username: 'meera.nair@example.com',
        password: 'meera-pass-1',
      });
      expect(login).toMatchObject({ status: '200', data: { c_id: '2' } });
      const orders = await call(apiUrl, 'order/customer_order_list', { c_id: '2' });
      expect(orders.data).toEqual([
        expect.objectContaining({ course_id: '3', amount: '5999', customer_name: 'Meera Nair' }),
      ]);
      const courses = await call(apiUrl, 'course/list', {});
      expect(courses.data).toHaveLength(3);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('payment stand-in', () => {
  let standIn: RunningStandIn;
  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const goodAuth = basic(DEFAULT_RAZORPAY_KEY_ID, DEFAULT_RAZORPAY_KEY_SECRET);

  beforeAll(async () => {
    standIn = await startStandIn({ template, now: () => new Date() });
  });
  afterAll(async () => {
    await standIn.stop();
  });

  async function createOrder(body: unknown, authorization: string | null = goodAuth) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (authorization) headers.Authorization = authorization;
    const response = await fetch(`${standIn.origin}/razorpay/v1/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function checkout(action: 'pay' | 'fail', body: unknown) {
    const response = await fetch(`${standIn.origin}/razorpay/v1/test-checkout/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const authFailed = {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  };

  it('requires the key pair on the Orders API', async () => {
    const order = { amount: 399900, currency: 'INR', receipt: 'course-1' };
    expect(await createOrder(order, null)).toEqual({ status: 401, body: authFailed });
    expect(await createOrder(order, basic(DEFAULT_RAZORPAY_KEY_ID, 'wrong-secret'))).toEqual({
      status: 401,
      body: authFailed,
    });
    expect(await createOrder(order, basic('rzp_test_other', DEFAULT_RAZORPAY_KEY_SECRET))).toEqual({
      status: 401,
      body: authFailed,
    });
  });

  it('creates orders shaped like Razorpay orders', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await createOrder({
      amount: 399900,
      currency: 'INR',
      receipt: 'course-1',
      notes: { course_id: '1' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 399900,
      amount_paid: 0,
      amount_due: 399900,
      currency: 'INR',
      receipt: 'course-1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { course_id: '1' },
      created_at: expect.any(Number),
    });
    expect(body.created_at).toBeGreaterThanOrEqual(before);
  });

  it('answers an invalid order with a Razorpay error', async () => {
    const tooSmall = await createOrder({ amount: 99, currency: 'INR', receipt: 'r' });
    expect(tooSmall).toEqual({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be at least INR 1.00',
          field: 'amount',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      },
    });
    const noCurrency = await createOrder({ amount: 10000 });
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.body).toMatchObject({ error: { field: 'currency' } });
    const notJson = await fetch(`${standIn.origin}/razorpay/v1/orders`, {
      method: 'POST',
      headers: { Authorization: goodAuth, 'Content-Type': 'application/json' },
      body: '{"amount":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
  });

  it('signs a payment as Razorpay does: HMAC-SHA256 of order_id|payment_id', async () => {
    const order = await createOrder({ amount: 399900, currency: 'INR', receipt: 'course-1' });
    const orderId = String(order.body.id);
    const paid = await checkout('pay', {
      key: DEFAULT_RAZORPAY_KEY_ID,
      order_id: orderId,
      amount: 399900,
    });
    expect(paid.status).toBe(200);
    const paymentId = String(paid.body.razorpay_payment_id);
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const expected = createHmac('sha256', DEFAULT_RAZORPAY_KEY_SECRET)
      .update(`${orderId}|${paymentId}`)
      .digest('hex');
    expect(paid.body).toEqual({
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: expected,
    });

    const fetched = await fetch(`${standIn.origin}/razorpay/v1/orders/${orderId}`, {
      headers: { Authorization: goodAuth },
    });
    expect(await fetched.json()).toMatchObject({
      status: 'paid',
      amount_paid: 399900,
      amount_due: 0,
      attempts: 1,
    });
    const again = await checkout('pay', { key: DEFAULT_RAZORPAY_KEY_ID, order_id: orderId });
    expect(again.status).toBe(400);
  });

  it('refuses a checkout with the wrong key, an unknown order or a different amount', async () => {
    const order = await createOrder({ amount: 599900, currency: 'INR', receipt: 'course-3' });
    const orderId = String(order.body.id);
    const wrongKey = await checkout('pay', { key: 'rzp_test_someoneelse', order_id: orderId });
    expect(wrongKey.status).toBe(401);
    const unknown = await checkout('pay', {
      key: DEFAULT_RAZORPAY_KEY_ID,
      order_id: 'order_AAAAAAAAAAAAAA',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { description: 'The id provided does not exist' } },
    });
    const otherAmount = await checkout('pay', {
      key: DEFAULT_RAZORPAY_KEY_ID,
      order_id: orderId,
      amount: 100,
    });
    expect(otherAmount.status).toBe(400);
  });

  it('answers a payment without an order with only a payment id', async () => {
    const paid = await checkout('pay', { key: DEFAULT_RAZORPAY_KEY_ID, amount: 499900 });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
    });
  });

  it('fails a payment with the error Razorpay gives payment.failed', async () => {
    const order = await createOrder({ amount: 399900, currency: 'INR', receipt: 'course-1' });
    const failed = await checkout('fail', {
      key: DEFAULT_RAZORPAY_KEY_ID,
      order_id: order.body.id,
    });
    expect(failed).toEqual({
      status: 200,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: expect.any(String),
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: {
            order_id: order.body.id,
            payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
          },
        },
      },
    });
  });

  it('lets any page call the checkout endpoints but keeps the Orders API server-side', async () => {
    const preflight = await fetch(`${standIn.origin}/razorpay/v1/test-checkout/pay`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const orders = await createOrder({ amount: 10000, currency: 'INR' });
    expect(orders.status).toBe(200);
    const ordersCors = await fetch(`${standIn.origin}/razorpay/v1/orders`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(ordersCors.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves /checkout.js to pages on other origins', async () => {
    const response = await fetch(`${standIn.origin}/checkout.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain('window.Razorpay = Razorpay');
  });
});

describe('uploads', () => {
  let standIn: RunningStandIn;

  beforeAll(async () => {
    standIn = await startStandIn({ template });
  });
  afterAll(async () => {
    await standIn.stop();
  });

  const keyed = { 'x-academy-files-key': TEST_FILES_KEY };

  it('answers a Range request with 206 and exactly the bytes asked for', async () => {
    const file = readFileSync(path.join(MEDIA_DIR, 'course_data', 'market-basics.webm'));
    const response = await fetch(`${standIn.origin}/uploads/course_data/market-basics.webm`, {
      headers: { Range: 'bytes=100-1123', ...keyed },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-1123/${file.length}`);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.subarray(100, 1124));
  });

  it.each([
    ['course/stock-market-foundations.jpg', 'image/jpeg', {}],
    ['course_data/market-basics-thumb.jpg', 'image/jpeg', {}],
    ['course_data/market-structure.pdf', 'application/pdf', keyed],
    ['course_data/risk-management.webm', 'video/webm', keyed],
  ])('serves /uploads/%s as %s to other origins', async (file, type, headers) => {
    const response = await fetch(`${standIn.origin}/uploads/${file}`, {
      headers: { Origin: 'http://localhost:4000', ...headers },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      readFileSync(path.join(MEDIA_DIR, file)),
    );
  });

  it('refuses every class file to a caller without the key, or with a wrong one', async () => {
    const classFiles = seedCourses.flatMap((course) => course.classItems.map((item) => item.file));
    expect(classFiles.length).toBeGreaterThanOrEqual(15);
    for (const file of classFiles) {
      const attempts: Record<string, string>[] = [
        {},
        { 'x-academy-files-key': 'not-the-key-0123456789' },
        { 'x-academy-files-key': '' },
        { Range: 'bytes=0-99' },
      ];
      for (const headers of attempts) {
        const response = await fetch(
          `${standIn.origin}/uploads/course_data/${encodeURIComponent(file)}`,
          { headers },
        );
        expect(response.status, `${file} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe(
          'Class files are available only through the academy site.\n',
        );
      }
    }
    // Thumbnails and course images stay public.
    for (const item of seedCourses.flatMap((course) => course.classItems)) {
      const response = await fetch(`${standIn.origin}/uploads/course_data/${item.thumbnail}`);
      expect(response.status, item.thumbnail).toBe(200);
    }
  });

  it('gives a keyed class file no shared-cache lifetime', async () => {
    const response = await fetch(`${standIn.origin}/uploads/course_data/market-structure.pdf`, {
      headers: keyed,
    });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const thumb = await fetch(`${standIn.origin}/uploads/course_data/market-basics-thumb.jpg`);
    expect(thumb.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const url of ['/uploads/course/nothing.jpg', '/uploads/../package.json', '/api/v1/nope']) {
      const response = await fetch(`${standIn.origin}${url}`, { method: 'GET' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: '404',
        message: 'The requested resource was not found.',
        data: null,
      });
    }
  });
});
