/**
 * What the legacy endpoints do beyond their recorded answers: the rows they write,
 * idempotent payments, case-insensitive emails, and failures that never leak or half-write.
 */
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDING_CLOCK, seededTemplate, startStandIn } from '../support/stand-in.ts';
import type { RunningStandIn } from '../support/stand-in.ts';
import { rmSync } from 'node:fs';

let template: string;
let standIn: RunningStandIn;
let clock: Date;

beforeAll(async () => {
  template = await seededTemplate();
});
afterAll(() => rmSync(template, { recursive: true, force: true }));

beforeEach(async () => {
  clock = RECORDING_CLOCK;
  standIn = await startStandIn({ template, now: () => clock });
});
afterEach(async () => {
  await standIn.stop();
});

interface Answer {
  status: string;
  message: string;
  data: unknown;
}

async function call(endpoint: string, fields: Record<string, string> = {}): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(new URL(endpoint, standIn.apiUrl), { method: 'POST', body });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const orders = async (cId = '1') =>
  (await call('order/customer_order_list', { c_id: cId })).data as Record<string, string>[];

describe('order/save_payment', () => {
  it('records a Success order at the price less the discount, dated now', async () => {
    clock = new Date('2026-02-01T04:00:00.000Z');
    const saved = await call('order/save_payment', {
      payment_id: 'pay_Aa1Bb2Cc3Dd4Ee',
      course_id: '1',
      c_id: '1',
    });
    expect(saved.status).toBe('200');
    const [newest, oldest] = await orders();
    expect(newest).toEqual({
      order_id: '2',
      booking_code: expect.stringMatching(/^TA[A-Z0-9]{8}$/),
      order_date: '2026-02-01 09:30:00',
      payment_status: 'Success',
      amount: '3999',
      customer_name: 'Demo Student',
      course_id: '1',
      course_title: 'Stock Market Foundations',
      course_description: expect.stringContaining('eight-week'),
      course_image: 'stock-market-foundations.jpg',
    });
    expect(oldest?.order_id).toBe('1');
  });

  it('charges the full price when the discount is empty', async () => {
    await call('order/save_payment', { payment_id: 'pay_forex', course_id: '2', c_id: '1' });
    expect((await orders())[0]).toMatchObject({ course_id: '2', amount: '6999' });
  });

  it('creates one order however often the same payment is saved', async () => {
    const fields = { payment_id: 'pay_twice', course_id: '3', c_id: '1' };
    expect((await call('order/save_payment', fields)).message).toBe(
      'Payment recorded successfully.',
    );
    expect(await call('order/save_payment', fields)).toEqual({
      status: '200',
      message: 'This payment has already been recorded.',
      data: null,
    });
    expect(await orders()).toHaveLength(2);
  });

  it('writes nothing when the order cannot be stored, and answers a generic 500', async () => {
    standIn.db.exec(
      "CREATE TRIGGER refuse_orders BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'disk says no'); END",
    );
    const answer = await call('order/save_payment', {
      payment_id: 'pay_refused',
      course_id: '1',
      c_id: '1',
    });
    expect(answer).toEqual({
      status: '500',
      message: 'Something went wrong. Please try again later.',
      data: null,
    });
    expect(JSON.stringify(answer)).not.toContain('disk says no');
    expect(await orders()).toHaveLength(1);
  });
});

describe('customer accounts', () => {
  const student = {
    name: 'Priya Iyer',
    email: 'Priya.Iyer@Example.com',
    mobile: '919812345678',
    password: 'priya secret',
  };

  it('signs a registered student in with the same details', async () => {
    expect((await call('customer/register', student)).status).toBe('200');
    const login = await call('customer/login', {
      username: 'priya.iyer@example.com',
      password: 'priya secret',
    });
    expect(login).toEqual({
      status: '200',
      message: 'Login successful.',
      data: {
        c_id: '2',
        name: 'Priya Iyer',
        email: 'Priya.Iyer@Example.com',
        mobile: '919812345678',
      },
    });
    expect(await orders('2')).toEqual([]);
  });

  it('treats emails that differ only in case as the same account', async () => {
    const again = await call('customer/register', { ...student, email: 'DEMO@example.com' });
    expect(again.status).toBe('409');
  });

  it('trims fields but keeps passwords exactly as typed', async () => {
    await call('customer/register', {
      ...student,
      name: '  Priya Iyer  ',
      password: ' spaced pass ',
    });
    const customer = await call('customer/get_customer', { c_id: '2' });
    expect(customer.data).toEqual({
      c_id: '2',
      name: 'Priya Iyer',
      mobile: '919812345678',
      email: 'Priya.Iyer@Example.com',
    });
    const trimmed = await call('customer/login', {
      username: student.email,
      password: 'spaced pass',
    });
    expect(trimmed.status).toBe('401');
  });

  it('stores a profile update and refuses another account’s email', async () => {
    await call('customer/register', student);
    const update = { c_id: '1', name: 'Demo Learner', email: 'demo@example.com', mobile: '' };
    expect((await call('customer/profile_update', update)).status).toBe('200');
    expect((await call('customer/get_customer', { c_id: '1' })).data).toMatchObject({
      name: 'Demo Learner',
      mobile: '',
    });
    const taken = await call('customer/profile_update', { ...update, email: student.email });
    expect(taken.status).toBe('409');
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const changed = await call('customer/change_pass', {
      c_id: '1',
      old_password: 'demo12345',
      new_pass: 'fresh-pass-99',
    });
    expect(changed.status).toBe('200');
    const withNew = await call('customer/login', {
      username: 'demo@example.com',
      password: 'fresh-pass-99',
    });
    expect(withNew.status).toBe('200');
    const withOld = await call('customer/login', {
      username: 'demo@example.com',
      password: 'demo12345',
    });
    expect(withOld.status).toBe('401');
  });

  it('keeps enquiries', async () => {
    await call('customer/contact_us', {
      fname: 'Rahul',
      lname: 'Sharma',
      email: 'rahul@example.com',
      mobile: '9988776655',
      city: 'Pune',
      capital: 'Above 5,00,000',
      join_batch: 'Mar 2026',
      query: 'Line one\nLine two of my question.',
    });
    expect(standIn.db.prepare('SELECT city, query FROM enquiries').all()).toEqual([
      { city: 'Pune', query: 'Line one\nLine two of my question.' },
    ]);
  });
});

describe('malformed requests', () => {
  it('refuses a field sent twice and control characters', async () => {
    const body = new FormData();
    body.append('c_id', '1');
    body.append('c_id', '2');
    const twice = await fetch(new URL('customer/get_customer', standIn.apiUrl), {
      method: 'POST',
      body,
    });
    expect(await twice.json()).toMatchObject({ status: '400', message: 'c_id is invalid.' });
    const control = await call('customer/register', {
      name: 'Bad\u0000Name',
      email: 'bad@example.com',
      mobile: '9000000000',
      password: 'long enough',
    });
    expect(control).toMatchObject({ status: '400', message: 'name is invalid.' });
    expect(standIn.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toMatchObject({ n: 1 });
  });

  it('refuses a field over 64 KB and a chunked body over 1 MB', async () => {
    const long = await call('customer/contact_us', { query: 'x'.repeat(70 * 1024) });
    expect(long).toMatchObject({ status: '400', message: 'query is too long.' });

    const answer = await new Promise<string>((resolve, reject) => {
      const boundary = 'chunked-boundary';
      const req = request(new URL('customer/contact_us', standIn.apiUrl), {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="query"\r\n\r\n`);
      for (let i = 0; i < 18; i += 1) req.write('y'.repeat(60 * 1024));
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(JSON.parse(answer)).toEqual({
      status: '400',
      message: 'The request is larger than 1 MB.',
      data: null,
    });
  });

  it('refuses file uploads', async () => {
    const body = new FormData();
    body.append('c_id', '1');
    body.append('photo', new Blob(['not really a photo']), 'photo.jpg');
    const response = await fetch(new URL('customer/get_customer', standIn.apiUrl), {
      method: 'POST',
      body,
    });
    expect(await response.json()).toMatchObject({ status: '400' });
  });

  it('answers other methods on an endpoint with a JSON 404', async () => {
    const response = await fetch(new URL('course/list', standIn.apiUrl));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: '404' });
  });

  it('answers course/list without a body at all', async () => {
    const response = await fetch(new URL('course/list', standIn.apiUrl), { method: 'POST' });
    expect(await response.json()).toMatchObject({ status: '200', data: expect.any(Array) });
  });
});
