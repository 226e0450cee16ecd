/**
 * One account flooding progress saves (50 at a time, for a few seconds, on loopback) against
 * the stand-in and a gateway: past the account's budget the saves are refused with
 * TOO_MANY_REQUESTS and a wait, the provider is not asked for the student's orders per
 * save, and another student's `me` stays within twice its quiet time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../support/gateway.ts';
import { signUp, startStandInStack, type StandInStack } from '../gateway/stand-in-stack.ts';

const METRICS_TOKEN = 'account-flood-metrics-token-0123';
const OTHER = {
  name: 'Meera Iyer',
  email: 'meera.flood@example.com',
  mobile: '9812345678',
  password: 'meera12345',
};
const SAVE = `mutation ($input: SaveProgressInput!) {
  saveProgress(input: $input) { positionS }
}`;
/** Saves in flight at once, and how long the flood lasts at most. */
const AT_ONCE = 50;
const FLOOD_MS = 4_000;
const MAX_ROUNDS = 200;
/** The budget (gateway/http/rate-limit.ts): 10 saves in any 2 s. */
const SAVES_PER_WINDOW = 10;
const WINDOW_MS = 2_000;
/** Below this a slowdown is noise of a busy test machine, not the flood. */
const NOISE_FLOOR_MS = 20;

let stack: StandInStack;
let demo = '';
let other = '';
let lessonId = '';

const gql = (query: string, variables: Record<string, unknown>, token: string) =>
  stack.gateway.gql(query, variables, { token });

async function login(username: string, password: string): Promise<string> {
  const { body } = await stack.gateway.gql(
    'mutation ($i: LoginInput!) { login(input: $i) { token } }',
    { i: { username, password } },
  );
  expect(body.errors).toBeUndefined();
  return (body.data?.login as { token: string }).token;
}

/** Calls the provider answered for `endpoint` so far, from the gateway's metrics. */
async function providerCalls(endpoint: string): Promise<number> {
  const response = await fetch(`${stack.gateway.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const series = `academy_upstream_request_duration_seconds_count{service="provider",endpoint="${endpoint}",outcome="ok"}`;
  const line = (await response.text()).split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** How long the other student's `me` takes, in ms (it must answer with their name). */
async function timedMe(): Promise<number> {
  const started = performance.now();
  const { body } = await gql('{ me { name } }', {}, other);
  const took = performance.now() - started;
  expect(body.data?.me).toEqual({ name: OTHER.name });
  return took;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const codeOf = (answer: GraphQLAnswer) =>
  String(answer.body.errors?.[0]?.extensions?.code ?? (answer.body.data ? 'OK' : 'NO_DATA'));

describe('a flood of progress saves from one account', () => {
  beforeAll(async () => {
    stack = await startStandInStack({
      env: { RATE_LIMIT_PER_MINUTE: '30', METRICS_TOKEN, LOG_LEVEL: 'silent' },
    });
    await signUp(stack, OTHER);
    demo = await login('demo@example.com', 'demo12345');
    other = await login(OTHER.email, OTHER.password);
    const { body } = await gql(
      '{ orderByCourse(courseId: "1") { classItems { id unlocked } } }',
      {},
      demo,
    );
    const items = (body.data?.orderByCourse as { classItems: { id: string; unlocked: boolean }[] })
      .classItems;
    lessonId = items.find((item) => item.unlocked)?.id ?? '';
    expect(lessonId).not.toBe('');
  }, 60_000);

  afterAll(async () => {
    await stack.stop();
  });

  it('is refused past the budget, asks the provider little, and leaves others their speed', async () => {
    // Warm both paths, then the other student's quiet time.
    for (let i = 0; i < 10; i += 1) await timedMe();
    const quiet: number[] = [];
    for (let i = 0; i < 60; i += 1) quiet.push(await timedMe());
    const quietMs = median(quiet);
    // The budget's window is fresh: the flood starts on an account that saved nothing.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const orderListsBefore = await providerCalls('order/customer_order_list');

    const codes = new Map<string, number>();
    const waits = new Set<unknown>();
    const accepted = new Set<number>();
    let position = 0;
    let flooding = true;
    const started = performance.now();
    const flood = (async () => {
      for (let round = 0; round < MAX_ROUNDS && performance.now() - started < FLOOD_MS; round++) {
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, () => {
            position += 1;
            return gql(SAVE, { input: { classItemId: lessonId, positionS: position } }, demo);
          }),
        );
        for (const answer of answers) {
          const code = codeOf(answer);
          codes.set(code, (codes.get(code) ?? 0) + 1);
          if (code === 'OK') {
            accepted.add((answer.body.data?.saveProgress as { positionS: number }).positionS);
          }
          if (code === 'TOO_MANY_REQUESTS') {
            waits.add(answer.body.errors?.[0]?.extensions?.retryAfterSeconds);
          }
        }
      }
      flooding = false;
    })();
    const during: number[] = [];
    while (flooding) during.push(await timedMe());
    await flood;
    const floodMs = performance.now() - started;
    const floodedMs = median(during);

    const sent = [...codes.values()].reduce((sum, count) => sum + count, 0);
    const stored = codes.get('OK') ?? 0;
    const refused = codes.get('TOO_MANY_REQUESTS') ?? 0;
    const report = { quietMs, floodedMs, floodMs, sent, codes: Object.fromEntries(codes) };
    console.info(`account flood: ${JSON.stringify({ ...report, during: during.length })}`);
    // Refusals are held a second: a sender in a loop gets about 50 answers a second.
    expect(sent).toBeLessThanOrEqual(AT_ONCE * (Math.ceil(floodMs / 1000) + 1));
    // Only the budget's saves were stored; every other one was told to wait a second or two.
    expect(stored + refused, JSON.stringify(report)).toBe(sent);
    expect(stored).toBeGreaterThanOrEqual(SAVES_PER_WINDOW);
    expect(stored).toBeLessThanOrEqual(SAVES_PER_WINDOW * (Math.ceil(floodMs / WINDOW_MS) + 1));
    expect(refused).toBeGreaterThan(sent / 2);
    expect(
      [...waits].every((wait) => wait === 1 || wait === 2),
      JSON.stringify([...waits]),
    ).toBe(true);
    // The student's orders were read once for the whole flood, not once per save.
    expect((await providerCalls('order/customer_order_list')) - orderListsBefore).toBeLessThan(3);
    // Measured many times while the flood lasted.
    expect(during.length).toBeGreaterThanOrEqual(20);
    expect(floodedMs, JSON.stringify(report)).toBeLessThanOrEqual(
      Math.max(2 * quietMs, quietMs + NOISE_FLOOR_MS),
    );

    // The lesson reads back a position one of the stored saves answered.
    const { body } = await gql(
      '{ orderByCourse(courseId: "1") { classItems { id progress { positionS } } } }',
      {},
      demo,
    );
    const saved = (
      body.data?.orderByCourse as {
        classItems: { id: string; progress: { positionS: number } | null }[];
      }
    ).classItems.find((item) => item.id === lessonId);
    expect(accepted.has(saved?.progress?.positionS ?? -1)).toBe(true);
  }, 60_000);
});
