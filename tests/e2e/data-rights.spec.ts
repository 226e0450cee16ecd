/**
 * A student's data and leaving, on a 360 px phone (issue #38, items 6 and 7): the reminders
 * switch in the profile, "Download my data" giving a zip, and "Delete my account" refusing a
 * wrong password, then deleting: signed out, sent home, and the e-mail no longer signs in.
 */
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { createAccount, shownMessage, signInViaUI, toast } from './support/auth.ts';

const PHONE = { width: 360, height: 740 };

/** The account group of the phone's menu, opened. */
async function accountMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name });
}

test('a student turns reminders off, downloads their data and deletes their account', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const student = await createAccount(request, 'leaving');
  await signInViaUI(page, student);
  await page.goto('/privacy-policy');

  // Reminders: on by default, turned off from the profile, and said so.
  await (await accountMenu(page, student.name)).getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  const reminders = profile.getByRole('switch', {
    name: 'E-mail me when a new week of my course opens',
  });
  await expect(reminders).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await reminders.click();
  await expect(toast(page, 'Unlock reminders are off.')).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  // The data: a zip with the profile and the choice just made.
  const menu = await accountMenu(page, student.name);
  const downloading = page.waitForEvent('download', { timeout: 10_000 });
  await menu.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sharpline-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as {
    profile: { email: string };
    preferences: { unlockReminders: boolean };
  };
  expect(data.profile.email).toBe(student.email);
  expect(data.preferences.unlockReminders).toBe(false);

  // Deleting: what goes and what stays is said first; a wrong password deletes nothing.
  await page.keyboard.press('Escape');
  await (
    await accountMenu(page, student.name)
  )
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('Kept: your receipts (tax invoices)');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog).toContainText('This is not your password. Nothing was deleted.');
  await dialog.getByLabel('Password').fill(student.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');

  // The e-mail no longer signs in, and the page says why.
  await page.goto('/sign-in');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(student.email);
  await main.getByLabel('Password').fill(student.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(shownMessage(page, 'This account was deleted at its owner’s request')).toBeVisible();
});
