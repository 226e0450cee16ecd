/**
 * A gateway killed with SIGKILL while it sends a receipt: the stand-in (its legacy API,
 * payment API and SMTP server) in this process, the gateway a real process. The SMTP server
 * holds the delivery open; the gateway is killed before the server accepted the message (so
 * the server never did); a gateway started on the same data then sends it, once its lease
 * has lapsed, and the server receives that key's message exactly once.
 *
 * What this cannot show, and nothing can: a kill after the server accepted a message and
 * before the row is marked sent. Then the message is sent again after the lease lapses, with
 * the same Message-ID (docs/decisions/0018-mail-outbox.md): once per key means once per
 * acceptance the gateway heard of, and a receiver that dedupes by Message-ID sees one.
 */
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderApp } from '../../provider/app.ts';
import { loadConfig as loadProviderConfig } from '../../provider/config.ts';
import { openDatabase, type Db } from '../../provider/db.ts';
import { seedIfNew } from '../../provider/seed.ts';
import { freePort } from '../support/local-servers.ts';
import { inboxOf, startTestInbox, type TestInbox } from '../support/mail.ts';
import { startGateway, tempDataDir, until, type Running } from '../support/processes.ts';
import { buyAtStandIn, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';

const data = tempDataDir();
let db: Db;
let inbox: TestInbox;
let standIn: http.Server;
let origin = '';
let providerPort = 0;
const gateways: Running[] = [];

async function gatewayOn(port: number): Promise<Running> {
  const running = await startGateway(port, providerPort, path.join(data.path, 'gateway'), {
    SMTP_URL: inbox.smtpUrl,
    // A lease of 2 s: a killed gateway's delivery is taken over soon.
    MAIL_SEND_TIMEOUT_MS: '1000',
    RECONCILE_INTERVAL_MS: '0',
    SESSION_SECRET: 'mail-kill-test-session-secret-0123456789',
  });
  gateways.push(running);
  return running;
}

beforeAll(async () => {
  db = openDatabase(path.join(data.path, 'provider'));
  await seedIfNew(db, new Date());
  inbox = await startTestInbox(db);
  providerPort = await freePort();
  standIn = http.createServer(
    createProviderApp({ db, config: loadProviderConfig({ DATA_DIR: data.path }) }),
  );
  await new Promise<void>((resolve) => standIn.listen(providerPort, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${providerPort}`;
}, 60_000);

afterAll(async () => {
  for (const running of gateways) await running.stop('SIGKILL');
  await inbox?.stop();
  standIn?.closeAllConnections();
  await new Promise((resolve) => standIn?.close(resolve));
  db?.close();
  data.remove();
});

describe('a gateway killed mid-send', () => {
  it('leaves the receipt to the next gateway, which sends it once', async () => {
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    inbox.gate.beforeAccept = async () => {
      holding();
      await refused;
      // The client is gone: the server never accepted this delivery.
      throw new Error('connection lost before the message was accepted');
    };

    const port = await freePort();
    const first = await gatewayOn(port);
    const url = `http://127.0.0.1:${port}`;
    const buyer = await newBuyer(url);
    const paid = await buyAtStandIn(buyer, origin, '3');
    expect((await reportPayment(buyer, paid)).errors).toBeUndefined();
    await held;
    first.child.kill('SIGKILL');
    await until(async () => first.exited(), 5000, 20);
    inbox.gate.beforeAccept = null;
    refuse();
    expect(await inboxOf(origin, buyer.email)).toEqual([]);

    await gatewayOn(port);
    expect(
      await until(async () => (await inboxOf(origin, buyer.email)).length > 0, 20_000, 50),
    ).toBe(true);
    // Longer than another lease: nothing else comes.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const received = await inboxOf(origin, buyer.email);
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe('Your receipt for Options Trading on NSE: ₹5,999 paid');
    expect(received[0]?.attachments[0]?.contentType).toBe('application/pdf');
  }, 90_000);
});
