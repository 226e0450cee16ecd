/**
 * Security: identity only from a valid session, other customers' data out of reach,
 * prices only from the provider, payments verified, and invalid input never sent on.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paymentSignature } from '../../gateway/checkout/signatures.ts';
import { SessionKeys } from '../../gateway/sessions/session.ts';
import {
  TEST_NOW,
  TEST_SESSION_SECRET,
  envelope,
  formFields,
  gatewayForTest,
  mockProvider,
  orderRow,
  seedClassItems,
  seedCourses,
  sessionToken,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { fakeRazorpay } from '../support/fake-razorpay.ts';
import { ENQUIRY_MESSAGES } from '../support/enquiry.ts';

const SECRET = 'academy_test_secret_0000000001';
let gateway: TestGateway | undefined;

const customer = (id: string) =>
  envelope('200', 'Customer details fetched successfully.', {
    c_id: id,
    name: `Customer ${id}`,
    email: `c${id}@example.com`,
    mobile: '9876543210',
  });

describe('customer-scoped operations without a session', () => {
  const scoped: [string, string, Record<string, unknown>][] = [
    ['myOrders', '{ myOrders { id } }', {}],
    ['order', '{ order(id: "1") { id } }', {}],
    ['orderByCourse', '{ orderByCourse(courseId: "1") { id } }', {}],
    [
      'updateProfile',
      'mutation ($i: ProfileInput!) { updateProfile(input: $i) { id } }',
      { i: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210' } },
    ],
    [
      'changePassword',
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }',
      {
        i: { oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' },
      },
    ],
    ['startCheckout', 'mutation { startCheckout(courseId: "1") { amount } }', {}],
    [
      'recordPayment',
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message } }',
      { i: { courseId: '1', paymentId: 'pay_abc' } },
    ],
  ];

  for (const [field, query, variables] of scoped) {
    it(`${field} fails with UNAUTHENTICATED and calls nothing`, async () => {
      const provider = mockProvider();
      gateway = await gatewayForTest({ dispatcher: provider.agent });
      const { body } = await gateway.gql(query, variables);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Please sign in to continue.',
        path: [field],
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(provider.calls).toEqual([]);
    });
  }

  it('me is null for a visitor, without a provider call', async () => {
    const provider = mockProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql('{ me { id } }');
    expect(body).toEqual({ data: { me: null } });
    expect(provider.calls).toEqual([]);
  });
});

describe('tokens', () => {
  async function forgedTokens() {
    const good = await sessionToken(gateway, '1');
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    return {
      tampered: `${header}.${swapped}.${signature}`,
      otherKey: await new SessionKeys('an-attackers-own-secret-0123456789abcdef').sign(
        { customerId: '2', name: 'Mallory', sessionId: String(claims.sid) },
        TEST_NOW,
        new Date(TEST_NOW.getTime() + 3_600_000),
      ),
      // Our own key, the session's own id, but a lifetime that ended a day ago.
      expired: await new SessionKeys(TEST_SESSION_SECRET).sign(
        { customerId: '1', name: 'Test Customer', sessionId: String(claims.sid) },
        new Date(TEST_NOW.getTime() - 8 * 86_400_000),
        new Date(TEST_NOW.getTime() - 86_400_000),
      ),
      unsigned: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${swapped}.`,
      garbage: 'not.a.token',
    };
  }

  it('rejects forged, tampered, expired and unsigned Bearer tokens', async () => {
    const provider = mockProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    for (const [kind, token] of Object.entries(await forgedTokens())) {
      const { body } = await gateway.gql('{ me { id } myOrders { id } }', {}, { token });
      expect(body.data, kind).toBeNull();
      expect(
        body.errors?.map((error) => error.extensions?.code),
        kind,
      ).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    }
    expect(provider.calls).toEqual([]);
  });

  it('treats a bad session cookie as no session and clears it', async () => {
    const provider = mockProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { tampered, expired } = await forgedTokens();
    for (const token of [tampered, expired]) {
      const me = await gateway.gql('{ me { id } }', {}, { cookie: `session=${token}` });
      expect(me.body).toEqual({ data: { me: null } });
      expect(me.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
      const orders = await gateway.gql('{ myOrders { id } }', {}, { cookie: `session=${token}` });
      expect(orders.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(provider.calls).toEqual([]);
  });

  it('accepts a valid token from the cookie and from the Authorization header', async () => {
    const provider = mockProvider();
    provider.answer('customer/get_customer', customer('1'), { times: 2 });
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '1');
    for (const options of [{ token }, { cookie: `theme=dark; session=${token}` }]) {
      const { body } = await gateway.gql('{ me { id email } }', {}, options);
      expect(body).toEqual({ data: { me: { id: '1', email: 'c1@example.com' } } });
    }
    for (const call of provider.calls) expect(await formFields(call.body)).toEqual({ c_id: '1' });
  });
});

describe("another customer's data", () => {
  it("an order id that is not the caller's is null, and only the caller's list is read", async () => {
    const provider = mockProvider();
    provider.answer(
      'order/customer_order_list',
      envelope('200', 'Orders fetched successfully.', [orderRow('5', '2', 3)]),
      { times: 2 },
    );
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '2');
    const theirs = await gateway.gql(
      '{ order(id: "1") { id classItems { fileUrl } } }',
      {},
      { token },
    );
    expect(theirs.body).toEqual({ data: { order: null } });
    const mine = await gateway.gql('{ order(id: "5") { id } }', {}, { token });
    expect(mine.body).toEqual({ data: { order: { id: '5' } } });
    for (const call of provider.calls) expect(await formFields(call.body)).toEqual({ c_id: '2' });
  });

  it('no operation takes a customer id, a price or an amount from the caller', () => {
    const schema = buildSchema(
      readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
    );
    const forbidden = /^(c_?id|customer_?id|price|amount|discount|final_?price)$/i;
    const names: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args) names.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          names.push(`${type.name}.${field.name}`);
      }
    }
    expect(names.length).toBeGreaterThan(20);
    expect(
      names.filter((name) => forbidden.test(name.replace(/.*[.(]/, '').replace(')', ''))),
    ).toEqual([]);
  });

  it('a caller-supplied amount is refused before anything runs', async () => {
    const provider = mockProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      'mutation { startCheckout(courseId: "1", amount: 100) { amount } }',
      {},
      { token: await sessionToken(gateway, '1') },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(provider.calls).toEqual([]);
  });

  it('class files of the public outline are never handed out', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses));
    provider.answer('course/details_list', envelope('200', 'ok', seedClassItems));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      '{ course(id: "1") { classItems { unlocked fileUrl } } }',
      {},
      {
        token: await sessionToken(gateway, '1'),
      },
    );
    const items = (body.data?.course as { classItems: unknown[] }).classItems;
    expect(items).toHaveLength(4);
    expect(new Set(items.map((item) => JSON.stringify(item)))).toEqual(
      new Set([JSON.stringify({ unlocked: false, fileUrl: null })]),
    );
  });

  it('an unpaid order opens nothing', async () => {
    const provider = mockProvider();
    provider.answer(
      'order/customer_order_list',
      envelope('200', 'ok', [orderRow('7', '1', 30, 'Pending')]),
    );
    provider.answer('course/details_list', envelope('200', 'ok', seedClassItems));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      '{ myOrders { availableWeek classItems { unlocked fileUrl } } }',
      {},
      {
        token: await sessionToken(gateway, '1'),
      },
    );
    const [order] = body.data?.myOrders as { availableWeek: number; classItems: object[] }[];
    expect(order?.availableWeek).toBe(5);
    for (const item of order?.classItems ?? [])
      expect(item).toEqual({ unlocked: false, fileUrl: null });
  });
});

describe('invalid input never reaches the provider', () => {
  const cases: [string, string, Record<string, unknown>, Record<string, string>][] = [
    [
      'register',
      'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
      { i: { name: ' A ', email: 'nope', mobile: '12ab', password: 'short' } },
      {
        name: 'Name must be at least 5 characters.',
        email: 'Enter a valid email address.',
        mobile: 'Enter a valid phone number.',
        password: 'Password must be at least 8 characters.',
      },
    ],
    [
      'login',
      'mutation ($i: LoginInput!) { login(input: $i) { token } }',
      { i: { username: '   ', password: '' } },
      { username: 'Email is required.', password: 'Password is required.' },
    ],
    [
      'updateProfile',
      'mutation ($i: ProfileInput!) { updateProfile(input: $i) { id } }',
      { i: { name: '', email: 'x', mobile: '' } },
      { name: 'Name is required.', email: 'Enter a valid email address.' },
    ],
    [
      'changePassword',
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }',
      { i: { oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'other' } },
      { confirmPassword: 'Please check the entered credential!' },
    ],
    [
      'enquiry',
      'mutation ($i: EnquiryInput!) { enquiry(input: $i) { ok } }',
      {
        i: {
          fname: 'R',
          lname: "Robert'); DROP TABLE customers;--",
          email: 'r@x',
          mobile: '98765',
          city: ' ',
          capital: 'a million',
          joinBatch: 'Jan 1999',
          query: 'hi',
        },
      },
      { ...ENQUIRY_MESSAGES, lname: 'Last name must be at most 15 characters.' },
    ],
    [
      'recordPayment',
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message } }',
      { i: { courseId: '1 OR 1=1', paymentId: '<script>' } },
      {
        courseId: 'A course id is a number, such as 2.',
        paymentId:
          'A payment id has only letters, digits and underscores, such as pay_29QQoUBi66xm2f.',
      },
    ],
  ];

  for (const [field, query, variables, fields] of cases) {
    it(`${field}: BAD_USER_INPUT with each field's message`, async () => {
      const provider = mockProvider();
      gateway = await gatewayForTest({ dispatcher: provider.agent });
      const { body } = await gateway.gql(query, variables, {
        token: await sessionToken(gateway, '1'),
      });
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
      expect(body.errors?.[0]?.message).toBe(Object.values(fields)[0]);
      expect(provider.calls).toEqual([]);
      expect(provider.agent.pendingInterceptors()).toEqual([]);
    });
  }

  it('values are trimmed before they are sent', async () => {
    const provider = mockProvider();
    provider.answer('customer/register', envelope('200', 'Account created successfully.'));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      'mutation ($i: RegisterInput!) { register(input: $i) { ok message } }',
      {
        i: {
          name: '  Asha Verma ',
          email: ' asha@example.com ',
          mobile: ' 9876500011',
          password: ' pass word ',
        },
      },
    );
    expect(body).toEqual({
      data: { register: { ok: true, message: 'Account created successfully.' } },
    });
    expect(await formFields(provider.calls[0]?.body ?? '')).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobile: '9876500011',
      password: ' pass word ',
    });
  });
});

describe('money and payments', () => {
  const nowS = () => Math.floor(TEST_NOW.getTime() / 1000);

  /** The legacy API and Razorpay's Orders API, faked; `orders` is the customer's order list. */
  function checkoutProvider(orders: unknown[] = []) {
    const provider = mockProvider();
    provider.answerCourses();
    provider.answer('customer/get_customer', customer('1'), { persist: true });
    provider.answer('order/customer_order_list', envelope('200', 'ok', orders), { persist: true });
    const razorpay = fakeRazorpay(provider.agent, nowS);
    return { provider, razorpay };
  }

  const checkoutQuery =
    'mutation ($c: ID!) { startCheckout(courseId: $c) { key amount currency orderId name description prefill { name email contact } themeColor scriptUrl courseId timeout } }';
  const recordQuery =
    'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { id status course { id } } } }';

  it("startCheckout charges the provider's price minus discount, in paise, and creates the order", async () => {
    const { provider, razorpay } = checkoutProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      checkoutQuery,
      { c: '1' },
      { token: await sessionToken(gateway, '1') },
    );
    expect(body.data?.startCheckout).toEqual({
      key: 'rzp_test_academy0000001',
      amount: 399900,
      currency: 'INR',
      orderId: 'order_Fake000001',
      name: 'Sharpline Trading Academy',
      description: 'Stock Market Foundations',
      prefill: { name: 'Customer 1', email: 'c1@example.com', contact: '9876543210' },
      themeColor: '#D4A017',
      scriptUrl: 'http://provider.test/checkout.js',
      courseId: '1',
      // The quote holds CHECKOUT_QUOTE_TTL_S (15 minutes by default): the checkout as long.
      timeout: 900,
    });
    expect([...razorpay.orders.values()]).toMatchObject([
      {
        amount: 399900,
        currency: 'INR',
        receipt: expect.stringMatching(/^c1-k1-/) as unknown,
        notes: { course_id: '1', c_id: '1', quote_ttl_s: '900' },
      },
    ]);
  });

  it('startCheckout offers the same unpaid order again, so two tabs cannot pay twice', async () => {
    const { provider, razorpay } = checkoutProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '1');
    const first = await gateway.gql(checkoutQuery, { c: '2' }, { token });
    const second = await gateway.gql(checkoutQuery, { c: '2' }, { token });
    expect(first.body.data?.startCheckout).toMatchObject({ orderId: 'order_Fake000001' });
    expect(second.body.data?.startCheckout).toMatchObject({ orderId: 'order_Fake000001' });
    expect(razorpay.orders.size).toBe(1);
  });

  it('startCheckout refuses a course the student owns, with a clear message', async () => {
    const { provider, razorpay } = checkoutProvider([orderRow('7', '1', 20)]);
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      checkoutQuery,
      { c: '1' },
      { token: await sessionToken(gateway, '1') },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'You already own this course. Open it from My Courses.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { courseId: 'You already own this course. Open it from My Courses.' },
      },
    });
    expect(razorpay.orders.size).toBe(0);
  });

  it('startCheckout records a paid order whose page was closed, then refuses a second purchase', async () => {
    const provider = mockProvider();
    provider.answerCourses();
    provider.answer('customer/get_customer', customer('1'), { persist: true });
    provider.answer('order/customer_order_list', envelope('200', 'ok', []), { times: 1 });
    const razorpay = fakeRazorpay(provider.agent, nowS);
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '1');
    const { body } = await gateway.gql(checkoutQuery, { c: '1' }, { token });
    const orderId = (body.data?.startCheckout as { orderId: string }).orderId;
    // Paid, and the tab closed before the page could report it.
    const payment = razorpay.capture(orderId);
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    provider.answerOrders([orderRow('8', '1', 0)]);
    const again = await gateway.gql(checkoutQuery, { c: '1' }, { token });
    expect(again.body.errors?.[0]?.message).toBe(
      'You already own this course. Open it from My Courses.',
    );
    const saves = provider.callsTo('order/save_payment');
    expect(saves).toHaveLength(1);
    expect(await formFields(saves[0]?.body ?? '')).toEqual({
      payment_id: payment.id,
      course_id: '1',
      c_id: '1',
    });
  });

  it('without a key secret, startCheckout creates no order and recordPayment needs no signature', async () => {
    const provider = mockProvider();
    provider.answerCourses();
    provider.answer('customer/get_customer', customer('1'));
    provider.answer('order/customer_order_list', envelope('200', 'ok', []));
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    const razorpay = fakeRazorpay(provider.agent, nowS);
    gateway = await gatewayForTest({
      dispatcher: provider.agent,
      env: { RAZORPAY_KEY_SECRET: '' },
    });
    const token = await sessionToken(gateway, '1');
    const { body } = await gateway.gql(checkoutQuery, { c: '2' }, { token });
    expect(body.data?.startCheckout).toMatchObject({ amount: 699900, orderId: null });
    expect(razorpay.calls).toEqual([]);
    provider.answerOrders([orderRow('4', '2', 0)]);
    const recorded = await gateway.gql(
      recordQuery,
      { i: { courseId: '2', paymentId: 'pay_NoOrder01' } },
      { token },
    );
    expect(recorded.body.data?.recordPayment).toMatchObject({ order: { id: '4' } });
  });

  it('startCheckout for a course the provider does not list is NOT_FOUND', async () => {
    const { provider, razorpay } = checkoutProvider();
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      checkoutQuery,
      { c: '99' },
      { token: await sessionToken(gateway, '1') },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'This course is not available.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(razorpay.orders.size).toBe(0);
  });

  async function checkedOut(customerId = '1', courseId = '1') {
    const provider = mockProvider();
    provider.answerCourses();
    provider.answer('customer/get_customer', customer(customerId), { persist: true });
    provider.answer('order/customer_order_list', envelope('200', 'ok', []), { times: 1 });
    const razorpay = fakeRazorpay(provider.agent, nowS);
    const gw = await gatewayForTest({ dispatcher: provider.agent });
    gateway = gw;
    const token = await sessionToken(gw, customerId);
    const { body } = await gw.gql(checkoutQuery, { c: courseId }, { token });
    const orderId = (body.data?.startCheckout as { orderId: string }).orderId;
    return { provider, razorpay, token, orderId, gw };
  }

  it('records a correctly signed payment once, with the customer from the session', async () => {
    const { provider, razorpay, token, orderId, gw } = await checkedOut();
    razorpay.capture(orderId, { id: 'pay_Good0001' });
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    provider.answerOrders([orderRow('9', '1', 0), orderRow('3', '2', 20)]);
    const input = {
      courseId: '1',
      paymentId: 'pay_Good0001',
      orderId,
      signature: paymentSignature(orderId, 'pay_Good0001', SECRET),
    };
    const first = await gw.gql(recordQuery, { i: input }, { token });
    expect(first.body).toEqual({
      data: {
        recordPayment: {
          message: 'Payment recorded successfully.',
          order: { id: '9', status: 'Success', course: { id: '1' } },
        },
      },
    });
    const again = await gw.gql(recordQuery, { i: input }, { token });
    expect(again.body).toEqual({
      data: {
        recordPayment: {
          message: 'This payment has already been recorded.',
          order: { id: '9', status: 'Success', course: { id: '1' } },
        },
      },
    });
    const saves = provider.callsTo('order/save_payment');
    expect(saves).toHaveLength(1);
    expect(await formFields(saves[0]?.body ?? '')).toEqual({
      payment_id: 'pay_Good0001',
      course_id: '1',
      c_id: '1',
    });
  });

  it('rejects a wrong signature, a missing one, and an order made for something else', async () => {
    const { provider, token, orderId, gw } = await checkedOut();
    const attempts: Record<string, unknown>[] = [
      { courseId: '1', paymentId: 'pay_Bad0001', orderId, signature: 'ab'.repeat(32) },
      {
        courseId: '1',
        paymentId: 'pay_Bad0002',
        orderId,
        signature: paymentSignature(orderId, 'pay_Other', SECRET),
      },
      { courseId: '1', paymentId: 'pay_Bad0003' },
      { courseId: '1', paymentId: 'pay_Bad0004', orderId },
      // A real signature over an order created for course 1, claimed for course 2.
      {
        courseId: '2',
        paymentId: 'pay_Bad0005',
        orderId,
        signature: paymentSignature(orderId, 'pay_Bad0005', SECRET),
      },
      // A signature made with another key.
      {
        courseId: '1',
        paymentId: 'pay_Bad0006',
        orderId,
        signature: paymentSignature(orderId, 'pay_Bad0006', 'other-secret'),
      },
      // A correctly signed order id that Razorpay never issued.
      {
        courseId: '1',
        paymentId: 'pay_Bad0007',
        orderId: 'order_Unknown01',
        signature: paymentSignature('order_Unknown01', 'pay_Bad0007', SECRET),
      },
    ];
    for (const input of attempts) {
      const { body } = await gw.gql(recordQuery, { i: input }, { token });
      expect(body.errors?.[0]?.message, JSON.stringify(input)).toBe(
        'The payment could not be verified.',
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(provider.callsTo('order/save_payment')).toEqual([]);
  });

  it("rejects another customer's signed order", async () => {
    const { provider, orderId, gw } = await checkedOut('1');
    const intruder = await sessionToken(gw, '2');
    const { body } = await gw.gql(
      recordQuery,
      {
        i: {
          courseId: '1',
          paymentId: 'pay_Steal01',
          orderId,
          signature: paymentSignature(orderId, 'pay_Steal01', SECRET),
        },
      },
      { token: intruder },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(provider.callsTo('order/save_payment')).toEqual([]);
  });

  it('refunds a payment on a quote whose price changed since, and records it at no price', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses));
    provider.answer('customer/get_customer', customer('1'));
    provider.answerOrders([]);
    const razorpay = fakeRazorpay(provider.agent, nowS);
    let now = TEST_NOW;
    gateway = await gatewayForTest({ dispatcher: provider.agent, now: () => now });
    const token = await sessionToken(gateway, '1');
    const { body: started } = await gateway.gql(checkoutQuery, { c: '1' }, { token });
    const orderId = (started.data?.startCheckout as { orderId: string }).orderId;
    // The discount ends after the checkout opened (and the cached list expires); the old
    // quote is paid anyway, within its life.
    now = new Date(TEST_NOW.getTime() + 60_000);
    provider.answer('course/list', envelope('200', 'ok', [{ ...seedCourses[0], discount: '0' }]), {
      persist: true,
    });
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    razorpay.capture(orderId, { id: 'pay_Late01' });
    const { body } = await gateway.gql(
      recordQuery,
      {
        i: {
          courseId: '1',
          paymentId: 'pay_Late01',
          orderId,
          signature: paymentSignature(orderId, 'pay_Late01', SECRET),
        },
      },
      { token: await sessionToken(gateway, '1') },
    );
    expect(body.data?.recordPayment).toEqual({
      message:
        'The price of this course changed while you were paying, so this payment of ₹3,999 has been refunded. It reaches your account in 5-7 working days. Please start the checkout again.',
      order: null,
    });
    expect(provider.callsTo('order/save_payment')).toEqual([]);
    expect(razorpay.refunds).toMatchObject([{ payment_id: 'pay_Late01', amount: 399900 }]);
  });

  it('after a restart, an Orders API outage is PROVIDER_UNAVAILABLE (retryable), not bad input', async () => {
    const provider = mockProvider();
    provider.answerCourses();
    const razorpay = fakeRazorpay(provider.agent, nowS);
    // Made by the gateway before it restarted: this one has never seen it.
    const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '1', course_id: '1' } });
    razorpay.capture(order.id, { id: 'pay_AfterRestart1' });
    razorpay.setDown(true);
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '1');
    const input = {
      courseId: '1',
      paymentId: 'pay_AfterRestart1',
      orderId: order.id,
      signature: paymentSignature(order.id, 'pay_AfterRestart1', SECRET),
    };
    const { body } = await gateway.gql(recordQuery, { i: input }, { token });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The payment service is unavailable right now. Please try again shortly.',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    expect(provider.callsTo('order/save_payment')).toEqual([]);

    // Back up: the same request, retried, records it.
    razorpay.setDown(false);
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    provider.answerOrders([orderRow('6', '1', 0)]);
    const retried = await gateway.gql(recordQuery, { i: input }, { token });
    expect(retried.body.data?.recordPayment).toEqual({
      message: 'Payment recorded successfully.',
      order: { id: '6', status: 'Success', course: { id: '1' } },
    });
  });
});
