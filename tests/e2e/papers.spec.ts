/**
 * A student's papers from My Courses (issue 27): the receipt of a paid order and, once every
 * lesson of the course is done, the certificate, both downloaded as PDFs, with the links
 * that share it. A fresh student owns the Forex course (two lessons, weeks 1 and 2) through
 * an order dated 30 days ago, written into the stand-in's database; their lessons are marked
 * done through the gateway, as the classroom does.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { createAccount, signInViaUI } from './support/auth.ts';
import { finishCourse, ownCourseSince } from './support/ownership.ts';

const FOREX = { id: '2', title: 'Forex Trading Essentials', amount: 6999, lessons: 2 };

test('a student downloads their receipt and, with the course finished, their certificate', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'papers');
  ownCourseSince(account, FOREX, 30);
  await signInViaUI(page, account);
  // The success page offers the newest paid order's receipt.
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Download receipt for ${FOREX.title}` }),
  ).toHaveAttribute('href', /\/receipts\/[\w-]+\.[\w-]+\/receipt-SL-\d\d-\d\d-\d{6}\.pdf$/);

  await page.goto('/my-courses');
  const order = page.getByRole('article', { name: FOREX.title });
  await expect(order.getByTestId('order-status')).toHaveText('Success');

  // The receipt of the paid order, before any lesson is done; no certificate yet.
  const receiptLink = order.getByRole('link', { name: `Download receipt for ${FOREX.title}` });
  await expect(receiptLink).toHaveText('Download receipt');
  await expect(order.getByRole('heading', { name: 'Get your certificate' })).toHaveCount(0);
  const receiptDownload = page.waitForEvent('download');
  await receiptLink.click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-SL-\d\d-\d\d-\d{6}\.pdf$/);
  const receiptBytes = readFileSync((await receipt.path()) ?? '');
  expect(receiptBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(receiptBytes.length).toBeLessThan(300_000);

  // Every lesson done: the certificate is there on the next visit.
  await finishCourse(request, account, FOREX);
  await page.reload();
  const certificate = order.getByRole('region', { name: 'Get your certificate' });
  await expect(certificate).toBeVisible();
  await expect(certificate).toContainText(`You have finished ${FOREX.title}.`);
  const code = ((await certificate.locator('code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  const linkedIn = certificate.getByRole('link', { name: 'Add to LinkedIn profile' });
  const linkedInUrl = new URL((await linkedIn.getAttribute('href')) ?? '');
  expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(linkedInUrl.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
  expect(linkedInUrl.searchParams.get('name')).toBe(
    'Forex Trading Essentials: Certificate of Completion',
  );
  expect(linkedInUrl.searchParams.get('organizationName')).toBe('Sharpline Trading Academy');
  expect(linkedInUrl.searchParams.get('certId')).toBe(code);
  const baseUrl = new URL(page.url()).origin;
  expect(linkedInUrl.searchParams.get('certUrl')).toBe(`${baseUrl}/certificates/${code}`);
  const whatsApp = certificate.getByRole('link', { name: 'Share on WhatsApp' });
  const whatsAppUrl = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(whatsAppUrl.origin + whatsAppUrl.pathname).toBe('https://wa.me/');
  expect(whatsAppUrl.searchParams.get('text')).toBe(
    `I have completed Forex Trading Essentials at Sharpline Trading Academy. See my certificate: ${baseUrl}/certificates/${code}`,
  );
  await expectAccessible(page);

  const certificateDownload = page.waitForEvent('download');
  await certificate.getByRole('link', { name: 'Download certificate' }).click();
  const pdf = await certificateDownload;
  expect(pdf.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  expect(
    readFileSync((await pdf.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The verification page anyone can open from a shared link.
  await certificate.getByRole('link', { name: 'Verification page' }).click();
  await expect(page).toHaveURL(`${baseUrl}/certificates/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate of completion');
  await expect(page.getByRole('main')).toContainText(account.name);
  await expect(page.getByRole('main')).toContainText(FOREX.title);
  await expectAccessible(page);
});
