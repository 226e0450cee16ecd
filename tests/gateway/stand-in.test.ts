/**
 * End to end over real HTTP: the stand-in (provider/app.ts) in this process with a fresh
 * seeded database, the gateway in front of it with a keep-alive agent. A GraphQL client
 * does everything the site offers a student: browse, register, sign in, read its orders and
 * material, update its profile and password, enquire, buy a course.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchOptions } from '../../common/validation.ts';
import { RAVI_ENQUIRY } from '../support/enquiry.ts';
import type { TestGateway } from '../support/gateway.ts';
import { startStandInStack } from './stand-in-stack.ts';
import type { StandInStack } from './stand-in-stack.ts';

let origin = '';
let gateway: TestGateway;
let stack: StandInStack;

beforeAll(async () => {
  stack = await startStandInStack();
  ({ origin, gateway } = stack);
});

afterAll(async () => {
  await stack.stop();
});

async function loginAs(username: string, password: string) {
  const { body, headers } = await gateway.gql(
    'mutation ($i: LoginInput!) { login(input: $i) { token message customer { id name email mobile } } }',
    { i: { username, password } },
  );
  return {
    body,
    headers,
    token: (body.data?.login as { token?: string } | undefined)?.token ?? '',
  };
}

describe('the gateway over the running stand-in', () => {
  it('is ready and lists courses with prices and class outlines', async () => {
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    const { body } = await gateway.gql(
      '{ courses { id title price discount finalPrice amountPaise imageUrl weekRange classItems { week fileType unlocked fileUrl } } }',
    );
    const courses = body.data?.courses as {
      id: string;
      price: number;
      discount: number;
      finalPrice: number;
      amountPaise: number;
      imageUrl: string;
      weekRange: string;
      classItems: { unlocked: boolean; fileUrl: string | null }[];
    }[];
    expect(courses.length).toBeGreaterThanOrEqual(3);
    const [flagship] = courses;
    // The seeded catalogue: Stock Market Foundations at 4999 with 1000 off; the other two
    // courses without a discount (one stored as NULL, one as 0).
    expect(flagship).toMatchObject({
      id: '1',
      price: 4999,
      discount: 1000,
      finalPrice: 3999,
      amountPaise: 399900,
      weekRange: '1 - 8',
    });
    expect(
      courses.slice(1, 3).map(({ id, price, discount, finalPrice, amountPaise }) => ({
        id,
        price,
        discount,
        finalPrice,
        amountPaise,
      })),
    ).toEqual([
      { id: '2', price: 6999, discount: 0, finalPrice: 6999, amountPaise: 699900 },
      { id: '3', price: 5999, discount: 0, finalPrice: 5999, amountPaise: 599900 },
    ]);
    const image = await fetch(flagship?.imageUrl ?? '');
    expect(image.status).toBe(200);
    for (const course of courses) {
      for (const item of course.classItems)
        expect(item).toMatchObject({ unlocked: false, fileUrl: null });
    }
  });

  it("shows the demo student's order: week 3 open with files, later weeks locked", async () => {
    const { token } = await loginAs('demo@example.com', 'demo12345');
    const { body } = await gateway.gql(
      '{ me { id email } myOrders { id status orderedAt availableWeek course { id } classItems { week unlocked fileUrl } } }',
      {},
      { token },
    );
    expect(body.data?.me).toEqual({ id: '1', email: 'demo@example.com' });
    const [order] = body.data?.myOrders as {
      id: string;
      status: string;
      orderedAt: string;
      availableWeek: number;
      classItems: { week: number; unlocked: boolean; fileUrl: string | null }[];
    }[];
    expect(order).toMatchObject({ id: '1', status: 'Success', availableWeek: 3 });
    expect(order?.orderedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    for (const item of order?.classItems ?? []) {
      if (item.week <= 3) {
        expect(item.unlocked).toBe(true);
        expect(item.fileUrl).toMatch(
          /^http:\/\/localhost:4000\/media\/[\w-]+\.[\w-]+\/[\w-]+\.(webm|pdf)$/,
        );
      } else {
        expect(item).toMatchObject({ unlocked: false, fileUrl: null });
      }
    }
    const link = new URL(order?.classItems[0]?.fileUrl ?? '');
    const file = await fetch(`${gateway.url}${link.pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^(video\/webm|application\/pdf)/);
  });

  it('registers, signs in, updates the profile, changes the password, enquires', async () => {
    const email = `new-${Date.now()}@example.com`;
    const register = await gateway.gql(
      'mutation ($i: RegisterInput!) { register(input: $i) { ok message } }',
      { i: { name: 'New Student', email, mobile: '9876500099', password: 'first-pass-1' } },
    );
    expect(register.body.data?.register).toMatchObject({ ok: true });
    const again = await gateway.gql(
      'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
      { i: { name: 'New Student', email, mobile: '9876500099', password: 'first-pass-1' } },
    );
    expect(again.body.errors?.[0]?.extensions).toEqual({
      code: 'PROVIDER_REJECTED',
      providerStatus: '409',
    });

    const { token, headers } = await loginAs(email, 'first-pass-1');
    expect(token).not.toBe('');
    const cookie = (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const profile = await gateway.gql(
      'mutation ($i: ProfileInput!) { updateProfile(input: $i) { id name email mobile } }',
      { i: { name: 'Renamed Student', email, mobile: '9876500098' } },
      { cookie },
    );
    expect(profile.body.data?.updateProfile).toMatchObject({
      name: 'Renamed Student',
      mobile: '9876500098',
    });
    const me = await gateway.gql('{ me { name mobile } }', {}, { cookie });
    expect(me.body.data?.me).toEqual({ name: 'Renamed Student', mobile: '9876500098' });

    const wrongOld = await gateway.gql(
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }',
      {
        i: {
          oldPassword: 'not-it-at-all',
          newPassword: 'second-pass-2',
          confirmPassword: 'second-pass-2',
        },
      },
      { token },
    );
    expect(wrongOld.body.errors?.[0]?.extensions?.code).toBe('PROVIDER_REJECTED');
    const changed = await gateway.gql(
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { ok message } }',
      {
        i: {
          oldPassword: 'first-pass-1',
          newPassword: 'second-pass-2',
          confirmPassword: 'second-pass-2',
        },
      },
      { token },
    );
    expect(changed.body.data?.changePassword).toMatchObject({ ok: true });
    expect((await loginAs(email, 'second-pass-2')).token).not.toBe('');
    expect((await loginAs(email, 'first-pass-1')).body.errors?.[0]?.extensions?.code).toBe(
      'PROVIDER_REJECTED',
    );

    const enquiry = await gateway.gql(
      'mutation ($i: EnquiryInput!) { enquiry(input: $i) { ok message } }',
      { i: { ...RAVI_ENQUIRY, joinBatch: batchOptions(new Date())[1] } },
    );
    expect(enquiry.body.data?.enquiry).toMatchObject({ ok: true });

    const logout = await gateway.gql('mutation { logout }', {}, { cookie });
    expect(logout.headers.get('set-cookie')).toMatch(/^session=;/);
  });

  it('buys a course: checkout, the payment, and the new order in myOrders', async () => {
    const { token } = await loginAs('demo@example.com', 'demo12345');
    const checkout = await gateway.gql(
      'mutation { startCheckout(courseId: "2") { key amount orderId scriptUrl prefill { email } } }',
      {},
      { token },
    );
    const started = checkout.body.data?.startCheckout as {
      key: string;
      amount: number;
      orderId: string;
      scriptUrl: string;
      prefill: { email: string };
    };
    // The seeded Forex course: 6999 rupees, no discount, charged in paise.
    expect(started.amount).toBe(699900);
    expect(started.scriptUrl).toBe(`${origin}/checkout.js`);
    expect(started.prefill.email).toBe('demo@example.com');
    expect(started.orderId).toMatch(/^order_/);

    // What the checkout dialog's Pay button does: the stand-in's server signs the payment.
    const paid = await fetch(`${origin}/razorpay/v1/test-checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: started.key, order_id: started.orderId, amount: started.amount }),
    });
    const payment = (await paid.json()) as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    const input = {
      courseId: '2',
      paymentId: payment.razorpay_payment_id,
      orderId: payment.razorpay_order_id,
      signature: payment.razorpay_signature,
    };
    const recordQuery =
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { id status course { id } availableWeek } } }';
    const recorded = await gateway.gql(recordQuery, { i: input }, { token });
    expect(recorded.body.data?.recordPayment).toMatchObject({
      order: { status: 'Success', course: { id: '2' }, availableWeek: 1 },
    });
    const twice = await gateway.gql(recordQuery, { i: input }, { token });
    expect(twice.body.errors).toBeUndefined();

    const orders = await gateway.gql('{ myOrders { course { id } status } }', {}, { token });
    const list = orders.body.data?.myOrders as { course: { id: string } }[];
    expect(list.filter((order) => order.course.id === '2')).toHaveLength(1);
    expect(list[0]?.course.id).toBe('2');

    const forged = await gateway.gql(
      recordQuery,
      { i: { ...input, paymentId: 'pay_Forged0001' } },
      { token },
    );
    expect(forged.body.errors?.[0]?.message).toBe('The payment could not be verified.');
  });
});
