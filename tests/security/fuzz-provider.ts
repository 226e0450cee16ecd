/**
 * The fuzz's stand-in provider: an undici MockAgent answering every legacy endpoint and
 * the payment API as the real ones do, recording every body that arrives, and the check
 * that each recorded body is one the shared rules accept as it is (valid and trimmed).
 */
import { MockAgent } from 'undici';
import { expect } from 'vitest';
import {
  changePasswordSchema,
  check,
  enquirySchema,
  profileSchema,
  recordPaymentSchema,
  signInSchema,
  signUpSchema,
} from '../../common/validation.ts';
import {
  PROVIDER_ORIGIN,
  TEST_NOW,
  envelope,
  orderRow,
  seedClassItems,
  seedCourses,
} from '../support/gateway.ts';
import { multipartFields } from './fuzz-kit.ts';

/** The session's customer, as the mocked provider knows them. */
export const CUSTOMER = {
  c_id: '42',
  name: 'Fuzz Student',
  email: 'fuzz.student@example.com',
  mobile: '9876543210',
};
/** Markers that make the mocked provider refuse (so PROVIDER_REJECTED is exercised too). */
export const TAKEN_EMAIL = 'taken@example.com';
export const UNKNOWN_USER = 'nobody@example.com';
export const WRONG_PASSWORD = 'wrong-password-1';
export const MESSAGES = {
  registered: 'Account created successfully.',
  taken: 'This email is already registered.',
  loggedIn: 'Login successful.',
  badLogin: 'Invalid email or password.',
  profile: 'Profile updated successfully.',
  password: 'Password changed successfully.',
  oldPassword: 'The current password is incorrect.',
  enquiry: 'Thank you! We will contact you soon.',
  payment: 'Payment recorded successfully.',
  notVerified: 'The payment could not be verified.',
  alreadyOwned: 'You already own this course. Open it from My Courses.',
  courseNotFound: 'This course is not available.',
  unauthenticated: 'Please sign in to continue.',
} as const;

/** Listed courses and what checkout charges for each, in paise. */
export const knownCourses = new Map(
  seedCourses.map((course) => [
    course.course_id,
    (Number(course.course_price) - Number(course.discount || '0')) * 100,
  ]),
);
interface Arrival {
  path: string;
  body: string;
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  return String(body);
}

export function recordingProvider() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(PROVIDER_ORIGIN);
  const arrivals: Arrival[] = [];
  /** Payment orders created: id -> course. */
  const paymentOrders = new Map<string, string>();
  /** Payments the payment API knows (made on a payment order): id -> order. */
  const payments = new Map<string, string>();
  /** Paise refunded of each payment. */
  const refunded = new Map<string, number>();

  const legacy = (path: string, answer: (body: string) => unknown) => {
    pool
      .intercept({ path: `/api/v1/${path}`, method: 'POST' })
      .reply((request) => {
        const body = bodyText(request.body);
        arrivals.push({ path, body });
        return {
          statusCode: 200,
          data: JSON.stringify(answer(body)),
          responseOptions: { headers: { 'content-type': 'application/json' } },
        };
      })
      .persist();
  };
  legacy('customer/register', (body) =>
    body.includes(TAKEN_EMAIL)
      ? envelope('409', MESSAGES.taken)
      : envelope('200', MESSAGES.registered),
  );
  legacy('customer/login', (body) =>
    body.includes(UNKNOWN_USER)
      ? envelope('401', MESSAGES.badLogin)
      : envelope('200', MESSAGES.loggedIn, CUSTOMER),
  );
  legacy('customer/get_customer', () => envelope('200', 'Customer details.', CUSTOMER));
  legacy('customer/profile_update', () => envelope('200', MESSAGES.profile));
  legacy('customer/change_pass', (body) =>
    body.includes(WRONG_PASSWORD)
      ? envelope('400', MESSAGES.oldPassword)
      : envelope('200', MESSAGES.password),
  );
  legacy('customer/contact_us', () => envelope('200', MESSAGES.enquiry));
  legacy('course/list', () => envelope('200', 'Courses.', seedCourses));
  legacy('course/details_list', () => envelope('200', 'Classes.', seedClassItems));
  // Course 1 is owned (a checkout for it is refused); course 2 was tried and not paid.
  legacy('order/customer_order_list', () =>
    envelope('200', 'Orders.', [orderRow('12', '1', 3), orderRow('11', '2', 10, 'Pending')]),
  );
  legacy('order/save_payment', () => envelope('200', MESSAGES.payment));

  pool
    .intercept({ path: '/razorpay/v1/orders', method: 'POST' })
    .reply((request) => {
      const body = bodyText(request.body);
      arrivals.push({ path: 'razorpay/orders', body });
      const parsed = JSON.parse(body) as { amount?: unknown; notes?: { course_id?: unknown } };
      const id = `order_Fuzz${paymentOrders.size + 1}`;
      paymentOrders.set(id, String(parsed.notes?.course_id));
      return {
        statusCode: 200,
        data: JSON.stringify({
          id,
          entity: 'order',
          amount: parsed.amount,
          amount_paid: 0,
          currency: 'INR',
          status: 'created',
          notes: parsed.notes,
          created_at: Math.floor(TEST_NOW.getTime() / 1000),
        }),
      };
    })
    .persist();
  pool
    .intercept({ path: (path) => path.startsWith('/razorpay/v1/orders/'), method: 'GET' })
    .reply((request) => {
      arrivals.push({ path: 'razorpay/orders/:id', body: request.path });
      return {
        statusCode: 400,
        data: JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'No such id' } }),
      };
    })
    .persist();

  /** A captured payment in Razorpay's shape, for the order's amount; null when unknown. */
  const paymentEntity = (paymentId: string) => {
    const orderId = payments.get(paymentId);
    const amount = knownCourses.get(paymentOrders.get(orderId ?? '') ?? '');
    if (orderId === undefined || amount === undefined) return null;
    const refundedPaise = refunded.get(paymentId) ?? 0;
    return {
      id: paymentId,
      entity: 'payment',
      amount,
      currency: 'INR',
      status: refundedPaise >= amount ? 'refunded' : 'captured',
      order_id: orderId,
      captured: true,
      amount_refunded: refundedPaise,
      refund_status: refundedPaise >= amount ? 'full' : null,
      created_at: Math.floor(TEST_NOW.getTime() / 1000),
    };
  };
  const unknownId = {
    statusCode: 400,
    data: JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'No such id' } }),
  };
  pool
    .intercept({ path: (path) => path.startsWith('/razorpay/v1/payments/'), method: 'GET' })
    .reply((request) => {
      arrivals.push({ path: 'razorpay/payments/:id', body: request.path });
      const payment = paymentEntity(request.path.split('/').at(-1) ?? '');
      return payment ? { statusCode: 200, data: JSON.stringify(payment) } : unknownId;
    })
    .persist();
  pool
    .intercept({ path: (path) => path.startsWith('/razorpay/v1/payments/'), method: 'POST' })
    .reply((request) => {
      const body = bodyText(request.body);
      arrivals.push({ path: 'razorpay/payments/:id/refund', body: `${request.path} ${body}` });
      const paymentId = request.path.split('/').at(-2) ?? '';
      const payment = paymentEntity(paymentId);
      if (!payment) return unknownId;
      refunded.set(paymentId, payment.amount);
      return {
        statusCode: 200,
        data: JSON.stringify({
          id: `rfnd_Fuzz${refunded.size}`,
          entity: 'refund',
          amount: payment.amount - payment.amount_refunded,
          currency: 'INR',
          payment_id: paymentId,
          status: 'processed',
          created_at: payment.created_at,
        }),
      };
    })
    .persist();

  return { agent, arrivals, paymentOrders, payments };
}

/** Lone surrogates cannot travel as UTF-8: they arrive as U+FFFD, as any HTTP client sends them. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

function sameKeys(fields: Record<string, string>, keys: string[]) {
  expect(Object.keys(fields).sort()).toEqual([...keys].sort());
}

/** The shared rules accept `input` and leave it as it is (so it arrived trimmed). */
function expectAccepted(
  schema: Parameters<typeof check>[0],
  input: Record<string, string>,
  where: string,
) {
  const result = check(schema, input);
  expect(result, where).toEqual({ ok: true, value: input });
}

/**
 * Every form body that reached the provider is one the shared rules accept as it is, with
 * exactly the fields the endpoint takes, the customer from the session, known course ids.
 */
export function expectOnlyValidArrivals(arrivals: Arrival[], context: string) {
  for (const [index, arrival] of arrivals.entries()) {
    const where = `${context}, provider call ${index} to ${arrival.path}: ${arrival.body.slice(0, 300)}`;
    if (arrival.path === 'razorpay/orders') {
      const order = JSON.parse(arrival.body) as Record<string, unknown>;
      const notes = order.notes as Record<string, unknown>;
      const courseId = String(notes.course_id);
      expect(knownCourses.has(courseId), where).toBe(true);
      expect(order, where).toEqual({
        amount: knownCourses.get(courseId),
        currency: 'INR',
        receipt: expect.stringMatching(/^c42-k2-[0-9a-z]+$/) as unknown,
        notes: { course_id: courseId, c_id: CUSTOMER.c_id, quote_ttl_s: '900' },
      });
      continue;
    }
    if (arrival.path === 'razorpay/payments/:id') {
      expect(arrival.body, where).toMatch(/^\/razorpay\/v1\/payments\/pay_[A-Za-z0-9]{14}$/);
      continue;
    }
    if (arrival.path === 'razorpay/payments/:id/refund') {
      const [path = '', body = ''] = arrival.body.split(' ');
      expect(path, where).toMatch(/^\/razorpay\/v1\/payments\/pay_[A-Za-z0-9]{14}\/refund$/);
      // Only a second payment for a course the customer holds is refunded here.
      expect(JSON.parse(body), where).toEqual({
        speed: 'normal',
        notes: {
          reason: 'ALREADY_OWNED',
          c_id: CUSTOMER.c_id,
          course_id: expect.stringMatching(/^\d+$/) as unknown,
        },
      });
      continue;
    }
    if (arrival.path === 'razorpay/orders/:id') {
      expect(arrival.body, where).toMatch(
        /^\/razorpay\/v1\/orders\/[A-Za-z0-9_]{1,64}(\/payments)?$/,
      );
      continue;
    }
    const fields = multipartFields(arrival.body);
    const { c_id: customerId, ...rest } = fields;
    switch (arrival.path) {
      case 'customer/register':
        sameKeys(fields, ['name', 'email', 'mobile', 'password']);
        expectAccepted(signUpSchema, fields, where);
        break;
      case 'customer/login':
        sameKeys(fields, ['username', 'password']);
        expectAccepted(signInSchema, fields, where);
        break;
      case 'customer/profile_update':
        sameKeys(fields, ['c_id', 'name', 'email', 'mobile']);
        expect(customerId, where).toBe(CUSTOMER.c_id);
        expectAccepted(profileSchema, rest, where);
        break;
      case 'customer/change_pass': {
        sameKeys(fields, ['c_id', 'old_password', 'new_pass']);
        expect(customerId, where).toBe(CUSTOMER.c_id);
        const { old_password: oldPassword = '', new_pass: newPassword = '' } = fields;
        expectAccepted(
          changePasswordSchema,
          { oldPassword, newPassword, confirmPassword: newPassword },
          where,
        );
        break;
      }
      case 'customer/contact_us': {
        sameKeys(fields, [
          'fname',
          'lname',
          'email',
          'mobile',
          'city',
          'capital',
          'join_batch',
          'query',
        ]);
        const { join_batch: joinBatch = '', ...others } = fields;
        expectAccepted(enquirySchema(TEST_NOW), { ...others, joinBatch }, where);
        break;
      }
      case 'order/save_payment': {
        sameKeys(fields, ['payment_id', 'course_id', 'c_id']);
        expect(customerId, where).toBe(CUSTOMER.c_id);
        const { payment_id: paymentId = '', course_id: courseId = '' } = fields;
        expect(knownCourses.has(courseId), where).toBe(true);
        expectAccepted(recordPaymentSchema, { courseId, paymentId }, where);
        break;
      }
      case 'customer/get_customer':
      case 'order/customer_order_list':
        expect(fields, where).toEqual({ c_id: CUSTOMER.c_id });
        break;
      case 'course/list':
        expect(fields, where).toEqual({});
        break;
      case 'course/details_list':
        sameKeys(fields, ['course_id']);
        expect(knownCourses.has(fields.course_id ?? ''), where).toBe(true);
        break;
      default:
        expect.fail(`${where}: an endpoint no mutation should call`);
    }
  }
}
