/**
 * The stand-in killed with SIGKILL during a burst of registrations and payments: every
 * write the gateway answered as done is still there after a restart, the database opens
 * cleanly, and the gateway itself stays up throughout.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphql,
  startGateway,
  startProvider,
  tempDataDir,
  until,
  type Running,
} from '../support/processes.ts';

const PROVIDER_PORT = 4730;
const GATEWAY_PORT = 4731;
const SECRET = 'academy_test_secret_0000000001';
const data = tempDataDir();
let provider: Running;
let gateway: Running;

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { ok } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token customer { id } } }';
const START = 'mutation($id: ID!) { startCheckout(courseId: $id) { orderId amount } }';
const RECORD = 'mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { message } }';

beforeAll(async () => {
  provider = await startProvider(PROVIDER_PORT, data.path);
  gateway = await startGateway(GATEWAY_PORT, PROVIDER_PORT, data.path);
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await provider?.stop();
  data.remove();
});

describe('SIGKILL during a burst of writes', () => {
  it('loses no answered write and re-opens cleanly', async () => {
    const run = Date.now();
    const buyer = { email: `buyer${run}@example.com`, password: 'buyer12345' };
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
    const pay = async () => {
      const started = await graphql<{ startCheckout: { orderId: string } }>(
        GATEWAY_PORT,
        START,
        { id: '2' },
        token,
      );
      const orderId = started.data?.startCheckout.orderId;
      if (!orderId) return;
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      const signature = createHmac('sha256', SECRET)
        .update(`${orderId}|${paymentId}`)
        .digest('hex');
      const answer = await graphql(
        GATEWAY_PORT,
        RECORD,
        { input: { courseId: '2', paymentId, orderId, signature } },
        token,
      );
      if (!answer.errors) paid.push(paymentId);
    };

    // Writers run in waves; the stand-in is killed while they are in flight.
    const writers = (async () => {
      for (let wave = 0; wave < 16; wave += 1) {
        await Promise.all([
          ...Array.from({ length: 6 }, () => register((attempts += 1))),
          pay(),
          pay(),
        ]);
      }
    })();
    // Kill it once some writes have been answered, with more still in flight.
    expect(await until(async () => registered.length + paid.length >= 8, 30_000, 20)).toBe(true);
    provider.child.kill('SIGKILL');
    await writers;
    expect(gateway.exited()).toBe(false);
    // The kill landed mid-burst: some writes were answered, later ones were refused.
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.length).toBeLessThan(attempts);

    provider = await startProvider(PROVIDER_PORT, data.path);
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
    const orders = await graphql<{
      myOrders: { id: string; status: string; course: { id: string } }[];
    }>(GATEWAY_PORT, '{ myOrders { id status course { id } } }', {}, token);
    expect(orders.errors).toBeUndefined();
    const successful = (orders.data?.myOrders ?? []).filter(
      (o) => o.course.id === '2' && o.status === 'Success',
    );
    expect(successful.length).toBeGreaterThanOrEqual(paid.length);
  }, 120_000);
});
