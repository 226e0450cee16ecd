/**
 * Fuzz: every mutation meets at least a thousand random and hostile inputs (long strings,
 * blanks, unicode oddities, injection strings, markup, prototype keys, wrong JSON types,
 * missing and extra fields, odd numeric ids), sent as raw JSON so GraphQL's own coercion
 * sees them. The gateway must answer each with a well-formed GraphQL response, never a
 * 5xx, never an internal error or internal text, exactly the answer the shared rules
 * predict, and keep serving. The provider is an undici MockAgent that records every form
 * body; it must only ever see values the shared rules accept, already trimmed, and exactly
 * one call per valid input.
 *
 * Deterministic: the inputs come from a seeded PRNG. A failure names the seed and the
 * case; rerun with FUZZ_SEED=<seed> to replay another run's inputs.
 */
import { readFileSync } from 'node:fs';
import { Kind, buildSchema, getVariableValues, parse } from 'graphql';
import type { OperationDefinitionNode, VariableDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  batchOptions,
  capitalOptions,
  changePasswordSchema,
  check,
  enquirySchema,
  profileSchema,
  recordPaymentSchema,
  signInSchema,
  signUpSchema,
} from '../../common/validation.ts';
import { paymentSignature } from '../../gateway/checkout/signatures.ts';
import { TEST_NOW, startGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import {
  CONCURRENCY,
  answered,
  closeClient,
  expectAnswer,
  fieldsKey,
  invalid,
  notFound,
  pooled,
  rejected,
  send,
} from './fuzz-answers.ts';
import type { Answer, DataCheck, Judgement } from './fuzz-answers.ts';
import {
  JsonObject,
  PROTOTYPE_WORDS,
  RawJson,
  Rng,
  headerText,
  hostileText,
  multipartFields,
  randomText,
  writeJson,
  wrongType,
} from './fuzz-kit.ts';
import type { Json } from './fuzz-kit.ts';
import {
  CUSTOMER,
  MESSAGES,
  TAKEN_EMAIL,
  UNKNOWN_USER,
  WRONG_PASSWORD,
  expectOnlyValidArrivals,
  knownCourses,
  recordingProvider,
  wellFormed,
} from './fuzz-provider.ts';

const DEFAULT_SEED = 20261122;
const SEED = /^\d+$/.test(process.env.FUZZ_SEED ?? '')
  ? Number(process.env.FUZZ_SEED)
  : DEFAULT_SEED;
const CASES_PER_MUTATION = 1000;
const BODY_LIMIT_BYTES = 100 * 1024;
const SECRET = 'academy_test_secret_0000000001';

interface FuzzCase {
  label: string;
  body: string;
  headers: Record<string, string>;
  judge: () => Judgement;
}

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

function variableDefinitions(query: string): readonly VariableDefinitionNode[] {
  const operation = parse(query).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.variableDefinitions ?? [];
}

interface MutationSpec {
  field: string;
  query: string;
  needsSession: boolean;
  /** The variables of case `index` (a JsonObject, or a raw JSON value for hostile shapes). */
  variables(rng: Rng, index: number): Json;
  /** The answer the gateway owes for coerced variables, with a session where one is needed. */
  judge(variables: Record<string, unknown>): Judgement;
}

/** Builds a case: the request as sent, and the oracle run on exactly what the server parses. */
function buildCase(spec: MutationSpec, rng: Rng, index: number, token: string): FuzzCase {
  const label = `${spec.field} #${index}`;
  const headers: Record<string, string> = {};
  const session = spec.needsSession ? rng.int(100) : 100;
  let authenticated = true;
  if (session < 4) {
    authenticated = false;
  } else if (session < 8) {
    authenticated = false;
    headers.authorization = rng.chance(0.5) ? `Bearer ${headerText(rng)}` : headerText(rng);
  } else if (session < 10) {
    authenticated = false;
    headers.cookie = `session=${headerText(rng).replace(/;/g, '')}`;
  } else {
    headers.authorization = `Bearer ${token}`;
  }

  const variables = spec.variables(rng, index);
  const variablesText = writeJson(variables);
  const shape = rng.int(100);
  let body = `{"query":${JSON.stringify(spec.query)},"variables":${variablesText}}`;
  let refused = false;
  if (shape === 0) {
    refused = true;
    body = rng.pick([
      `{"query":${JSON.stringify(spec.query)},"variables":${JSON.stringify(variablesText)}}`,
      `{"query":${JSON.stringify(spec.query)},"variables":[${variablesText}]}`,
      `{"variables":${variablesText}}`,
      `{"query":${JSON.stringify(spec.query)},"variables":${variablesText},"operationName":7}`,
      `[{"query":${JSON.stringify(spec.query)},"variables":${variablesText}}]`,
      `{"query":${JSON.stringify(spec.query)},"variables":${variablesText}`,
      `"${spec.field}"`,
      'null',
    ]);
  } else if (shape === 1) {
    body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"query":${JSON.stringify(spec.query)},"variables":${variablesText}}`;
  }

  const size = Buffer.byteLength(body);
  return {
    label,
    body,
    headers,
    judge() {
      if (size > BODY_LIMIT_BYTES) return { expected: { kind: 'refused', status: 413 } };
      if (refused) return { expected: { kind: 'refused', status: 400 } };
      const parsed: unknown = JSON.parse(variablesText);
      const inputs =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {};
      const coercion = getVariableValues(schema, variableDefinitions(spec.query), inputs);
      if (coercion.errors) return { expected: { kind: 'coercion' } };
      if (spec.needsSession && !authenticated) {
        return {
          expected: { kind: 'error', code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated },
        };
      }
      return spec.judge(coercion.coerced);
    },
  };
}

// ---------------------------------------------------------------------------------------
// Field generators
// ---------------------------------------------------------------------------------------

type Valid = (rng: Rng) => string;

const pad = (rng: Rng, text: string) =>
  `${rng.pick(['', ' ', '  ', '\t', '\n', '\u00a0', '\ufeff'])}${text}${rng.pick(['', ' ', '\t', '\r\n', '\u3000'])}`;

/** A field's value: valid (maybe padded), hostile, valid with a hostile affix, wrong type, null or missing. */
function fieldValue(rng: Rng, valid: Valid): Json | undefined {
  const roll = rng.next();
  if (roll < 0.3) return rng.chance(0.4) ? pad(rng, valid(rng)) : valid(rng);
  if (roll < 0.62) return hostileText(rng);
  if (roll < 0.74) {
    const affix = rng.chance(0.5) ? randomText(rng, rng.between(1, 6)) : hostileText(rng);
    return rng.chance(0.5) ? `${valid(rng)}${affix}` : `${affix}${valid(rng)}`;
  }
  if (roll < 0.88) return wrongType(rng);
  if (roll < 0.94) return undefined;
  return null;
}

const EXTRA_KEYS = [
  'c_id',
  'customerId',
  'price',
  'amount',
  'isAdmin',
  'role',
  '',
  ' ',
  'name ',
  ...PROTOTYPE_WORDS,
] as const;

/**
 * An input object: in a third of cases every field valid but at most one, otherwise each
 * field drawn on its own; sometimes with extra or prototype keys, sometimes not an object.
 */
function inputObject(
  rng: Rng,
  fields: Record<string, Valid>,
  optional: string[] = [],
): Json | undefined {
  const shape = rng.int(100);
  if (shape < 3) return undefined;
  if (shape < 7) return wrongType(rng);
  if (shape < 9) return hostileText(rng);
  const names = Object.keys(fields);
  const mostlyValid = shape < 45;
  const broken = mostlyValid && rng.chance(0.6) ? rng.pick(names) : null;
  const entries: [string, Json][] = [];
  for (const name of names) {
    const valid = fields[name] as Valid;
    let value: Json | undefined;
    if (mostlyValid && name !== broken) {
      value =
        optional.includes(name) && rng.chance(0.2)
          ? undefined
          : rng.chance(0.3)
            ? pad(rng, valid(rng))
            : valid(rng);
    } else {
      value = fieldValue(rng, valid);
    }
    if (value !== undefined) entries.push([name, value]);
  }
  if (rng.chance(0.06))
    entries.push([rng.pick(EXTRA_KEYS), rng.chance(0.5) ? hostileText(rng) : wrongType(rng)]);
  if (rng.chance(0.03))
    entries.push(['__proto__', JsonObject.of({ polluted: true, isAdmin: true })]);
  if (rng.chance(0.02) && entries.length > 0) {
    // A duplicate key: JSON.parse keeps the last one, on both sides.
    const [name] = entries[0] ?? ['', ''];
    entries.push([name, hostileText(rng)]);
  }
  return new JsonObject(rng.chance(0.5) ? entries : entries.reverse());
}

function variablesWith(rng: Rng, name: string, value: Json | undefined): Json {
  const entries: [string, Json][] = value === undefined ? [] : [[name, value]];
  if (rng.chance(0.03)) entries.push(['__proto__', JsonObject.of({ polluted: true })]);
  if (rng.chance(0.03)) entries.push([rng.pick(['c_id', 'customerId', 'x']), hostileText(rng)]);
  if (rng.chance(0.02)) return rng.pick<Json>([null, new JsonObject([])]);
  return new JsonObject(entries);
}

/** The `i` variable of a mutation taking an input object, drawn by inputObject. */
function inputVariables(rng: Rng, fields: Record<string, Valid>, optional: string[] = []): Json {
  return variablesWith(rng, 'i', inputObject(rng, fields, optional));
}

const alnum = (rng: Rng, length: number) => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let text = '';
  for (let i = 0; i < length; i += 1) text += letters[rng.int(letters.length)] ?? 'x';
  return text;
};

const validName: Valid = (rng) =>
  rng.pick([
    'Asha Verma',
    'Ravi Kumar',
    'Zoë Ångström',
    'मीरा शर्मा',
    "Conan O'Brien",
    'Li',
    'Ṣọlá',
  ]);
const validEmail: Valid = (rng) =>
  rng.chance(0.08)
    ? TAKEN_EMAIL
    : rng.pick([
        'asha@example.com',
        'ravi.k+course@mail.co.in',
        `s${rng.int(1e6)}@x.io`,
        'ü@exämple.de',
      ]);
const validMobile: Valid = (rng) =>
  rng.pick(['9876543210', '919876543210', '98765432101', '0123456789']);
const validPassword: Valid = (rng) =>
  rng.pick([
    'correct horse',
    'pässwörd-123',
    'S3cure!pass',
    '        ',
    'x'.repeat(128),
    ' spaced out ',
  ]);
const validCourseId: Valid = (rng) => rng.pick(['1', '2', '1', '2', '3', '99']);

// ---------------------------------------------------------------------------------------
// The mutations
// ---------------------------------------------------------------------------------------

const registerSpec: MutationSpec = {
  field: 'register',
  query: 'mutation Register($i: RegisterInput!) { register(input: $i) { ok message } }',
  needsSession: false,
  variables: (rng) =>
    inputVariables(rng, {
      name: validName,
      email: validEmail,
      mobile: validMobile,
      password: validPassword,
    }),
  judge(variables) {
    const result = check(signUpSchema, variables.i);
    if (!result.ok) return invalid(result.fields);
    const sends = [{ path: 'customer/register', fields: { ...result.value } }];
    if (JSON.stringify(result.value).includes(TAKEN_EMAIL))
      return { ...rejected(MESSAGES.taken), sends };
    return answered({ register: { ok: true, message: MESSAGES.registered } }, sends);
  },
};

const loginSpec: MutationSpec = {
  field: 'login',
  query:
    'mutation Login($i: LoginInput!) { login(input: $i) { token message customer { id name email mobile } } }',
  needsSession: false,
  variables: (rng) =>
    inputVariables(rng, {
      username: (r) => (r.chance(0.1) ? UNKNOWN_USER : validEmail(r)),
      password: validPassword,
    }),
  judge(variables) {
    const result = check(signInSchema, variables.i);
    if (!result.ok) return invalid(result.fields);
    const sends = [{ path: 'customer/login', fields: { ...result.value } }];
    if (JSON.stringify(result.value).includes(UNKNOWN_USER))
      return { ...rejected(MESSAGES.badLogin), sends };
    return answered(
      {
        login: {
          token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) as unknown,
          message: MESSAGES.loggedIn,
          customer: {
            id: CUSTOMER.c_id,
            name: CUSTOMER.name,
            email: CUSTOMER.email,
            mobile: CUSTOMER.mobile,
          },
        },
      },
      sends,
    );
  },
};

const updateProfileSpec: MutationSpec = {
  field: 'updateProfile',
  query:
    'mutation Profile($i: ProfileInput!) { updateProfile(input: $i) { id name email mobile } }',
  needsSession: true,
  variables: (rng) =>
    inputVariables(rng, {
      name: validName,
      email: validEmail,
      mobile: (r) => (r.chance(0.2) ? '' : validMobile(r)),
    }),
  judge(variables) {
    const result = check(profileSchema, variables.i);
    if (!result.ok) return invalid(result.fields);
    const value = result.value;
    return answered({ updateProfile: { id: CUSTOMER.c_id, ...value } }, [
      { path: 'customer/profile_update', fields: { c_id: CUSTOMER.c_id, ...value } },
    ]);
  },
};

const changePasswordSpec: MutationSpec = {
  field: 'changePassword',
  query: 'mutation Password($i: ChangePasswordInput!) { changePassword(input: $i) { ok message } }',
  needsSession: true,
  variables(rng) {
    const newPassword = validPassword(rng);
    return inputVariables(rng, {
      oldPassword: (r) => (r.chance(0.15) ? WRONG_PASSWORD : validPassword(r)),
      newPassword: () => newPassword,
      confirmPassword: (r) => (r.chance(0.85) ? newPassword : validPassword(r)),
    });
  },
  judge(variables) {
    const result = check(changePasswordSchema, variables.i);
    if (!result.ok) return invalid(result.fields);
    const fields = {
      c_id: CUSTOMER.c_id,
      old_password: result.value.oldPassword,
      new_pass: result.value.newPassword,
    };
    const sends = [{ path: 'customer/change_pass', fields }];
    if (JSON.stringify(fields).includes(WRONG_PASSWORD))
      return { ...rejected(MESSAGES.oldPassword), sends };
    return answered({ changePassword: { ok: true, message: MESSAGES.password } }, sends);
  },
};

const batches = batchOptions(TEST_NOW);
const enquirySpec: MutationSpec = {
  field: 'enquiry',
  query: 'mutation Enquiry($i: EnquiryInput!) { enquiry(input: $i) { ok message } }',
  needsSession: false,
  variables: (rng) =>
    inputVariables(rng, {
      fname: (r) => r.pick(['Asha', 'Ravi', 'Zoë', 'मीरा', 'Li']),
      lname: (r) => r.pick(['Verma', 'Kumar', "O'Neil", 'Ångström']),
      email: (r) => r.pick(['asha@example.com', 'ravi.k@mail.co.in', 'a_b%c@d-e.org']),
      mobile: (r) => r.pick(['9876543210', '919876543210', '0919876543210']),
      city: (r) => r.pick(['Pune', 'New Delhi', 'Bengaluru', 'São Paulo', 'x']),
      capital: (r) => r.pick(capitalOptions),
      joinBatch: (r) => r.pick(r.chance(0.9) ? batches : ['Jan 2020', 'nov 2026']),
      query: (r) =>
        r.pick([
          'When does the next batch start?',
          'Is there a weekend batch for working people?',
          'क्या हिंदी में कक्षाएं हैं?',
          'x'.repeat(200),
        ]),
    }),
  judge(variables) {
    const result = check(enquirySchema(TEST_NOW), variables.i);
    if (!result.ok) return invalid(result.fields);
    const { joinBatch, ...rest } = result.value;
    return answered({ enquiry: { ok: true, message: MESSAGES.enquiry } }, [
      { path: 'customer/contact_us', fields: { ...rest, join_batch: joinBatch } },
    ]);
  },
};

/** An ID variable: valid ids (maybe padded), hostile text, numbers, odd numbers, wrong types. */
function idValue(rng: Rng): Json | undefined {
  const roll = rng.next();
  if (roll < 0.12)
    return rng.pick<Json>([
      1,
      2,
      -1,
      0,
      3,
      99,
      new RawJson('1.0'),
      new RawJson('1e0'),
      new RawJson('9007199254740993'),
    ]);
  return fieldValue(rng, validCourseId);
}

const startCheckoutSpec: MutationSpec = {
  field: 'startCheckout',
  query:
    'mutation Checkout($c: ID!) { startCheckout(courseId: $c) { amount currency orderId courseId key } }',
  needsSession: true,
  variables: (rng) => variablesWith(rng, 'c', idValue(rng)),
  judge(variables) {
    const courseId = String(variables.c).trim();
    const amount = knownCourses.get(courseId);
    // The customer is read for every checkout; only a listed course they do not own gets a
    // payment order.
    const customer = { path: 'customer/get_customer', fields: { c_id: CUSTOMER.c_id } };
    if (amount === undefined) return { ...notFound, sends: [customer] };
    if (courseId === '1')
      return { ...invalid({ courseId: MESSAGES.alreadyOwned }), sends: [customer] };
    return answered(
      {
        startCheckout: {
          amount,
          currency: 'INR',
          orderId: expect.stringMatching(/^order_Fuzz\d+$/) as unknown,
          courseId,
          key: 'rzp_test_academy0000001',
        },
      },
      [customer],
    );
  },
};

const recordPaymentQuery =
  'mutation Pay($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { id status course { id } } } }';

/** What the student is told of a second payment for course 2, refunded. */
const SECOND_PAYMENT_REFUNDED =
  'You already own this course, so this payment of ₹6,999 has been refunded. It reaches your account in 5-7 working days.';

/**
 * recordPayment against a gateway that verifies signatures, with the orders it created; each
 * genuine payment made is registered with the payment API (`payments`).
 */
function recordPaymentSpec(
  orders: Map<string, string>,
  payments: Map<string, string>,
  verifying: boolean,
): MutationSpec {
  const orderIds = [...orders.keys()];
  // With signatures checked, the first payment recorded for course 2 buys it; any other
  // genuine payment for it is refunded (one course, one charge), never recorded.
  const paid =
    (courseId: string): DataCheck =>
    (data, where) => {
      const order = {
        id: courseId === '1' ? '12' : '11',
        status: courseId === '1' ? 'Success' : 'Pending',
        course: { id: courseId },
      };
      const { message } = (data as { recordPayment?: { message?: string } }).recordPayment ?? {};
      if (verifying && message === SECOND_PAYMENT_REFUNDED) {
        expect(data, where).toEqual({ recordPayment: { message, order: null } });
        return;
      }
      expect(data, where).toEqual({ recordPayment: { message: MESSAGES.payment, order } });
    };
  return {
    field: verifying ? 'recordPayment' : 'recordPayment (no key secret)',
    query: recordPaymentQuery,
    needsSession: true,
    variables(rng) {
      // A genuine payment for one of the orders, then fuzzed like any other input.
      const orderId = rng.pick(orderIds);
      const paymentId = `pay_${alnum(rng, 14)}`;
      payments.set(paymentId, orderId);
      const signature = paymentSignature(orderId, paymentId, SECRET);
      const genuine = orders.get(orderId) ?? '1';
      return inputVariables(
        rng,
        {
          courseId: (r) => (r.chance(0.8) ? genuine : validCourseId(r)),
          paymentId: () => paymentId,
          orderId: (r) => (r.chance(0.9) ? orderId : `order_${alnum(r, 10)}`),
          signature: (r) =>
            r.chance(0.9) ? signature : paymentSignature(orderId, paymentId, 'wrong'),
        },
        ['orderId', 'signature'],
      );
    },
    judge(variables) {
      const result = check(recordPaymentSchema, variables.i);
      if (!result.ok) return invalid(result.fields);
      const { courseId, paymentId } = result.value;
      const notVerified = (field: string) => invalid({ [field]: MESSAGES.notVerified });
      if (verifying) {
        const orderId = result.value.orderId ?? '';
        const signature = result.value.signature ?? '';
        if (orderId === '' || signature === '') return notVerified('signature');
        if (signature !== paymentSignature(orderId, paymentId, SECRET))
          return notVerified('signature');
        if (!knownCourses.has(courseId)) return notFound;
        if (orders.get(orderId) !== courseId) return notVerified('orderId');
      } else if (!knownCourses.has(courseId)) {
        return notFound;
      }
      return {
        expected: {
          kind: 'data-or-error',
          check: paid(courseId),
          code: 'BAD_USER_INPUT',
          message: MESSAGES.notVerified,
        },
        sends: [
          {
            path: 'order/save_payment',
            fields: { payment_id: paymentId, course_id: courseId, c_id: CUSTOMER.c_id },
          },
        ],
      };
    },
  };
}

const logoutQuery = 'mutation Logout { logout }';

// ---------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------

let provider: ReturnType<typeof recordingProvider>;
let gateway: TestGateway;
let openGateway: TestGateway;
/** A session on `gateway` and one on `openGateway` (each gateway keeps its own sessions). */
let token = '';
let openToken = '';

function seedFor(name: string): number {
  let hash = SEED >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

function reportSeedOnFailure() {
  onTestFailed(() => {
    console.error(
      `fuzz seed ${SEED}: rerun with FUZZ_SEED=${SEED} npx vitest run tests/security/fuzz.test.ts`,
    );
  });
}

beforeAll(async () => {
  provider = recordingProvider();
  gateway = await startGateway({ dispatcher: provider.agent });
  openGateway = await startGateway({
    dispatcher: provider.agent,
    env: { RAZORPAY_KEY_SECRET: '' },
  });
  // One real sign-in through each gateway (the mocked provider accepts it) gives the sessions.
  token = await signIn(gateway);
  openToken = await signIn(openGateway);
});

async function signIn(target: TestGateway): Promise<string> {
  const { body } = await target.gql('mutation ($i: LoginInput!) { login(input: $i) { token } }', {
    i: { username: CUSTOMER.email, password: 'correct horse' },
  });
  return (body.data?.login as { token: string }).token;
}

afterAll(async () => {
  await gateway.stop();
  await openGateway.stop();
  await provider.agent.close();
  await closeClient();
});

/**
 * Sends `count` generated cases for `spec` to `target` and checks every answer; then checks
 * that what reached the provider is exactly the valid inputs' calls (or, where replays may
 * collapse calls, only those).
 */
async function fuzz(
  spec: MutationSpec,
  target: TestGateway,
  exactPaths: string[],
  count = CASES_PER_MUTATION,
) {
  const rng = new Rng(seedFor(spec.field));
  const session = target === openGateway ? openToken : token;
  const cases = Array.from({ length: count }, (_, index) => buildCase(spec, rng, index, session));
  const before = provider.arrivals.length;
  const answers = await pooled(cases, CONCURRENCY, (fuzzCase) =>
    send(target, fuzzCase.body, fuzzCase.headers),
  );

  const expectedSends: string[] = [];
  const outcomes = new Map<string, number>();
  for (const [index, fuzzCase] of cases.entries()) {
    const answer = answers[index] as Answer;
    const where = `seed ${SEED}, ${fuzzCase.label}: ${fuzzCase.body.slice(0, 400)}\n=> ${answer.status} ${answer.text.slice(0, 400)}`;
    const judgement = fuzzCase.judge();
    expectAnswer(answer, judgement, where);
    const outcome =
      judgement.expected.kind === 'error' ? judgement.expected.code : judgement.expected.kind;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    for (const sent of judgement.sends ?? []) {
      expectedSends.push(
        fieldsKey(
          sent.path,
          Object.fromEntries(Object.entries(sent.fields).map(([k, v]) => [k, wellFormed(v)])),
        ),
      );
    }
  }

  const arrivals = provider.arrivals.slice(before);
  expectOnlyValidArrivals(arrivals, `seed ${SEED}`);
  const arrived: string[] = [];
  for (const arrival of arrivals) {
    if (exactPaths.includes(arrival.path) || arrival.path === 'order/save_payment') {
      arrived.push(fieldsKey(arrival.path, multipartFields(arrival.body)));
    }
  }
  const exactExpected = expectedSends.filter((key) =>
    exactPaths.some((path) => key.startsWith(`${path} `)),
  );
  const exactArrived = arrived.filter((key) =>
    exactPaths.some((path) => key.startsWith(`${path} `)),
  );
  expect(exactArrived.sort(), `seed ${SEED}: provider calls of ${spec.field}`).toEqual(
    exactExpected.sort(),
  );
  // Payments may be replays of one another; each recorded one is still one a valid input asked for.
  const allowedPayments = new Set(expectedSends);
  for (const key of arrived.filter((text) => text.startsWith('order/save_payment '))) {
    expect(allowedPayments.has(key), `seed ${SEED}: unexpected ${key}`).toBe(true);
  }
  return { cases, outcomes, arrivals };
}

// Each run sends 1000+ requests; a machine busy with other suites may need well over 30 s.
describe('fuzzing every mutation', { timeout: 180_000 }, () => {
  // The least count of each outcome a run must show, so that the mix exercises every path:
  // refusals, coercion, the rules, the provider's answers.
  it.each([
    {
      title: 'register: 1000 hostile inputs, only valid ones reach the provider',
      spec: registerSpec,
      paths: ['customer/register'],
      least: { BAD_USER_INPUT: 100, coercion: 100, data: 50, PROVIDER_REJECTED: 0, refused: 0 },
    },
    {
      title: 'login: 1000 hostile inputs',
      spec: loginSpec,
      paths: ['customer/login'],
      least: { BAD_USER_INPUT: 50, data: 50, PROVIDER_REJECTED: 0 },
    },
    {
      title: 'updateProfile: 1000 hostile inputs under a session',
      spec: updateProfileSpec,
      paths: ['customer/profile_update'],
      least: { BAD_USER_INPUT: 100, data: 50, UNAUTHENTICATED: 0 },
    },
    {
      title: 'changePassword: 1000 hostile inputs under a session',
      spec: changePasswordSpec,
      paths: ['customer/change_pass'],
      least: { BAD_USER_INPUT: 100, data: 50, PROVIDER_REJECTED: 0 },
    },
    {
      title: 'enquiry: 1000 hostile inputs',
      spec: enquirySpec,
      paths: ['customer/contact_us'],
      least: { BAD_USER_INPUT: 100, data: 20 },
    },
  ])('$title', async ({ spec, paths, least }) => {
    reportSeedOnFailure();
    const { cases, outcomes } = await fuzz(spec, gateway, paths);
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    for (const [outcome, count] of Object.entries(least)) {
      expect(outcomes.get(outcome), outcome).toBeGreaterThan(count);
    }
  });

  it('startCheckout: 1000 hostile course ids; orders only for listed courses', async () => {
    reportSeedOnFailure();
    const created = provider.paymentOrders.size;
    const { outcomes, arrivals } = await fuzz(startCheckoutSpec, gateway, [
      'customer/get_customer',
    ]);
    expect(outcomes.get('NOT_FOUND')).toBeGreaterThan(100);
    expect(outcomes.get('data')).toBeGreaterThan(50);
    expect(outcomes.get('BAD_USER_INPUT')).toBeGreaterThan(50);
    // One payment order for the one course that can be bought, offered again to every
    // checkout after it; none for an owned course or one the provider lacks.
    expect(arrivals.filter((arrival) => arrival.path === 'razorpay/orders')).toHaveLength(1);
    expect(provider.paymentOrders.size - created).toBe(1);
  });

  it('recordPayment: 1000 hostile inputs with signature checks, 500 without', async () => {
    reportSeedOnFailure();
    // Real payment orders to pay for, made through the gateway.
    for (const courseId of ['2', '2']) {
      const { body } = await gateway.gql(
        'mutation ($c: ID!) { startCheckout(courseId: $c) { orderId } }',
        { c: courseId },
        { token },
      );
      expect(body.errors).toBeUndefined();
    }
    const orders = new Map(provider.paymentOrders);
    const verified = await fuzz(recordPaymentSpec(orders, provider.payments, true), gateway, []);
    expect(verified.outcomes.get('BAD_USER_INPUT')).toBeGreaterThan(100);
    expect(verified.outcomes.get('data-or-error')).toBeGreaterThan(20);
    expect(verified.arrivals.some((arrival) => arrival.path === 'order/save_payment')).toBe(true);

    const open = await fuzz(
      recordPaymentSpec(orders, provider.payments, false),
      openGateway,
      [],
      500,
    );
    expect(open.outcomes.get('data-or-error')).toBeGreaterThan(20);
    expect(open.outcomes.get('NOT_FOUND')).toBeGreaterThan(0);
  });

  it('logout: 1000 hostile headers and variables, always true, always clears the cookie', async () => {
    reportSeedOnFailure();
    const rng = new Rng(seedFor('logout'));
    // A session of its own: some of these cases really do sign it out.
    const doomed = await signIn(gateway);
    const cases = Array.from({ length: CASES_PER_MUTATION }, (_, index) => {
      const headers: Record<string, string> = {};
      const roll = rng.int(4);
      if (roll === 0) headers.authorization = `Bearer ${headerText(rng)}`;
      if (roll === 1) headers.authorization = headerText(rng);
      if (roll === 2)
        headers.cookie = `session=${headerText(rng).replace(/;/g, '')}; other=${headerText(rng).replace(/;/g, '')}`;
      if (roll === 3 && rng.chance(0.5)) headers.authorization = `Bearer ${doomed}`;
      const variables = variablesWith(
        rng,
        rng.pick(['i', 'input', '__proto__', 'c_id']),
        hostileText(rng),
      );
      return {
        index,
        headers,
        body: `{"query":${JSON.stringify(logoutQuery)},"variables":${writeJson(variables)}}`,
      };
    });
    const before = provider.arrivals.length;
    const answers = await pooled(cases, CONCURRENCY, (fuzzCase) =>
      send(gateway, fuzzCase.body, fuzzCase.headers),
    );
    for (const [index, answer] of answers.entries()) {
      const fuzzCase = cases[index];
      const where = `seed ${SEED}, logout #${index}: ${JSON.stringify(fuzzCase?.headers).slice(0, 300)} ${fuzzCase?.body.slice(0, 300) ?? ''}\n=> ${answer.status} ${answer.text.slice(0, 300)}`;
      if (Buffer.byteLength(fuzzCase?.body ?? '') > BODY_LIMIT_BYTES) {
        expectAnswer(answer, { expected: { kind: 'refused', status: 413 } }, where);
        continue;
      }
      expectAnswer(
        answer,
        {
          expected: {
            kind: 'data',
            check: (data) => expect(data, where).toEqual({ logout: true }),
          },
        },
        where,
      );
      expect(answer.setCookie, where).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    }
    expect(provider.arrivals.slice(before)).toEqual([]);
  });

  it("recordPayment's optional orderId and signature may be sent as null, as the web client does", async () => {
    // The schema makes both nullable and the site sends `?? null` when the checkout gave
    // none (no key secret): null must mean "absent", not a rule failure.
    const open = await openGateway.gql(
      recordPaymentQuery,
      { i: { courseId: '2', paymentId: 'pay_NullFields01', orderId: null, signature: null } },
      { token: openToken },
    );
    expect(open.body).toEqual({
      data: {
        recordPayment: {
          message: MESSAGES.payment,
          order: { id: '11', status: 'Pending', course: { id: '2' } },
        },
      },
    });
    const verifying = await gateway.gql(
      recordPaymentQuery,
      { i: { courseId: '2', paymentId: 'pay_NullFields02', orderId: null, signature: null } },
      { token },
    );
    expect(verifying.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notVerified,
      extensions: { code: 'BAD_USER_INPUT', fields: { signature: MESSAGES.notVerified } },
    });
  });

  it('the provider only ever saw input the shared rules accept, trimmed', async () => {
    reportSeedOnFailure();
    expect(provider.arrivals.length).toBeGreaterThan(1000);
    expectOnlyValidArrivals(provider.arrivals, `seed ${SEED}`);
  });

  it('nothing was polluted and the gateway still serves', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);
    const courses = await gateway.gql('{ courses { id finalPrice } }');
    expect(courses.body).toEqual({
      data: {
        courses: [
          { id: '1', finalPrice: 3999 },
          { id: '2', finalPrice: 6999 },
        ],
      },
    });
    const me = await gateway.gql('{ me { id } }', {}, { token });
    expect(me.body).toEqual({ data: { me: { id: CUSTOMER.c_id } } });
  });
});
