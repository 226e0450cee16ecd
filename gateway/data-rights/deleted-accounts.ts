/**
 * The one check every sign-in makes against deleted accounts: an account deleted at its
 * owner's request never signs in again, whichever way (password, e-mailed code) and whether
 * it is named by its e-mail (before the provider is asked) or by its customer id (before a
 * session is started, gateway/http/graphql-context.ts's startSession).
 */
import type { AccountDeletions } from '../db/account-deletions.ts';
import { accountDeleted } from '../errors.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';

/**
 * FORBIDDEN (accountDeleted) when the e-mail's or the customer's account was deleted. While
 * the gateway's database is away the check cannot be made and the sign-in goes on: signing
 * in must keep working through an outage (issue #42), and the one it lets through is the
 * account's own owner, whom the legacy system still knows, seeing only what it holds.
 */
export async function refuseDeletedAccount(
  deletions: Pick<AccountDeletions, 'isDeleted'>,
  account: { email: string } | { customerId: string },
): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deletions.isDeleted(account);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return;
    throw error;
  }
  if (deleted) throw accountDeleted();
}
