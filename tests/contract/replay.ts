/**
 * Replays a recorded provider answer through the gateway: builds the GraphQL operation
 * that makes the gateway call the recorded endpoint with the recorded fields, answers
 * that call with the recorded response through a MockAgent, and checks both what the
 * gateway sent (the exact multipart fields) and what the GraphQL client sees against the
 * answer written out beside the recording (`expected`): literal values, never computed
 * here or by the gateway's own code.
 *
 * A recording without `expected` fails. To write one for a new recording, run its test
 * with RECORD_EXPECTED=1, then read the written answer against the recording and SPEC.md
 * before committing it: it is the contract from then on.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import {
  TEST_NOW,
  envelope,
  formFields,
  mockProvider,
  sessionToken,
  startGateway,
} from '../support/gateway.ts';
import type { GraphQLAnswer } from '../support/gateway.ts';
import { RAVI_ENQUIRY } from '../support/enquiry.ts';

interface Recording {
  endpoint: string;
  case: string;
  description?: string;
  request: {
    fields?: Record<string, string>;
    raw?: { contentType: string; body: string };
  };
  response: { httpStatus: number; body: unknown };
  volatile?: string[];
  /** What the GraphQL client is given: the operation's data, or its one error. */
  expected?: Expected;
}

type Expected =
  | { data: Record<string, unknown> }
  | { error: { message: string; extensions: Record<string, unknown> } };

interface LoadedRecording {
  file: string;
  /** Where it is kept, for RECORD_EXPECTED. */
  path: string;
  recording: Recording;
}

export function loadRecordings(dir: string): LoadedRecording[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      path: path.join(dir, file),
      recording: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Recording,
    }));
}

/** The endpoints the gateway calls, each with the operation that makes it call them. */
export const PROVIDER_ENDPOINTS = [
  'customer/register',
  'customer/login',
  'customer/get_customer',
  'customer/profile_update',
  'customer/change_pass',
  'course/list',
  'customer/contact_us',
  'order/customer_order_list',
  'course/details_list',
  'order/save_payment',
] as const;

/** Valid fields per endpoint, for recordings of bodies the gateway cannot send (request.raw). */
const DEFAULT_FIELDS: Record<string, Record<string, string>> = {
  'customer/register': {
    name: 'Asha Verma',
    email: 'asha@example.com',
    mobile: '9876500011',
    password: 'secret123',
  },
  'customer/login': { username: 'demo@example.com', password: 'demo12345' },
  'customer/get_customer': { c_id: '1' },
  'customer/profile_update': {
    c_id: '1',
    name: 'Demo Student',
    email: 'demo@example.com',
    mobile: '9876543210',
  },
  'customer/change_pass': { c_id: '1', old_password: 'demo12345', new_pass: 'newpass123' },
  'course/list': {},
  'customer/contact_us': { ...RAVI_ENQUIRY, join_batch: 'Nov 2026' },
  'order/customer_order_list': { c_id: '1' },
  'course/details_list': { course_id: '1' },
  'order/save_payment': { payment_id: 'pay_Default000001', course_id: '1', c_id: '1' },
};

type Row = Record<string, unknown>;

/** "Nov 2026" -> a day in that month, so the enquiry's batch is one the form offers. */
function clockForBatch(batch: string | undefined): Date {
  const match = /^([A-Za-z]{3}) (\d{4})$/.exec(batch?.trim() ?? '');
  if (!match) return TEST_NOW;
  const month = new Date(`${match[1]} 1, 2000`).getMonth();
  return Number.isNaN(month) ? TEST_NOW : new Date(Date.UTC(Number(match[2]), month, 15, 6));
}

/** The course list with the one course an operation is about (priced 100 rupees). */
function listing(courseId: string) {
  return {
    path: 'course/list',
    body: envelope('200', 'Courses fetched successfully.', [
      {
        course_id: courseId === '' ? '1' : courseId,
        course_title: 'A course',
        course_price: '100',
        discount: '',
      },
    ]),
  };
}

interface Scenario {
  query: string;
  variables: Record<string, unknown>;
  /** Customer the request is signed in as (from the recorded c_id). */
  customerId?: string;
  now: Date;
  env?: Record<string, string>;
  /** Provider answers the operation needs besides the recorded one. */
  stubs?: { path: string; body: unknown }[];
  /** Checks beyond the data, on an answer that succeeded (the sign-in cookie). */
  alsoOnSuccess?: (answer: GraphQLAnswer) => void;
}

/** A GraphQL input read from the recorded provider fields it names ('' for one not recorded). */
function inputFrom(
  fields: Record<string, string>,
  names: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).map(([input, field]) => [input, fields[field] ?? '']),
  );
}

function scenarioFor(endpoint: string, fields: Record<string, string>): Scenario {
  const now = TEST_NOW;
  switch (endpoint) {
    case 'customer/register': {
      const input = inputFrom(fields, {
        name: 'name',
        email: 'email',
        mobile: 'mobile',
        password: 'password',
      });
      return {
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { ok message } }',
        variables: { input },
        now,
      };
    }
    case 'customer/login': {
      const input = inputFrom(fields, { username: 'username', password: 'password' });
      return {
        query:
          'mutation ($input: LoginInput!) { login(input: $input) { message customer { id name email mobile } } }',
        variables: { input },
        now,
        // The token is new each time: the client is given it as an HttpOnly cookie.
        alsoOnSuccess: (answer) => {
          const cookie = answer.headers.get('set-cookie') ?? '';
          expect(cookie).toMatch(/^session=[^;]+;/);
          expect(cookie).toMatch(/HttpOnly/i);
          expect(cookie).toMatch(/SameSite=Lax/i);
        },
      };
    }
    case 'customer/get_customer':
      return {
        query: '{ me { id name email mobile } }',
        variables: {},
        customerId: fields.c_id,
        now,
      };
    case 'customer/profile_update': {
      const input = inputFrom(fields, { name: 'name', email: 'email', mobile: 'mobile' });
      return {
        query:
          'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id name email mobile } }',
        variables: { input },
        customerId: fields.c_id,
        now,
      };
    }
    case 'customer/change_pass': {
      const input = inputFrom(fields, {
        oldPassword: 'old_password',
        newPassword: 'new_pass',
        confirmPassword: 'new_pass',
      });
      return {
        query:
          'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok message } }',
        variables: { input },
        customerId: fields.c_id,
        now,
      };
    }
    case 'course/list':
      return {
        query:
          '{ courses { id title description imageUrl price discount finalPrice amountPaise } }',
        variables: {},
        now,
      };
    case 'customer/contact_us': {
      const input = inputFrom(fields, {
        fname: 'fname',
        lname: 'lname',
        email: 'email',
        mobile: 'mobile',
        city: 'city',
        capital: 'capital',
        joinBatch: 'join_batch',
        query: 'query',
      });
      const batchNow = clockForBatch(fields.join_batch);
      return {
        query: 'mutation ($input: EnquiryInput!) { enquiry(input: $input) { ok message } }',
        variables: { input },
        now: batchNow,
      };
    }
    case 'order/customer_order_list':
      return {
        query:
          '{ myOrders { id bookingCode orderedAt status amount customerName availableWeek course { id title description imageUrl } } }',
        variables: {},
        customerId: fields.c_id,
        now,
      };
    case 'course/details_list': {
      const courseId = fields.course_id ?? '';
      return {
        query:
          'query ($id: ID!) { course(id: $id) { id weekRange classItems { id title description week fileType thumbnailUrl unlocked fileUrl } } }',
        variables: { id: courseId },
        now,
        stubs: [listing(courseId)],
      };
    }
    case 'order/save_payment': {
      const input = inputFrom(fields, { courseId: 'course_id', paymentId: 'payment_id' });
      const courseId = (fields.course_id ?? '').trim();
      return {
        query:
          'mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { message order { id status course { id } } } }',
        variables: { input },
        customerId: fields.c_id,
        now,
        // Without a key secret the payment is recorded as the checkout reported it.
        env: { RAZORPAY_KEY_SECRET: '' },
        stubs: [
          listing(courseId),
          {
            path: 'order/customer_order_list',
            body: envelope('200', 'Orders fetched successfully.', [
              {
                order_id: '41',
                order_date: '2026-11-22 11:00:00',
                payment_status: 'Success',
                amount: '100',
                course_id: courseId,
              },
            ]),
          },
        ],
      };
    }
    default:
      throw new Error(`no GraphQL operation calls ${endpoint}`);
  }
}

/**
 * Replays one recording. A recording of a request the gateway cannot make (not multipart,
 * or lacking a field the gateway always sends) is checked twice: the operation built from
 * the recorded input must not reach the provider at all, and the recorded answer, given
 * to the gateway's complete request, must reach the client as `expected` says.
 */
export async function replay({ recording, path: file }: LoadedRecording): Promise<void> {
  const defaults = DEFAULT_FIELDS[recording.endpoint] ?? {};
  const fields = recording.request.fields;
  if (fields === undefined) {
    await run(recording, file, defaults, 'answer-only');
    return;
  }
  const lacking = Object.keys(defaults).filter((name) => !(name in fields));
  if (lacking.length === 0) {
    await run(recording, file, fields, 'exact');
    return;
  }
  await run(recording, file, fields, 'never-sent');
  await run(recording, file, { ...defaults, ...fields }, 'answer-only');
}

type Mode = 'exact' | 'answer-only' | 'never-sent';

/** The answer as the contract states it: the data, or the one error's message and extensions. */
function asExpected(answer: GraphQLAnswer): Expected {
  const error = answer.body.errors?.[0];
  if (error) {
    return { error: { message: error.message, extensions: { ...error.extensions } } };
  }
  return { data: (answer.body.data ?? {}) as Row };
}

async function run(recording: Recording, file: string, fields: Record<string, string>, mode: Mode) {
  const scenario = scenarioFor(recording.endpoint, fields);
  const provider = mockProvider();
  provider.answer(recording.endpoint, recording.response.body, {
    httpStatus: recording.response.httpStatus,
  });
  for (const stub of scenario.stubs ?? []) provider.answer(stub.path, stub.body, { persist: true });

  const gateway = await startGateway({
    dispatcher: provider.agent,
    now: () => scenario.now,
    ...(scenario.env ? { env: scenario.env } : {}),
  });
  try {
    const token = scenario.customerId
      ? await sessionToken(gateway, scenario.customerId)
      : undefined;
    const answer = await gateway.gql(scenario.query, scenario.variables, token ? { token } : {});
    expect(answer.status).toBe(200);

    if (mode === 'never-sent') {
      // No input, session or argument makes the gateway send this incomplete request.
      expect(provider.callsTo(recording.endpoint)).toEqual([]);
      const error = answer.body.errors?.[0];
      if (error) {
        expect(['BAD_USER_INPUT', 'UNAUTHENTICATED']).toContain(error.extensions?.code);
      } else {
        expect(Object.values(answer.body.data ?? {})).toEqual([null]);
      }
      return;
    }

    const expected = recording.expected;
    if (expected === undefined) {
      if (process.env.RECORD_EXPECTED !== '1') {
        throw new Error(`${file} has no expected answer: see the top of tests/contract/replay.ts`);
      }
      const written = { ...recording, expected: asExpected(answer) };
      writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
      return;
    }

    expect(asExpected(answer)).toEqual(expected);
    expect(answer.body.errors ?? []).toHaveLength('error' in expected ? 1 : 0);
    if ('error' in expected && expected.error.extensions.code === 'BAD_USER_INPUT') {
      // The shared rules run first: input they refuse never reaches the provider.
      expect(provider.calls).toEqual([]);
      return;
    }

    const sent = provider.callsTo(recording.endpoint);
    expect(sent).toHaveLength(1);
    if (mode === 'exact') {
      // Exactly the recorded fields (values as the shared rules trim them; passwords as typed).
      const expectedFields = Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          name.includes('pass') ? value : value.trim(),
        ]),
      );
      expect(await formFields(sent[0]?.body ?? '')).toEqual(expectedFields);
    }
    if ('data' in expected) scenario.alsoOnSuccess?.(answer);
  } finally {
    await gateway.stop();
    await provider.agent.close();
  }
}
