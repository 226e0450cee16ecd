/**
 * GET /metrics: Prometheus text behind METRICS_TOKEN, answering how fast, how often it fails
 * and where (requests, operations, provider calls by endpoint and outcome, caches, refusals,
 * sessions, reconciliation, the process); not served in production without a token.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as support from '../support/gateway.ts';
import { registry } from '../../gateway/observability/metrics.ts';

const TOKEN = 'metrics-scraper-token-0123456789';

let gateway: support.TestGateway | undefined;

async function scrape(url: string, token?: string) {
  const response = await fetch(`${url}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The value of one sample line, e.g. `name{label="x"}`; null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('needs the token, then tells latency, outcomes, caches, refusals and sessions', async () => {
    const provider = support.mockProvider();
    provider.answer('course/list', support.envelope('200', 'ok', support.seedCourses));
    provider.answer('customer/login', support.envelope('401', 'Invalid email or password.'));
    gateway = await support.gatewayForTest({
      dispatcher: provider.agent,
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '1' },
    });
    const { url } = gateway;

    expect((await scrape(url)).status).toBe(401);
    expect((await scrape(url, 'not-the-metrics-token-at-all')).status).toBe(401);

    for (let i = 0; i < 2; i += 1) {
      expect(
        (await gateway.gql('query CourseList { courses { id } }')).body.errors,
      ).toBeUndefined();
    }
    const login =
      'mutation Login { login(input: { username: "a@b.co", password: "wrong-pass" }) { token } }';
    expect((await gateway.gql(login)).body.errors?.[0]?.extensions?.code).toBe('PROVIDER_REJECTED');
    expect((await gateway.gql(login)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const token = await support.sessionToken(gateway, '7');
    expect((await gateway.gql('mutation { logout }', {}, { token })).body.data).toEqual({
      logout: true,
    });
    await gateway.server.payments.verified?.reconciler.sweep().catch(() => undefined);

    const { status, type, text } = await scrape(url, TOKEN);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    // The second identical query was answered from the response cache, without Apollo.
    expect(
      sample(
        text,
        'academy_graphql_operation_duration_seconds_count{operation="CourseList",type="query",outcome="ok"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'academy_graphql_operation_duration_seconds_count{operation="Login",type="mutation",outcome="PROVIDER_REJECTED"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'academy_http_request_duration_seconds_count{route="/graphql",method="POST",status="200"}',
      ),
    ).toBe(5);
    expect(
      sample(text, 'academy_cache_requests_total{cache="graphql-response",result="hit"}'),
    ).toBe(1);
    expect(sample(text, 'academy_cache_requests_total{cache="public-data",result="miss"}')).toBe(1);
    expect(
      sample(
        text,
        'academy_upstream_request_duration_seconds_count{service="provider",endpoint="course/list",outcome="ok"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'academy_provider_rejections_total{endpoint="customer/login",status="401"}'),
    ).toBe(1);
    expect(sample(text, 'academy_rate_limit_refusals_total{operation="login"}')).toBe(1);
    expect(sample(text, 'academy_sessions_started_total')).toBe(1);
    expect(sample(text, 'academy_sessions_ended_total{reason="logout"}')).toBe(1);
    // The sweep asked the Orders API, which the mock does not answer: a failed sweep, counted.
    expect(sample(text, 'academy_reconciliation_sweeps_total{result="failed"}')).toBe(1);
    expect(sample(text, 'academy_store_up{store="embedded"}')).toBe(1);
    expect(text).toContain('academy_process_cpu_user_seconds_total');
    expect(text).toContain('academy_nodejs_eventloop_lag_seconds');
  });

  it('keeps the same series whatever paths and operation names are sent', async () => {
    // Series of the test before are dropped, so the labels below are this test's own.
    registry.resetMetrics();
    const provider = support.mockProvider();
    provider.answerCourses();
    gateway = await support.gatewayForTest({
      dispatcher: provider.agent,
      env: { METRICS_TOKEN: TOKEN },
    });
    const { url } = gateway;
    const junk = () => randomBytes(6).toString('hex');
    const version = () => randomBytes(6).toString('hex');
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, init).then((response) => response.arrayBuffer());
    const graphql = (body: string) =>
      send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    // Every kind of request, each time with new paths and operation names.
    const kinds: (() => Promise<unknown>)[] = [
      () => send(`/webhooks/${junk()}`),
      () => send(`/webhooks/${junk()}/${junk()}`, { method: 'POST', body: '{}' }),
      () => send('/webhooks/razorpay', { method: 'POST', body: junk() }),
      () => send(`/media/${junk()}.${junk()}/${junk()}.pdf`),
      () => send(`/media/${junk()}`),
      () => send(`/media/%E0%A4%A-${junk()}/x.pdf`),
      () => send(`/og/course-${junk()}-${version()}.png`),
      () => send(`/og/${junk()}.png`),
      () => send(`/og/course-${junk()}%E0%A4%A-${version()}.png`),
      () => send(`/assets/${junk()}.js`),
      () => send(`/${junk()}`),
      () => send(`/${junk()}/${junk()}.txt`),
      () => send(`/course-detail/${junk()}/${junk()}`),
      () => send(`/${junk()}`, { method: 'PUT' }),
      () => send(`/graphql/${junk()}`),
      () => graphql(JSON.stringify({ query: `query Op${junk()} { __typename }` })),
      () => graphql(JSON.stringify({ query: `mutation M${junk()} { logout }` })),
      () => graphql(JSON.stringify({ query: '{ __typename }', operationName: `Op${junk()}` })),
      () => graphql(`{"query": "${junk()}`),
      () => graphql(JSON.stringify({ query: `query HomeCourses { __typename }` })),
    ];
    const seriesOf = async () => {
      const { text } = await scrape(url, TOKEN);
      // The gateway's own metrics (the process's, such as GC kinds, vary by themselves).
      return text
        .split('\n')
        .filter((line) => line.startsWith('academy_'))
        .filter((line) => !/^academy_(process|nodejs)_/.test(line))
        .map((line) => line.slice(0, line.lastIndexOf(' ')))
        .sort();
    };

    // Twice, so caches have missed and hit, and the scrape has counted itself.
    for (const kind of [...kinds, ...kinds]) await kind();
    await seriesOf();
    const before = await seriesOf();

    const ROUNDS = 110;
    for (let round = 0; round < ROUNDS; round += 1) await Promise.all(kinds.map((kind) => kind()));
    const after = await seriesOf();

    expect(after.length).toBe(before.length);
    expect(after).toEqual(before);
    const requests = after.filter((series) =>
      series.startsWith('academy_http_request_duration_seconds_count{'),
    );
    const labels = (name: string, list: string[]) =>
      [...new Set(list.map((series) => new RegExp(`${name}="([^"]*)"`).exec(series)?.[1]))].sort();
    expect(labels('route', requests)).toEqual([
      '*',
      '/assets',
      '/course-detail/:cdid/:cdtitle',
      '/graphql',
      '/media',
      '/media/:link/:name',
      '/media/{*rest}',
      '/metrics',
      '/webhooks/razorpay',
      '/{*file}',
      'other',
    ]);
    const operations = after.filter((series) =>
      series.startsWith('academy_graphql_operation_duration_seconds_count{'),
    );
    // The preview image's own query is not one of the client's: other.
    expect(labels('operation', operations)).toEqual(['HomeCourses', 'anonymous', 'other']);
  }, 60_000);

  it('is not served in production without METRICS_TOKEN', async () => {
    gateway = await support.gatewayForTest({
      env: { NODE_ENV: 'production', ...support.LIVE_PAYMENT_ENV },
    });
    expect((await scrape(gateway.url)).status).toBe(404);
  });
});
