/**
 * Unlock reminders against the stand-in's real SMTP server: the stand-in and its inbox in this
 * process, two gateways sharing one database, and one clock for all of them that the tests
 * move (the scheduler scans and the sender looks when told, so no test waits for time to pass).
 * What is asserted is what the inbox received, what GraphQL answers and what the unsubscribe
 * link's page answers.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayServer } from '../../gateway/http/server.ts';
import { inboxOf } from '../support/mail.ts';
import { buyAtStandIn, gqlAt, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';
import { startMailStack, type MailStack } from './mail-stack.ts';

const WEEK_MS = 604_800_000;
const within = { timeout: 10_000, interval: 25 };
const UNSUBSCRIBE = /^<(http:\/\/localhost:4000\/reminders\/unsubscribe\/[\w-]+\.[\w-]+)>$/;
/** Receipts' subjects, in English and Hindi. */
const RECEIPT = /receipt|रसीद/;
const WEEK_TWO = 'Reading candlestick charts, Candlestick pattern sheet';

/** The one clock of the stand-in and both gateways; it only moves forward. */
let clock = new Date('2026-12-01T10:00:00+05:30');
const now = () => clock;
function setClock(at: Date | number) {
  const next = new Date(at);
  expect(next.getTime()).toBeGreaterThanOrEqual(clock.getTime());
  clock = next;
}

let stack: MailStack;
let origin = '';
let first: GatewayServer;
let second: GatewayServer;
let gatewayUrl = '';

beforeAll(async () => {
  // Two gateways on one DATA_DIR: one database, one outbox. REMINDER_QUIET_HOURS is unset,
  // so its default (21-8) applies.
  stack = await startMailStack({ gateways: 2, now });
  ({ origin, gatewayUrl } = stack);
  [first, second] = stack.gateways as [GatewayServer, GatewayServer];
});

afterAll(async () => {
  await stack?.stop();
});

/** Both gateways scan at the clock's time, then both senders look at the outbox. */
async function scanAt(at: Date | number) {
  setClock(at);
  await Promise.all([first.reminders.scan(), second.reminders.scan()]);
  await Promise.all([first.mail.lookNow(), second.mail.lookNow()]);
}

const reminderMail = async (email: string) =>
  (await inboxOf(origin, email)).filter((message) => !RECEIPT.test(message.subject));

async function receiptsOf(email: string, count: number) {
  await vi.waitFor(async () => {
    const all = await inboxOf(origin, email);
    expect(all.filter((message) => RECEIPT.test(message.subject))).toHaveLength(count);
  }, within);
}

/** A new student who bought `courseId` at `at`; their order's id and date as GraphQL has them. */
async function studentWithOrder(at: string, language: 'en' | 'hi' = 'en', courseId = '1') {
  setClock(new Date(at));
  const buyer = await newBuyer(gatewayUrl, language, 'Asha Verma');
  const paid = await buyAtStandIn(buyer, origin, courseId);
  expect((await reportPayment(buyer, paid)).errors).toBeUndefined();
  await receiptsOf(buyer.email, 1);
  const orders = await gqlAt<{ myOrders: { id: string; orderedAt: string }[] }>(
    gatewayUrl,
    '{ myOrders { id orderedAt } }',
    {},
    { token: buyer.token },
  );
  const [order] = orders.data?.myOrders ?? [];
  if (!order) throw new Error('no order');
  return { buyer, orderId: order.id, orderedAtMs: Date.parse(order.orderedAt) };
}

/** A fresh session of the buyer (a week later their first one has ended). */
async function signIn(email: string): Promise<string> {
  const answer = await gqlAt<{ login: { token: string } }>(
    gatewayUrl,
    'mutation ($i: LoginInput!) { login(input: $i) { token } }',
    { i: { username: email, password: 'pay-it-once' } },
  );
  if (!answer.data) throw new Error(`no sign-in: ${JSON.stringify(answer.errors)}`);
  return answer.data.login.token;
}

async function remindersEnabled(token: string): Promise<boolean | undefined> {
  const answer = await gqlAt<{ me: { remindersEnabled: boolean } }>(
    gatewayUrl,
    '{ me { remindersEnabled } }',
    {},
    { token },
  );
  return answer.data?.me.remindersEnabled;
}

describe('when a week opens, its owner gets one reminder', () => {
  it('in English at the opening: subject, classes link, List-Unsubscribe headers; once', async () => {
    const { buyer, orderId, orderedAtMs } = await studentWithOrder('2026-12-01T10:00:00+05:30');
    await scanAt(orderedAtMs + WEEK_MS - 1000);
    expect(await reminderMail(buyer.email)).toEqual([]);

    await scanAt(orderedAtMs + WEEK_MS);
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(1), within);
    const [message] = await reminderMail(buyer.email);
    expect(message?.subject).toBe(`Week 2 of Stock Market Foundations is open: ${WEEK_TWO}`);
    expect(message?.text).toContain('Hello Asha Verma,');
    expect(message?.text).toContain(`Week 2 of Stock Market Foundations is open: ${WEEK_TWO}.`);
    expect(message?.text).toContain(
      'Open your classes: http://localhost:4000/view-classes/1/Stock-Market-Foundations',
    );
    expect(message?.html).toContain('<html lang="en">');
    expect(message?.html).toContain(
      'href="http://localhost:4000/view-classes/1/Stock-Market-Foundations"',
    );
    expect(message?.headers['list-unsubscribe']).toMatch(UNSUBSCRIBE);
    expect(message?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = UNSUBSCRIBE.exec(String(message?.headers['list-unsubscribe']))?.[1] ?? '';
    expect(message?.text).toContain(`To stop them, open: ${link}`);

    // Scanned again and again, by both gateways: still one message for (order, week 2).
    await scanAt(orderedAtMs + WEEK_MS + 60_000);
    await scanAt(orderedAtMs + WEEK_MS + 120_000);
    expect(await reminderMail(buyer.email)).toHaveLength(1);
    expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toMatchObject([
      { key: `unlock:${orderId}:2`, kind: 'unlock', state: 'sent', attempts: 1 },
    ]);
  });

  it('in Hindi, for a student who bought from a Hindi page, linking the Hindi classes page', async () => {
    const { buyer, orderedAtMs } = await studentWithOrder('2026-12-09T11:00:00+05:30', 'hi');
    await scanAt(orderedAtMs + WEEK_MS + 5000);
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(1), within);
    const [message] = await reminderMail(buyer.email);
    expect(message?.subject).toBe(`Stock Market Foundations का सप्ताह 2 खुल गया: ${WEEK_TWO}`);
    expect(message?.text).toContain('नमस्ते Asha Verma,');
    expect(message?.html).toContain('<html lang="hi">');
    expect(message?.html).toContain(
      'href="http://localhost:4000/hi/view-classes/1/Stock-Market-Foundations"',
    );
    expect(message?.headers['list-unsubscribe']).toMatch(UNSUBSCRIBE);
  });

  it('in quiet hours (21-8 India time): an opening at 22:00 is sent at 08:00, not before', async () => {
    // Receipts are never held back: this one arrives at 22:00.
    const { buyer, orderId, orderedAtMs } = await studentWithOrder('2026-12-17T22:00:00+05:30');
    await scanAt(orderedAtMs + WEEK_MS);
    expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toMatchObject([
      { state: 'pending', attempts: 0 },
    ]);
    await scanAt(Date.parse('2026-12-25T07:59:59+05:30'));
    expect(await reminderMail(buyer.email)).toEqual([]);
    expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toMatchObject([
      { state: 'pending', attempts: 0 },
    ]);
    await scanAt(Date.parse('2026-12-25T08:00:00+05:30'));
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(1), within);
    expect((await reminderMail(buyer.email))[0]?.subject).toBe(
      `Week 2 of Stock Market Foundations is open: ${WEEK_TWO}`,
    );
  });

  it('catching up: only the latest opened week, and nothing for one opened over two days ago', async () => {
    const { buyer, orderId, orderedAtMs } = await studentWithOrder('2026-12-26T12:00:00+05:30');
    // Weeks 2 and 3 opened while nobody looked; week 3 opened a day ago.
    await scanAt(orderedAtMs + 2 * WEEK_MS + 24 * 3_600_000);
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(1), within);
    expect((await reminderMail(buyer.email))[0]?.subject).toBe(
      'Week 3 of Stock Market Foundations is open: Support and resistance, Trend lines worksheet',
    );
    // Week 4 opened three days before the next look: passed over; week 5 is reminded of.
    await scanAt(orderedAtMs + 3 * WEEK_MS + 3 * 24 * 3_600_000);
    await scanAt(orderedAtMs + 4 * WEEK_MS);
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(2), within);
    expect((await first.database.outbox.entries(`unlock:${orderId}:`)).map((e) => e.key)).toEqual([
      `unlock:${orderId}:3`,
      `unlock:${orderId}:5`,
    ]);
  });
});

describe('turning reminders off', () => {
  it('needs a session to change, and is on until changed', async () => {
    const answer = await gqlAt<unknown>(
      gatewayUrl,
      'mutation { setRemindersEnabled(enabled: false) { remindersEnabled } }',
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('from the profile: no reminder, receipts still sent; checked again when sending', async () => {
    // Bought at 23:00 India time: every week opens in quiet hours.
    const { buyer, orderId, orderedAtMs } = await studentWithOrder('2027-01-30T23:00:00+05:30');
    expect(await remindersEnabled(buyer.token)).toBe(true);
    const off = await gqlAt<{ setRemindersEnabled: { id: string; remindersEnabled: boolean } }>(
      gatewayUrl,
      'mutation { setRemindersEnabled(enabled: false) { id remindersEnabled } }',
      {},
      { token: buyer.token },
    );
    expect(off.data?.setRemindersEnabled).toEqual({ id: buyer.id, remindersEnabled: false });
    expect(await remindersEnabled(buyer.token)).toBe(false);
    // A receipt is always sent.
    const other = await buyAtStandIn(buyer, origin, '2');
    expect((await reportPayment(buyer, other)).errors).toBeUndefined();
    await receiptsOf(buyer.email, 2);
    await scanAt(orderedAtMs + WEEK_MS);
    await scanAt(Date.parse('2027-02-07T08:00:00+05:30'));
    expect(await reminderMail(buyer.email)).toEqual([]);
    expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toEqual([]);

    // On again: week 3's reminder is written at 23:00 and waits for the end of quiet hours;
    // turned off before 08:00, it is not sent.
    const setTo = async (enabled: boolean) =>
      gqlAt(
        gatewayUrl,
        'mutation ($e: Boolean!) { setRemindersEnabled(enabled: $e) { id } }',
        { e: enabled },
        { token: await signIn(buyer.email) },
      );
    expect((await setTo(true)).errors).toBeUndefined();
    await scanAt(Date.parse('2027-02-13T23:00:00+05:30'));
    expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toMatchObject([
      { key: `unlock:${orderId}:3`, state: 'pending' },
    ]);
    expect((await setTo(false)).errors).toBeUndefined();
    await scanAt(Date.parse('2027-02-14T08:00:00+05:30'));
    await vi.waitFor(async () => {
      expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toMatchObject([
        { key: `unlock:${orderId}:3`, state: 'skipped' },
      ]);
    }, within);
    expect(await reminderMail(buyer.email)).toEqual([]);
  });

  it("from the reminder's one-click link: GET asks, POST turns them off", async () => {
    const { buyer, orderId, orderedAtMs } = await studentWithOrder(
      '2027-02-20T10:00:00+05:30',
      'hi',
    );
    await scanAt(orderedAtMs + WEEK_MS);
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(1), within);
    const [message] = await reminderMail(buyer.email);
    const link = UNSUBSCRIBE.exec(String(message?.headers['list-unsubscribe']))?.[1] ?? '';
    const address = `${gatewayUrl}${new URL(link).pathname}`;

    // Following the link (as a mail scanner would) only shows the question, in Hindi.
    const page = await fetch(address);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('कोर्स का नया हफ़्ता खुलने पर आने वाले ईमेल बंद करें?');
    expect(html).toContain(
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"/><button type="submit">रिमाइंडर बंद करें</button></form>',
    );
    const token = await signIn(buyer.email);
    expect(await remindersEnabled(token)).toBe(true);

    // A POST without RFC 8058's body changes nothing.
    const empty = await fetch(address, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(await remindersEnabled(token)).toBe(true);

    const posted = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('हो गया: अब आपको अनलॉक रिमाइंडर नहीं मिलेंगे।');
    expect(await remindersEnabled(token)).toBe(false);

    // Week 3 opens: no reminder. A new purchase's receipt still comes.
    await scanAt(orderedAtMs + 2 * WEEK_MS);
    expect(await first.database.outbox.entries(`unlock:${orderId}:`)).toHaveLength(1);
    const later = { ...buyer, token: await signIn(buyer.email) };
    const paid = await buyAtStandIn(later, origin, '3');
    expect((await reportPayment(later, paid)).errors).toBeUndefined();
    await receiptsOf(buyer.email, 2);
    expect(await reminderMail(buyer.email)).toHaveLength(1);

    // Mail clients may post it as multipart: that works too (and changes nothing further).
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(address, { method: 'POST', body: form })).status).toBe(200);
  });

  it('refuses a forged or altered link with 400 and changes nothing', async () => {
    const { buyer, orderedAtMs } = await studentWithOrder('2027-03-10T10:00:00+05:30');
    await scanAt(orderedAtMs + WEEK_MS);
    await vi.waitFor(async () => expect(await reminderMail(buyer.email)).toHaveLength(1), within);
    const [message] = await reminderMail(buyer.email);
    const link = UNSUBSCRIBE.exec(String(message?.headers['list-unsubscribe']))?.[1] ?? '';
    const segment = new URL(link).pathname.split('/').pop() ?? '';
    const [claims = '', signature = ''] = segment.split('.');
    // Someone else's id in the claims, the signature kept.
    const claimsOf = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedClaims = Buffer.from(JSON.stringify({ ...claimsOf, c: '1' })).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      `${forgedClaims}.${signature}`,
      `${claims}.${flipped}`,
      'nonsense',
      `${claims}`,
    ];
    const token = await signIn(buyer.email);
    for (const bad of refused) {
      const address = `${gatewayUrl}/reminders/unsubscribe/${bad}`;
      const shown = await fetch(address);
      expect(shown.status).toBe(400);
      expect(await shown.text()).toContain('This link is not valid or has expired.');
      const posted = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status).toBe(400);
    }
    expect(await remindersEnabled(token)).toBe(true);
  });
});
