/**
 * The staff room's round in the browser (issue #39): an owner signed in with a second factor
 * makes a launch coupon; a student buys a course with it at the test checkout; the owner
 * finds the sale on the sales page (its chart, its numbers and the CSV), refunds it from its
 * row with a credit note, and the student's course then says Refunded; the students page
 * shows the course's funnel. Every staff page is checked with axe at 1024 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { createAccount, signInViaUI } from './support/auth.ts';
import { signInAsOwner } from './support/staff-room.ts';

const LAPTOP = { width: 1024, height: 768 };
const FOREX = {
  path: '/course-detail/2/Forex-Trading-Essentials',
  title: 'Forex Trading Essentials',
};
/** What people feel as "at once" after a click that asks the gateway. */
const ANSWER_MS = 5_000;

test('an owner runs a coupon, sees the sale with its GST and CSV, and refunds it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await signInAsOwner(page);

  // A launch coupon, made from the console.
  const code = `LAUNCH-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Coupons' })
    .click();
  await expect(page).toHaveURL('/staff/coupons');
  await expect(page).toHaveTitle(/Coupons/);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('How much').fill('20');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  const listed = page.getByRole('row').filter({ hasText: code });
  await expect(listed).toBeVisible({ timeout: ANSWER_MS });
  await expect(listed).toContainText('20% off');
  await expectNoSeriousA11yViolations(page);

  // A student applies it on the course page and pays the discounted price.
  const studentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const studentPage = await studentContext.newPage();
  const student = await createAccount(request, 'coupon-buyer');
  await signInViaUI(studentPage, student);
  await studentPage.goto(FOREX.path);
  await studentPage.getByText('Have a coupon code?').click();
  await studentPage.getByLabel('Coupon code').fill(code.toLowerCase());
  await studentPage.getByRole('button', { name: 'Apply' }).click();
  // 20% off ₹6,999 is ₹1,399.80.
  await expect(studentPage.getByText(`Coupon ${code}: −₹1,399.80`)).toBeVisible({
    timeout: ANSWER_MS,
  });
  await expect(studentPage.getByText('You pay: ₹5,599.20')).toBeVisible();
  await studentPage.getByRole('button', { name: 'Purchase Now' }).click();
  const checkout = studentPage.getByRole('dialog', { name: 'Test payment' });
  await checkout.getByRole('button', { name: /^Pay ₹5599\.2/ }).click();
  await expect(studentPage).toHaveURL('/payment-success', { timeout: 10_000 });

  // The owner sees the sale this month, with the coupon, the chart and its numbers.
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Sales and GST' })
    .click();
  await expect(page).toHaveURL(/\/staff\/sales/);
  const invoices = page.getByRole('region', { name: /Invoices of the period/ });
  const sale = invoices.getByRole('row').filter({ hasText: student.email });
  await expect(sale).toBeVisible({ timeout: ANSWER_MS });
  await expect(sale).toContainText(code);
  await expect(sale).toContainText('₹5,599.20');
  await expect(page.getByRole('img', { name: /Revenue on each day of the period/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const invoiceNumber = (await sale.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(invoiceNumber).toMatch(/^SL\/\d{2}-\d{2}\/\d{6}$/);

  // The CSV: the same sale, ready for the return.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Document,Invoice number,Invoice date,/);
  expect(csv).toContain(`Invoice,${invoiceNumber},`);
  expect(csv).toContain(`,${code},`);

  // A refund from the sale's row, with its credit note.
  // A link to the refund form on the refunds page, which opens the dialog here with the app.
  await sale.getByRole('link', { name: `Refund… ${invoiceNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount to refund (₹)')).toHaveValue('5599.20');
  await dialog
    .getByLabel('Reason (printed on the credit note)')
    .fill('Charged twice for one course');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  await expect(
    dialog.getByText(/^Refunded\. Credit note CN\/\d{2}-\d{2}\/\d{6} is issued\.$/),
  ).toBeVisible({
    timeout: ANSWER_MS,
  });
  await expect(dialog.getByRole('link', { name: /^Open credit note CN\// })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    invoices.getByRole('row').filter({ hasText: 'Credit note' }).filter({ hasText: invoiceNumber }),
  ).toContainText('-₹5,599.20');

  // The student's course is refunded: no longer theirs to open.
  await studentPage.goto('/my-courses');
  await expect(studentPage.getByRole('article', { name: FOREX.title })).toContainText('Refunded');
  await studentContext.close();

  // Where students stop: the funnel of a course, as a chart with its numbers.
  await page.goto('/staff');
  await page
    .getByRole('navigation', { name: 'Staff pages' })
    .getByRole('link', { name: 'Students and where they stop' })
    .click();
  await expect(page).toHaveURL('/staff/students');
  await expect(page).toHaveTitle(/Students/);
  await expect(page.getByRole('heading', { name: 'Week by week' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
