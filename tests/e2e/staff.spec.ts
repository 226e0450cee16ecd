/**
 * The staff room in the browser (issue #39): an owner signs in with password and the code
 * an authenticator app shows, using the keyboard alone at 1024 px, and reads the audit
 * log; an instructor on a 768 px tablet sees no audit log; a student's session opens
 * nothing of it. Staff are made the way the academy makes them, with `npm run staff`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { createAccount, signInViaUI } from './support/auth.ts';
import { e2eDataDir } from './support/stack.ts';
import { addStaff, type AddedStaff } from '../support/staff.ts';

const LAPTOP = { width: 1024, height: 768 };
const TABLET = { width: 768, height: 1024 };

/** A staff member of `role` with an address no other test uses. */
function newStaff(role: 'owner' | 'instructor'): Promise<AddedStaff> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return addStaff(e2eDataDir, `${role}-${tag}@academy.example`, role, `Staff-pass-${tag}`);
}

/** Signs in at /staff/sign-in by keyboard alone: tab between fields, Enter to send. */
async function signInByKeyboard(page: Page, staff: AddedStaff) {
  await page.goto('/staff/sign-in');
  await expect(page).toHaveTitle(/Staff sign-in/);
  await page.getByLabel('Staff e-mail').focus();
  await page.keyboard.type(staff.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(staff.password);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(staff.codeAt(new Date()));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff$/, { timeout: 5_000 });
}

test('an owner signs in with a second factor by keyboard and reads the audit log', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const owner = await newStaff('owner');
  await signInByKeyboard(page, owner);

  await expect(page.getByRole('heading', { level: 1, name: 'Staff room' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: `Signed in as ${owner.email}.` }),
  ).toBeVisible();
  await expect(page.locator('strong', { hasText: owner.email })).toBeVisible();
  await expect(page.getByText('Role: Owner')).toBeVisible();
  // The staff room is never indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const audit = page.getByRole('table');
  await expect(audit).toBeVisible();
  const ownRow = audit.getByRole('row').filter({ hasText: owner.email }).first();
  await expect(ownRow).toContainText('sign-in');
  await expectNoSeriousA11yViolations(page);

  // Signing out ends the staff session: the room asks for a staff sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out of the staff room.')).toBeVisible();
  await page.goto('/staff');
  await expect(
    page.getByText('Sign in with your staff account to open the staff room.'),
  ).toBeVisible();
});

test('a wrong or replayed code is refused and says so', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const owner = await newStaff('owner');
  await page.goto('/staff/sign-in');
  await page.getByLabel('Staff e-mail').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  // A code from ten minutes ago is no longer shown by any authenticator app.
  await page.getByLabel('6-digit code').fill(owner.codeAt(new Date(Date.now() - 600_000)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i }).first()).toBeVisible({
    timeout: 5_000,
  });
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});

test('an instructor on a tablet sees the room without the audit log', async ({ page }) => {
  await page.setViewportSize(TABLET);
  const instructor = await newStaff('instructor');
  await signInByKeyboard(page, instructor);
  await expect(page.getByText('Role: Instructor')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a student's session opens nothing of the staff room", async ({ page, request }) => {
  await page.setViewportSize(LAPTOP);
  const student = await createAccount(request, 'not-staff');
  await signInViaUI(page, student);
  await page.goto('/staff');
  await expect(
    page.getByText('Sign in with your staff account to open the staff room.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
