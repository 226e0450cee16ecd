/**
 * The staff room's accounts (issue 39, item 1): made with `npm run staff -- add`, signed in
 * to with e-mail, password and a current code (once each), kept apart from students'
 * sessions both ways, ended after 30 minutes unused, limited like students' sign-ins without
 * letting guessers lock the owner out, and every action written to the audit log.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_NOW,
  gatewayForTest,
  sessionToken,
  startGateway,
  testConfig,
  type GraphQLAnswer,
  type TestGateway,
} from '../support/gateway.ts';
import { addStaff, staffCommand, type AddedStaff } from '../support/staff.ts';

const SIGN_IN = `mutation ($input: StaffSignInInput!) {
  staffSignIn(input: $input) { token staff { email role } }
}`;
const ME = '{ staffMe { email role } }';
const AUDIT = '{ staffAudit(first: 10) { at staffEmail action target address } }';

const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-test-data-'));
let owner: AddedStaff;
let instructor: AddedStaff;

beforeAll(async () => {
  owner = await addStaff(dataDir, 'Owner@Academy.test', 'owner', 'owner-password-123');
  instructor = await addStaff(dataDir, 'teach@academy.test', 'instructor', 'teach-password-456');
}, 60_000);

/** Where the next gateway's clock starts: a day after the last, so every code is unspent. */
let nextStart = TEST_NOW.getTime();

/**
 * A gateway over the accounts above, on a clock the test moves, behind one trusted proxy;
 * `start` is where its clock started.
 */
async function staffGateway(limitPerMinute = 0, options: { forEach?: boolean } = {}) {
  const start = new Date(nextStart);
  nextStart += 24 * 3600_000;
  const clock = { now: start };
  const config = testConfig({
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(limitPerMinute),
  });
  const gatewayOptions = { config, now: () => clock.now, sendMail: false };
  const gateway = await (options.forEach === false
    ? startGateway(gatewayOptions)
    : gatewayForTest(gatewayOptions));
  return { gateway, clock, start };
}

interface SignInOptions {
  from?: string;
  password?: string;
  code?: string;
  cookie?: string;
}

function signIn(
  gateway: TestGateway,
  staff: AddedStaff,
  at: Date,
  options: SignInOptions = {},
): Promise<GraphQLAnswer> {
  const input = {
    email: staff.email,
    password: options.password ?? staff.password,
    code: options.code ?? staff.codeAt(at),
  };
  return gateway.gql(
    SIGN_IN,
    { input },
    {
      headers: { 'x-forwarded-for': options.from ?? '203.0.113.10' },
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  );
}

function tokenOf(answer: GraphQLAnswer): string {
  const data = answer.body.data?.staffSignIn as { token: string } | undefined;
  if (!data) throw new Error(`not signed in: ${JSON.stringify(answer.body.errors)}`);
  return data.token;
}

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

describe('npm run staff', () => {
  it('adds an account and prints its enrolment address last', () => {
    expect(owner.lines[0]).toBe('Added owner@academy.test as owner.');
    expect(owner.enrolment).toMatch(
      /^otpauth:\/\/totp\/Sharpline%20Trading%20Academy:owner%40academy\.test\?issuer=Sharpline%20Trading%20Academy&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
  });

  it('refuses a second account for the same e-mail, a bad role and a short password', async () => {
    const again = staffCommand(dataDir, [
      'add',
      '--email',
      'OWNER@academy.test',
      '--role',
      'owner',
      '--password',
      'another-password-1',
    ]);
    await expect(again).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('owner@academy.test already has a staff account'),
    });
    const role = staffCommand(dataDir, [
      'add',
      '--email',
      'x@academy.test',
      '--role',
      'admin',
      '--password',
      'long-enough-pass',
    ]);
    await expect(role).rejects.toMatchObject({
      stderr: expect.stringContaining('--role must be owner or instructor.'),
    });
    const short = staffCommand(dataDir, [
      'add',
      '--email',
      'x@academy.test',
      '--role',
      'owner',
      '--password',
      'short',
    ]);
    await expect(short).rejects.toMatchObject({
      stderr: expect.stringContaining('The password must be at least 12 characters.'),
    });
    const { stdout } = await staffCommand(dataDir, ['list']);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => line.split(',').slice(0, 2).join(',')),
    ).toEqual(['email,role', 'owner@academy.test,owner', 'teach@academy.test,instructor']);
  }, 60_000);
});

describe('staffSignIn', () => {
  it('signs in with the right password and the current code, with the staff cookie', async () => {
    const { gateway, clock } = await staffGateway();
    const answer = await signIn(gateway, owner, clock.now);
    expect(answer.body.data?.staffSignIn).toMatchObject({
      staff: { email: 'owner@academy.test', role: 'OWNER' },
    });
    const cookies = answer.headers.getSetCookie();
    const staffCookie = cookies.find((cookie) => cookie.startsWith('staff_session='));
    expect(staffCookie).toMatch(/HttpOnly/);
    expect(staffCookie).toMatch(/SameSite=Strict/);
    expect(cookies.some((cookie) => cookie.startsWith('session='))).toBe(false);
    const cookie = staffCookie?.split(';')[0] ?? '';
    const me = await gateway.gql(ME, {}, { cookie });
    expect(me.body).toEqual({ data: { staffMe: { email: 'owner@academy.test', role: 'OWNER' } } });
    const byBearer = await gateway.gql(ME, {}, { token: tokenOf(answer) });
    expect(byBearer.body.data?.staffMe).toEqual({ email: 'owner@academy.test', role: 'OWNER' });
  });

  it('refuses a wrong code, a used code and a wrong password alike', async () => {
    const { gateway, clock } = await staffGateway();
    const refused = {
      data: null,
      errors: [
        expect.objectContaining({
          message:
            'The e-mail, password or code is not right. Codes work once: wait for the next one.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    };
    const current = owner.codeAt(clock.now);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    expect((await signIn(gateway, owner, clock.now, { code: wrong })).body).toEqual(refused);
    expect(
      (await signIn(gateway, owner, clock.now, { password: 'not-the-password' })).body,
    ).toEqual(refused);
    // Not six digits: refused by the input rules, under its field, before any account is read.
    const letters = await signIn(gateway, owner, clock.now, { code: 'abcdef' });
    expect(letters.body.errors?.[0]).toMatchObject({
      message: 'Enter the 6-digit code your authenticator app shows.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { code: 'Enter the 6-digit code your authenticator app shows.' },
      },
    });

    clock.now = new Date(clock.now.getTime() + 60_000);
    tokenOf(await signIn(gateway, owner, clock.now));
    // The same code again, in its own 30 seconds: refused.
    expect((await signIn(gateway, owner, clock.now)).body).toEqual(refused);
    // A code from the step before, once a later one was used: refused too.
    const earlier = owner.codeAt(new Date(clock.now.getTime() - 30_000));
    expect((await signIn(gateway, owner, clock.now, { code: earlier })).body).toEqual(refused);
    // The next step's code works; one step of drift is allowed.
    clock.now = new Date(clock.now.getTime() + 30_000);
    const drifted = owner.codeAt(new Date(clock.now.getTime() + 30_000));
    tokenOf(await signIn(gateway, owner, clock.now, { code: drifted }));
    // An unknown e-mail is refused in the same words.
    const nobody = { ...instructor, email: 'nobody@academy.test' };
    expect((await signIn(gateway, nobody, clock.now)).body).toEqual(refused);
  });

  it('refuses a disabled account, whose sessions end', async () => {
    const disabledDir = mkdtempSync(path.join(tmpdir(), 'staff-test-disabled-'));
    const leaver = await addStaff(
      disabledDir,
      'leaver@academy.test',
      'instructor',
      'leaver-password-1',
    );
    const clock = { now: TEST_NOW };
    const config = testConfig({ DATA_DIR: disabledDir });
    const gateway = await gatewayForTest({ config, now: () => clock.now, sendMail: false });
    const token = tokenOf(await signIn(gateway, leaver, clock.now));
    const { stdout } = await staffCommand(disabledDir, [
      'disable',
      '--email',
      'leaver@academy.test',
    ]);
    expect(stdout.trim()).toBe('Disabled leaver@academy.test; its sessions have ended.');
    expect(codeOf(await gateway.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    clock.now = new Date(clock.now.getTime() + 30_000);
    expect(codeOf(await signIn(gateway, leaver, clock.now))).toBe('BAD_USER_INPUT');
  }, 60_000);
});

describe('staff and students kept apart', () => {
  let gateway: TestGateway;
  let staffToken: string;
  beforeAll(async () => {
    const started = await staffGateway(0, { forEach: false });
    gateway = started.gateway;
    staffToken = tokenOf(await signIn(gateway, instructor, started.clock.now));
  });
  afterAll(() => gateway.stop());

  it("refuses a student's session and a visitor on staff fields", async () => {
    const studentToken = await sessionToken(gateway, '7', 'Asha Verma');
    for (const query of [ME, AUDIT]) {
      for (const options of [{ token: studentToken }, { cookie: `session=${studentToken}` }, {}]) {
        const answer = await gateway.gql(query, {}, options);
        expect(answer.body).toEqual({
          data: null,
          errors: [
            expect.objectContaining({
              message: 'This is for the academy’s staff only.',
              extensions: { code: 'FORBIDDEN' },
            }),
          ],
        });
      }
    }
  });

  it("refuses a staff session on a student's fields", async () => {
    for (const options of [{ token: staffToken }, { cookie: `staff_session=${staffToken}` }]) {
      const answer = await gateway.gql('{ myOrders { id } }', {}, options);
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
      expect(answer.body.data).toBeNull();
    }
    // The staff token as the student's cookie is no session either.
    expect(
      codeOf(await gateway.gql('{ myOrders { id } }', {}, { cookie: `session=${staffToken}` })),
    ).toBe('UNAUTHENTICATED');
  });

  it('refuses an instructor the audit log', async () => {
    const answer = await gateway.gql(AUDIT, {}, { token: staffToken });
    expect(answer.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Only an owner of the academy can see this.',
          extensions: { code: 'FORBIDDEN' },
        }),
      ],
    });
    const me = await gateway.gql(ME, {}, { token: staffToken });
    expect(me.body.data?.staffMe).toEqual({ email: 'teach@academy.test', role: 'INSTRUCTOR' });
  });
});

describe('staff sessions', () => {
  it('end after 30 minutes unused, and on sign-out', async () => {
    const { gateway, clock, start } = await staffGateway();
    const token = tokenOf(await signIn(gateway, instructor, clock.now));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    clock.now = at(20);
    expect(codeOf(await gateway.gql(ME, {}, { token }))).toBeUndefined();
    // Used at 20 minutes: live until 50.
    clock.now = at(49);
    expect(codeOf(await gateway.gql(ME, {}, { token }))).toBeUndefined();
    clock.now = at(49 + 31);
    const ended = await gateway.gql(ME, {}, { token });
    expect(ended.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Your staff session has ended. Please sign in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ],
    });

    const again = tokenOf(await signIn(gateway, instructor, clock.now));
    const out = await gateway.gql('mutation { staffSignOut }', {}, { token: again });
    expect(out.body).toEqual({ data: { staffSignOut: true } });
    expect(out.headers.getSetCookie().some((c) => c.startsWith('staff_session=;'))).toBe(true);
    expect(codeOf(await gateway.gql(ME, {}, { token: again }))).toBe('UNAUTHENTICATED');
  });
});

describe('the audit log', () => {
  it('holds every sign-in, refusal and sign-out with who, what, when and from where', async () => {
    const auditDir = mkdtempSync(path.join(tmpdir(), 'staff-test-audit-'));
    const boss = await addStaff(auditDir, 'boss@academy.test', 'owner', 'boss-password-789');
    const clock = { now: TEST_NOW };
    const config = testConfig({ DATA_DIR: auditDir, TRUST_PROXY: '1' });
    const gateway = await gatewayForTest({ config, now: () => clock.now, sendMail: false });

    await signIn(gateway, boss, clock.now, { password: 'wrong-password', from: '198.51.100.7' });
    clock.now = new Date(TEST_NOW.getTime() + 60_000);
    const first = tokenOf(await signIn(gateway, boss, clock.now, { from: '198.51.100.8' }));
    clock.now = new Date(TEST_NOW.getTime() + 120_000);
    await gateway.gql(
      'mutation { staffSignOut }',
      {},
      {
        token: first,
        headers: { 'x-forwarded-for': '198.51.100.8' },
      },
    );
    clock.now = new Date(TEST_NOW.getTime() + 180_000);
    const second = tokenOf(await signIn(gateway, boss, clock.now, { from: '198.51.100.9' }));

    const answer = await gateway.gql(AUDIT, {}, { token: second });
    const minute = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000).toISOString();
    expect(answer.body).toEqual({
      data: {
        staffAudit: [
          {
            at: minute(3),
            staffEmail: 'boss@academy.test',
            action: 'sign-in',
            target: 'boss@academy.test',
            address: '198.51.100.9',
          },
          {
            at: minute(2),
            staffEmail: 'boss@academy.test',
            action: 'sign-out',
            target: 'boss@academy.test',
            address: '198.51.100.8',
          },
          {
            at: minute(1),
            staffEmail: 'boss@academy.test',
            action: 'sign-in',
            target: 'boss@academy.test',
            address: '198.51.100.8',
          },
          {
            at: minute(0),
            staffEmail: 'boss@academy.test',
            action: 'sign-in-refused',
            target: 'boss@academy.test',
            address: '198.51.100.7',
          },
        ],
      },
    });
    const tooMany = await gateway.gql(
      '{ staffAudit(first: 500) { action } }',
      {},
      { token: second },
    );
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'Ask for 1 to 200 audit entries at a time.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }, 60_000);
});

describe('staff sign-in limits', () => {
  it('hold a guessing address and the account, never the owner on a known browser', async () => {
    const { gateway, clock } = await staffGateway(3);
    const tick = () => (clock.now = new Date(clock.now.getTime() + 30_000));
    // The owner signs in from the office once: this browser is known from now on.
    const office = await signIn(gateway, owner, clock.now, { from: '192.0.2.1' });
    tokenOf(office);
    const device = office.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('staff_device='))
      ?.split(';')[0];
    expect(device).toBeDefined();

    // One address guesses: three failures a minute, then held even with the right answers.
    for (let i = 0; i < 3; i += 1) {
      expect(
        codeOf(
          await signIn(gateway, owner, clock.now, { from: '198.18.0.1', password: `guess-${i}` }),
        ),
      ).toBe('BAD_USER_INPUT');
    }
    tick();
    const held = await signIn(gateway, owner, clock.now, { from: '198.18.0.1' });
    expect(codeOf(held)).toBe('TOO_MANY_REQUESTS');
    expect(held.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);

    // Many addresses guess: the account is held for new browsers (ten times the allowance)...
    for (let address = 2; address <= 10; address += 1) {
      for (let i = 0; i < 3; i += 1) {
        await signIn(gateway, owner, clock.now, {
          from: `198.18.0.${address}`,
          password: `guess-${i}`,
        });
      }
    }
    tick();
    expect(codeOf(await signIn(gateway, owner, clock.now, { from: '192.0.2.50' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // ...but the owner's own browser still signs in.
    tick();
    const owners = await signIn(gateway, owner, clock.now, {
      from: '192.0.2.1',
      cookie: device ?? '',
    });
    expect(owners.body.data?.staffSignIn).toMatchObject({ staff: { email: 'owner@academy.test' } });
    // Students' sign-in counts are their own: the instructor is not held by the owner's.
    tick();
    tokenOf(await signIn(gateway, instructor, clock.now, { from: '192.0.2.60' }));
  }, 60_000);
});
