/**
 * Students and where they stop (issue 39 item 4), against the stand-in: who may read them,
 * the paged list with its search and cursors, `atRisk` once the clock has moved 15 days, and
 * the funnel of the flagship course on progress saved through the gateway.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../provider/passwords.ts';
import { insertCustomer } from '../../provider/store/customers.ts';
import { insertOrder } from '../../provider/store/orders.ts';
import { TEST_SESSION_SECRET, startGateway, type TestGateway } from '../support/gateway.ts';
import { addStaff, type AddedStaff } from '../support/staff.ts';
import { TEST_FILES_KEY } from '../support/stand-in.ts';
import { serveStandIn } from './stand-in-stack.ts';

const DAY_MS = 24 * 3600_000;
const STUDENTS = `query ($search: String, $first: Int, $after: String) {
  staffStudents(search: $search, first: $first, after: $after) {
    edges { cursor node { id name email lastActiveAt atRisk
      orders { courseId title weeksOpen lessonsDone lessonsTotal } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const FUNNEL = 'query ($c: ID!) { staffFunnel(courseId: $c) { week students started completed } }';
const STAFF_SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { token } }`;
const SIGN_IN = `mutation ($u: String!, $p: String!) {
  login(input: { username: $u, password: $p }) { token }
}`;
const MY_ORDERS = '{ myOrders { course { id } classItems { id week } } }';
const SAVE = 'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { completed } }';

const clock = { aheadMs: 0 };
const now = () => new Date(Date.now() + clock.aheadMs);
let gateway: TestGateway;
let closeStandIn: () => Promise<void>;
let owner: AddedStaff;
let instructor: AddedStaff;
const studentTokens = new Map<string, string>();
/** Each code works once: staff sign in once per position of the clock, and keep the token. */
const staffTokens = new Map<string, string>();

async function signInStaff(staff: AddedStaff): Promise<string> {
  const key = `${staff.email} ${clock.aheadMs}`;
  const kept = staffTokens.get(key);
  if (kept) return kept;
  const { body } = await gateway.gql(STAFF_SIGN_IN, {
    input: { email: staff.email, password: staff.password, code: staff.codeAt(now()) },
  });
  const token = (body.data?.staffSignIn as { token: string } | undefined)?.token;
  if (!token) throw new Error(`staff not signed in: ${JSON.stringify(body.errors)}`);
  staffTokens.set(key, token);
  return token;
}

async function signInStudent(email: string, password: string): Promise<string> {
  const { body } = await gateway.gql(SIGN_IN, { u: email, p: password });
  const token = (body.data?.login as { token: string } | undefined)?.token;
  if (!token) throw new Error(`student not signed in: ${JSON.stringify(body.errors)}`);
  return token;
}

/** Signs the student in and opens My Courses: how the gateway comes to know their orders. */
async function studentVisits(email: string, password: string) {
  const token = await signInStudent(email, password);
  studentTokens.set(email, token);
  const { body } = await gateway.gql(MY_ORDERS, {}, { token });
  const orders = body.data?.myOrders as { classItems: { id: string; week: number }[] }[];
  return { token, items: orders[0]?.classItems ?? [] };
}

async function save(token: string, classItemId: string, values: Record<string, unknown>) {
  const { body } = await gateway.gql(SAVE, { i: { classItemId, ...values } }, { token });
  expect(body.errors).toBeUndefined();
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-students-'));
  const gatewayDir = path.join(dataDir, 'gateway');
  owner = await addStaff(gatewayDir, 'owner@academy.test', 'owner', 'owner-password-123');
  instructor = await addStaff(gatewayDir, 'teach@academy.test', 'instructor', 'teach-pass-456');
  const standIn = await serveStandIn(dataDir);
  closeStandIn = standIn.close;
  // Beside the seeded demo student (customer 1, course 1 ordered 15 days ago): Asha bought
  // course 1 three days ago, Ravi ten days ago; Nina bought nothing and is no student.
  const passwordHash = await hashPassword('student-pass-1');
  const joined = new Date(Date.now() - 30 * DAY_MS);
  const people = [
    { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876500001', daysAgo: 3 },
    { name: 'Ravi Kumar', email: 'ravi.k@example.com', mobile: '9876500002', daysAgo: 10 },
    { name: 'Nina Shah', email: 'nina@example.com', mobile: '9876500003', daysAgo: null },
  ];
  for (const [index, person] of people.entries()) {
    const cId = insertCustomer(standIn.db, { ...person, passwordHash }, joined);
    if (person.daysAgo === null) continue;
    insertOrder(standIn.db, {
      bookingCode: `TATEST000${index}`,
      paymentId: `pay_StaffTest00${index}`,
      cId,
      courseId: 1,
      customerName: person.name,
      amount: 3999,
      orderDate: new Date(Date.now() - person.daysAgo * DAY_MS),
    });
  }
  gateway = await startGateway({
    now,
    sendMail: false,
    env: {
      PROVIDER_URL: `${standIn.origin}/api/v1/`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: gatewayDir,
      PROVIDER_FILES_KEY: TEST_FILES_KEY,
    },
  });

  // Demo: both lessons of week 1 done, the first of week 2 begun.
  const demo = await studentVisits('demo@example.com', 'demo12345');
  const weekOf = (week: number) => demo.items.filter((item) => item.week === week);
  for (const item of weekOf(1)) await save(demo.token, item.id, { completed: true });
  await save(demo.token, weekOf(2)[0]?.id ?? '', { positionS: 30 });
  // Ravi: the first lesson of week 1 done. Asha: nothing yet.
  const ravi = await studentVisits('ravi.k@example.com', 'student-pass-1');
  await save(ravi.token, ravi.items[0]?.id ?? '', { completed: true });
  await studentVisits('asha@example.com', 'student-pass-1');
  await signInStudent('nina@example.com', 'student-pass-1');
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await closeStandIn?.();
});

const flagship = (weeksOpen: number, lessonsDone: number) => [
  { courseId: '1', title: 'Stock Market Foundations', weeksOpen, lessonsDone, lessonsTotal: 11 },
];

describe('who may read students', () => {
  it('refuses a visitor and a student, and answers an instructor and an owner', async () => {
    for (const options of [{}, { token: studentTokens.get('demo@example.com') ?? '' }]) {
      for (const [query, variables] of [
        [STUDENTS, {}],
        [FUNNEL, { c: '1' }],
      ] as const) {
        const { body } = await gateway.gql(query, variables, options);
        expect(body.data).toBeNull();
        expect(body.errors?.[0]).toMatchObject({
          message: 'This is for the academy’s staff only.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
    }
    for (const staff of [instructor, owner]) {
      const token = await signInStaff(staff);
      const { body } = await gateway.gql(STUDENTS, { search: 'asha' }, { token });
      expect(body.errors).toBeUndefined();
      expect(body.data?.staffStudents).toMatchObject({
        edges: [{ node: { id: '2', name: 'Asha Rao', email: 'asha@example.com', atRisk: false } }],
      });
    }
  });
});

describe('the list of students', () => {
  it('pages in e-mail order with opaque cursors, and finds by name or e-mail in any case', async () => {
    const token = await signInStaff(owner);
    const first = await gateway.gql(STUDENTS, { first: 2 }, { token });
    const page = first.body.data?.staffStudents as {
      edges: { cursor: string; node: Record<string, unknown> }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(page.edges.map((edge) => edge.node.email)).toEqual([
      'asha@example.com',
      'demo@example.com',
    ]);
    expect(page.edges[1]?.node).toMatchObject({
      id: '1',
      name: 'Demo Student',
      atRisk: false,
      orders: flagship(3, 2),
    });
    expect(page.edges[1]?.node.lastActiveAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: page.edges[1]?.cursor });
    expect(page.pageInfo.endCursor).not.toContain('demo@example.com');

    const next = await gateway.gql(
      STUDENTS,
      { first: 2, after: page.pageInfo.endCursor },
      { token },
    );
    expect(next.body.data?.staffStudents).toMatchObject({
      edges: [{ node: { id: '3', name: 'Ravi Kumar', orders: flagship(2, 1) } }],
      pageInfo: { hasNextPage: false },
    });

    const byName = await gateway.gql(STUDENTS, { search: 'DEMO st' }, { token });
    expect(byName.body.data?.staffStudents).toMatchObject({
      edges: [{ node: { email: 'demo@example.com' } }],
    });
    const byMail = await gateway.gql(STUDENTS, { search: 'Example.COM' }, { token });
    const everyone = byMail.body.data?.staffStudents as { edges: { node: { email: string } }[] };
    expect(everyone.edges.map((edge) => edge.node.email)).toEqual([
      'asha@example.com',
      'demo@example.com',
      'ravi.k@example.com',
    ]);
    const wildcard = await gateway.gql(STUDENTS, { search: '%' }, { token });
    expect(wildcard.body.data?.staffStudents).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
  });

  it('refuses a cursor it did not give and a page size outside 1 to 100', async () => {
    const token = await signInStaff(owner);
    const cases = [
      [
        { after: 'not-a-cursor' },
        'after',
        'This page link is not valid. Start again from the first page of students.',
      ],
      [{ first: 0 }, 'first', 'Ask for 1 to 100 students at a time.'],
      [{ first: 101 }, 'first', 'Ask for 1 to 100 students at a time.'],
    ] as const;
    for (const [variables, field, message] of cases) {
      const { body } = await gateway.gql(STUDENTS, variables, { token });
      expect(body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
    }
  });
});

describe('the funnel', () => {
  it('counts owners with each week open, those who began it and those who finished it', async () => {
    const token = await signInStaff(instructor);
    const { body } = await gateway.gql(FUNNEL, { c: '1' }, { token });
    expect(body).toEqual({
      data: {
        staffFunnel: [
          { week: 1, students: 3, started: 2, completed: 1 },
          { week: 2, students: 2, started: 1, completed: 0 },
          { week: 3, students: 1, started: 0, completed: 0 },
          { week: 4, students: 0, started: 0, completed: 0 },
          { week: 5, students: 0, started: 0, completed: 0 },
          { week: 6, students: 0, started: 0, completed: 0 },
          { week: 7, students: 0, started: 0, completed: 0 },
          { week: 8, students: 0, started: 0, completed: 0 },
        ],
      },
    });
    const unknown = await gateway.gql(FUNNEL, { c: '999' }, { token });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'This course is not available.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('writes each read to the audit log', async () => {
    const token = await signInStaff(owner);
    await gateway.gql(STUDENTS, { search: 'ravi' }, { token });
    await gateway.gql(FUNNEL, { c: '1' }, { token });
    const { body } = await gateway.gql(
      '{ staffAudit(first: 2) { staffEmail action target } }',
      {},
      { token },
    );
    expect(body.data?.staffAudit).toEqual([
      { staffEmail: 'owner@academy.test', action: 'funnel-read', target: 'course:1' },
      { staffEmail: 'owner@academy.test', action: 'students-read', target: 'ravi' },
    ]);
  });
});

describe('at risk', () => {
  it('marks students with open lessons left and nothing done for 14 days', async () => {
    clock.aheadMs = 15 * DAY_MS;
    // Ravi comes back; the others do nothing.
    await signInStudent('ravi.k@example.com', 'student-pass-1');
    const token = await signInStaff(owner);
    const { body } = await gateway.gql(STUDENTS, {}, { token });
    const students = body.data?.staffStudents as {
      edges: { node: { email: string; atRisk: boolean; orders: unknown } }[];
    };
    expect(
      students.edges.map(({ node }) => ({
        email: node.email,
        atRisk: node.atRisk,
        orders: node.orders,
      })),
    ).toEqual([
      { email: 'asha@example.com', atRisk: true, orders: flagship(3, 0) },
      { email: 'demo@example.com', atRisk: true, orders: flagship(5, 2) },
      { email: 'ravi.k@example.com', atRisk: false, orders: flagship(4, 1) },
    ]);
  });
});
