import type { AddressInfo } from 'node:net';
import { HeaderMap } from '@apollo/server';
import express from 'express';
import { buildSchema, parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunGraphQL } from '../http-execution.ts';
import { isPublicQuery, publicResponseCache, publicRootFields } from '../response-cache.ts';
import { createSchema } from '../schema.ts';

const PUBLIC = publicRootFields(
  buildSchema(`
    directive @publicData on FIELD_DEFINITION
    type Query {
      courses: [Int] @publicData
      course(id: ID!): Int @publicData
      paymentConfig: Int @publicData
      me: Int
      myOrders: [Int]
    }
  `),
);

describe('publicRootFields', () => {
  it("reads the schema's @publicData fields", () => {
    expect([...publicRootFields(createSchema())].sort()).toEqual([
      '__typename',
      'course',
      'courses',
      'paymentConfig',
      'privacyNotice',
    ]);
  });
});

/** Apollo's answer as the runner gives it: a complete JSON body of the chosen type. */
function answered(body: string, type = 'application/json; charset=utf-8') {
  return {
    status: 200,
    headers: new HeaderMap([['content-type', type]]),
    body: { kind: 'complete' as const, string: body },
  };
}

describe('isPublicQuery', () => {
  it.each([
    ['{ courses { id } }', true],
    ['query ($id: ID!) { course(id: $id) { id } paymentConfig { scriptUrl } }', true],
    ['{ me { id } }', false],
    ['{ courses { id } myOrders { id } }', false],
    ['mutation { logout }', false],
    ['{ ...Root } fragment Root on Query { me { id } }', false],
    ['query A { courses { id } } query B { courses { id } }', false],
  ])('%s -> %s', (query, expected) => {
    expect(isPublicQuery(parse(query), PUBLIC)).toBe(expected);
  });
});

/** The clock's start: a real instant (nothing in the gateway runs at the epoch). */
const START = Date.parse('2026-11-22T06:30:00Z');

describe('publicResponseCache', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function start(ttlMs: number, clock: { now: number }, answer: () => string) {
    let executed = 0;
    const run: RunGraphQL = async () => {
      executed += 1;
      return answered(answer());
    };
    const app = express();
    app.use(express.json());
    app.use(
      publicResponseCache({ ttlMs, now: () => new Date(clock.now), publicFields: PUBLIC, run }),
    );
    // What the cache leaves alone goes on to the GraphQL server.
    app.post('/', (_req, res) => {
      executed += 1;
      res.type('application/json').send(answer());
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const post = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
      });
      return res.text();
    };
    return { post, executed: () => executed };
  }

  it('answers a repeated public query from the cache until it expires', async () => {
    const clock = { now: START };
    let version = 1;
    const app = await start(30_000, clock, () =>
      JSON.stringify({ data: { courses: [{ id: String(version) }] } }),
    );
    expect(await app.post('{ courses { id } }')).toContain('"id":"1"');
    version = 2;
    expect(await app.post('{ courses { id } }')).toContain('"id":"1"');
    expect(app.executed()).toBe(1);
    clock.now = START + 30_001;
    expect(await app.post('{ courses { id } }')).toContain('"id":"2"');
    expect(app.executed()).toBe(2);
  });

  it('never stores customer-scoped answers, errors, or anything when turned off', async () => {
    const clock = { now: START };
    const scoped = await start(30_000, clock, () => JSON.stringify({ data: { me: { id: '7' } } }));
    await scoped.post('{ me { id } }');
    await scoped.post('{ me { id } }');
    expect(scoped.executed()).toBe(2);
    close?.();

    const failing = await start(30_000, clock, () =>
      JSON.stringify({ errors: [{ message: 'down' }] }),
    );
    await failing.post('{ courses { id } }');
    await failing.post('{ courses { id } }');
    expect(failing.executed()).toBe(2);
    close?.();

    const off = await start(0, clock, () => JSON.stringify({ data: { courses: [] } }));
    await off.post('{ courses { id } }');
    await off.post('{ courses { id } }');
    expect(off.executed()).toBe(2);
  });

  it('leaves requests that are not JSON to the GraphQL server (CSRF prevention decides)', async () => {
    const clock = { now: START };
    const app = await start(30_000, clock, () => JSON.stringify({ data: { courses: [] } }));
    await app.post('{ courses { id } }');
    await app.post('{ courses { id } }', { 'content-type': 'text/plain' });
    expect(app.executed()).toBe(2);
  });

  it('answers each Accept header with the type the server chose for it', async () => {
    let executed = 0;
    const run: RunGraphQL = async (req) => {
      executed += 1;
      const wantsGraphql = (req.headers.accept ?? '').includes('graphql-response+json');
      return answered(
        JSON.stringify({ data: { courses: [] } }),
        wantsGraphql
          ? 'application/graphql-response+json; charset=utf-8'
          : 'application/json; charset=utf-8',
      );
    };
    const app = express();
    app.use(express.json());
    app.use(
      publicResponseCache({ ttlMs: 30_000, now: () => new Date(START), publicFields: PUBLIC, run }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    close = () => server.close();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const typeFor = async (accept: string) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept },
          body: JSON.stringify({ query: '{ courses { id } }' }),
        })
      ).headers.get('content-type');
    for (let round = 0; round < 2; round += 1) {
      expect(await typeFor('application/json')).toBe('application/json; charset=utf-8');
      expect(await typeFor('application/graphql-response+json')).toBe(
        'application/graphql-response+json; charset=utf-8',
      );
    }
    expect(executed).toBe(2);
  });
});
