/**
 * Isolation over the real stack: the stand-in (provider/app.ts) in this process on a fresh
 * seeded database in a temp DATA_DIR, the gateway (createServer) in front of it. Customer A
 * buys course 1 the way the site does (startCheckout, a payment signed with the test key
 * secret, recordPayment); customer B buys course 2. Whatever B asks, with B's own token or
 * with tokens forged from A's, B never reaches A's orders, profile or class files.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionKeys } from '../../gateway/sessions/session.ts';
import { createProviderApp } from '../../provider/app.ts';
import { loadConfig as loadProviderConfig } from '../../provider/config.ts';
import { openDatabase } from '../../provider/db.ts';
import type { Db } from '../../provider/db.ts';
import { seedIfNew } from '../../provider/seed.ts';
import { seedCourses as catalogue } from '../../provider/seed-data.ts';
import { MediaLinks } from '../../gateway/media/links.ts';
import { TEST_SESSION_SECRET, startGateway } from '../support/gateway.ts';
import type { GraphQLAnswer, TestGateway } from '../support/gateway.ts';

/** The default test key secret the stand-in signs payments with. */
const KEY_SECRET = 'academy_test_secret_0000000001';
const DEMO = { username: 'demo@example.com', password: 'demo12345' };
const MEDIA = '/media/';

interface Customer {
  name: string;
  email: string;
  mobile: string;
  password: string;
}
const ALICE: Customer = {
  name: 'Asha Owner',
  email: 'asha.owner@example.com',
  mobile: '9876500001',
  password: 'asha-owner-pass',
};
const BALA: Customer = {
  name: 'Bala Other',
  email: 'bala.other@example.com',
  mobile: '9876500002',
  password: 'bala-other-pass',
};

interface ClassItemView {
  week: number;
  unlocked: boolean;
  fileUrl: string | null;
}
interface OrderView {
  id: string;
  status: string;
  course: { id: string };
  availableWeek: number;
  classItems: ClassItemView[];
}

const ORDER_FIELDS = 'id status course { id } availableWeek classItems { week unlocked fileUrl }';

/** Class files (not thumbnails) of a seeded course, by week. */
function classFiles(courseIndex: number): { week: number; file: string }[] {
  return (catalogue[courseIndex]?.classItems ?? []).map((item) => ({
    week: item.week,
    file: item.file,
  }));
}
const courseOneFiles = classFiles(0);
const courseTwoFiles = classFiles(1);
/** Course 1's files that course 2 does not share: none may ever reach B. */
const courseOneOnly = courseOneFiles
  .map((item) => item.file)
  .filter((file) => !courseTwoFiles.some((other) => other.file === file));
/** What B may see: course 2's files of week 1, the only week open on a fresh order. */
const bAllowedFiles = new Set(
  courseTwoFiles.filter((item) => item.week === 1).map((item) => item.file),
);

let db: Db;
let dataDir = '';
let standIn: http.Server;
let origin = '';
let gateway: TestGateway;

const a = { id: '', token: '', orderId: '', paymentOrderId: '', paymentId: '', signature: '' };
const b = { id: '', token: '', orderId: '' };
/** Every answer B received, for the scan at the end. */
const answersToB: string[] = [];

function sign(orderId: string, paymentId: string, secret = KEY_SECRET): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Reads links as the gateway does (same secret): the grant names its file by an opaque reference. */
const linkReader = new MediaLinks({
  secret: TEST_SESSION_SECRET,
  ttlS: 3600,
  now: () => new Date(),
  siteUrl: 'http://localhost:4000',
});

/** The provider file a gateway media link grants (the link's signed grant names it). */
function fileOf(link: string | null): string {
  const segment = /\/media\/([\w-]+\.[\w-]+)\//.exec(link ?? '')?.[1] ?? '';
  const checked = linkReader.check(segment);
  if (!checked.ok) throw new Error(`not a valid link: ${link} (${checked.reason})`);
  const { file } = checked.grant;
  return decodeURIComponent(file.slice(file.lastIndexOf('/') + 1));
}

/** Every class file an answer links to. */
function classFileNames(text: string): string[] {
  return [...text.matchAll(/\/media\/[\w-]+\.[\w-]+\/[^"?#]+/g)].map((match) => fileOf(match[0]));
}

/** Ids of every order in an answer (under myOrders, order, orderByCourse), however deep. */
function orderIdsIn(value: unknown, isOrder = false): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => orderIdsIn(item, isOrder));
  if (typeof value !== 'object' || value === null) return [];
  const ids: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (isOrder && key === 'id' && typeof item === 'string') ids.push(item);
    ids.push(...orderIdsIn(item, ['myOrders', 'order', 'orderByCourse'].includes(key)));
  }
  return ids;
}

/** Asks as B and checks the answer holds no class file B has not bought and unlocked. */
async function asB(query: string, variables: Record<string, unknown> = {}, token = b.token) {
  const answer = await gateway.gql(query, variables, { token });
  const text = JSON.stringify(answer.body);
  answersToB.push(text);
  for (const file of classFileNames(text)) expect(bAllowedFiles, text).toContain(file);
  for (const file of courseOneOnly) expect(classFileNames(text)).not.toContain(file);
  return answer;
}

async function register(customer: Customer) {
  const { body } = await gateway.gql(
    'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
    { i: customer },
  );
  expect(body).toEqual({ data: { register: { ok: true } } });
}

async function login(username: string, password: string) {
  const { body } = await gateway.gql(
    'mutation ($i: LoginInput!) { login(input: $i) { token customer { id email } } }',
    { i: { username, password } },
  );
  const payload = body.data?.login as { token: string; customer: { id: string; email: string } };
  expect(payload.customer.email).toBe(username);
  return { id: payload.customer.id, token: payload.token };
}

/** Buys a course the way the site does: checkout, paid at the stand-in's test checkout, record. */
async function buy(token: string, courseId: string) {
  const checkout = await gateway.gql(
    'mutation ($c: ID!) { startCheckout(courseId: $c) { key orderId amount courseId } }',
    { c: courseId },
    { token },
  );
  const { key, orderId, amount } = checkout.body.data?.startCheckout as {
    key: string;
    orderId: string;
    amount: number;
  };
  expect(orderId).toMatch(/^order_\w+$/);
  const paid = await fetch(`${origin}/razorpay/v1/test-checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, order_id: orderId, amount }),
  });
  const { razorpay_payment_id: paymentId, razorpay_signature: signature } = (await paid.json()) as {
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  expect(signature).toBe(sign(orderId, paymentId));
  const recorded = await gateway.gql(
    `mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { ${ORDER_FIELDS} } } }`,
    { i: { courseId, paymentId, orderId, signature } },
    { token },
  );
  const order = (recorded.body.data?.recordPayment as { order: OrderView }).order;
  expect(order).toMatchObject({ status: 'Success', course: { id: courseId }, availableWeek: 1 });
  return { order, paymentOrderId: orderId, paymentId, signature };
}

function codes(answer: GraphQLAnswer): unknown[] {
  return (answer.body.errors ?? []).map((error) => error.extensions?.code);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'security-isolation-'));
  db = openDatabase(path.join(dataDir, 'provider'));
  await seedIfNew(db, new Date());
  standIn = http.createServer(
    createProviderApp({ db, config: loadProviderConfig({ DATA_DIR: dataDir }) }),
  );
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  gateway = await startGateway({
    now: () => new Date(),
    env: { PROVIDER_URL: `${origin}/api/v1/`, DATA_DIR: path.join(dataDir, 'gateway') },
  });

  await register(ALICE);
  await register(BALA);
  Object.assign(a, await login(ALICE.email, ALICE.password));
  Object.assign(b, await login(BALA.email, BALA.password));
  expect(a.id).not.toBe(b.id);

  const bought = await buy(a.token, '1');
  a.paymentId = bought.paymentId;
  a.orderId = bought.order.id;
  a.paymentOrderId = bought.paymentOrderId;
  a.signature = bought.signature;
  // A's own view opens week 1 with its files: the thing B must never see.
  const weekOne = bought.order.classItems.filter((item) => item.week === 1);
  expect(weekOne.length).toBeGreaterThan(0);
  for (const item of weekOne) {
    expect(item.unlocked).toBe(true);
    expect(item.fileUrl).toMatch(/^http:\/\/localhost:4000\/media\//);
  }

  b.orderId = (await buy(b.token, '2')).order.id;
});

afterAll(async () => {
  await gateway.stop();
  standIn.closeAllConnections();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("B's session never reaches A", () => {
  it("myOrders lists only B's own order", async () => {
    const { body } = await asB(`{ myOrders { ${ORDER_FIELDS} } }`);
    const orders = body.data?.myOrders as OrderView[];
    expect(orders.map((order) => [order.id, order.course.id])).toEqual([[b.orderId, '2']]);
    expect(orders.map((order) => order.id)).not.toContain(a.orderId);
    // B's own week 1 is open: the scan in asB lets exactly those files through.
    expect(classFileNames(JSON.stringify(body)).length).toBeGreaterThan(0);
  });

  it("order(id: A's order) is null, and so is orderByCourse for A's course", async () => {
    const theirs = await asB(`query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, {
      id: a.orderId,
    });
    expect(theirs.body).toEqual({ data: { order: null } });
    const padded = await asB(`query ($id: ID!) { order(id: $id) { id } }`, {
      id: ` ${a.orderId} `,
    });
    expect(padded.body).toEqual({ data: { order: null } });
    const byCourse = await asB(`{ orderByCourse(courseId: "1") { ${ORDER_FIELDS} } }`);
    expect(byCourse.body).toEqual({ data: { orderByCourse: null } });
    const own = await asB(`{ orderByCourse(courseId: "2") { id } }`);
    expect(own.body).toEqual({ data: { orderByCourse: { id: b.orderId } } });
  });

  it("course 1's outline gives B no files and nothing unlocked", async () => {
    const { body } = await asB(
      '{ course(id: "1") { classItems { week unlocked fileUrl } } courses { id classItems { unlocked fileUrl } } }',
    );
    const course = body.data?.course as { classItems: ClassItemView[] };
    expect(course.classItems.length).toBe(courseOneFiles.length);
    for (const item of course.classItems)
      expect(item).toMatchObject({ unlocked: false, fileUrl: null });
    const courses = body.data?.courses as { classItems: ClassItemView[] }[];
    for (const item of courses.flatMap((entry) => entry.classItems)) {
      expect(item).toEqual({ unlocked: false, fileUrl: null });
    }
    expect(JSON.stringify(body)).not.toContain(MEDIA);
  });

  it("me is B's profile, and B's profile update changes only B", async () => {
    const me = await asB('{ me { id name email mobile } }');
    expect(me.body).toEqual({
      data: { me: { id: b.id, name: BALA.name, email: BALA.email, mobile: BALA.mobile } },
    });
    const changed = {
      name: 'Bala Renamed',
      email: 'bala.renamed@example.com',
      mobile: '9876500009',
    };
    const update = await asB(
      'mutation ($i: ProfileInput!) { updateProfile(input: $i) { id name email mobile } }',
      { i: changed },
    );
    expect(update.body).toEqual({ data: { updateProfile: { id: b.id, ...changed } } });
    const bNow = await asB('{ me { id name email mobile } }');
    expect(bNow.body).toEqual({ data: { me: { id: b.id, ...changed } } });
    const aNow = await gateway.gql('{ me { id name email mobile } }', {}, { token: a.token });
    expect(aNow.body).toEqual({
      data: { me: { id: a.id, name: ALICE.name, email: ALICE.email, mobile: ALICE.mobile } },
    });
    // A can still sign in with A's own details.
    expect((await login(ALICE.email, ALICE.password)).id).toBe(a.id);
  });

  it("recording A's payment, or a new one on A's payment order, is refused under B's session", async () => {
    const query =
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { id } } }';
    const freshPayment = 'pay_IsolationSteal1';
    const attempts = [
      // A's exact payment, replayed.
      {
        courseId: '1',
        paymentId: a.paymentId,
        orderId: a.paymentOrderId,
        signature: a.signature,
      },
      // A correctly signed new payment on the order made for A.
      {
        courseId: '1',
        paymentId: freshPayment,
        orderId: a.paymentOrderId,
        signature: sign(a.paymentOrderId, freshPayment),
      },
    ];
    for (const input of attempts) {
      const answer = await asB(query, { i: input });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'The payment could not be verified.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const bOrders = await asB('{ myOrders { id course { id } } }');
    expect(bOrders.body).toEqual({ data: { myOrders: [{ id: b.orderId, course: { id: '2' } }] } });
    const aOrders = await gateway.gql('{ myOrders { id course { id } } }', {}, { token: a.token });
    expect(aOrders.body).toEqual({ data: { myOrders: [{ id: a.orderId, course: { id: '1' } }] } });
  });

  it('a token for A signed with another secret is refused', async () => {
    const forged = await new SessionKeys('not-the-gateway-secret-0123456789abcdef').sign(
      { customerId: a.id, name: ALICE.name, sessionId: 'a-made-up-session' },
      new Date(),
      new Date(Date.now() + 3_600_000),
    );
    for (const query of ['{ me { id } }', '{ myOrders { id } }', '{ order(id: "1") { id } }']) {
      const answer = await asB(query, {}, forged);
      for (const value of Object.values(answer.body.data ?? {})) expect(value, query).toBeNull();
      expect(codes(answer), query).toEqual(['UNAUTHENTICATED']);
    }
    const cookie = await gateway.gql(
      '{ me { id } myOrders { id } }',
      {},
      { cookie: `session=${forged}` },
    );
    expect(cookie.body.data).toBeNull();
    expect(codes(cookie)).toEqual(['UNAUTHENTICATED']);
    expect(JSON.stringify(cookie.body)).not.toContain(ALICE.email);
  });

  it("A's token altered to carry B's id (or A's altered to another) fails", async () => {
    const [header, payload, signature] = a.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    };
    expect(claims.sub).toBe(a.id);
    const retarget = (sub: string) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, sub })).toString('base64url')}.${signature}`;
    // A's token pointed at B, and at the demo student (customer 1).
    for (const token of [retarget(b.id), retarget('1')]) {
      const answer = await asB('{ me { id email } myOrders { id } }', {}, token);
      expect(answer.body.data).toBeNull();
      expect(codes(answer)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    }
    // The untouched token still works for A alone.
    const real = await gateway.gql('{ me { id } }', {}, { token: a.token });
    expect(real.body).toEqual({ data: { me: { id: a.id } } });
  });

  it("no answer B ever got carried A's details or course 1's class files", () => {
    expect(answersToB.length).toBeGreaterThan(10);
    for (const text of answersToB) {
      expect(text).not.toContain(ALICE.email);
      expect(text).not.toContain(ALICE.mobile);
      expect(orderIdsIn(JSON.parse(text))).not.toContain(a.orderId);
      for (const file of courseOneOnly) expect(classFileNames(text)).not.toContain(file);
    }
  });
});

describe('the demo student', () => {
  it('sees weeks 1-3 of course 1 unlocked with files, week 4 onwards locked without', async () => {
    const demo = await login(DEMO.username, DEMO.password);
    const { body } = await gateway.gql(
      `{ orderByCourse(courseId: "1") { ${ORDER_FIELDS} } myOrders { id } }`,
      {},
      { token: demo.token },
    );
    const order = body.data?.orderByCourse as OrderView;
    expect(order).toMatchObject({ status: 'Success', course: { id: '1' }, availableWeek: 3 });
    expect(order.classItems.length).toBe(courseOneFiles.length);
    const weeks = new Set(order.classItems.map((item) => item.week));
    expect([...weeks].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const item of order.classItems) {
      const expected = courseOneFiles.filter((file) => file.week === item.week);
      if (item.week <= 3) {
        expect(item.unlocked).toBe(true);
        expect(expected.map((file) => file.file)).toContain(fileOf(item.fileUrl));
      } else {
        expect(item).toEqual({ week: item.week, unlocked: false, fileUrl: null });
      }
    }
    // The demo student's orders are theirs alone: neither A's nor B's.
    const ids = (body.data?.myOrders as { id: string }[]).map((entry) => entry.id);
    expect(ids).not.toContain(a.orderId);
    expect(ids).not.toContain(b.orderId);
  });
});
