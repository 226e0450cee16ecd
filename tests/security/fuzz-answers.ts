/**
 * What the fuzz expects of an answer: a well-formed GraphQL response with nothing internal
 * in it and only the allowed codes, matching the outcome the oracle predicted. Also the
 * fuzz's HTTP client and a bounded-concurrency runner.
 */
import { Agent, request } from 'undici';
import { expect } from 'vitest';
import type { FieldErrors } from '../../common/validation.ts';
import type { TestGateway } from '../support/gateway.ts';
import { MESSAGES } from './fuzz-provider.ts';

/** Codes a client may ever see here; with rate limits off, TOO_MANY_REQUESTS is not one. */
const ALLOWED_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'PROVIDER_REJECTED',
  'NOT_FOUND',
]);
/** Text that only an internal failure could put in an answer (none of it is in the inputs). */
const INTERNAL_TEXT =
  /provider\.test|\/api\/v1\/|razorpay\/v1|node_modules|\/work\/|stacktrace|Something went wrong|INTERNAL_SERVER_ERROR|TOO_MANY_REQUESTS|PROVIDER_UNAVAILABLE|MockAgent|undici|libsql|sqlite/i;
/** A stack frame: "at fn (file:line:col)" or "at file:line:col". */
const STACK_FRAME = /\bat (?:\S+ \()?(?:file:\/\/|node:|\/)\S*:\d+:\d+/;

export type DataCheck = (data: Record<string, unknown>, where: string) => void;

type Expected =
  /** Refused before GraphQL runs: 400 (unreadable request) or 413 (too large), BAD_REQUEST. */
  | { kind: 'refused'; status: number }
  /** A variable GraphQL cannot coerce: 400 BAD_USER_INPUT. */
  | { kind: 'coercion' }
  /** A resolver error: 200, data null, this code (and these field messages). */
  | { kind: 'error'; code: string; message?: string; fields?: FieldErrors }
  | { kind: 'data'; check: DataCheck }
  /** Depends on what ran before (payment replays): data, or one of these errors. */
  | { kind: 'data-or-error'; check: DataCheck; code: string; message: string };

/** A provider call the gateway must make for a valid input. */
interface Send {
  path: string;
  fields: Record<string, string>;
}

export interface Judgement {
  expected: Expected;
  sends?: Send[];
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  setCookie: string | null;
}

export const invalid = (fields: FieldErrors): Judgement => ({
  expected: {
    kind: 'error',
    code: 'BAD_USER_INPUT',
    message: Object.values(fields)[0] ?? '',
    fields,
  },
});
/** Answered with exactly `data` (asymmetric matchers allowed), after these provider calls. */
export const answered = (data: Record<string, unknown>, sends: Send[]): Judgement => ({
  expected: { kind: 'data', check: (got, where) => expect(got, where).toEqual(data) },
  sends,
});
export const rejected = (message: string): Judgement => ({
  expected: { kind: 'error', code: 'PROVIDER_REJECTED', message },
});
export const notFound: Judgement = {
  expected: { kind: 'error', code: 'NOT_FOUND', message: MESSAGES.courseNotFound },
};

/** The fuzz's own client: undici's request over a small keep-alive pool (lighter than fetch). */
/** Requests the fuzz keeps in flight at once; the client's pool has as many connections. */
export const CONCURRENCY = 16;
// Idle sockets are dropped well before the server's own 5 s keep-alive ends, so a request
// never goes out on a socket the server is closing.
const client = new Agent({ connections: CONCURRENCY, keepAliveTimeout: 1_000 });

export function closeClient(): Promise<void> {
  return client.close();
}

export async function send(
  gateway: TestGateway,
  body: string,
  headers: Record<string, string>,
): Promise<Answer> {
  try {
    return await sendOnce(gateway, body, headers);
  } catch (error) {
    // A reset of a reused connection is the transport's, not an answer: try once more.
    if ((error as { code?: string }).code !== 'ECONNRESET') throw error;
    return sendOnce(gateway, body, headers);
  }
}

async function sendOnce(
  gateway: TestGateway,
  body: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await request(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    dispatcher: client,
  });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    text: await response.body.text(),
    setCookie: Array.isArray(setCookie) ? setCookie.join(', ') : (setCookie ?? null),
  };
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of results. */
export async function pooled<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next; index < items.length; index = next) {
      next += 1;
      const item = items[index] as T;
      results[index] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

interface GraphQLErrorShape {
  message: string;
  extensions: { code: string; fields?: FieldErrors };
}

/** The answer is a GraphQL response as the spec shapes it, with nothing internal in it. */
function wellFormedResponse(answer: Answer, where: string) {
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.contentType, where).toMatch(/^application\/json\b/);
  expect(answer.text, where).not.toMatch(INTERNAL_TEXT);
  const body: unknown = JSON.parse(answer.text);
  expect(typeof body === 'object' && body !== null && !Array.isArray(body), where).toBe(true);
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) expect(['data', 'errors'], where).toContain(key);
  expect('data' in record || 'errors' in record, where).toBe(true);
  const errors = (record.errors ?? []) as unknown[];
  expect(Array.isArray(errors), where).toBe(true);
  for (const error of errors) {
    const { message, extensions, ...rest } = error as Record<string, unknown>;
    for (const key of Object.keys(rest)) expect(['locations', 'path'], where).toContain(key);
    expect(typeof message === 'string' && message.length > 0, where).toBe(true);
    expect(String(message), where).not.toMatch(STACK_FRAME);
    const { code, ...more } = (extensions ?? {}) as Record<string, unknown>;
    expect(ALLOWED_CODES.has(String(code)), `${where}: code ${String(code)}`).toBe(true);
    for (const key of Object.keys(more)) expect(['fields', 'providerStatus'], where).toContain(key);
  }
  return {
    data: record.data as Record<string, unknown> | null | undefined,
    errors: errors as GraphQLErrorShape[],
  };
}

export function expectAnswer(answer: Answer, judgement: Judgement, where: string) {
  const { data, errors } = wellFormedResponse(answer, where);
  const expected = judgement.expected;
  switch (expected.kind) {
    case 'refused':
      expect(answer.status, where).toBe(expected.status);
      expect(
        errors.map((error) => error.extensions.code),
        where,
      ).toEqual(['BAD_REQUEST']);
      expect(data, where).toBeUndefined();
      return;
    case 'coercion':
      expect(answer.status, where).toBe(400);
      expect(errors.length, where).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.extensions, where).toEqual({ code: 'BAD_USER_INPUT' });
        expect(error.message, where).toMatch(/^Variable "\$\w+"/);
      }
      expect(data, where).toBeUndefined();
      return;
    case 'error':
      expect(answer.status, where).toBe(200);
      expect(data, where).toBeNull();
      expect(errors, where).toHaveLength(1);
      expect(errors[0]?.extensions.code, where).toBe(expected.code);
      if (expected.message !== undefined) expect(errors[0]?.message, where).toBe(expected.message);
      if (expected.fields !== undefined) {
        expect(errors[0]?.extensions.fields, where).toEqual(expected.fields);
      }
      return;
    case 'data':
      expect(answer.status, where).toBe(200);
      expect(errors, where).toEqual([]);
      expected.check(data ?? {}, where);
      return;
    case 'data-or-error':
      expect(answer.status, where).toBe(200);
      if (errors.length === 0) {
        expected.check(data ?? {}, where);
      } else {
        expect(errors, where).toHaveLength(1);
        expect(errors[0]?.extensions.code, where).toBe(expected.code);
        expect(errors[0]?.message, where).toBe(expected.message);
      }
  }
}

/** Stable text for a set of form fields (keys sorted), for comparing calls as multisets. */
export function fieldsKey(path: string, fields: Record<string, string>): string {
  return `${path} ${JSON.stringify(Object.fromEntries(Object.entries(fields).sort()))}`;
}
