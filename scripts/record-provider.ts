/**
 * Records the legacy API's answers from freshly seeded stand-ins into
 * tests/contract/recordings/: one file per endpoint and case. Every case runs on its own
 * copy of the seed with the clock fixed, so the output is the same on every run.
 *   npx tsx scripts/record-provider.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  RECORDINGS_DIR,
  recordingFileName,
  sendRecorded,
} from '../tests/contract/provider-recordings.ts';
import type { RecordedRequest, Recording } from '../tests/contract/provider-recordings.ts';
import { seededTemplate, startStandIn } from '../tests/support/stand-in.ts';

type Case = Omit<Recording, 'response' | 'volatile'> & { volatile?: string[] };

const demo = { c_id: '1', email: 'demo@example.com', password: 'demo12345' } as const;
const BOUNDARY = '----academy-recording-boundary';

const fields = (
  endpoint: string,
  name: string,
  description: string,
  values: Record<string, string>,
): Case => ({
  endpoint,
  case: name,
  description,
  request: { fields: values },
});

const raw = (
  endpoint: string,
  name: string,
  description: string,
  request: RecordedRequest,
): Case => ({
  endpoint,
  case: name,
  description,
  request,
});

const newStudent = {
  name: 'Asha Verma',
  email: 'asha.verma@example.com',
  mobile: '9123456780',
  password: 'learn2trade',
};

const enquiry = {
  fname: 'Rahul',
  lname: 'Sharma',
  email: 'rahul.sharma@example.com',
  mobile: '9988776655',
  city: 'Pune',
  capital: '50,000 to 2,00,000',
  join_batch: 'Feb 2026',
  query: 'I would like to know the timings of the weekend batch.',
};

const cases: Case[] = [
  fields('customer/register', 'success', 'A new student signs up.', newStudent),
  fields('customer/register', 'missing-field', 'Sign-up without an email.', {
    name: newStudent.name,
    mobile: newStudent.mobile,
    password: newStudent.password,
  }),
  fields('customer/register', 'malformed-field', 'Sign-up with letters in the mobile number.', {
    ...newStudent,
    mobile: '98765abc10',
  }),
  fields('customer/register', 'short-password', 'Sign-up with a 5-character password.', {
    ...newStudent,
    password: 'abc12',
  }),
  fields('customer/register', 'duplicate-email', 'Sign-up with the email of an existing account.', {
    ...newStudent,
    email: demo.email,
  }),
  raw('customer/register', 'not-multipart', 'Sign-up sent URL-encoded instead of as form-data.', {
    raw: {
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(newStudent).toString(),
    },
  }),

  fields('customer/login', 'success', 'The demo student signs in.', {
    username: demo.email,
    password: demo.password,
  }),
  fields('customer/login', 'wrong-password', 'Sign-in with a wrong password.', {
    username: demo.email,
    password: 'wrong-password',
  }),
  fields('customer/login', 'unknown-email', 'Sign-in with an email that has no account.', {
    username: 'nobody@example.com',
    password: demo.password,
  }),
  fields('customer/login', 'missing-field', 'Sign-in without a password.', {
    username: demo.email,
  }),
  raw('customer/login', 'not-multipart', 'Sign-in sent as JSON instead of as form-data.', {
    raw: {
      contentType: 'application/json',
      body: JSON.stringify({ username: demo.email, password: demo.password }),
    },
  }),

  fields('customer/get_customer', 'success', "The demo student's profile.", { c_id: demo.c_id }),
  fields('customer/get_customer', 'unknown-customer', 'A customer id that does not exist.', {
    c_id: '999',
  }),
  fields('customer/get_customer', 'malformed-field', 'A customer id that is not a number.', {
    c_id: 'abc',
  }),
  fields('customer/get_customer', 'missing-field', 'No customer id.', {}),

  fields('customer/profile_update', 'success', 'The demo student changes name and mobile.', {
    c_id: demo.c_id,
    name: 'Demo Learner',
    email: demo.email,
    mobile: '9876501234',
  }),
  fields('customer/profile_update', 'unknown-customer', 'A profile update for no customer.', {
    c_id: '999',
    name: 'Nobody',
    email: 'nobody@example.com',
    mobile: '9876501234',
  }),
  fields('customer/profile_update', 'missing-field', 'A profile update without a name.', {
    c_id: demo.c_id,
    email: demo.email,
    mobile: '9876501234',
  }),
  fields('customer/profile_update', 'malformed-field', 'A profile update with a broken email.', {
    c_id: demo.c_id,
    name: 'Demo Student',
    email: 'not-an-email',
    mobile: '9876501234',
  }),

  fields('customer/change_pass', 'success', 'The demo student changes password.', {
    c_id: demo.c_id,
    old_password: demo.password,
    new_pass: 'newpass2026',
  }),
  fields('customer/change_pass', 'wrong-old-password', 'The old password given is wrong.', {
    c_id: demo.c_id,
    old_password: 'not-my-password',
    new_pass: 'newpass2026',
  }),
  fields('customer/change_pass', 'unknown-customer', 'A password change for no customer.', {
    c_id: '999',
    old_password: demo.password,
    new_pass: 'newpass2026',
  }),
  fields('customer/change_pass', 'missing-field', 'A password change without the new password.', {
    c_id: demo.c_id,
    old_password: demo.password,
  }),

  fields('course/list', 'success', 'The seeded course catalogue.', {}),

  fields('customer/contact_us', 'success', 'An enquiry from the contact form.', enquiry),
  fields('customer/contact_us', 'missing-field', 'An enquiry without a city.', {
    ...enquiry,
    city: '',
  }),
  fields('customer/contact_us', 'malformed-field', 'An enquiry with a 5-digit mobile number.', {
    ...enquiry,
    mobile: '12345',
  }),
  raw('customer/contact_us', 'oversize', 'An enquiry body over 1 MB.', {
    raw: {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="query"\r\n\r\n@@QUERY@@\r\n--${BOUNDARY}--\r\n`,
      repeat: { marker: '@@QUERY@@', text: 'x', times: 1_100_000 },
    },
  }),

  {
    ...fields('order/customer_order_list', 'success', "The demo student's orders.", {
      c_id: demo.c_id,
    }),
    volatile: ['data[].order_date'],
  },
  fields('order/customer_order_list', 'unknown-customer', 'Orders of no customer.', {
    c_id: '999',
  }),
  fields('order/customer_order_list', 'malformed-field', 'Orders for a customer id "0".', {
    c_id: '0',
  }),

  fields('course/details_list', 'success', 'The class items of the flagship course.', {
    course_id: '1',
  }),
  fields('course/details_list', 'unknown-course', 'Class items of a course that does not exist.', {
    course_id: '99',
  }),
  fields('course/details_list', 'missing-field', 'Class items without a course id.', {}),
  fields('course/details_list', 'malformed-field', 'Class items for course "one".', {
    course_id: 'one',
  }),

  fields('order/save_payment', 'success', 'The demo student pays for the forex course.', {
    payment_id: 'pay_TestRecord0001',
    course_id: '2',
    c_id: demo.c_id,
  }),
  fields(
    'order/save_payment',
    'duplicate-payment-id',
    'The demo order is saved again with its payment id: answered as already recorded, no new order.',
    { payment_id: 'pay_DemoSeed000001', course_id: '1', c_id: demo.c_id },
  ),
  fields(
    'order/save_payment',
    'payment-id-used',
    'A payment id already recorded for another course is refused.',
    { payment_id: 'pay_DemoSeed000001', course_id: '2', c_id: demo.c_id },
  ),
  fields('order/save_payment', 'unknown-course', 'A payment for a course that does not exist.', {
    payment_id: 'pay_TestRecord0002',
    course_id: '99',
    c_id: demo.c_id,
  }),
  fields(
    'order/save_payment',
    'unknown-customer',
    'A payment for a customer that does not exist.',
    {
      payment_id: 'pay_TestRecord0003',
      course_id: '1',
      c_id: '999',
    },
  ),
  fields('order/save_payment', 'missing-field', 'A payment without its payment id.', {
    course_id: '1',
    c_id: demo.c_id,
  }),
  fields('order/save_payment', 'malformed-field', 'A payment id with spaces and symbols.', {
    payment_id: 'pay 12 34!',
    course_id: '1',
    c_id: demo.c_id,
  }),
];

async function record(template: string, recordingCase: Case): Promise<Recording> {
  const standIn = await startStandIn({ template });
  try {
    const answer = await sendRecorded(standIn.apiUrl, {
      ...recordingCase,
      response: { httpStatus: 0, body: null },
      volatile: [],
    });
    return {
      endpoint: recordingCase.endpoint,
      case: recordingCase.case,
      description: recordingCase.description,
      request: recordingCase.request,
      response: { httpStatus: answer.httpStatus, body: answer.body },
      volatile: recordingCase.volatile ?? [],
    };
  } finally {
    await standIn.stop();
  }
}

async function main(): Promise<void> {
  mkdirSync(RECORDINGS_DIR, { recursive: true });
  // The answers the gateway promises for each recording are written by hand (see
  // tests/contract/replay.ts): kept as they are when the provider's answers are recorded again.
  const expectedAnswers = new Map<string, unknown>();
  for (const name of readdirSync(RECORDINGS_DIR)) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(RECORDINGS_DIR, name);
    const { expected } = JSON.parse(readFileSync(file, 'utf8')) as { expected?: unknown };
    if (expected !== undefined) expectedAnswers.set(name, expected);
    rmSync(file);
  }
  const template = await seededTemplate();
  try {
    for (const recordingCase of cases) {
      const recording = await record(template, recordingCase);
      const file = recordingFileName(recording.endpoint, recording.case);
      const expected = expectedAnswers.get(file);
      const written = expected === undefined ? recording : { ...recording, expected };
      writeFileSync(path.join(RECORDINGS_DIR, file), `${JSON.stringify(written, null, 2)}\n`);
      process.stdout.write(`${file}: ${JSON.stringify(recording.response.body).slice(0, 90)}\n`);
    }
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}

await main();
