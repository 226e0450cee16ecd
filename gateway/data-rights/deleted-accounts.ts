/**
 * The one check every sign-in makes against deleted accounts: an account deleted at its
 * owner's request never signs in again, whichever way (password, e-mailed code) and whether
 * it is named by its e-mail (before the provider is asked) or by its customer id (before a
 * session is started, gateway/http/graphql-context.ts's startSession).
 */
import type { AccountDeletions } from '../db/account-deletions.ts';
import { accountDeleted } from '../errors.ts';

/** FORBIDDEN (accountDeleted) when the e-mail's or the customer's account was deleted. */
export async function refuseDeletedAccount(
  deletions: Pick<AccountDeletions, 'isDeleted'>,
  account: { email: string } | { customerId: string },
): Promise<void> {
  if (await deletions.isDeleted(account)) throw accountDeleted();
}
