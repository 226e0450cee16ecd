/**
 * A student's rights over their data, over the real stack (the stand-in seeded, a gateway over
 * HTTP): "Download my data" (GET /account/export, a zip of data.json and the receipts) for the
 * signed-in student only; "Delete my account" (deleteAccount) confirmed by the password, then
 * sessions ended, data erased, the e-mail refused at sign-in, the certificate withdrawn, the
 * receipt kept and the request recorded; the privacy notice naming GRIEVANCE_EMAIL.
 *
 * The demo student's flagship order is dated 7 Nov 2026 10:42 IST; the clock stands at
 * 20 Jan 2027 (every week of it open), later 91 days on.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERER, builtSite } from './built-client.ts';
import { seedDemoOrders, signUp, startStandInStack, type StandInStack } from './stand-in-stack.ts';

const SITE = 'https://academy.test';
const JANUARY = Date.parse('2027-01-20T12:00:00+05:30');
const GRIEVANCE = 'grievance.officer@sharpline.test';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) DataRightsTest/1.0';
const DEMO = { email: 'demo@example.com', password: 'demo12345' };
const PRIYA = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  mobile: '9876504321',
  password: 'priya-pass-123',
};
/** SHA-256 of "demo@example.com", hex. */
const DEMO_EMAIL_HASH = '7462108984f629db2ced1aeb2dc3e747e53a2e1c607059f72955ab864c724335';
const DELETED_MESSAGE =
  'This account was deleted at its owner’s request, so it can no longer be used to sign in.';

interface ExportData {
  exportedAt: string;
  profile: { id: string; name: string; email: string; mobile: string };
  preferences: { language: string | null; unlockReminders: boolean };
  orders: {
    id: string;
    status: string;
    amountRupees: number;
    course: { id: string; title: string };
    receiptNumber: string | null;
    receiptFile: string | null;
  }[];
  lessonProgress: { classItemId: string; completed: boolean; positionS: number }[];
  certificates: { code: string; studentName: string; course: { id: string; title: string } }[];
  quizResults: unknown[];
  signInsLast90Days: { at: string; address: string; userAgent: string; way: string }[];
}

describe('your data, and leaving', () => {
  let stack: StandInStack;
  let clockMs = JANUARY;
  let demoId = '';
  let demo = '';
  let demoPhone = '';
  let priya = '';
  let certificateCode = '';

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    stack.gateway.gql(query, variables, token ? { token } : {});

  async function login(username: string, password: string) {
    return stack.gateway.gql(
      'mutation ($i: LoginInput!) { login(input: $i) { token customer { id } } }',
      { i: { username, password } },
      { headers: { 'user-agent': BROWSER } },
    );
  }

  async function tokenOf(username: string, password: string): Promise<string> {
    const { body } = await login(username, password);
    expect(body.errors).toBeUndefined();
    return (body.data?.login as { token: string }).token;
  }

  const exportWith = (headers: Record<string, string> = {}) =>
    fetch(`${stack.gateway.url}/account/export`, { headers });

  async function exported(token: string) {
    const response = await exportWith({ cookie: `session=${token}` });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const text = strFromU8(files['data.json'] ?? new Uint8Array());
    return { response, files, text, data: JSON.parse(text) as ExportData };
  }

  const deleteAccount = (token: string, args: { password?: string; code?: string }) =>
    gql(
      'mutation ($password: String, $code: String) { deleteAccount(password: $password, code: $code) }',
      args,
      token,
    );

  beforeAll(async () => {
    stack = await startStandInStack({
      now: () => new Date(clockMs),
      env: {
        SITE_URL: SITE,
        CLIENT_DIST: await builtSite(),
        GRIEVANCE_EMAIL: GRIEVANCE,
        // Limits on, as in production: the export's allowance is counted.
        RATE_LIMIT_PER_MINUTE: '30',
      },
      pageRenderer: RENDERER,
    });
    seedDemoOrders(stack.db, Date.parse('2026-11-07T10:42:00+05:30'));
    await signUp(stack, PRIYA);
    demo = await tokenOf(DEMO.email, DEMO.password);
    demoPhone = await tokenOf(DEMO.email, DEMO.password);
    priya = await tokenOf(PRIYA.email, PRIYA.password);
    // The demo student finishes the flagship course, which issues their certificate.
    const { body } = await gql(
      '{ orderByCourse(courseId: "1") { id classItems { id } certificate { code } } }',
      {},
      demo,
    );
    const order = body.data?.orderByCourse as { classItems: { id: string }[] };
    demoId = (
      (await login(DEMO.email, DEMO.password)).body.data?.login as { customer: { id: string } }
    ).customer.id;
    // Progress saves have a budget per account (10 in any 2 s): a quarter second apart.
    for (const item of order.classItems) {
      clockMs += 250;
      const saved = await gql(
        'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { completed } }',
        { i: { classItemId: item.id, completed: true, recordedAt: '2027-01-19T09:00:00+05:30' } },
        demo,
      );
      expect(saved.body.errors).toBeUndefined();
    }
    clockMs = JANUARY;
    const finished = await gql(
      '{ orderByCourse(courseId: "1") { certificate { code } } }',
      {},
      demo,
    );
    certificateCode = (finished.body.data?.orderByCourse as { certificate: { code: string } })
      .certificate.code;
    // The language the demo student last acted in, as checkout remembers it.
    await stack.gateway.server.database.languages.remember(demoId, 'hi');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  describe('Download my data', () => {
    it('answers 401 without a session, and for a token that is not one', async () => {
      const none = await exportWith();
      expect(none.status).toBe(401);
      expect(await none.text()).toBe('Please sign in to download your data.\n');
      expect((await exportWith({ cookie: 'session=forged.token.value' })).status).toBe(401);
    });

    it('gives a student who bought and progressed a zip of their data and their receipt', async () => {
      const { response, files, data } = await exported(demo);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename=sharpline-data-2027-01-20.zip',
      );
      expect(Object.keys(files).sort()).toEqual([
        'data.json',
        'receipts/receipt-SL-26-27-000001.pdf',
      ]);
      const pdf = files['receipts/receipt-SL-26-27-000001.pdf'] ?? new Uint8Array();
      expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');

      expect(data.exportedAt).toBe('2027-01-20T12:00:00+05:30');
      expect(data.profile).toEqual({
        id: demoId,
        name: 'Demo Student',
        email: 'demo@example.com',
        mobile: expect.stringMatching(/^\d{10,12}$/) as unknown as string,
      });
      expect(data.preferences).toEqual({ language: 'hi', unlockReminders: true });
      const paid = data.orders.find((order) => order.status === 'Success');
      expect(paid).toMatchObject({
        amountRupees: 3999,
        course: { id: '1', title: 'Stock Market Foundations' },
        receiptNumber: 'SL/26-27/000001',
        receiptFile: 'receipts/receipt-SL-26-27-000001.pdf',
      });
      const failed = data.orders.find((order) => order.status === 'Failed');
      expect(failed).toMatchObject({ receiptNumber: null, receiptFile: null });
      expect(data.lessonProgress.length).toBeGreaterThanOrEqual(8);
      expect(data.lessonProgress.every((record) => record.completed)).toBe(true);
      expect(data.certificates).toEqual([
        expect.objectContaining({
          code: certificateCode,
          studentName: 'Demo Student',
          course: { id: '1', title: 'Stock Market Foundations' },
        }),
      ]);
      expect(data.quizResults).toEqual([]);
      expect(data.signInsLast90Days).toHaveLength(3);
      expect(data.signInsLast90Days[0]).toEqual({
        at: '2027-01-20T12:00:00+05:30',
        address: expect.stringMatching(/127\.0\.0\.1$/) as unknown as string,
        userAgent: BROWSER,
        way: 'password',
      });
    });

    it("never holds another student's data", async () => {
      const turnedOff = await gql(
        'mutation { setRemindersEnabled(enabled: false) { remindersEnabled } }',
        {},
        priya,
      );
      expect(turnedOff.body.data).toEqual({ setRemindersEnabled: { remindersEnabled: false } });
      const { files, text, data } = await exported(priya);
      expect(Object.keys(files)).toEqual(['data.json']);
      expect(data.profile.email).toBe(PRIYA.email);
      expect(data.orders).toEqual([]);
      expect(data.lessonProgress).toEqual([]);
      expect(data.certificates).toEqual([]);
      expect(data.preferences).toEqual({ language: null, unlockReminders: false });
      expect(data.signInsLast90Days).toHaveLength(1);
      for (const theirs of ['demo@example.com', 'Demo Student', certificateCode, demoId]) {
        expect(text).not.toContain(`"${theirs}"`);
      }
    });
  });

  describe('Delete my account', () => {
    it('refuses a wrong password and erases nothing', async () => {
      const { body } = await deleteAccount(demo, { password: 'not-the-password' });
      expect(body.errors?.[0]).toMatchObject({
        message: 'This is not your password. Nothing was deleted.',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { password: 'This is not your password. Nothing was deleted.' },
        },
      });
      const still = await gql(
        '{ orderByCourse(courseId: "1") { progress { completedItems } } }',
        {},
        demo,
      );
      expect(still.body.errors).toBeUndefined();
      expect(
        (still.body.data?.orderByCourse as { progress: { completedItems: number } }).progress
          .completedItems,
      ).toBeGreaterThanOrEqual(8);
    });

    it('refuses an e-mailed code that is not one and erases nothing; asks for a way to confirm', async () => {
      const wrongCode = await deleteAccount(demo, { code: '123456' });
      expect(wrongCode.body.errors?.[0]).toMatchObject({
        message:
          'This code is wrong or no longer valid. Check the latest e-mail, or ask for a new code.',
        extensions: { code: 'BAD_USER_INPUT', fields: { code: expect.any(String) as unknown } },
      });
      const nothing = await deleteAccount(demo, {});
      expect(nothing.body.errors?.[0]).toMatchObject({
        message:
          'Type your password, or a sign-in code we e-mail you, to confirm that your account should be deleted.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await gql('{ me { id } }', {}, demo)).body.data).toEqual({ me: { id: demoId } });
    });

    it('with the right password ends every session, erases, withdraws, keeps the receipt and the request', async () => {
      const response = await fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `session=${demo}` },
        body: JSON.stringify({
          query: 'mutation ($p: String) { deleteAccount(password: $p) }',
          variables: { p: DEMO.password },
        }),
      });
      expect(await response.json()).toEqual({ data: { deleteAccount: true } });
      const cleared = response.headers.getSetCookie();
      expect(cleared).toContainEqual(
        expect.stringMatching(/^session=; Path=\/; Expires=Thu, 01 Jan 1970/),
      );
      expect(cleared).toContainEqual(
        expect.stringMatching(/^device=; Path=\/graphql; Expires=Thu, 01 Jan 1970/),
      );

      // Both of the account's sessions are over.
      for (const token of [demo, demoPhone]) {
        const { body } = await gql('{ myOrders { id } }', {}, token);
        expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      expect((await exportWith({ cookie: `session=${demo}` })).status).toBe(401);

      const { database } = stack.gateway.server;
      expect(await database.progress.allOf(demoId)).toEqual([]);
      expect(await database.signIns.recentOf(demoId)).toEqual([]);
      expect(await database.languages.remembered(demoId)).toBeNull();

      const [kept] = await database.deletions.keptReceipts(demoId);
      expect(kept?.number).toBe('SL/26-27/000001');
      expect(JSON.parse(kept?.facts ?? '{}')).toMatchObject({
        number: 'SL/26-27/000001',
        student: { name: 'Demo Student', email: 'demo@example.com' },
        courseTitle: 'Stock Market Foundations',
        totalPaise: 399_900,
      });

      expect(await database.deletions.requests()).toEqual([
        {
          customerId: demoId,
          emailHash: DEMO_EMAIL_HASH,
          requestedAt: new Date(JANUARY),
          passedOnAt: null,
        },
      ]);
    });

    it('refuses the e-mail at sign-in with a clear message, in either language, only to whoever has the password', async () => {
      const { body } = await login(DEMO.email, DEMO.password);
      expect(body.errors?.[0]).toMatchObject({
        message: DELETED_MESSAGE,
        extensions: { code: 'FORBIDDEN' },
      });
      const hindi = await stack.gateway.gql(
        'mutation ($i: LoginInput!) { login(input: $i) { token } }',
        { i: { username: ' Demo@Example.com ', password: DEMO.password } },
        { headers: { 'accept-language': 'hi' } },
      );
      expect(hindi.body.errors?.[0]?.message).toBe(
        'यह अकाउंट इसके मालिक के कहने पर डिलीट किया जा चुका है, इसलिए इससे अब साइन इन नहीं हो सकता।',
      );
      // Without the password, a deleted account reads like any wrong sign-in: nobody learns
      // from the refusal that the address once had an account.
      const guess = await login(DEMO.email, 'anything-at-all');
      expect(guess.body.errors?.[0]?.message).toBe('Invalid email or password.');
      // Nothing of the account is kept again by the refused sign-ins.
      expect(await stack.gateway.server.database.accounts.byEmail(DEMO.email)).toBeNull();
    });

    it('answers the certificate as withdrawn: the API, its page in both languages, its PDF', async () => {
      const { body } = await gql(
        'query ($c: ID!) { certificate(code: $c) { studentName withdrawnAt } }',
        {
          c: certificateCode,
        },
      );
      expect(body.data?.certificate).toEqual({
        studentName: '',
        withdrawnAt: '2027-01-20T12:00:00+05:30',
      });
      const english = await (
        await fetch(`${stack.gateway.url}/certificates/${certificateCode}`)
      ).text();
      expect(english).toContain('Certificate withdrawn</title>');
      expect(english).toContain(`Certificate ${certificateCode} was withdrawn`);
      expect(english).not.toContain('Demo Student');
      const hindi = await (
        await fetch(`${stack.gateway.url}/hi/certificates/${certificateCode}`)
      ).text();
      expect(hindi).toContain(`सर्टिफ़िकेट ${certificateCode} वापस ले लिया गया है`);
      const pdf = await fetch(
        `${stack.gateway.url}/certificates/${certificateCode}/certificate.pdf`,
      );
      expect(pdf.status).toBe(410);
      expect(await pdf.text()).toBe(
        'This certificate was withdrawn when its student deleted their account.\n',
      );
    });
  });

  describe('sign-ins and the export allowance', () => {
    it('keeps sign-ins 90 days', async () => {
      clockMs = JANUARY + 91 * 86_400_000;
      priya = await tokenOf(PRIYA.email, PRIYA.password);
      const { data } = await exported(priya);
      expect(data.signInsLast90Days.map((signIn) => signIn.at)).toEqual([
        '2027-04-21T12:00:00+05:30',
      ]);
    });

    it('allows 5 exports an hour per account, then 429', async () => {
      for (let n = 0; n < 4; n += 1) await exported(priya);
      const refused = await exportWith({ cookie: `session=${priya}` });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('the privacy notice', () => {
    it.each([
      ['/privacy-policy', `write to our grievance contact at ${GRIEVANCE}.`],
      ['/hi/privacy-policy', `हमारे शिकायत संपर्क ${GRIEVANCE} पर लिखें।`],
    ])('%s names GRIEVANCE_EMAIL as the grievance contact', async (path, sentence) => {
      const response = await fetch(`${stack.gateway.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(sentence);
    });
  });
});
