/**
 * WORKERS=2 on a real Redis, started as `npm start` starts the gateway: two worker processes
 * share the port and the state (a session started on one is good on the other), /metrics
 * counts the requests of both, and a worker killed mid-run is replaced while the site keeps
 * answering.
 */
import { execFileSync } from 'node:child_process';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../support/redis.ts';
import {
  graphql,
  startGateway,
  startProvider,
  tempDataDir,
  until,
  type Running,
} from '../support/processes.ts';

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
const data = tempDataDir();
let redis: TestRedis | undefined;
let provider: Running | undefined;
let gateway: Running | undefined;
let port = 0;

/** The port `server`'s ready line ("<name> listening on http://host:port…") names. */
function listeningPort(server: Running, name: string): number {
  const line = new RegExp(`^${name} listening on http://\\S+:(\\d+)\\S*\\n`, 'm').exec(
    server.output(),
  );
  if (!line?.[1]) throw new Error(`no port in ${name}'s ready line:\n${server.output()}`);
  return Number(line[1]);
}

// Both take a port the system gives them and name it: a port found free here and handed to
// them could be taken by another process before they listen on it.
beforeAll(async () => {
  redis = await startRedis();
  provider = await startProvider(0, data.path);
  gateway = await startGateway(0, listeningPort(provider, 'provider'), data.path, {
    WORKERS: '2',
    REDIS_URL: redis.url,
    METRICS_TOKEN,
    SESSION_SECRET: 'cluster-test-session-secret-0123456789',
    // Five processes of this file on a busy 2-core machine: a Redis call can wait past the
    // production limit (250 ms), and the gateway then answers "unavailable" as it should
    // (tests/gateway/scale-out.test.ts); here the question is only whether workers share.
    REDIS_TIMEOUT_MS: '2000',
  });
  port = listeningPort(gateway, 'gateway');
}, 90_000);
afterAll(async () => {
  await gateway?.stop();
  await provider?.stop();
  await redis?.stop();
  data.remove();
});

function workerPids(): number[] {
  const pid = gateway?.child.pid ?? 0;
  try {
    // Workers run this same entry; other children (tsx's esbuild service) do not count.
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('gateway/index.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((value) => value > 0);
  } catch {
    return [];
  }
}

describe('WORKERS=2', () => {
  it('runs two workers that share sessions, and counts both in /metrics', async () => {
    expect(workerPids()).toHaveLength(2);
    const login = await graphql<{ login: { token: string } }>(
      port,
      'mutation { login(input: { username: "demo@example.com", password: "demo12345" }) { token } }',
    );
    const token = login.data?.login.token;
    expect(token).toBeTruthy();
    // Round-robin spreads these over both workers; every one knows the session.
    for (let i = 0; i < 10; i += 1) {
      const me = await graphql<{ me: { email: string } }>(port, '{ me { email } }', {}, token);
      expect(me.data).toEqual({ me: { email: 'demo@example.com' } });
    }
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const line = text
      .split('\n')
      .find((candidate) =>
        candidate.startsWith(
          'academy_http_request_duration_seconds_count{route="/graphql",method="POST",status="200"}',
        ),
      );
    expect(Number(line?.split(' ').pop())).toBe(11);
  });

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const [victim] = workerPids();
    if (victim === undefined) throw new Error('no worker');
    process.kill(victim, 'SIGKILL');
    // A kept-alive connection to the dead worker is reset once, and a connection handed to
    // it as it died is never answered: as a client behind any load balancer would, the test
    // gives up on a request after 5 s and asks again, and the other worker answers.
    // Each ask on a connection of its own: one kept alive from the tests before may be the
    // dead worker's, and so may the next one in the pool.
    const courses = async () => {
      const connection = new Agent();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ courses { id } }' }),
          signal: AbortSignal.timeout(5000),
          dispatcher: connection,
        });
        return (await response.json()) as { data?: { courses: unknown[] } };
      } finally {
        void connection.destroy();
      }
    };
    for (let i = 0; i < 5; i += 1) {
      const answer = await courses().catch(() => courses());
      expect(answer.data?.courses).toHaveLength(3);
    }
    // The replacement loads the gateway (and its page renderer) afresh: slow on a busy
    // machine.
    expect(
      await until(async () => {
        const pids = workerPids();
        return pids.length === 2 && !pids.includes(victim);
      }, 45_000),
    ).toBe(true);
  }, 75_000);
});
