/**
 * Receipts by e-mail, against the stand-in's real SMTP server: the stand-in (legacy API,
 * payment API, webhooks) and its inbox in this process, and a gateway sending through SMTP.
 * What is asserted is what the inbox received, read through its JSON API and its page.
 */
import { HtmlValidate } from 'html-validate';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import type { GatewayServer } from '../../gateway/http/server.ts';
import { inboxOf, type TestInbox } from '../support/mail.ts';
import { readPdf } from '../support/pdf.ts';
import { buyAtStandIn, gqlAt, newBuyer, reportPayment } from '../support/stand-in-checkout.ts';
import { startMailStack, type MailStack } from './mail-stack.ts';

const MAIL_FROM = 'Sharpline Trading Academy <receipts@academy.test>';
const within = { timeout: 10_000, interval: 25 };

let stack: MailStack;
let inbox: TestInbox;
let origin = '';
let gateway: GatewayServer;
let gatewayUrl = '';

beforeAll(async () => {
  stack = await startMailStack({ env: { MAIL_FROM } });
  ({ inbox, origin, gateway, gatewayUrl } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

/** Webhooks of the stand-in's payment API: how they are delivered from now on. */
async function webhookMode(body: { mode: 'deliver' | 'drop' | 'duplicate' }) {
  const auth = Buffer.from(`${DEFAULT_RAZORPAY_KEY_ID}:${DEFAULT_RAZORPAY_KEY_SECRET}`).toString(
    'base64',
  );
  await fetch(`${origin}/razorpay/v1/test-webhooks`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function mailTo(address: string, count = 1) {
  await vi.waitFor(async () => expect(await inboxOf(origin, address)).toHaveLength(count), within);
  return inboxOf(origin, address);
}

/** The value of a counter line of /metrics for the receipt kind. */
async function counter(name: string): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name}{kind="receipt"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('a completed payment is e-mailed its receipt', () => {
  it('in English: one message, from MAIL_FROM, the receipt PDF attached, course and amount named', async () => {
    const sentBefore = await counter('academy_mail_sent_total');
    const buyer = await newBuyer(gatewayUrl, 'en', 'Asha Verma');
    await webhookMode({ mode: 'drop' });
    const paid = await buyAtStandIn(buyer, origin, '3');
    expect((await reportPayment(buyer, paid)).errors).toBeUndefined();

    const [message] = await mailTo(buyer.email);
    expect(message?.subject).toBe('Your receipt for Options Trading on NSE: ₹5,999 paid');
    expect(message?.headers.from).toBe(MAIL_FROM);
    expect(message?.headers.to).toBe(buyer.email);
    expect(message?.to).toBe(buyer.email);
    expect(message?.headers['message-id']).toMatch(/^<[0-9a-f]{32}@academy\.test>$/);
    expect(message?.text).toContain('Hello Asha Verma,');
    expect(message?.text).toContain(
      'Thank you for your payment of ₹5,999 for Options Trading on NSE.',
    );
    expect(message?.html).toContain('<html lang="en">');
    expect(message?.html).toContain(
      'Thank you for your payment of ₹5,999 for Options Trading on NSE.',
    );
    expect(message?.html).toContain('href="http://localhost:4000/my-courses"');
    expect(message?.attachments).toEqual([
      {
        filename: expect.stringMatching(/^receipt-SL-\d\d-\d\d-\d{6}\.pdf$/),
        contentType: 'application/pdf',
      },
    ]);

    // The attachment is the document Order.receiptUrl serves.
    const attached = await fetch(`${origin}/mail/messages/${message?.id}/attachments/0`);
    expect(attached.headers.get('content-type')).toBe('application/pdf');
    const mailed = readPdf(Buffer.from(await attached.arrayBuffer())).text;
    const orders = await gqlAt<{ myOrders: { receiptUrl: string }[] }>(
      gatewayUrl,
      '{ myOrders { receiptUrl } }',
      {},
      { token: buyer.token },
    );
    const served = await fetch(
      `${gatewayUrl}${new URL(orders.data?.myOrders[0]?.receiptUrl ?? '').pathname}`,
    );
    expect(mailed).toBe(readPdf(Buffer.from(await served.arrayBuffer())).text);
    expect(mailed).toContain('Total paid ₹5,999');
    expect(mailed).toContain(`Payment ID: ${paid.paymentId}`);
    await vi.waitFor(
      async () => expect(await counter('academy_mail_sent_total')).toBe(sentBefore + 1),
      within,
    );
    await webhookMode({ mode: 'deliver' });
  });

  it('in Hindi, when the student paid from a Hindi page', async () => {
    const buyer = await newBuyer(gatewayUrl, 'hi', 'आशा वर्मा');
    const paid = await buyAtStandIn(buyer, origin, '2');
    expect((await reportPayment(buyer, paid)).errors).toBeUndefined();
    const [message] = await mailTo(buyer.email);
    expect(message?.subject).toBe('Forex Trading Essentials की रसीद: ₹6,999 का पेमेंट मिला');
    expect(message?.text).toContain('नमस्ते आशा वर्मा,');
    expect(message?.text).toContain('Forex Trading Essentials के लिए ₹6,999 के पेमेंट के लिए धन्यवाद।');
    expect(message?.html).toContain('<html lang="hi">');
    expect(message?.html).toContain('href="http://localhost:4000/hi/my-courses"');
    expect(message?.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('the webhook alone (the tab closed) sends it too, in the language of the checkout page', async () => {
    const buyer = await newBuyer(gatewayUrl, 'hi');
    await buyAtStandIn(buyer, origin, '1');
    const [message] = await mailTo(buyer.email);
    expect(message?.subject).toBe('Stock Market Foundations की रसीद: ₹3,999 का पेमेंट मिला');
  });

  it('the page, duplicated webhooks and the sweep reporting one payment: one e-mail', async () => {
    const buyer = await newBuyer(gatewayUrl);
    await webhookMode({ mode: 'duplicate' });
    const paid = await buyAtStandIn(buyer, origin, '3');
    const answers = await Promise.all([
      reportPayment(buyer, paid),
      reportPayment(buyer, paid),
      gateway.payments.verified?.reconciler.sweep(),
    ]);
    expect(answers[0].errors).toBeUndefined();
    expect(answers[1].errors).toBeUndefined();
    await mailTo(buyer.email);
    // Everything settles (the webhooks' retries included), and still one message.
    await vi.waitFor(async () => {
      const entries = await gateway.database.outbox.entries(`receipt:${paid.paymentId}`);
      expect(entries).toMatchObject([{ state: 'sent', attempts: 1 }]);
    }, within);
    await gateway.payments.verified?.reconciler.sweep();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await inboxOf(origin, buyer.email)).toHaveLength(1);
    await webhookMode({ mode: 'deliver' });
  });

  it('the SMTP server down when the payment is made: the receipt arrives once it is back', async () => {
    await inbox.stop();
    const buyer = await newBuyer(gatewayUrl);
    const paid = await buyAtStandIn(buyer, origin, '2');
    expect((await reportPayment(buyer, paid)).errors).toBeUndefined();
    await vi.waitFor(async () => {
      const [entry] = await gateway.database.outbox.entries(`receipt:${paid.paymentId}`);
      expect(entry?.attempts).toBeGreaterThanOrEqual(2);
      expect(entry?.state).not.toBe('sent');
    }, within);
    await inbox.restart();
    const [message] = await mailTo(buyer.email);
    expect(message?.subject).toBe('Your receipt for Forex Trading Essentials: ₹6,999 paid');
    // Marked sent once the server's acceptance reaches the sender, a moment after it stored it.
    await vi.waitFor(async () => {
      expect(await gateway.database.outbox.entries(`receipt:${paid.paymentId}`)).toMatchObject([
        { state: 'sent', lastError: null },
      ]);
    }, within);
  });
});

describe("the stand-in's inbox", () => {
  const send = (to: string, subject: string) =>
    nodemailer.createTransport({ url: inbox.smtpUrl }).sendMail({
      from: 'Tester <tester@example.com>',
      to,
      subject,
      text: `Text of ${subject}`,
      html: `<p>HTML of ${subject}</p>`,
      attachments: [{ filename: 'notes <1>.txt', content: 'hello', contentType: 'text/plain' }],
    });

  it('answers JSON, newest first, one address with to=', async () => {
    const run = Date.now();
    const first = `first.${run}@example.com`;
    const second = `second.${run}@example.com`;
    await send(first, 'One');
    await send(second, 'Two');
    await send(first, 'Three');
    const mine = await inboxOf(origin, first.toUpperCase());
    expect(mine.map((message) => message.subject)).toEqual(['Three', 'One']);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      to: first,
      subject: 'Three',
      text: 'Text of Three',
      html: '<p>HTML of Three</p>',
      headers: expect.objectContaining({
        from: 'Tester <tester@example.com>',
        to: first,
        subject: 'Three',
        'content-type': expect.stringMatching(/^multipart\/mixed; boundary=/),
      }),
      attachments: [{ filename: 'notes <1>.txt', contentType: 'text/plain' }],
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const all = await inboxOf(origin);
    const ids = all.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all[0]?.subject).toBe('Three');
    // `to` twice is a mistake, not "no filter": the inbox says so instead of listing everyone's.
    const twice = await fetch(`${origin}/mail/api/messages?to=${first}&to=${second}`);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ error: 'Give `to` once, as one e-mail address.' });
    expect((await fetch(`${origin}/mail?to=${first}&to=${second}`)).status).toBe(400);
  });

  it('lists messages on a page that escapes what they say and validates', async () => {
    const address = `page.${Date.now()}@example.com`;
    await send(address, '<script>alert("x")</script> & more');
    const list = await (await fetch(`${origin}/mail?to=${encodeURIComponent(address)}`)).text();
    expect(list).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(list).not.toContain('<script>');
    const [message] = await inboxOf(origin, address);
    const page = await (await fetch(`${origin}/mail/messages/${message?.id}`)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('Text of &lt;script&gt;');
    expect(page).toContain(`srcdoc="&lt;p&gt;HTML of &lt;script&gt;`);
    expect(page).toContain('notes &lt;1&gt;.txt');
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    for (const html of [list, page]) {
      const report = await validator.validateString(html);
      const errors = report.results.flatMap((result) =>
        result.messages.filter((entry) => entry.severity === 2).map((entry) => entry.message),
      );
      expect(errors).toEqual([]);
    }
    const file = await fetch(`${origin}/mail/messages/${message?.id}/attachments/0`);
    expect(await file.text()).toBe('hello');
    expect(file.headers.get('content-disposition')).toContain('attachment');
  });
});
