/**
 * A provider slower than PROVIDER_TIMEOUT_MS: the gateway gives up on time with
 * PROVIDER_UNAVAILABLE, /readyz reports 503, and it keeps serving once the provider is fast.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startGateway, tempDataDir, type Running } from '../support/processes.ts';

const SLOW_PORT = 4720;
const GATEWAY_PORT = 4721;
const TIMEOUT_MS = 400;
const data = tempDataDir();
let delayMs = 5000;
let gateway: Running;
let slow: http.Server;

const courses = JSON.stringify({
  status: '200',
  message: 'Courses',
  data: [
    {
      course_id: '1',
      course_title: 'Price Action',
      course_description: 'd',
      course_image: 'a.webp',
      course_price: '4999',
      discount: '',
    },
  ],
});

beforeAll(async () => {
  slow = http.createServer((req, res) => {
    req.resume();
    const timer = setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(courses);
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => slow.listen(SLOW_PORT, '127.0.0.1', resolve));
  gateway = await startGateway(GATEWAY_PORT, SLOW_PORT, data.path, {
    PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    PUBLIC_CACHE_TTL_MS: '0',
  });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  slow.closeAllConnections();
  await new Promise((resolve) => slow.close(resolve));
  data.remove();
});

describe('a provider slower than the timeout', () => {
  it('fails fast with PROVIDER_UNAVAILABLE instead of hanging', async () => {
    const started = Date.now();
    const answer = await graphql(GATEWAY_PORT, '{ courses { id } }');
    const took = Date.now() - started;
    expect(answer.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(delayMs);
    const ready = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`);
    expect(ready.status).toBe(503);
    expect(gateway.exited()).toBe(false);
  }, 30_000);

  it('serves again once the provider answers in time', async () => {
    delayMs = 10;
    const answer = await graphql<{ courses: { id: string; title: string }[] }>(
      GATEWAY_PORT,
      '{ courses { id title } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.courses[0]?.title).toBe('Price Action');
  });
});
