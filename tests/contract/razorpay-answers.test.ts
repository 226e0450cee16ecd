/**
 * The gateway's Razorpay client against recorded answers in the Payments and Refunds APIs'
 * shapes (recordings/razorpay/*.json): each recording holds the request the client must send
 * (method, path, idempotency header, JSON body), the answer it gets through a MockAgent, and
 * the typed model (or the client-visible error) it must make of it, written out.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { MockAgent } from 'undici';
import { describe, expect, it } from 'vitest';
import { RazorpayClient } from '../../gateway/upstream/razorpay/client.ts';

const DIR = path.join(import.meta.dirname, 'recordings', 'razorpay');
const ORIGIN = 'https://api.razorpay.test';

interface Recording {
  call: 'fetchPayment' | 'refundPayment';
  case: string;
  description: string;
  request: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
  };
  response: { httpStatus: number; body: unknown };
  expected: { value: unknown } | { error: { code: string; message: string } };
}

const recordings = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    file,
    recording: JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Recording,
  }));

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

function clientAnswering(recording: Recording) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const sent: Sent[] = [];
  agent
    .get(ORIGIN)
    .intercept({ path: recording.request.path, method: recording.request.method })
    .reply((request) => {
      const text = request.body === undefined || request.body === null ? '' : String(request.body);
      sent.push({
        method: request.method,
        path: request.path,
        headers: request.headers as Record<string, string>,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      return {
        statusCode: recording.response.httpStatus,
        data: JSON.stringify(recording.response.body),
      };
    });
  const client = new RazorpayClient({
    apiUrl: `${ORIGIN}/v1/`,
    keyId: 'rzp_test_Recorded0001',
    keySecret: 'recorded-secret-0123456789abcdef',
    dispatcher: agent,
    timeoutMs: 2000,
  });
  return { client, sent };
}

/** The payment id and refund notes the recordings were made for. */
const PAYMENT_ID = 'pay_29QQoUBi66xm2f';
const REFUND_NOTES = { reason: 'ALREADY_OWNED', c_id: '7', course_id: '1' };

describe('Razorpay answers, parsed once into typed models', () => {
  it('has recordings of both calls', () => {
    expect(new Set(recordings.map(({ recording }) => recording.call))).toEqual(
      new Set(['fetchPayment', 'refundPayment']),
    );
  });

  it.each(recordings)('$file', async ({ recording }) => {
    const { client, sent } = clientAnswering(recording);
    const log = pino({ level: 'silent' });
    const answer =
      recording.call === 'fetchPayment'
        ? client.fetchPayment(PAYMENT_ID, log)
        : client.refundPayment(
            { paymentId: PAYMENT_ID, notes: REFUND_NOTES, idempotencyKey: `refund-${PAYMENT_ID}` },
            log,
          );
    if ('value' in recording.expected) {
      expect(await answer).toEqual(recording.expected.value);
    } else {
      await expect(answer).rejects.toMatchObject({
        message: recording.expected.error.message,
        extensions: { code: recording.expected.error.code },
      });
    }
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe(recording.request.method);
    expect(request?.path).toBe(recording.request.path);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_Recorded0001:recorded-secret-0123456789abcdef').toString('base64')}`,
    );
    for (const [name, value] of Object.entries(recording.request.headers ?? {})) {
      expect(request?.headers[name]).toBe(value);
    }
    expect(request?.body).toEqual(recording.request.body);
  });
});
