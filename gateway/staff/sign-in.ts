/**
 * Staff sign-in: e-mail, password and the authenticator app's current code, under the same
 * limits as students' sign-ins (gateway/http/sign-in-limits.ts), counted apart from them:
 * failures per (account, address), per address and per account, and a browser that signed
 * in to the account before is held only by its own failures, so nobody else's guessing keeps
 * an owner out. Every outcome is written to the audit log.
 */
import { staffEmailKey } from '../db/staff.ts';
import { staffSignInRefused, tooManyRequests } from '../errors.ts';
import type { StaffContext } from './request.ts';
import { metrics } from '../observability/metrics.ts';
import { audit } from './audit.ts';
import { codeStep, passwordMatches } from './credentials.ts';

interface StaffSignInInput {
  email: string;
  password: string;
  code: string;
}

/** The longest e-mail and password looked at; anything longer cannot be an account's. */
const EMAIL_MAX = 254;
const PASSWORD_MAX = 256;

export async function staffSignIn(context: StaffContext, input: StaffSignInInput) {
  const email = staffEmailKey(input.email).slice(0, EMAIL_MAX);
  const decision = await context.staff.beginSignIn(email);
  if (!decision.allowed) {
    context.log.warn({ operation: 'staffSignIn', heldBy: decision.heldBy }, 'rate limit reached');
    metrics.rateLimitRefusals.inc({ operation: 'staffSignIn' });
    await audit(context, 'sign-in-held', email, email);
    throw tooManyRequests(decision.retryAfterSeconds);
  }
  const { attempt } = decision;
  const { accounts } = context.database.staff;
  const account = await accounts.find(email);
  const usable = account !== null && account.disabledAt === null;
  const password = input.password.slice(0, PASSWORD_MAX);
  const passwordRight = await passwordMatches(usable ? account.passwordHash : null, password);
  const step =
    usable && passwordRight ? codeStep(account.totpSecret, input.code.trim(), context.now()) : null;
  // The step is spent only with the right password: a guesser cannot burn the owner's codes.
  if (!usable || step === null || !(await accounts.spendCodeStep(email, step))) {
    await attempt.failed();
    await audit(context, 'sign-in-refused', email, email);
    throw staffSignInRefused();
  }
  await attempt.succeeded();
  const token = await context.staff.startSession(email);
  await audit(context, 'sign-in', email, email);
  return { token, staff: { email: account.email, role: account.role } };
}
