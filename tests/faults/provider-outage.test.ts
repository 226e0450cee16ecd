/**
 * The stand-in stops mid-run: the gateway answers PROVIDER_UNAVAILABLE and /readyz turns
 * 503 while /healthz stays 200; when the stand-in is back both recover, and the gateway
 * never exits.
 */
import { describe, expect, it } from 'vitest';
import { graphql, stackForFile, until } from '../support/processes.ts';

const PROVIDER_PORT = 4710;
const GATEWAY_PORT = 4711;
// No public cache, so every query reaches the provider and shows its state.
const stack = stackForFile(async () => ({
  providerPort: PROVIDER_PORT,
  gatewayPort: GATEWAY_PORT,
  gatewayEnv: { PUBLIC_CACHE_TTL_MS: '0' },
}));

const COURSES = '{ courses { id title } }';
const readyz = () => fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`).then((r) => r.status);
const healthz = () => fetch(`http://127.0.0.1:${GATEWAY_PORT}/healthz`).then((r) => r.status);

describe('the stand-in stopped mid-run', () => {
  it('serves while the provider is up', async () => {
    const answer = await graphql<{ courses: { id: string }[] }>(GATEWAY_PORT, COURSES);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.courses.length).toBeGreaterThanOrEqual(3);
    expect(await readyz()).toBe(200);
  });

  it('answers PROVIDER_UNAVAILABLE and turns /readyz 503 while it is down, then recovers', async () => {
    expect(await stack.provider.stop('SIGTERM')).toBe(0);

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
    expect(stack.gateway.exited()).toBe(false);

    await stack.restartProvider();
    expect(await until(async () => (await readyz()) === 200, 10_000)).toBe(true);
    const back = await graphql<{ courses: { id: string }[] }>(GATEWAY_PORT, COURSES);
    expect(back.errors).toBeUndefined();
    expect(back.data?.courses.length).toBeGreaterThanOrEqual(3);
    expect(stack.gateway.exited()).toBe(false);
  }, 60_000);
});
