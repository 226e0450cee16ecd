/**
 * Refunds from the staff room (issue 39, item 3) over the real stack: the stand-in (its
 * legacy API and its copy of Razorpay's Refunds API) and a gateway in front of it with the
 * academy's GSTIN set. Students buy at the stand-in's test checkout; an owner refunds in
 * part and in full; what Razorpay holds is read back with GET /v1/payments/{id}/refunds, the
 * credit notes with a PDF text extractor, and the student's access from their own answers.
 *
 * The gateway's clock stands at 20 Mar 2027 (financial year 2026-27): the credit notes are
 * CN/26-27/…; the stand-in dates payments by the real clock, before it.
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
import { addStaff, type AddedStaff } from '../support/staff.ts';
import { buyAtStandIn, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';
import { REFUND_BEYOND_CAPTURED } from '../support/stand-in.ts';
import { startStandInStack, type StandInStack } from './stand-in-stack.ts';

const SITE = 'https://academy.test';
const NOW = new Date('2027-03-20T12:00:00+05:30');
const KEY_AUTH = `Basic ${Buffer.from(`${DEFAULT_RAZORPAY_KEY_ID}:${DEFAULT_RAZORPAY_KEY_SECRET}`).toString('base64')}`;

const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { token } }`;
const REFUND = `mutation ($o: ID!, $a: Int, $r: String!) {
  refundOrder(orderId: $o, amountPaise: $a, reason: $r) {
    id amountPaise status creditNoteNumber creditNoteUrl
  }
}`;
const STAFF_ORDER = `query ($id: String!) {
  staffOrder(id: $id) {
    id invoiceNumber status studentName studentEmail courseTitle paidPaise refundedPaise refundable
    refunds { id amountPaise creditNoteNumber }
  }
}`;
const MY_ORDER = `query ($id: ID!) {
  order(id: $id) {
    id status receiptUrl classItems { unlocked fileUrl }
    refunds { id amountPaise status creditNoteNumber creditNoteUrl }
  }
}`;

interface Refund {
  id: string;
  amountPaise: number;
  status: string;
  creditNoteNumber: string;
  creditNoteUrl: string;
}

interface Buyer {
  token: string;
  email: string;
  paymentId: string;
  orderId: string;
}

let stack: StandInStack;
let owner: AddedStaff;
let instructor: AddedStaff;
let ownerToken = '';
let instructorToken = '';

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  stack.gateway.gql(query, variables, token ? { token } : {});

async function signIn(staff: AddedStaff): Promise<string> {
  const input = { email: staff.email, password: staff.password, code: staff.codeAt(NOW) };
  const { body } = await gql(SIGN_IN, { input });
  const data = body.data?.staffSignIn as { token: string } | undefined;
  if (!data) throw new Error(`not signed in: ${JSON.stringify(body.errors)}`);
  return data.token;
}

/** A new student who bought `courseId` and whose payment the gateway recorded. */
async function buyer(courseId: string, name: string): Promise<Buyer> {
  const student = await newBuyer(stack.gateway.url, 'en', name);
  const paid = await buyAtStandIn(student, stack.origin, courseId);
  const recorded = await reportPayment(student, paid);
  expect(recorded.errors).toBeUndefined();
  const { body } = await gql('{ myOrders { id receiptUrl course { id } } }', {}, student.token);
  const orders = body.data?.myOrders as { id: string; receiptUrl: string | null }[];
  const [order] = orders;
  if (!order) throw new Error('no order recorded');
  // The receipt is numbered: the academy knows whose order it is from then on.
  expect(order.receiptUrl).toMatch(/^https:\/\/academy\.test\/receipts\//);
  return {
    token: student.token,
    email: student.email,
    paymentId: paid.paymentId,
    orderId: order.id,
  };
}

/** The stand-in's Refunds API, as the academy's Razorpay account would answer. */
async function razorpay(method: 'GET' | 'POST', apiPath: string, body?: unknown, key?: string) {
  const response = await fetch(`${stack.origin}/razorpay/v1/${apiPath}`, {
    method,
    headers: {
      authorization: KEY_AUTH,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'x-refund-idempotency': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function refundsAtRazorpay(paymentId: string) {
  const { status, body } = await razorpay('GET', `payments/${paymentId}/refunds`);
  expect(status).toBe(200);
  return body as { entity: string; count: number; items: Record<string, unknown>[] };
}

function refundOf(answer: { body: { data?: Record<string, unknown> | null } }): Refund {
  const refund = answer.body.data?.refundOrder as Refund | undefined;
  if (!refund) throw new Error(`no refund: ${JSON.stringify(answer.body)}`);
  return refund;
}

async function pdfText(url: string): Promise<string> {
  expect(url.startsWith(`${SITE}/credit-notes/`)).toBe(true);
  const response = await fetch(`${stack.gateway.url}${url.slice(SITE.length)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await readPdf(Buffer.from(await response.arrayBuffer()))).text;
}

const errorOf = (answer: { body: { errors?: { message: string; extensions?: unknown }[] } }) => {
  const [error] = answer.body.errors ?? [];
  return { message: error?.message, code: (error?.extensions as { code?: string })?.code };
};

beforeAll(async () => {
  const gatewayData = mkdtempSync(path.join(tmpdir(), 'refunds-gateway-'));
  owner = await addStaff(gatewayData, 'owner@academy.test', 'owner', 'owner-password-123');
  instructor = await addStaff(gatewayData, 'teach@academy.test', 'instructor', 'teach-pass-4567');
  stack = await startStandInStack({
    now: () => NOW,
    env: {
      DATA_DIR: gatewayData,
      SITE_URL: SITE,
      ACADEMY_GSTIN: '27AAPFU0939F1ZV',
      ACADEMY_LEGAL_NAME: 'Sharpline Education Private Limited',
      ACADEMY_ADDRESS: '12 Example Lane, Andheri East, Mumbai 400069',
      ACADEMY_STATE: 'Maharashtra',
    },
  });
  ownerToken = await signIn(owner);
  instructorToken = await signIn(instructor);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe("the stand-in's Refunds API", () => {
  it('lists a payment’s refunds as Razorpay does, refunds in part with idempotency, refuses more than is left', async () => {
    const student = await newBuyer(stack.gateway.url, 'en', 'Api Student');
    const paid = await buyAtStandIn(student, stack.origin, '3');
    expect(await refundsAtRazorpay(paid.paymentId)).toEqual({
      entity: 'collection',
      count: 0,
      items: [],
    });

    const key = 'api-test-refund-0001';
    const first = await razorpay(
      'POST',
      `payments/${paid.paymentId}/refund`,
      { amount: 100000, notes: { why: 'test' } },
      key,
    );
    expect(first.status).toBe(200);
    const again = await razorpay(
      'POST',
      `payments/${paid.paymentId}/refund`,
      { amount: 100000 },
      key,
    );
    expect(again.body.id).toBe(first.body.id);

    const listed = await refundsAtRazorpay(paid.paymentId);
    expect(listed.count).toBe(1);
    expect(listed.items).toEqual([
      {
        id: first.body.id,
        entity: 'refund',
        amount: 100000,
        currency: 'INR',
        payment_id: paid.paymentId,
        notes: { why: 'test' },
        receipt: null,
        acquirer_data: { arn: null },
        created_at: expect.any(Number),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      },
    ]);
    expect(String(first.body.id)).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);

    // ₹5,999 paid, ₹1,000 refunded: ₹4,999.01 is more than is left.
    const tooMuch = await razorpay('POST', `payments/${paid.paymentId}/refund`, { amount: 499901 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual(REFUND_BEYOND_CAPTURED);
    const rest = await razorpay('POST', `payments/${paid.paymentId}/refund`, { amount: 499900 });
    expect(rest.status).toBe(200);
    const both = await refundsAtRazorpay(paid.paymentId);
    expect(both.items.map((item) => item.amount)).toEqual([499900, 100000]);
    const payment = await razorpay('GET', `payments/${paid.paymentId}`);
    expect(payment.body).toMatchObject({
      status: 'refunded',
      amount_refunded: 599900,
      refund_status: 'full',
    });

    const unknown = await razorpay('GET', 'payments/pay_Unknown0000001/refunds');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
    const badCount = await razorpay('GET', `payments/${paid.paymentId}/refunds?count=101`);
    expect(badCount.status).toBe(400);
  });
});

describe('who may refund', () => {
  it('refuses a visitor, a student and an instructor; NOT_FOUND for an order nobody knows', async () => {
    const student = await buyer('3', 'Role Student');
    const variables = { o: student.orderId, a: 10000, r: 'Testing the roles' };
    const refusals = [
      [undefined, 'This is for the academy’s staff only.'],
      [student.token, 'This is for the academy’s staff only.'],
      [instructorToken, 'Only an owner of the academy can see this.'],
    ] as const;
    for (const [token, message] of refusals) {
      expect(errorOf(await gql(REFUND, variables, token))).toEqual({ code: 'FORBIDDEN', message });
      expect(errorOf(await gql(STAFF_ORDER, { id: student.orderId }, token))).toEqual({
        code: 'FORBIDDEN',
        message,
      });
    }
    expect((await refundsAtRazorpay(student.paymentId)).count).toBe(0);
    expect(errorOf(await gql(STAFF_ORDER, { id: '999999' }, ownerToken))).toEqual({
      code: 'NOT_FOUND',
      message: 'No order with this id or invoice number is known to the academy.',
    });
    expect(errorOf(await gql(REFUND, { ...variables, o: '999999' }, ownerToken))).toEqual({
      code: 'NOT_FOUND',
      message: 'No order with this id or invoice number is known to the academy.',
    });
  });

  it('refuses 0, a negative amount, more than was paid, and a reason too short or too long', async () => {
    const student = await buyer('3', 'Input Student');
    const ask = (a: number | null, r: string) =>
      gql(REFUND, { o: student.orderId, a, r }, ownerToken);
    const tooSmall = {
      code: 'BAD_USER_INPUT',
      message: 'Refund a whole number of paise, at least 100 (₹1).',
    };
    expect(errorOf(await ask(0, 'Double charge'))).toEqual(tooSmall);
    expect(errorOf(await ask(-500, 'Double charge'))).toEqual(tooSmall);
    expect(errorOf(await ask(599901, 'Double charge'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Only ₹5,999 of this order is left to refund.',
    });
    const reason = { code: 'BAD_USER_INPUT', message: 'Give a reason of 3 to 500 characters.' };
    expect(errorOf(await ask(10000, '  ab  '))).toEqual(reason);
    expect(errorOf(await ask(10000, 'x'.repeat(501)))).toEqual(reason);
    expect((await refundsAtRazorpay(student.paymentId)).count).toBe(0);
  });
});

describe('refunds and credit notes', () => {
  let student: Buyer;
  let partial: Refund;

  beforeAll(async () => {
    student = await buyer('2', 'Meera Iyer');
  }, 60_000);

  it('refunds part once, however often the same request is sent; access stays', async () => {
    const variables = { o: student.orderId, a: 200000, r: 'Charged twice by the bank' };
    partial = refundOf(await gql(REFUND, variables, ownerToken));
    expect(partial).toMatchObject({
      amountPaise: 200000,
      status: 'processed',
      creditNoteNumber: 'CN/26-27/000001',
    });
    expect(partial.id).toMatch(/^rfnd_/);
    expect(refundOf(await gql(REFUND, variables, ownerToken))).toMatchObject({
      id: partial.id,
      creditNoteNumber: 'CN/26-27/000001',
    });
    const listed = await refundsAtRazorpay(student.paymentId);
    expect(listed.count).toBe(1);
    expect(listed.items[0]).toMatchObject({ id: partial.id, amount: 200000 });

    const { body } = await gql(MY_ORDER, { id: student.orderId }, student.token);
    const order = body.data?.order as { status: string; classItems: { unlocked: boolean }[] };
    expect(order.status).toBe('Success');
    expect(order.classItems.some((item) => item.unlocked)).toBe(true);
  });

  it('prints the credit note against the invoice, with the tax split to the paisa', async () => {
    const { body } = await gql(STAFF_ORDER, { id: student.orderId }, ownerToken);
    const found = body.data?.staffOrder as { invoiceNumber: string };
    expect(found.invoiceNumber).toMatch(/^SL\/26-27\/\d{6}$/);
    const byInvoice = await gql(STAFF_ORDER, { id: found.invoiceNumber }, ownerToken);
    expect(byInvoice.body.data?.staffOrder).toEqual({
      id: student.orderId,
      invoiceNumber: found.invoiceNumber,
      status: 'Success',
      studentName: 'Meera Iyer',
      studentEmail: student.email,
      courseTitle: expect.any(String),
      paidPaise: 699900,
      refundedPaise: 200000,
      refundable: true,
      refunds: [{ id: partial.id, amountPaise: 200000, creditNoteNumber: 'CN/26-27/000001' }],
    });

    const text = await pdfText(partial.creditNoteUrl);
    for (const line of [
      'Credit Note',
      'CN/26-27/000001',
      '20 Mar 2027',
      'Sharpline Education Private Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      'Meera Iyer',
      `Against invoice ${found.invoiceNumber}`,
      'Reason: Charged twice by the bank',
      'Taxable value',
      '₹1,694.92',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹152.54',
      '₹2,000',
      'Rupees Two Thousand only',
      `Refund ID: ${partial.id}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('IGST');
  });

  it('a retry and two concurrent requests for the rest refund it once; the order is Refunded', async () => {
    const rest = { o: student.orderId, r: 'Student asked to withdraw' };
    const [one, two] = await Promise.all([
      gql(REFUND, rest, ownerToken),
      gql(REFUND, rest, ownerToken),
    ]);
    const full = refundOf(one);
    expect(refundOf(two).id).toBe(full.id);
    expect(full).toMatchObject({ amountPaise: 499900, creditNoteNumber: 'CN/26-27/000002' });
    expect(refundOf(await gql(REFUND, rest, ownerToken)).id).toBe(full.id);
    const listed = await refundsAtRazorpay(student.paymentId);
    expect(listed.count).toBe(2);
    expect(listed.items.map((item) => item.amount)).toEqual([499900, 200000]);

    const text = await pdfText(full.creditNoteUrl);
    for (const line of ['CN/26-27/000002', '₹4,236.44', '₹381.28', '₹4,999']) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Rupees Four Thousand Nine Hundred Ninety-Nine only');

    // Nothing is left: a new request for more is refused.
    expect(
      errorOf(await gql(REFUND, { o: student.orderId, a: 100, r: 'One more' }, ownerToken)),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'This order has been refunded in full already.' });
  });

  it('ends the student’s access: the order says Refunded and no class opens', async () => {
    const { body } = await gql(MY_ORDER, { id: student.orderId }, student.token);
    const order = body.data?.order as {
      status: string;
      classItems: { unlocked: boolean; fileUrl: string | null }[];
      refunds: Refund[];
    };
    expect(order.status).toBe('Refunded');
    expect(order.classItems.length).toBeGreaterThan(0);
    expect(order.classItems.every((item) => !item.unlocked && item.fileUrl === null)).toBe(true);
    expect(order.refunds.map((refund) => refund.creditNoteNumber)).toEqual([
      'CN/26-27/000001',
      'CN/26-27/000002',
    ]);
    // The student opens their own credit note.
    const [first] = order.refunds;
    expect(await pdfText(first?.creditNoteUrl ?? '')).toContain('CN/26-27/000001');

    const staffView = await gql(STAFF_ORDER, { id: student.orderId }, ownerToken);
    expect(staffView.body.data?.staffOrder).toMatchObject({
      status: 'Refunded',
      refundedPaise: 699900,
    });
  });

  it('writes each refund to the audit log with its amount and reason', async () => {
    const { body } = await gql(
      '{ staffAudit(first: 20) { staffEmail action target } }',
      {},
      ownerToken,
    );
    const refunds = (body.data?.staffAudit as { action: string; target: string }[]).filter(
      (entry) => entry.action === 'refund',
    );
    expect(refunds).toContainEqual({
      staffEmail: 'owner@academy.test',
      action: 'refund',
      target: `order ${student.orderId}: ₹2,000 refunded, credit note CN/26-27/000001, reason: Charged twice by the bank`,
    });
    expect(refunds).toContainEqual({
      staffEmail: 'owner@academy.test',
      action: 'refund',
      target: `order ${student.orderId}: ₹4,999 refunded, credit note CN/26-27/000002, reason: Student asked to withdraw`,
    });
  });

  it('a credit note link opens nothing with a signature changed, or once the owner signs out', async () => {
    const { pathname } = new URL(partial.creditNoteUrl);
    const [, , segment = '', name = ''] = pathname.split('/');
    const [grant, signature = ''] = segment.split('.');
    const changed = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = await fetch(`${stack.gateway.url}/credit-notes/${grant}.${changed}/${name}`);
    expect(forged.status).toBe(404);

    const signedOut = await gql('mutation { staffSignOut }', {}, ownerToken);
    expect(signedOut.body.data?.staffSignOut).toBe(true);
    const after = await fetch(`${stack.gateway.url}${pathname}`);
    expect(after.status).toBe(404);
  });
});
