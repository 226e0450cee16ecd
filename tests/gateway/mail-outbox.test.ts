/**
 * The outbox and its sender on SQLite and on a real PostgreSQL, against the stand-in's SMTP
 * server: two gateways' senders (two connections to one database) sending each key once;
 * a key enqueued twice is one message; an SMTP server that is away and comes back; a message
 * kept as failed after its last attempt, and the counters of both outcomes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { receiptMail } from '../../gateway/domain/mail.ts';
import { UnsendableMail, payloadStrings, type MailKinds } from '../../gateway/mail/kinds.ts';
import { smtpMailer } from '../../gateway/mail/mailer.ts';
import { MailWorker, type MailTiming } from '../../gateway/mail/worker.ts';
import { metrics } from '../../gateway/observability/metrics.ts';
import { openDatabase as openStandInDatabase, type Db } from '../../provider/db.ts';
import { MailStore } from '../../provider/mail/store.ts';
import { startTestInbox, type TestInbox } from '../support/mail.ts';
import { DATABASE_KINDS, testDatabases, type DatabasePlace } from '../support/databases.ts';
import { UNUSED_SMTP_URL } from '../support/processes.ts';

const FROM = 'Sharpline Trading Academy <no-reply@academy.test>';
const FAST: MailTiming = {
  attempts: 3,
  firstRetryMs: 50,
  maxRetryMs: 200,
  leaseMs: 5000,
  sweepMs: 500,
};
const within = { timeout: 15_000, interval: 25 };

const notHere = () => Promise.reject(new UnsendableMail('not a kind of these tests'));

/** A kind made from its payload alone: to `{customerId}`, subject the payment id. */
const plainKinds = (unsendable = false): MailKinds => ({
  receipt: async (payload) => {
    const { paymentId, customerId } = payloadStrings(payload, ['paymentId', 'customerId']);
    if (unsendable) throw new UnsendableMail('no such order');
    return {
      to: customerId,
      subject: paymentId,
      text: `text ${paymentId}`,
      html: `<p>html ${paymentId}</p>`,
      attachments: [],
    };
  },
  // Kinds these tests never enqueue (reminders.test.ts and accounts.test.ts send them).
  unlock: () => Promise.reject(new UnsendableMail('no reminders here')),
  'password-reset': notHere,
  'sign-in-code': notHere,
  'password-changed': notHere,
});

async function counted(counter: typeof metrics.mailSent): Promise<number> {
  const { values } = await counter.get();
  return values.find((value) => value.labels.kind === 'receipt')?.value ?? 0;
}

let standInDb: Db;
let inbox: TestInbox;
let store: MailStore;

beforeAll(async () => {
  standInDb = openStandInDatabase(mkdtempSync(path.join(tmpdir(), 'outbox-inbox-')));
  store = new MailStore(standInDb);
  inbox = await startTestInbox(standInDb);
});
afterAll(async () => {
  await inbox.stop();
  standInDb.close();
});

describe.each(DATABASE_KINDS)('the mail outbox on $kind', ({ kind }) => {
  const databases = testDatabases(kind, 'gateway-outbox-');
  const workers: MailWorker[] = [];

  // Registered after the databases': runs before their connections close.
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });

  const emptyDatabase = () => databases.empty();

  /** A gateway's database connection and sender. */
  async function gateway(
    place: DatabasePlace,
    options: { smtpUrl?: string; kinds?: MailKinds; timing?: Partial<MailTiming> } = {},
  ) {
    const database = await databases.open(place);
    const worker = new MailWorker({
      outbox: database.outbox,
      kinds: options.kinds ?? plainKinds(),
      mailer: smtpMailer({ url: options.smtpUrl ?? inbox.smtpUrl, from: FROM, timeoutMs: 2000 }),
      timing: { ...FAST, ...options.timing },
      logger: pino({ level: 'silent' }),
    });
    workers.push(worker);
    return { database, worker };
  }

  const run = () => `${kind}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const mailFor = (to: string, paymentId: string) =>
    receiptMail({ paymentId, customerId: to, courseId: '1' });

  it('two gateways sharing the database send each key once', async () => {
    const settings = await emptyDatabase();
    const first = await gateway(settings);
    const second = await gateway(settings);
    const to = run();
    const keys = Array.from({ length: 24 }, (_, index) => `pay_${index}`);
    // Both enqueue every message (as two paths on two gateways would), both send.
    await Promise.all(
      keys.flatMap((key) => [
        first.database.outbox.enqueue(mailFor(to, key)),
        second.database.outbox.enqueue(mailFor(to, key)),
      ]),
    );
    first.worker.start();
    second.worker.start();
    await vi.waitFor(() => expect(store.list(to)).toHaveLength(keys.length), within);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = store.list(to);
    expect(received.map((message) => message.subject).sort()).toEqual([...keys].sort());
    expect(new Set(received.map((message) => message.headers['message-id'])).size).toBe(
      keys.length,
    );
    await vi.waitFor(async () => {
      const entries = await first.database.outbox.entries('receipt:');
      expect(entries).toHaveLength(keys.length);
      expect(entries.every((entry) => entry.state === 'sent' && entry.attempts === 1)).toBe(true);
    }, within);
  });

  it('a key enqueued with its cause twice is one message', async () => {
    const { database, worker } = await gateway(await emptyDatabase());
    const to = run();
    const payment = {
      paymentId: 'pay_once',
      customerId: to,
      courseId: '1',
      paymentOrderId: null,
    };
    await database.payments.remember(payment, mailFor(to, 'pay_once'));
    await database.payments.remember(payment, mailFor(to, 'pay_once'));
    worker.start();
    await vi.waitFor(() => expect(store.list(to)).toHaveLength(1), within);
    // Marked sent once the server's acceptance reaches the sender, a moment after it stored it.
    await vi.waitFor(async () => {
      expect(await database.outbox.entries()).toMatchObject([
        { key: 'receipt:pay_once', state: 'sent', attempts: 1 },
      ]);
    }, within);
  });

  it('the SMTP server away: tried again until it is back, nothing lost', async () => {
    const sentBefore = await counted(metrics.mailSent);
    // Enough attempts to outlast the time the server is away.
    const { database, worker } = await gateway(await emptyDatabase(), {
      timing: { attempts: 20 },
    });
    worker.start();
    const to = run();
    await inbox.stop();
    try {
      await database.outbox.enqueue(mailFor(to, 'pay_away'));
      await vi.waitFor(async () => {
        const [entry] = await database.outbox.entries();
        expect(entry?.state).toBe('pending');
        expect(entry?.attempts).toBeGreaterThanOrEqual(2);
        expect(entry?.lastError).not.toBeNull();
      }, within);
    } finally {
      await inbox.restart();
    }
    await vi.waitFor(() => expect(store.list(to)).toHaveLength(1), within);
    await vi.waitFor(async () => {
      const [entry] = await database.outbox.entries();
      expect(entry?.state).toBe('sent');
      expect(entry?.attempts).toBeGreaterThanOrEqual(3);
    }, within);
    expect(await counted(metrics.mailSent)).toBe(sentBefore + 1);
  });

  it('after the last attempt the message is kept as failed and counted', async () => {
    const failedBefore = await counted(metrics.mailFailed);
    const { database, worker } = await gateway(await emptyDatabase(), {
      smtpUrl: UNUSED_SMTP_URL,
    });
    worker.start();
    await database.outbox.enqueue(mailFor(run(), 'pay_never'));
    await vi.waitFor(async () => {
      expect((await database.outbox.entries())[0]).toMatchObject({
        state: 'failed',
        attempts: FAST.attempts,
      });
    }, within);
    await vi.waitFor(
      async () => expect(await counted(metrics.mailFailed)).toBe(failedBefore + 1),
      within,
    );
    // Kept, and never tried again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await database.outbox.entries())[0]?.attempts).toBe(FAST.attempts);
  });

  it('a message that cannot be made fails at once', async () => {
    const { database, worker } = await gateway(await emptyDatabase(), {
      kinds: plainKinds(true),
    });
    worker.start();
    await database.outbox.enqueue(mailFor(run(), 'pay_unmade'));
    await vi.waitFor(async () => {
      expect((await database.outbox.entries())[0]).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: 'no such order',
      });
    }, within);
  });
});
