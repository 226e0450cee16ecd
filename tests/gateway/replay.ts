/**
 * Replays a recorded provider answer through the gateway: builds the GraphQL operation
 * that makes the gateway call the recorded endpoint with the recorded fields, answers
 * that call with the recorded response through a MockAgent, and checks both what the
 * gateway sent (the exact multipart fields) and what the GraphQL client sees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import {
  changePasswordSchema,
  check,
  enquirySchema,
  profileSchema,
  recordPaymentSchema,
  signInSchema,
  signUpSchema,
} from '../../common/validation.ts';
import type { AnyObjectSchema } from 'yup';
import {
  TEST_NOW,
  UPLOADS_URL,
  envelope,
  formFields,
  mockProvider,
  sessionToken,
  startGateway,
} from './helpers.ts';
import type { GraphQLAnswer } from './helpers.ts';

export interface Recording {
  endpoint: string;
  case: string;
  description?: string;
  request: {
    fields?: Record<string, string>;
    raw?: { contentType: string; body: string };
  };
  response: { httpStatus: number; body: unknown };
  volatile?: string[];
}

export function loadRecordings(dir: string): { file: string; recording: Recording }[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({
    file,
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

type Row = Record<string, unknown>;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value as string | number).trim();
const optionalText = (value: unknown) => (text(value) === '' ? null : text(value));
const amount = (value: unknown) => Number(text(value).replace(/,/g, ''));
const upload = (folder: string, value: unknown) =>
  text(value) === '' ? null : `${UPLOADS_URL}${folder}/${encodeURIComponent(text(value))}`;
const WEEK_MS = 604_800_000;
/** The provider's zone in these tests is Asia/Kolkata (+05:30, no daylight saving). */
const istInstant = (date: string) => Date.parse(`${date.trim().replace(' ', 'T')}+05:30`);

/** "Nov 2026" -> a day in that month, so the enquiry's batch is one the form offers. */
function clockForBatch(batch: string | undefined): Date {
  const match = /^([A-Za-z]{3}) (\d{4})$/.exec(batch?.trim() ?? '');
  if (!match) return TEST_NOW;
  const month = new Date(`${match[1]} 1, 2000`).getMonth();
  return Number.isNaN(month) ? TEST_NOW : new Date(Date.UTC(Number(match[2]), month, 15, 6));
}

interface Scenario {
  query: string;
  variables: Record<string, unknown>;
  /** Customer the request is signed in as (from the recorded c_id). */
  customerId?: string;
  now: Date;
  env?: Record<string, string>;
  /** The shared rule the gateway applies first, and the input it is given. */
  rule?: { schema: AnyObjectSchema; input: Row };
  /** Provider answers the operation needs besides the recorded one. */
  stubs?: { path: string; body: unknown }[];
  /** The GraphQL data expected when the provider answers "200". */
  expectSuccess(data: Row, recording: Recording, answer: GraphQLAnswer): void;
}

function scenarioFor(endpoint: string, fields: Record<string, string>): Scenario {
  const now = TEST_NOW;
  switch (endpoint) {
    case 'customer/register': {
      const input = {
        name: fields.name ?? '',
        email: fields.email ?? '',
        mobile: fields.mobile ?? '',
        password: fields.password ?? '',
      };
      return {
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { ok message } }',
        variables: { input },
        now,
        rule: { schema: signUpSchema, input },
        expectSuccess: (data, recording) =>
          expect(data).toEqual({ register: { ok: true, message: messageOf(recording) } }),
      };
    }
    case 'customer/login': {
      const input = { username: fields.username ?? '', password: fields.password ?? '' };
      return {
        query:
          'mutation ($input: LoginInput!) { login(input: $input) { token message customer { id name email mobile } } }',
        variables: { input },
        now,
        rule: { schema: signInSchema, input },
        expectSuccess: (data, recording, answer) => {
          const row = dataOf(recording) as Row;
          const login = data.login as Row;
          expect(login.customer).toEqual({
            id: text(row.c_id),
            name: text(row.name),
            email: text(row.email),
            mobile: text(row.mobile),
          });
          expect(login.message).toBe(messageOf(recording));
          expect(typeof login.token).toBe('string');
          const cookie = answer.headers.get('set-cookie') ?? '';
          expect(cookie).toContain(`session=${String(login.token)}`);
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
        expectSuccess: (data, recording) => {
          const row = dataOf(recording) as Row;
          expect(data.me).toEqual({
            id: text(row.c_id) || text(fields.c_id),
            name: text(row.name),
            email: text(row.email),
            mobile: text(row.mobile),
          });
        },
      };
    case 'customer/profile_update': {
      const input = {
        name: fields.name ?? '',
        email: fields.email ?? '',
        mobile: fields.mobile ?? '',
      };
      return {
        query:
          'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id name email mobile } }',
        variables: { input },
        customerId: fields.c_id,
        now,
        rule: { schema: profileSchema, input },
        expectSuccess: (data) =>
          expect(data.updateProfile).toEqual({
            id: fields.c_id,
            name: text(input.name),
            email: text(input.email),
            mobile: text(input.mobile),
          }),
      };
    }
    case 'customer/change_pass': {
      const input = {
        oldPassword: fields.old_password ?? '',
        newPassword: fields.new_pass ?? '',
        confirmPassword: fields.new_pass ?? '',
      };
      return {
        query:
          'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok message } }',
        variables: { input },
        customerId: fields.c_id,
        now,
        rule: { schema: changePasswordSchema, input },
        expectSuccess: (data, recording) =>
          expect(data).toEqual({ changePassword: { ok: true, message: messageOf(recording) } }),
      };
    }
    case 'course/list':
      return {
        query:
          '{ courses { id title description imageUrl price discount finalPrice amountPaise } }',
        variables: {},
        now,
        expectSuccess: (data, recording) => {
          const rows = (dataOf(recording) ?? []) as Row[];
          expect(data.courses).toEqual(
            rows.map((row) => {
              const price = amount(row.course_price);
              const discount = text(row.discount) === '' ? 0 : amount(row.discount);
              return {
                id: text(row.course_id),
                title: text(row.course_title),
                description: text(row.course_description),
                imageUrl: upload('course', row.course_image),
                price,
                discount,
                finalPrice: price - discount,
                amountPaise: (price - discount) * 100,
              };
            }),
          );
        },
      };
    case 'customer/contact_us': {
      const input = {
        fname: fields.fname ?? '',
        lname: fields.lname ?? '',
        email: fields.email ?? '',
        mobile: fields.mobile ?? '',
        city: fields.city ?? '',
        capital: fields.capital ?? '',
        joinBatch: fields.join_batch ?? '',
        query: fields.query ?? '',
      };
      const batchNow = clockForBatch(fields.join_batch);
      return {
        query: 'mutation ($input: EnquiryInput!) { enquiry(input: $input) { ok message } }',
        variables: { input },
        now: batchNow,
        rule: { schema: enquirySchema(batchNow), input },
        expectSuccess: (data, recording) =>
          expect(data).toEqual({ enquiry: { ok: true, message: messageOf(recording) } }),
      };
    }
    case 'order/customer_order_list':
      return {
        query:
          '{ myOrders { id bookingCode orderedAt status amount customerName availableWeek course { id title description imageUrl } } }',
        variables: {},
        customerId: fields.c_id,
        now,
        expectSuccess: (data, recording) => {
          const rows = [...((dataOf(recording) ?? []) as Row[])].sort(
            (a, b) =>
              istInstant(text(b.order_date)) - istInstant(text(a.order_date)) ||
              Number(text(b.order_id)) - Number(text(a.order_id)),
          );
          expect(data.myOrders).toEqual(
            rows.map((row) => ({
              id: text(row.order_id),
              bookingCode: optionalText(row.booking_code),
              orderedAt: `${text(row.order_date).replace(' ', 'T')}+05:30`,
              status: text(row.payment_status),
              amount: amount(row.amount),
              customerName: optionalText(row.customer_name),
              availableWeek: Math.max(
                1,
                Math.floor((now.getTime() - istInstant(text(row.order_date))) / WEEK_MS) + 1,
              ),
              course: {
                id: text(row.course_id),
                title: text(row.course_title),
                description: text(row.course_description),
                imageUrl: upload('course', row.course_image),
              },
            })),
          );
        },
      };
    case 'course/details_list': {
      const courseId = fields.course_id ?? '';
      return {
        query:
          'query ($id: ID!) { course(id: $id) { id weekRange classItems { id title description week fileType thumbnailUrl unlocked fileUrl } } }',
        variables: { id: courseId },
        now,
        stubs: [
          {
            path: 'course/list',
            body: envelope('200', 'Courses fetched successfully.', [
              {
                course_id: courseId === '' ? '1' : courseId,
                course_title: 'A course',
                course_price: '100',
                discount: '',
              },
            ]),
          },
        ],
        expectSuccess: (data, recording) => {
          const rows = [...((dataOf(recording) ?? []) as Row[])].sort(
            (a, b) => amount(a.week) - amount(b.week),
          );
          const weeks = rows.map((row) => amount(row.week));
          expect(data.course).toEqual({
            id: courseId,
            weekRange:
              rows.length === 0 ? '1 - 8' : `${Math.min(...weeks)} - ${Math.max(...weeks)}`,
            classItems: rows.map((row) => ({
              id: text(row.cd_id),
              title: text(row.title),
              description: text(row.description),
              week: amount(row.week),
              fileType: text(row.file_type).toLowerCase() === 'video' ? 'VIDEO' : 'PDF',
              thumbnailUrl: upload('course_data', row.image_thumbnail),
              // The public outline never opens a lesson.
              unlocked: false,
              fileUrl: null,
            })),
          });
        },
      };
    }
    case 'order/save_payment': {
      const input = { courseId: fields.course_id ?? '', paymentId: fields.payment_id ?? '' };
      const courseId = text(fields.course_id);
      return {
        query:
          'mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { message order { id status course { id } } } }',
        variables: { input },
        customerId: fields.c_id,
        now,
        // Without a key secret the payment is recorded as the checkout reported it.
        env: { RAZORPAY_KEY_SECRET: '' },
        rule: { schema: recordPaymentSchema, input },
        stubs: [
          {
            path: 'course/list',
            body: envelope('200', 'Courses fetched successfully.', [
              {
                course_id: courseId === '' ? '1' : courseId,
                course_title: 'A course',
                course_price: '100',
                discount: '',
              },
            ]),
          },
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
        expectSuccess: (data, recording) =>
          expect(data.recordPayment).toEqual({
            message: messageOf(recording),
            order: { id: '41', status: 'Success', course: { id: courseId } },
          }),
      };
    }
    default:
      throw new Error(`no GraphQL operation calls ${endpoint}`);
  }
}

function bodyOf(recording: Recording): Row | null {
  const body = recording.response.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : null;
}
function messageOf(recording: Recording): string {
  return text(bodyOf(recording)?.message);
}
function dataOf(recording: Recording): unknown {
  return bodyOf(recording)?.data;
}

/**
 * Replays one recording. A recording of a request the gateway cannot make (not multipart,
 * or lacking a field the gateway always sends) is checked twice: the operation built from
 * the recorded input must not reach the provider at all, and the recorded answer, given
 * to the gateway's complete request, must reach the client as the contract says.
 */
export async function replay(recording: Recording): Promise<void> {
  const defaults = DEFAULT_FIELDS[recording.endpoint] ?? {};
  const fields = recording.request.fields;
  if (fields === undefined) {
    await run(recording, defaults, 'answer-only');
    return;
  }
  const lacking = Object.keys(defaults).filter((name) => !(name in fields));
  if (lacking.length === 0) {
    await run(recording, fields, 'exact');
    return;
  }
  await run(recording, fields, 'never-sent');
  await run(recording, { ...defaults, ...fields }, 'answer-only');
}

type Mode = 'exact' | 'answer-only' | 'never-sent';

async function run(recording: Recording, fields: Record<string, string>, mode: Mode) {
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

    // The shared rules run first: input they refuse never reaches the provider.
    const checked = scenario.rule ? check(scenario.rule.schema, scenario.rule.input) : null;
    if (checked && !checked.ok) {
      expect(provider.calls).toEqual([]);
      expect(answer.body.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: checked.fields,
      });
      expect(answer.body.errors?.[0]?.message).toBe(Object.values(checked.fields)[0]);
      return;
    }

    const sent = provider.callsTo(recording.endpoint);
    expect(sent).toHaveLength(1);
    if (mode === 'exact') {
      // Exactly the recorded fields (values as the shared rules trim them; passwords as typed).
      const expected = Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          name.includes('pass') ? value : value.trim(),
        ]),
      );
      expect(await formFields(sent[0]?.body ?? '')).toEqual(expected);
    }

    const envelopeBody = bodyOf(recording);
    const status = envelopeBody ? text(envelopeBody.status) : '';
    const error = answer.body.errors?.[0];
    if (recording.response.httpStatus !== 200 || envelopeBody === null || status === '') {
      expect(error?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
      expect(error?.message).toBe(
        'The course service is unavailable right now. Please try again shortly.',
      );
      return;
    }
    if (status !== '200') {
      expect(answer.body.errors).toHaveLength(1);
      expect(error?.extensions).toEqual({ code: 'PROVIDER_REJECTED', providerStatus: status });
      expect(error?.message).toBe(messageOf(recording));
      return;
    }
    expect(answer.body.errors).toBeUndefined();
    scenario.expectSuccess(answer.body.data ?? {}, recording, answer);
  } finally {
    await gateway.stop();
    await provider.agent.close();
  }
}
