/**
 * Coupons (issue 39, item 5) over real HTTP: owners make codes, a student's checkout is
 * charged the discounted amount (the Razorpay order as the stand-in holds it, with its
 * notes), a code that is unknown, expired, for another course or used up is refused with the
 * reason and starts nothing, `maxUses` holds when five students check out at once, a
 * lapsed reservation frees its place, and a use counts once its payment is recorded.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import { readPdf } from '../support/pdf.ts';
import { addStaff } from '../support/staff.ts';
import { gqlAt, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';
import { startStandInStack, type StandInStack } from './stand-in-stack.ts';

const KEY_AUTH = `Basic ${Buffer.from(`${DEFAULT_RAZORPAY_KEY_ID}:${DEFAULT_RAZORPAY_KEY_SECRET}`).toString('base64')}`;

const CREATE = `mutation ($input: CouponInput!) {
  createCoupon(input: $input) {
    code percentOff amountOffPaise maxUses validUntil courseIds uses reserved createdAt
  }
}`;
const LIST = '{ staffCoupons { code uses reserved maxUses } }';
const START = `mutation ($c: ID!, $coupon: String) {
  startCheckout(courseId: $c, coupon: $coupon) { orderId amount couponCode discountPaise }
}`;
const PRICE = `query ($c: ID!, $code: String!) {
  couponPrice(courseId: $c, code: $code) { code listPaise discountPaise amountPaise }
}`;

type Checkout = { orderId: string; amount: number; couponCode: string | null };
type Started = { startCheckout: Checkout & { discountPaise: number } };

/** The quote's life here: 10 minutes; a reservation holds a minute longer (quotes.ts's grace). */
const QUOTE_TTL_S = 600;
const RESERVATION_MS = QUOTE_TTL_S * 1000 + 60_000;

let stack: StandInStack;
let url = '';
let ownerToken = '';
let instructorToken = '';
/** How far the gateway's clock is ahead of the real one. */
let aheadMs = 0;

beforeAll(async () => {
  const staffDir = mkdtempSync(path.join(tmpdir(), 'coupons-staff-'));
  const owner = await addStaff(staffDir, 'owner@academy.test', 'owner', 'owner-password-123');
  const teacher = await addStaff(staffDir, 'teach@academy.test', 'instructor', 'teach-pass-4567');
  stack = await startStandInStack({
    now: () => new Date(Date.now() + aheadMs),
    env: { DATA_DIR: staffDir, CHECKOUT_QUOTE_TTL_S: String(QUOTE_TTL_S) },
  });
  url = stack.gateway.url;
  const signIn = async (email: string, password: string, code: string) => {
    const answer = await gqlAt<{ staffSignIn: { token: string } }>(
      url,
      'mutation ($i: StaffSignInInput!) { staffSignIn(input: $i) { token } }',
      { i: { email, password, code } },
    );
    if (!answer.data) throw new Error(`staff sign-in: ${JSON.stringify(answer.errors)}`);
    return answer.data.staffSignIn.token;
  };
  ownerToken = await signIn(owner.email, owner.password, owner.codeAt(new Date()));
  instructorToken = await signIn(teacher.email, teacher.password, teacher.codeAt(new Date()));
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

async function create(input: Record<string, unknown>, token = ownerToken) {
  return gqlAt<{ createCoupon: Record<string, unknown> }>(url, CREATE, { input }, { token });
}

async function made(input: Record<string, unknown>) {
  const answer = await create(input);
  expect(answer.errors).toBeUndefined();
}

async function usesOf(code: string) {
  const answer = await gqlAt<{ staffCoupons: { code: string; uses: number; reserved: number }[] }>(
    url,
    LIST,
    {},
    { token: ownerToken },
  );
  return answer.data?.staffCoupons.find((coupon) => coupon.code === code);
}

function start(
  buyer: { token: string },
  courseId: string,
  coupon: string | null,
  language: 'en' | 'hi' = 'en',
) {
  return gqlAt<Started>(url, START, { c: courseId, coupon }, { token: buyer.token, language });
}

/** The Razorpay order as the stand-in's Orders API answers it. */
async function razorpayOrder(orderId: string) {
  const response = await fetch(`${stack.origin}/razorpay/v1/orders/${orderId}`, {
    headers: { authorization: KEY_AUTH },
  });
  return (await response.json()) as { amount: number; notes: Record<string, string> };
}

/** How many Razorpay orders the stand-in holds for the student: a refused checkout makes none. */
function ordersMadeFor(buyer: { id: string }): number {
  const row = stack.db
    .prepare("SELECT count(*) AS n FROM razorpay_orders WHERE json_extract(notes, '$.c_id') = ?")
    .get(buyer.id) as { n: number };
  return row.n;
}

/** Pays the checkout at the stand-in's test checkout and reports it from the buyer's page. */
async function payAndReport(
  buyer: Awaited<ReturnType<typeof newBuyer>>,
  courseId: string,
  checkout: { orderId: string; amount: number } | undefined,
) {
  const paid = await fetch(`${stack.origin}/razorpay/v1/test-checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: DEFAULT_RAZORPAY_KEY_ID,
      order_id: checkout?.orderId,
      amount: checkout?.amount,
    }),
  });
  const payment = (await paid.json()) as Record<string, string>;
  return reportPayment(buyer, {
    courseId,
    paymentId: payment.razorpay_payment_id ?? '',
    orderId: payment.razorpay_order_id ?? '',
    signature: payment.razorpay_signature ?? '',
  });
}

/** A refusal of bad input: its message, and the same message under `field`. */
function refusal(message: string, field = 'coupon') {
  return {
    data: null,
    errors: [
      expect.objectContaining({
        message,
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: { [field]: message },
        }),
      }),
    ],
  };
}

const UNKNOWN = 'This coupon code does not exist. Check it, or remove it to pay the full price.';
const FORMAT = 'A coupon code is 3 to 20 letters A-Z, digits 0-9 or "-".';
const ONE_KIND_OFF = 'Give either a percentage off or an amount off, exactly one of them.';
const EXPIRED = 'This coupon code has expired. Remove it to pay the full price.';
const USED_UP =
  'This coupon code has been used as many times as it allows. Remove it to pay the full price.';
const OTHER_COURSE = 'This coupon code is not for this course. Remove it to pay the full price.';

describe('createCoupon and staffCoupons', () => {
  it('makes a percentage coupon for every course, answered as kept, and audits it', async () => {
    const answer = await create({ code: ' launch20 ', percentOff: 20, validUntil: '2030-01-15' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createCoupon).toEqual({
      code: 'LAUNCH20',
      percentOff: 20,
      amountOffPaise: null,
      maxUses: null,
      // The end of 15 January 2030 in India time.
      validUntil: '2030-01-15T18:29:59.999Z',
      courseIds: [],
      uses: 0,
      reserved: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const audit = await gqlAt<{
      staffAudit: { action: string; target: string; staffEmail: string }[];
    }>(url, '{ staffAudit(first: 5) { action target staffEmail } }', {}, { token: ownerToken });
    expect(audit.data?.staffAudit[0]).toEqual({
      action: 'coupon-created',
      target: 'LAUNCH20',
      staffEmail: 'owner@academy.test',
    });
  });

  it('refuses bad input, each on its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'AB', percentOff: 10 }, 'code', FORMAT],
      [{ code: 'BAD CODE', percentOff: 10 }, 'code', FORMAT],
      [{ code: 'BOTH1', percentOff: 10, amountOffPaise: 5000 }, 'percentOff', ONE_KIND_OFF],
      [{ code: 'NONE1' }, 'percentOff', ONE_KIND_OFF],
      [
        { code: 'BIG91', percentOff: 91 },
        'percentOff',
        'The percentage off must be a whole number from 1 to 90.',
      ],
      [
        { code: 'ZERO1', amountOffPaise: 0 },
        'amountOffPaise',
        'The amount off must be a whole number of paise above 0.',
      ],
      [
        { code: 'MAX0', percentOff: 5, maxUses: 0 },
        'maxUses',
        'The most uses must be a whole number of at least 1, or left empty.',
      ],
      [
        { code: 'LAUNCH20', percentOff: 5 },
        'code',
        'A coupon with this code exists already. Choose another code.',
      ],
      [
        { code: 'PAST1', percentOff: 5, validUntil: '2020-01-01' },
        'validUntil',
        'The last day the coupon applies has passed already.',
      ],
      [
        { code: 'DATE1', percentOff: 5, validUntil: '2030-02-30' },
        'validUntil',
        'Give the last day as YYYY-MM-DD, or a date and time such as 2026-12-31T18:00:00+05:30.',
      ],
      [
        { code: 'COURSE1', percentOff: 5, courseIds: ['999'] },
        'courseIds',
        'One of the courses chosen does not exist.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const answer = await create(input);
      expect(answer, JSON.stringify(input)).toEqual(refusal(message, field));
    }
    expect(await usesOf('PAST1')).toBeUndefined();
  });

  it('refuses visitors, students and instructors', async () => {
    const student = await newBuyer(url);
    const input = { code: 'NOPE1', percentOff: 10 };
    const tokens: [string | undefined, string][] = [
      [undefined, 'This is for the academy’s staff only.'],
      [student.token, 'This is for the academy’s staff only.'],
      [instructorToken, 'Only an owner of the academy can see this.'],
    ];
    for (const [token, message] of tokens) {
      const options = token ? { token } : {};
      for (const answer of [
        await gqlAt(url, CREATE, { input }, options),
        await gqlAt(url, LIST, {}, options),
      ]) {
        expect(answer.data).toBeNull();
        expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
      }
    }
    expect(await usesOf('NOPE1')).toBeUndefined();
  });
});

describe('a checkout with a coupon', () => {
  it('charges a percentage off, and the Razorpay order carries the coupon in its notes', async () => {
    const buyer = await newBuyer(url);
    const answer = await start(buyer, '1', ' launch20 ');
    expect(answer.errors).toBeUndefined();
    // Course 1 costs ₹3,999: 20% is ₹799.80 off.
    const checkout = answer.data?.startCheckout;
    expect(checkout).toMatchObject({
      amount: 319920,
      couponCode: 'LAUNCH20',
      discountPaise: 79980,
    });
    const order = await razorpayOrder(checkout?.orderId ?? '');
    expect(order.amount).toBe(319920);
    expect(order.notes).toMatchObject({ coupon_code: 'LAUNCH20', discount_paise: '79980' });
  });

  it('charges an amount off, never below ₹1, and shows the price before the checkout', async () => {
    await made({ code: 'FLAT500', amountOffPaise: 50000 });
    await made({ code: 'ALMOSTFREE', amountOffPaise: 10_000_000 });
    const visitorPrice = await gqlAt(url, PRICE, { c: '2', code: 'flat500' });
    expect(visitorPrice).toEqual({
      data: {
        couponPrice: {
          code: 'FLAT500',
          listPaise: 699900,
          discountPaise: 50000,
          amountPaise: 649900,
        },
      },
    });
    const buyer = await newBuyer(url);
    const flat = (await start(buyer, '2', 'FLAT500')).data?.startCheckout;
    expect(flat).toMatchObject({ amount: 649900, couponCode: 'FLAT500', discountPaise: 50000 });
    expect((await razorpayOrder(flat?.orderId ?? '')).amount).toBe(649900);

    const other = await newBuyer(url);
    const free = (await start(other, '3', 'ALMOSTFREE')).data?.startCheckout;
    expect(free).toMatchObject({ amount: 100, discountPaise: 599800 });
    expect((await razorpayOrder(free?.orderId ?? '')).notes).toMatchObject({
      coupon_code: 'ALMOSTFREE',
      discount_paise: '599800',
    });
  });

  it('without a coupon is the full price, with no coupon notes', async () => {
    const buyer = await newBuyer(url);
    const checkout = (await start(buyer, '1', null)).data?.startCheckout;
    expect(checkout).toMatchObject({ amount: 399900, couponCode: null, discountPaise: 0 });
    const order = await razorpayOrder(checkout?.orderId ?? '');
    expect(order.notes.coupon_code).toBeUndefined();
    expect(order.notes.discount_paise).toBeUndefined();
  });

  it('offers an open quote again only for the same coupon, or none', async () => {
    const buyer = await newBuyer(url);
    const full = (await start(buyer, '3', null)).data?.startCheckout;
    const coupon = (await start(buyer, '3', 'LAUNCH20')).data?.startCheckout;
    expect(coupon?.orderId).not.toBe(full?.orderId);
    expect((await start(buyer, '3', 'launch20')).data?.startCheckout.orderId).toBe(coupon?.orderId);
    expect((await start(buyer, '3', null)).data?.startCheckout.orderId).toBe(full?.orderId);
  });

  it('refuses an unknown code in English and Hindi, and starts nothing', async () => {
    const buyer = await newBuyer(url);
    expect(await start(buyer, '1', 'NO-SUCH-CODE')).toEqual(refusal(UNKNOWN));
    expect(await start(buyer, '1', 'NO-SUCH-CODE', 'hi')).toEqual(
      refusal('यह कूपन कोड मौजूद नहीं है। इसे जाँचें, या पूरी क़ीमत देने के लिए इसे हटाएँ।'),
    );
    expect(await gqlAt(url, PRICE, { c: '1', code: 'NO-SUCH-CODE' })).toEqual(refusal(UNKNOWN));
    expect(ordersMadeFor(buyer)).toBe(0);
  });

  it('refuses what cannot be a code with the format, as the field served without scripts does', async () => {
    const buyer = await newBuyer(url);
    for (const code of ['x', 'X!', 'CODE WITH SPACES', 'A'.repeat(21)]) {
      expect(await gqlAt(url, PRICE, { c: '1', code })).toEqual(refusal(FORMAT));
      expect(await start(buyer, '1', code)).toEqual(refusal(FORMAT));
    }
    expect(await start(buyer, '1', 'X!', 'hi')).toEqual(
      refusal('कूपन कोड में 3 से 20 अक्षर A-Z, अंक 0-9 या "-" होते हैं।'),
    );
    expect(ordersMadeFor(buyer)).toBe(0);
  });

  it('refuses a code for another course', async () => {
    await made({ code: 'ONLY-TWO', percentOff: 10, courseIds: ['2'] });
    const buyer = await newBuyer(url);
    expect(await start(buyer, '1', 'ONLY-TWO')).toEqual(refusal(OTHER_COURSE));
    expect((await start(buyer, '2', 'ONLY-TWO')).data?.startCheckout).toMatchObject({
      amount: 629910,
      discountPaise: 69990,
    });
  });

  it('refuses a code past its last moment', async () => {
    const soon = new Date(Date.now() + aheadMs + 60_000).toISOString();
    await made({ code: 'SOON', percentOff: 15, validUntil: soon });
    const buyer = await newBuyer(url);
    const checkout = (await start(buyer, '1', 'SOON')).data?.startCheckout;
    expect(checkout).toMatchObject({ amount: 339915, discountPaise: 59985 });
    aheadMs += 2 * 60_000;
    const late = await newBuyer(url);
    expect(await start(late, '1', 'SOON')).toEqual(refusal(EXPIRED));
    expect(await gqlAt(url, PRICE, { c: '1', code: 'SOON' })).toEqual(refusal(EXPIRED));
    // The quote made before it lapsed is still honoured at its price: recorded, not refunded.
    const recorded = await payAndReport(buyer, '1', checkout);
    expect(recorded).toEqual({
      data: { recordPayment: { message: 'Payment recorded successfully.' } },
    });
    expect(await usesOf('SOON')).toMatchObject({ uses: 1, reserved: 0 });
  });
});

describe('maxUses', () => {
  it('gives the discount to exactly 2 of 5 students checking out at once', async () => {
    await made({ code: 'FIRST2', percentOff: 50, maxUses: 2 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newBuyer(url)));
    const answers = await Promise.all(buyers.map((buyer) => start(buyer, '1', 'FIRST2')));
    const discounted = answers.filter(
      (answer) => answer.data?.startCheckout.discountPaise === 199950,
    );
    expect(discounted).toHaveLength(2);
    expect(answers.filter((answer) => answer.errors !== undefined)).toEqual([
      refusal(USED_UP),
      refusal(USED_UP),
      refusal(USED_UP),
    ]);
    expect(await usesOf('FIRST2')).toEqual({ code: 'FIRST2', uses: 0, reserved: 2, maxUses: 2 });
    // Only the two checkouts that hold a use made a Razorpay order.
    expect(buyers.map(ordersMadeFor).sort()).toEqual([0, 0, 0, 1, 1]);
    expect(await gqlAt(url, PRICE, { c: '1', code: 'FIRST2' })).toEqual(refusal(USED_UP));
  });

  it('frees the place of a checkout whose quote has lapsed', async () => {
    await made({ code: 'ONCE-A', amountOffPaise: 20000, maxUses: 1 });
    const first = await newBuyer(url);
    const second = await newBuyer(url);
    expect((await start(first, '1', 'ONCE-A')).errors).toBeUndefined();
    expect(await start(second, '1', 'ONCE-A')).toEqual(refusal(USED_UP));
    aheadMs += RESERVATION_MS + 1000;
    expect(await usesOf('ONCE-A')).toMatchObject({ uses: 0, reserved: 0 });
    expect((await start(second, '1', 'ONCE-A')).data?.startCheckout).toMatchObject({
      amount: 379900,
      discountPaise: 20000,
    });
  });

  it('counts a use once its payment is recorded, for good', async () => {
    await made({ code: 'ONCE-B', percentOff: 10, maxUses: 1 });
    const buyer = await newBuyer(url);
    const checkout = (await start(buyer, '2', 'ONCE-B')).data?.startCheckout;
    expect(checkout).toMatchObject({ amount: 629910, discountPaise: 69990 });
    const recorded = await payAndReport(buyer, '2', checkout);
    expect(recorded).toEqual({
      data: { recordPayment: { message: 'Payment recorded successfully.' } },
    });
    const owned = await gqlAt<{ orderByCourse: { status: string } | null }>(
      url,
      'query { orderByCourse(courseId: "2") { status } }',
      {},
      { token: buyer.token },
    );
    expect(owned.data?.orderByCourse?.status).toBe('Success');
    expect(await usesOf('ONCE-B')).toMatchObject({ uses: 1, reserved: 0 });
    // The receipt, issued as the payment was recorded, prints the list price, the discount
    // and what was paid.
    const orders = await gqlAt<{ myOrders: { course: { id: string }; receiptUrl: string }[] }>(
      url,
      '{ myOrders { course { id } receiptUrl } }',
      {},
      { token: buyer.token },
    );
    const receiptUrl = orders.data?.myOrders.find((order) => order.course.id === '2')?.receiptUrl;
    const receipt = await fetch(`${url}${new URL(receiptUrl ?? '').pathname}`);
    expect(receipt.status).toBe(200);
    const { text } = readPdf(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain('coupon ONCE-B) - ₹699.90');
    expect(text).toContain('₹6,299.10');
    // Long after the quote's life the use still counts.
    aheadMs += RESERVATION_MS + 1000;
    const late = await newBuyer(url);
    expect(await start(late, '2', 'ONCE-B')).toEqual(refusal(USED_UP));
  });
});
