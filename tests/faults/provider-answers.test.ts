/**
 * Provider faults: refused, slow, HTTP errors, HTML, malformed JSON and wrong shapes all
 * become PROVIDER_UNAVAILABLE with a safe message; nothing internal leaks; the gateway
 * keeps serving and recovers when the provider does.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  envelope,
  gatewayForTest,
  memoryLogger,
  mockProvider,
  seedCourses,
  sessionToken,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

const UNAVAILABLE = 'The course service is unavailable right now. Please try again shortly.';
let gateway: TestGateway | undefined;

function expectUnavailable(body: {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) {
  expect(body.errors).toHaveLength(1);
  expect(body.errors?.[0]?.message).toBe(UNAVAILABLE);
  expect(body.errors?.[0]?.extensions).toEqual({ code: 'PROVIDER_UNAVAILABLE' });
  const text = JSON.stringify(body);
  for (const leak of [
    'provider.test',
    '127.0.0.1',
    'api/v1',
    'ECONNREFUSED',
    'stack',
    'Unexpected token',
    'HTTP 500',
  ]) {
    expect(text).not.toContain(leak);
  }
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('provider faults', () => {
  it('a refused connection is PROVIDER_UNAVAILABLE; the gateway stays up and not ready', async () => {
    const port = await closedPort();
    gateway = await gatewayForTest({ env: { PROVIDER_URL: `http://127.0.0.1:${port}/api/v1/` } });
    const { body } = await gateway.gql('{ courses { id } }');
    expectUnavailable(body);
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(503);
  });

  it('a provider slower than PROVIDER_TIMEOUT_MS is cut off', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses), { delay: 1500 });
    gateway = await gatewayForTest({
      dispatcher: provider.agent,
      env: { PROVIDER_TIMEOUT_MS: '150' },
    });
    const started = performance.now();
    const { body } = await gateway.gql('{ courses { id } }');
    expect(performance.now() - started).toBeLessThan(1000);
    expectUnavailable(body);
  });

  const badAnswers: [string, string | object, { httpStatus?: number; contentType?: string }][] = [
    [
      'an HTML 500 page',
      '<html><body><h1>500 Internal Server Error</h1></body></html>',
      { httpStatus: 500, contentType: 'text/html' },
    ],
    [
      'an HTML page with status 200',
      '<!doctype html><title>Maintenance</title>',
      { contentType: 'text/html' },
    ],
    ['an HTTP 502', envelope('200', 'ok', []), { httpStatus: 502 }],
    ['malformed JSON', '{"status":"200","message":"ok","data":[{"course_id":', {}],
    ['JSON without the envelope', [1, 2, 3], {}],
    ['an object where the course list belongs', envelope('200', 'ok', { course_id: '1' }), {}],
    ['an empty body', '', {}],
  ];
  it('a course row that cannot be read is left out and logged; the rest of the catalogue is served', async () => {
    const provider = mockProvider();
    const [first, second] = seedCourses;
    provider.answer(
      'course/list',
      envelope('200', 'ok', [
        first,
        { ...second, course_id: '2', course_price: 'four thousand' },
        { course_id: '3', course_title: 'No price at all' },
        'not a row',
        { ...second, course_id: '4' },
      ]),
    );
    const { logger, lines } = memoryLogger();
    gateway = await gatewayForTest({ dispatcher: provider.agent, logger });
    const { body } = await gateway.gql('{ courses { id finalPrice } }');
    expect(body).toEqual({
      data: {
        courses: [
          { id: '1', finalPrice: 3999 },
          { id: '4', finalPrice: 6999 },
        ],
      },
    });
    expect(
      lines
        .filter((line) => line.msg === 'provider row skipped')
        .map(({ level, provider: path, row, detail }) => ({ level, path, row, detail })),
    ).toEqual([
      { level: 40, path: 'course/list', row: 1, detail: 'course: bad course_price' },
      { level: 40, path: 'course/list', row: 2, detail: 'course: bad course_price' },
      { level: 40, path: 'course/list', row: 3, detail: 'course/list: row 3 is not an object' },
    ]);
  });

  for (const [name, answer, options] of badAnswers) {
    it(`${name} is PROVIDER_UNAVAILABLE`, async () => {
      const provider = mockProvider();
      provider.answer('course/list', answer, options);
      gateway = await gatewayForTest({ dispatcher: provider.agent });
      const { status, body } = await gateway.gql('{ courses { id } }');
      expect(status).toBe(200);
      expectUnavailable(body);
    });
  }

  it('customer-scoped calls fail the same way', async () => {
    const provider = mockProvider();
    provider.answer('order/customer_order_list', '<html>Bad gateway</html>', { httpStatus: 502 });
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql(
      '{ myOrders { id } }',
      {},
      { token: await sessionToken(gateway, '1') },
    );
    expectUnavailable(body);
  });

  it('a failure is not cached: the next request reaches the provider again', async () => {
    const provider = mockProvider();
    provider.answer('course/list', 'oops', { httpStatus: 500 });
    provider.answer('course/list', envelope('200', 'ok', seedCourses));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    expectUnavailable((await gateway.gql('{ courses { id } }')).body);
    expect((await gateway.gql('{ courses { id } }')).body).toEqual({
      data: { courses: [{ id: '1' }, { id: '2' }] },
    });
  });

  it('a provider failure message that looks internal is not passed on', async () => {
    const provider = mockProvider();
    provider.answer(
      'course/list',
      envelope('500', 'SQLSTATE[42S02]: Base table not found at /var/www/api/course.php'),
    );
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql('{ courses { id } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'The request could not be completed.',
      extensions: { code: 'PROVIDER_REJECTED', providerStatus: '500' },
    });
  });

  it('keeps serving through a burst of faults', async () => {
    const provider = mockProvider();
    provider.answer('course/list', 'not json', { persist: true });
    gateway = await gatewayForTest({
      dispatcher: provider.agent,
      env: { PUBLIC_CACHE_TTL_MS: '0' },
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => gateway?.gql('{ courses { id } }')),
    );
    for (const answer of answers) expectUnavailable(answer?.body ?? {});
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe('readiness', () => {
  it('is 200 while the provider answers course/list and 503 when it does not', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', []));
    provider.answer('course/list', envelope('500', 'Down for maintenance.'));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    // The probe result is reused for about a second.
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    expect(provider.callsTo('course/list')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const notReady = await fetch(`${gateway.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(provider.callsTo('course/list')).toHaveLength(2);
  });
});
