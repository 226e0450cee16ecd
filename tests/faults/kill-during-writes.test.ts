/**
 * The stand-in killed with SIGKILL during a burst of registrations and payments: every
 * write the gateway answered as done is still there after a restart, the database opens
 * cleanly, and the gateway itself stays up throughout.
 */
import { describe, expect, it } from 'vitest';
import { graphql, stackForFile, until } from '../support/processes.ts';

const PROVIDER_PORT = 4730;
const GATEWAY_PORT = 4731;
const KEY_ID = 'rzp_test_academy0000001';
const stack = stackForFile(async () => ({
  providerPort: PROVIDER_PORT,
  gatewayPort: GATEWAY_PORT,
}));

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { ok } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token customer { id } } }';
const START = 'mutation($id: ID!) { startCheckout(courseId: $id) { orderId amount } }';
const RECORD = 'mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { message } }';

interface Captured {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Pays at the stand-in's test checkout; null when the stand-in cannot be reached. */
async function capture(orderId: string, amount: number): Promise<Captured | null> {
  try {
    const response = await fetch(
      `http://127.0.0.1:${PROVIDER_PORT}/razorpay/v1/test-checkout/pay`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: KEY_ID, order_id: orderId, amount }),
      },
    );
    return response.ok ? ((await response.json()) as Captured) : null;
  } catch {
    return null;
  }
}

describe('SIGKILL during a burst of writes', () => {
  it('loses no answered write and re-opens cleanly', async () => {
    const run = Date.now();
    // One buyer per payment: a student can buy a course once.
    const buyers: { email: string; token: string }[] = [];
    for (let i = 0; i < 32; i += 1) {
      const buyer = { email: `buyer${run}.${i}@example.com`, password: 'buyer12345' };
      expect(
        (
          await graphql(GATEWAY_PORT, REGISTER, {
            input: { name: 'Buyer', mobile: '9876543210', ...buyer },
          })
        ).errors,
      ).toBeUndefined();
      const login = await graphql<{ login: { token: string } }>(GATEWAY_PORT, LOGIN, {
        input: { username: buyer.email, password: buyer.password },
      });
      const token = login.data?.login.token ?? '';
      expect(token).not.toBe('');
      buyers.push({ email: buyer.email, token });
    }

    const registered: string[] = [];
    const paid: string[] = [];
    let attempts = 0;
    const register = async (i: number) => {
      const email = `burst${run}.${i}@example.com`;
      const answer = await graphql<{ register: { ok: boolean } }>(GATEWAY_PORT, REGISTER, {
        input: { name: `Burst ${i}`, email, mobile: '9876543210', password: 'burst12345' },
      });
      if (answer.data?.register.ok) registered.push(email);
    };
    const pay = async (token: string) => {
      const started = await graphql<{ startCheckout: { orderId: string; amount: number } }>(
        GATEWAY_PORT,
        START,
        { id: '2' },
        token,
      );
      const checkout = started.data?.startCheckout;
      if (!checkout) return;
      // The test checkout's Pay button: the stand-in captures the payment and signs it.
      const captured = await capture(checkout.orderId, checkout.amount);
      if (!captured) return;
      const answer = await graphql(
        GATEWAY_PORT,
        RECORD,
        {
          input: {
            courseId: '2',
            paymentId: captured.razorpay_payment_id,
            orderId: captured.razorpay_order_id,
            signature: captured.razorpay_signature,
          },
        },
        token,
      );
      if (!answer.errors) paid.push(token);
    };

    // Writers run in waves; the stand-in is killed while they are in flight.
    const writers = (async () => {
      for (let wave = 0; wave < 16; wave += 1) {
        await Promise.all([
          ...Array.from({ length: 6 }, () => register((attempts += 1))),
          pay(buyers[wave * 2]?.token ?? ''),
          pay(buyers[wave * 2 + 1]?.token ?? ''),
        ]);
      }
    })();
    // Kill it once some writes have been answered, with more still in flight.
    expect(await until(async () => registered.length + paid.length >= 8, 30_000, 20)).toBe(true);
    stack.provider.child.kill('SIGKILL');
    await writers;
    expect(stack.gateway.exited()).toBe(false);
    // The kill landed mid-burst: some writes were answered, later ones were refused.
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.length).toBeLessThan(attempts);

    await stack.restartProvider();
    expect(
      await until(
        async () => (await fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`)).status === 200,
        10_000,
      ),
    ).toBe(true);

    for (const email of registered) {
      const again = await graphql<{ login: { token: string } }>(GATEWAY_PORT, LOGIN, {
        input: { username: email, password: 'burst12345' },
      });
      expect(again.errors, `answered registration ${email} was lost`).toBeUndefined();
    }
    for (const token of paid) {
      const orders = await graphql<{
        myOrders: { id: string; status: string; course: { id: string } }[];
      }>(GATEWAY_PORT, '{ myOrders { id status course { id } } }', {}, token);
      expect(orders.errors).toBeUndefined();
      const successful = (orders.data?.myOrders ?? []).filter(
        (o) => o.course.id === '2' && o.status === 'Success',
      );
      expect(successful, 'an answered payment was lost').toHaveLength(1);
    }
  }, 120_000);
});
