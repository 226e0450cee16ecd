/**
 * The stand-in stops mid-run: the gateway answers PROVIDER_UNAVAILABLE and /readyz turns
 * 503 while /healthz stays 200; when the stand-in is back both recover, and the gateway
 * never exits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphql,
  startGateway,
  startProvider,
  tempDataDir,
  until,
  type Running,
} from '../support/processes.ts';

const PROVIDER_PORT = 4710;
const GATEWAY_PORT = 4711;
const data = tempDataDir();
let provider: Running;
let gateway: Running;

const COURSES = '{ courses { id title } }';
const readyz = () => fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`).then((r) => r.status);
const healthz = () => fetch(`http://127.0.0.1:${GATEWAY_PORT}/healthz`).then((r) => r.status);

beforeAll(async () => {
  provider = await startProvider(PROVIDER_PORT, data.path);
  // No public cache, so every query reaches the provider and shows its state.
  gateway = await startGateway(GATEWAY_PORT, PROVIDER_PORT, data.path, {
    PUBLIC_CACHE_TTL_MS: '0',
  });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await provider?.stop();
  data.remove();
});

describe('the stand-in stopped mid-run', () => {
  it('serves while the provider is up', async () => {
    const answer = await graphql<{ courses: { id: string }[] }>(GATEWAY_PORT, COURSES);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.courses.length).toBeGreaterThanOrEqual(3);
    expect(await readyz()).toBe(200);
  });

  it('answers PROVIDER_UNAVAILABLE and turns /readyz 503 while it is down, then recovers', async () => {
    expect(await provider.stop('SIGTERM')).toBe(0);

    const down = await graphql(GATEWAY_PORT, COURSES);
    expect(down.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    expect(JSON.stringify(down)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/i);
    expect(await until(async () => (await readyz()) === 503, 5000)).toBe(true);
    expect(await healthz()).toBe(200);

    // A burst while it is down: every answer is a clean GraphQL error, nothing crashes.
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => graphql(GATEWAY_PORT, COURSES)),
    );
    for (const answer of burst)
      expect(answer.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    expect(gateway.exited()).toBe(false);

    provider = await startProvider(PROVIDER_PORT, data.path);
    expect(await until(async () => (await readyz()) === 200, 10_000)).toBe(true);
    const back = await graphql<{ courses: { id: string }[] }>(GATEWAY_PORT, COURSES);
    expect(back.errors).toBeUndefined();
    expect(back.data?.courses.length).toBeGreaterThanOrEqual(3);
    expect(gateway.exited()).toBe(false);
  }, 60_000);
});
