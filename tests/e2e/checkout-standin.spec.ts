/**
 * The payment stand-in in a real browser: a page on another origin, under a strict
 * Content-Security-Policy, loads /checkout.js, opens the `Test payment` dialog and pays,
 * fails or closes it, as a page using Razorpay Standard Checkout would.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';

const PORT = Number(process.env.CHECKOUT_STANDIN_PORT ?? 4110);
const PAGE_PORT = Number(process.env.CHECKOUT_PAGE_PORT ?? 4119);
const STAND_IN = `http://127.0.0.1:${PORT}`;
// The merchant page, served by the test itself on its own origin (another port).
const PAGE_URL = `http://127.0.0.1:${PAGE_PORT}/course-checkout`;
const NONCE = 'checkout-standin-test';

interface CheckoutEvent {
  type: 'paid' | 'failed' | 'dismissed';
  response?: Record<string, unknown>;
}

declare global {
  interface Window {
    checkoutEvents: CheckoutEvent[];
    cspViolations: string[];
    nextOrder?: { id: string; amount: number };
  }
}

const pageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Course checkout</title>
<script src="${STAND_IN}/checkout.js"></script>
<script nonce="${NONCE}">
window.checkoutEvents = [];
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', function (event) {
  window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
});
document.addEventListener('DOMContentLoaded', function () {
  document.getElementById('buy').addEventListener('click', function () {
    var order = window.nextOrder;
    var checkout = new Razorpay({
      key: '${DEFAULT_RAZORPAY_KEY_ID}',
      amount: order.amount,
      currency: 'INR',
      name: 'Trading academy',
      description: 'Stock Market Foundations',
      order_id: order.id,
      prefill: { name: 'Demo Student', email: 'demo@example.com', contact: '9876543210' },
      theme: { color: '#d4af37' },
      handler: function (response) {
        window.checkoutEvents.push({ type: 'paid', response: response });
      },
      modal: {
        ondismiss: function () {
          window.checkoutEvents.push({ type: 'dismissed' });
        },
      },
    });
    checkout.on('payment.failed', function (response) {
      window.checkoutEvents.push({ type: 'failed', response: response });
    });
    checkout.open();
  });
});
</script>
</head>
<body><main><h1>Stock Market Foundations</h1><button id="buy" type="button">Buy course</button></main></body>
</html>`;

const csp = [
  "default-src 'none'",
  `script-src 'nonce-${NONCE}' ${STAND_IN}`,
  `connect-src ${STAND_IN}`,
  "style-src 'self'",
].join('; ');

let provider: ChildProcess | undefined;
let merchantPage: Server | undefined;
let dataDir: string;

function serveMerchantPage(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
    });
    res.end(pageHtml);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PAGE_PORT, '127.0.0.1', () => resolve(server));
  });
}

function startProvider(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'provider/index.ts'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    env: {
      ...process.env,
      PROVIDER_PORT: String(PORT),
      MAIL_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('provider listening on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The stand-in exited with ${code}`)));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'checkout-standin-'));
  provider = await startProvider();
  merchantPage = await serveMerchantPage();
});

test.afterAll(async () => {
  const page = merchantPage;
  if (page) await new Promise((resolve) => page.close(resolve));
  const child = provider;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Creates an order through the Orders API, server-side, as the gateway does. */
async function createOrder(amount: number): Promise<string> {
  const response = await fetch(`${STAND_IN}/razorpay/v1/orders`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${DEFAULT_RAZORPAY_KEY_ID}:${DEFAULT_RAZORPAY_KEY_SECRET}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'course-1' }),
  });
  expect(response.status).toBe(200);
  const order = (await response.json()) as { id: string };
  return order.id;
}

async function openCheckout(page: Page, amount = 399900): Promise<string> {
  const orderId = await createOrder(amount);
  await page.evaluate(
    (order) => {
      window.nextOrder = order;
    },
    { id: orderId, amount },
  );
  await page.getByRole('button', { name: 'Buy course' }).click();
  await expect(page.getByRole('dialog', { name: 'Test payment' })).toBeVisible();
  return orderId;
}

async function nextEvent(page: Page): Promise<CheckoutEvent> {
  await page.waitForFunction(() => window.checkoutEvents.length > 0);
  return page.evaluate(() => window.checkoutEvents.shift() as CheckoutEvent);
}

test.beforeEach(async ({ page }) => {
  await page.goto(PAGE_URL);
});

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test('Pay returns a payment id signed with the key secret', async ({ page }) => {
  const orderId = await openCheckout(page);
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText('₹3999');
  const pay = dialog.getByRole('button', { name: 'Pay ₹3999' });
  await expect(pay).toBeFocused();

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await pay.click();
  const event = await nextEvent(page);
  expect(event.type).toBe('paid');
  const paymentId = String(event.response?.razorpay_payment_id);
  expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
  expect(event.response?.razorpay_order_id).toBe(orderId);
  const signature = createHmac('sha256', DEFAULT_RAZORPAY_KEY_SECRET)
    .update(`${orderId}|${paymentId}`)
    .digest('hex');
  expect(event.response?.razorpay_signature).toBe(signature);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy course' })).toBeFocused();
});

test('Fail payment emits payment.failed with Razorpay’s error', async ({ page }) => {
  const orderId = await openCheckout(page);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  const event = await nextEvent(page);
  expect(event).toEqual({
    type: 'failed',
    response: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.any(String),
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) },
      },
    },
  });
  await expect(page.getByRole('dialog', { name: 'Test payment' })).toBeHidden();
});

test('Close and Escape dismiss the dialog and call modal.ondismiss', async ({ page }) => {
  await openCheckout(page);
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  // Focus stays inside the dialog: Tab from the last button comes back to the first.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Pay ₹3999' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await nextEvent(page)).toEqual({ type: 'dismissed' });
  await expect(dialog).toBeHidden();

  await openCheckout(page, 599900);
  await expect(dialog.getByRole('button', { name: 'Pay ₹5999' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await nextEvent(page)).toEqual({ type: 'dismissed' });
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.checkoutEvents)).toEqual([]);
});
