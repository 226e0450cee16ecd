/**
 * Getting back into an account: a reset link or a sign-in code e-mailed on request, a new
 * password set with the link, a sign-in with the code.
 *
 * Asking tells nobody whether an address has an account: the request does the same work for
 * any address (its limits, one row in the mail outbox) and answers true; the sender looks the
 * address up and sends nothing when there is no account (gateway/mail/accounts.ts).
 *
 * Codes and the owner of the inbox: guessing must never lock the owner out of this way in
 * (it is how a student gets in while their password is under attack). So nothing here is
 * counted per account. Requests are limited per address and per (account, address); each
 * request makes a code of its own, which others' requests do not replace; a wrong code counts
 * against every code of the account then live, and five end a code (a guesser gets five tries
 * at a million, per code). A guesser can so end the codes live at the time, but never stop
 * the owner asking for a new one and using it: the limits a guesser can spend are their own
 * address's. Attempts are limited per address as well.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '../../common/language.ts';
import type { Accounts } from '../db/accounts.ts';
import type { StudentDirectory } from '../db/student-directory.ts';
import type { MailOutbox } from '../db/outbox.ts';
import { passwordChangedMail, passwordResetMail, signInCodeMail } from '../domain/mail.ts';
import { refusedField } from '../errors.ts';
import { accountByEmail, type AccountRef } from './lookup.ts';
import { hashPassword, resetTokenHash, type CodeHasher } from './secrets.ts';

/** How long an e-mailed sign-in code works. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes that end a code. */
const MAX_CODE_FAILURES = 5;

interface RequestSources {
  outbox: MailOutbox;
  language: Language;
}

/** Puts a reset e-mail for `email` in the outbox (sent only if it has an account). */
export async function requestPasswordReset(sources: RequestSources, email: string): Promise<true> {
  await sources.outbox.enqueue(
    passwordResetMail({ requestId: randomUUID(), email, language: sources.language }),
  );
  return true;
}

/** Puts a sign-in code e-mail for `email` in the outbox (sent only if it has an account). */
export async function requestSignInCode(sources: RequestSources, email: string): Promise<true> {
  await sources.outbox.enqueue(
    signInCodeMail({ requestId: randomUUID(), email, language: sources.language }),
  );
  return true;
}

interface ResetSources {
  accounts: Accounts;
  /** Where the address of an account with no kept password is found (issue 38). */
  directory: Pick<StudentDirectory, 'byCustomer'>;
  outbox: MailOutbox;
  now: () => Date;
  /** Ends every session of the customer. */
  endSessionsOf: (customerId: string) => Promise<unknown>;
}

/**
 * Sets the password the link's account signs in with from now on, ends its sessions and
 * device tokens, and sends "your password was changed". A link that is unknown, used or
 * expired is refused and changes nothing.
 */
export async function resetPassword(
  sources: ResetSources,
  token: string,
  newPassword: string,
): Promise<true> {
  const { accounts, outbox } = sources;
  const reset = await accounts.resetByHash(resetTokenHash(token));
  if (!reset) throw refusedField('token', 'resetLinkUnknown');
  if (reset.usedAt !== null) throw refusedField('token', 'resetLinkUsed');
  const now = sources.now().getTime();
  if (reset.expiresAt <= now) throw refusedField('token', 'resetLinkExpired');
  const passwordHash = await hashPassword(newPassword);
  // A student who never signed in here has no kept password: the reset starts one, at the
  // address the directory found them by.
  const listed = (await accounts.byCustomer(reset.customerId))
    ? null
    : await sources.directory.byCustomer(reset.customerId);
  const done = await accounts.transaction(async (trx) => {
    if (!(await accounts.useReset(trx, reset))) return false;
    const set = await accounts.setResetPassword(
      trx,
      reset.customerId,
      passwordHash,
      listed?.email ?? null,
    );
    if (!set) {
      // The account's row is gone (its address taken over since): nothing to set.
      throw refusedField('token', 'resetLinkUnknown');
    }
    await outbox.enqueueIn(
      trx,
      passwordChangedMail({
        cause: reset.requestKey,
        customerId: reset.customerId,
        changedAtMs: now,
      }),
    );
    return true;
  });
  if (!done) throw refusedField('token', 'resetLinkUsed');
  outbox.enqueued();
  // Committed: the sign-in mirror learns the new hash now, not at its next refresh.
  await accounts.announce(reset.customerId);
  await sources.endSessionsOf(reset.customerId);
  return true;
}

interface CodeSources {
  accounts: Accounts;
  directory: Pick<StudentDirectory, 'byEmail'>;
  codes: CodeHasher;
}

/**
 * The account `code` signs in to, used up; the same refusal for a wrong, ended or expired
 * code and for an address without an account.
 */
export async function useSignInCode(
  sources: CodeSources,
  email: string,
  code: string,
): Promise<AccountRef> {
  const { accounts, codes } = sources;
  const kept = await accountByEmail(sources, email);
  if (!kept) throw refusedField('code', 'signInCodeRefused');
  const live = await accounts.liveCodes(kept.customerId, MAX_CODE_FAILURES);
  const match = live.find((candidate) => codes.matches(candidate.codeHash, code));
  if (!match) {
    // Which code a wrong one was meant for is unknown: it counts against each.
    await accounts.codeFailed(live.map((candidate) => candidate.requestKey));
    throw refusedField('code', 'signInCodeRefused');
  }
  if (!(await accounts.useCode(match.requestKey, MAX_CODE_FAILURES))) {
    throw refusedField('code', 'signInCodeRefused');
  }
  return kept;
}
