/**
 * Replays a recorded provider answer through the gateway: builds the GraphQL operation
 * that makes the gateway call the recorded endpoint with the recorded fields, answers
 * that call with the recorded response through a MockAgent, and compares what the gateway
 * sent (the exact multipart fields) and what the GraphQL client saw with the literal
 * values written in the recording's `gateway` section.
 */
import { expect } from 'vitest';
import {
  TEST_NOW,
  envelope,
  formFields,
  mockProvider,
  sessionToken,
  startGateway,
} from '../support/gateway.ts';
import type { GatewayExpectation, Recording } from './provider-recordings.ts';

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
  'customer/contact_us': {
    fname: 'Ravi',
    lname: 'Kumar',
    email: 'ravi@example.com',
    mobile: '9876500022',
    city: 'Pune',
    capital: '0 to 50,000',
    join_batch: 'Nov 2026',
    query: 'Do you have weekend batches?',
  },
  'order/customer_order_list': { c_id: '1' },
  'course/details_list': { course_id: '1' },
  'order/save_payment': { payment_id: 'pay_Default000001', course_id: '1', c_id: '1' },
};

/** "Nov 2026" -> a day in that month, so the enquiry's batch is one the form offers. */
function clockForBatch(batch: string | undefined): Date {
  const match = /^([A-Za-z]{3}) (\d{4})$/.exec(batch?.trim() ?? '');
  if (!match) return TEST_NOW;
  const month = new Date(`${match[1]} 1, 2000`).getMonth();
  return Number.isNaN(month) ? TEST_NOW : new Date(Date.UTC(Number(match[2]), month, 15, 6));
}

/** A course list answer naming one course, for operations that look the course up first. */
function oneCourse(courseId: string) {
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
}

/** The GraphQL operation that makes the gateway call `endpoint` with `fields`. */
function scenarioFor(endpoint: string, fields: Record<string, string>): Scenario {
  const now = TEST_NOW;
  switch (endpoint) {
    case 'customer/register':
      return {
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { ok message } }',
        variables: {
          input: {
            name: fields.name ?? '',
            email: fields.email ?? '',
            mobile: fields.mobile ?? '',
            password: fields.password ?? '',
          },
        },
        now,
      };
    case 'customer/login':
      return {
        query:
          'mutation ($input: LoginInput!) { login(input: $input) { token message customer { id name email mobile } } }',
        variables: { input: { username: fields.username ?? '', password: fields.password ?? '' } },
        now,
      };
    case 'customer/get_customer':
      return {
        query: '{ me { id name email mobile } }',
        variables: {},
        customerId: fields.c_id,
        now,
      };
    case 'customer/profile_update':
      return {
        query:
          'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id name email mobile } }',
        variables: {
          input: {
            name: fields.name ?? '',
            email: fields.email ?? '',
            mobile: fields.mobile ?? '',
          },
        },
        customerId: fields.c_id,
        now,
      };
    case 'customer/change_pass':
      return {
        query:
          'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok message } }',
        variables: {
          input: {
            oldPassword: fields.old_password ?? '',
            newPassword: fields.new_pass ?? '',
            confirmPassword: fields.new_pass ?? '',
          },
        },
        customerId: fields.c_id,
        now,
      };
    case 'course/list':
      return {
        query:
          '{ courses { id title description imageUrl price discount finalPrice amountPaise } }',
        variables: {},
        now,
      };
    case 'customer/contact_us':
      return {
        query: 'mutation ($input: EnquiryInput!) { enquiry(input: $input) { ok message } }',
        variables: {
          input: {
            fname: fields.fname ?? '',
            lname: fields.lname ?? '',
            email: fields.email ?? '',
            mobile: fields.mobile ?? '',
            city: fields.city ?? '',
            capital: fields.capital ?? '',
            joinBatch: fields.join_batch ?? '',
            query: fields.query ?? '',
          },
        },
        now: clockForBatch(fields.join_batch),
      };
    case 'order/customer_order_list':
      return {
        query:
          '{ myOrders { id bookingCode orderedAt status amount customerName availableWeek course { id title description imageUrl } } }',
        variables: {},
        customerId: fields.c_id,
        now,
      };
    case 'course/details_list':
      return {
        query:
          'query ($id: ID!) { course(id: $id) { id weekRange classItems { id title description week fileType thumbnailUrl unlocked fileUrl } } }',
        variables: { id: fields.course_id ?? '' },
        now,
        stubs: [oneCourse(fields.course_id ?? '')],
      };
    case 'order/save_payment': {
      const courseId = (fields.course_id ?? '').trim();
      return {
        query:
          'mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { message order { id status course { id } } } }',
        variables: {
          input: { courseId: fields.course_id ?? '', paymentId: fields.payment_id ?? '' },
        },
        customerId: fields.c_id,
        now,
        // Without a key secret the payment is recorded as the checkout reported it.
        env: { RAZORPAY_KEY_SECRET: '' },
        stubs: [
          oneCourse(courseId),
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

/** A login answer's token differs on every run; the recording writes this in its place. */
const SESSION_TOKEN = '<session token>';

/**
 * Which inputs a recording is replayed with. A request the gateway can make is replayed as
 * recorded. A request it cannot make (not multipart, or lacking a field the gateway always
 * sends) is replayed twice: as recorded, where the gateway must refuse before calling the
 * provider, and completed with the endpoint's valid fields, so the recorded answer reaches
 * the client through the gateway's complete request.
 */
function inputsOf(
  recording: Recording,
): { input: GatewayExpectation['input']; fields: Record<string, string> }[] {
  const defaults = DEFAULT_FIELDS[recording.endpoint] ?? {};
  const fields = recording.request.fields;
  if (fields === undefined) return [{ input: 'complete', fields: defaults }];
  const lacking = Object.keys(defaults).filter((name) => !(name in fields));
  if (lacking.length === 0) return [{ input: 'recorded', fields }];
  return [
    { input: 'recorded', fields },
    { input: 'complete', fields: { ...defaults, ...fields } },
  ];
}

export async function replay(recording: Recording): Promise<void> {
  const runs = inputsOf(recording);
  expect(
    (recording.gateway ?? []).map((expectation) => expectation.input),
    'the recording writes out what the gateway sends and answers for each input',
  ).toEqual(runs.map((run) => run.input));
  for (const [index, { fields }] of runs.entries()) {
    const expected = recording.gateway?.[index];
    if (expected) await run(recording, fields, expected);
  }
}

async function run(
  recording: Recording,
  fields: Record<string, string>,
  expected: GatewayExpectation,
) {
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

    const sent = provider.callsTo(recording.endpoint);
    if (expected.sends === null) {
      expect(sent).toEqual([]);
      // Input the shared rules refuse reaches no provider endpoint at all.
      if (expected.answer.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT') {
        expect(provider.calls).toEqual([]);
      }
    } else {
      expect(sent).toHaveLength(1);
      expect(await formFields(sent[0]?.body ?? '')).toEqual(expected.sends);
    }

    const body = structuredClone(answer.body);
    const login = body.data?.login;
    if (typeof login === 'object' && login !== null && 'token' in login) {
      // A signed-in answer carries its token in the body and in an HttpOnly cookie.
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`session=${String(login.token)}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      login.token = SESSION_TOKEN;
    }
    expect(body).toEqual(expected.answer);
  } finally {
    await gateway.stop();
    await provider.agent.close();
  }
}
