/**
 * Which customer an e-mail address is, for a reset link or a sign-in code. The gateway's kept
 * passwords know the accounts that signed in or up through it; the student directory
 * (gateway/db/student-directory.ts) knows every customer the legacy API has described, so a student who
 * never signed in here can still get back in. A kept password wins: it follows the latest
 * sign-in and profile change.
 */
import type { Accounts } from '../db/accounts.ts';
import type { StudentDirectory } from '../db/student-directory.ts';

/** An account an address belongs to. */
export interface AccountRef {
  customerId: string;
  /** The address as kept (trimmed, lower case). */
  email: string;
}

interface LookupSources {
  accounts: Pick<Accounts, 'byEmail' | 'byCustomer'>;
  directory: Pick<StudentDirectory, 'byEmail'>;
}

export async function accountByEmail(
  sources: LookupSources,
  email: string,
): Promise<AccountRef | null> {
  const kept = await sources.accounts.byEmail(email);
  if (kept) return { customerId: kept.customerId, email: kept.email };
  const listed = await sources.directory.byEmail(email);
  if (!listed) return null;
  // The gateway signs this customer in under another address: the directory's is stale.
  if (await sources.accounts.byCustomer(listed.customerId)) return null;
  return { customerId: listed.customerId, email: listed.email };
}
