/**
 * The gateway beside the provider it fronts, same concurrency, same duration:
 * - public data: the `courses` query through the gateway vs POST course/list to the stand-in
 *   (goal: gateway throughput at least the provider's);
 * - customer-scoped, uncached: `me` through the gateway vs POST customer/get_customer
 *   (goal: at most 2 ms added at p50, in each of three rounds).
 * Whole HTTP round trips, as a client makes them; `npm run bench` runs it in the production
 * and the development configuration.
 */
import { graphqlClient, providerClient } from './lib/http.ts';
import { ms, runLoad, runPaired, type LoadResult } from './lib/load.ts';
import type { Stack } from './lib/stack.ts';

const COURSES = '{ courses { id title description imageUrl price discount finalPrice } }';
const ME = '{ me { id name email mobile } }';
const SCOPED_CALLS = 300;
const SCOPED_ROUNDS = 3;

export interface SideBySide {
  publicGateway: LoadResult;
  publicProvider: LoadResult;
  rounds: { scopedGateway: LoadResult; scopedProvider: LoadResult }[];
}

function row(label: string, r: LoadResult) {
  return `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${ms(r.p50).padStart(10)}  p99 ${ms(r.p99).padStart(10)}  errors ${r.errors}`;
}

export async function benchGatewayVsProvider(
  stack: Stack,
  { concurrency = 32, durationMs = 8000, label = '' } = {},
): Promise<{ lines: string[]; pass: boolean; result: SideBySide }> {
  const gql = graphqlClient(stack.graphqlURL, concurrency);
  const provider = providerClient(stack.providerURL, concurrency);
  const login = await gql.request<{ login: { token: string; customer: { id: string } } }>(
    'mutation($input: LoginInput!) { login(input: $input) { token customer { id } } }',
    { input: { username: 'demo@example.com', password: 'demo12345' } },
  );
  const token = login.login.token;
  const customerId = login.login.customer.id;

  // Warm both paths (connections, JIT, the gateway's short public cache).
  await runLoad({
    concurrency,
    durationMs: 1500,
    task: () => gql.request(COURSES).then(() => undefined),
  });
  await runLoad({
    concurrency,
    durationMs: 1500,
    task: () => provider.post('course/list').then(() => undefined),
  });

  const publicProvider = await runLoad({
    concurrency,
    durationMs,
    task: () => provider.post('course/list').then(() => undefined),
  });
  const publicGateway = await runLoad({
    concurrency,
    durationMs,
    task: () => gql.request(COURSES).then(() => undefined),
  });
  // Latency overhead is measured one request at a time, so queueing does not hide it, and
  // with the two calls in turns, so both meet the machine in the same state: 300 of each to
  // warm up, then three rounds of 300, each judged on its own.
  const scopedCall = () => gql.request(ME, {}, token).then(() => undefined);
  const directCall = () =>
    provider.post('customer/get_customer', { c_id: customerId }).then(() => undefined);
  await runPaired({ count: SCOPED_CALLS, a: scopedCall, b: directCall });
  const rounds: { scopedGateway: LoadResult; scopedProvider: LoadResult }[] = [];
  for (let round = 0; round < SCOPED_ROUNDS; round += 1) {
    const { a, b } = await runPaired({ count: SCOPED_CALLS, a: scopedCall, b: directCall });
    rounds.push({ scopedGateway: a, scopedProvider: b });
  }
  await gql.close();
  await provider.close();

  const throughputRatio = publicGateway.rps / publicProvider.rps;
  const overheads = rounds.map((r) => r.scopedGateway.p50 - r.scopedProvider.p50);
  const worstOverhead = Math.max(...overheads);
  const scopedErrors = rounds.reduce((sum, r) => sum + r.scopedGateway.errors, 0);
  const pass =
    throughputRatio >= 1 && worstOverhead <= 2 && publicGateway.errors === 0 && scopedErrors === 0;
  const lines = [
    `Gateway vs provider, ${label} (concurrency ${concurrency} for public data, ${durationMs / 1000} s each; the scoped call one at a time, in turns with the direct one, ${SCOPED_ROUNDS} rounds of ${SCOPED_CALLS} after ${SCOPED_CALLS} to warm up)`,
    row('courses via gateway', publicGateway),
    row('course/list direct to provider', publicProvider),
    `  throughput ratio gateway/provider: ${throughputRatio.toFixed(2)}x  (goal >= 1.00x)  ${throughputRatio >= 1 ? 'PASS' : 'MISS'}`,
    `  p50 ratio ${(publicGateway.p50 / publicProvider.p50).toFixed(2)}x, p99 ratio ${(publicGateway.p99 / publicProvider.p99).toFixed(2)}x`,
    ...rounds.flatMap((r, i) => [
      row(`me via gateway, round ${i + 1}`, r.scopedGateway),
      row(`customer/get_customer, round ${i + 1}`, r.scopedProvider),
    ]),
    `  p50 overhead by round: ${overheads.map(ms).join(', ')}  (goal <= 2.00 ms each)  ${worstOverhead <= 2 ? 'PASS' : 'MISS'}`,
  ];
  return { lines, pass, result: { publicGateway, publicProvider, rounds } };
}
