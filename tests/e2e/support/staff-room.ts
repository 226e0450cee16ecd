/**
 * Into the staff room: a new owner or instructor, made the way the academy makes staff
 * (`npm run staff`), signed in at /staff/sign-in with their password and the code their
 * authenticator shows.
 */
import { expect, type Page } from '@playwright/test';
import { addStaff, type AddedStaff } from '../../support/staff.ts';
import { e2eDataDir } from './stack.ts';

/** What people feel as "at once" after a click that asks the gateway. */
const ANSWER_MS = 5_000;

export async function signInAsStaff(page: Page, role: 'owner' | 'instructor'): Promise<AddedStaff> {
  const tag = Math.random().toString(36).slice(2, 8);
  const member = await addStaff(
    e2eDataDir,
    `${role}-${tag}@academy.example`,
    role,
    `${role === 'owner' ? 'Owner' : 'Teach'}-pass-${tag}`,
  );
  await page.goto('/staff/sign-in');
  await page.getByLabel('Staff e-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('6-digit code').fill(member.codeAt(new Date()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/, { timeout: ANSWER_MS });
  return member;
}

export const signInAsOwner = (page: Page) => signInAsStaff(page, 'owner');
