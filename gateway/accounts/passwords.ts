/**
 * Passwords the gateway checks itself (docs/decisions/0019): the legacy API cannot set a
 * password without the old one, so a reset could not reach it. A sign-in the legacy API
 * accepted leaves the gateway an argon2id hash of that password, with the customer's id;
 * from then on the gateway checks that account's sign-ins against the hash and loads the
 * customer by id. Sign-up and a change keep both sides in step while they still are.
 */
import type { Logger } from 'pino';
import type { Language } from '../../common/language.ts';
import { notices as englishNotices } from '../../common/messages/en.ts';
import { notices as hindiNotices } from '../../common/messages/hi.ts';
import type { ChangePasswordValues, SignInValues, SignUpValues } from '../../common/validation.ts';
import type { AccountDeletions } from '../db/account-deletions.ts';
import type { Accounts } from '../db/accounts.ts';
import { accountDeleted, providerRejected } from '../errors.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import { hashPassword, passwordMatches } from './secrets.ts';
import type { SignInMirror } from './sign-in-mirror.ts';

export interface PasswordSources {
  accounts: Accounts;
  /** Deleted accounts: their passwords are erased, and never kept again. */
  deletions: Pick<AccountDeletions, 'isDeleted'>;
  provider: ProviderDataSource;
  language: Language;
  log: Logger;
  /**
   * What lets a sign-in through while the database is away (decision 0022). Without it
   * (confirming a deletion, which needs the database anyway) such a sign-in waits for it.
   */
  mirror?: Pick<SignInMirror, 'verdict' | 'legacyVerdict'>;
}

type LoginResult = Awaited<ReturnType<ProviderDataSource['login']>>;

/** What the API says when an account action went well, in `language`. */
export const noticesIn = (language: Language) =>
  language === 'hi' ? hindiNotices : englishNotices;

/**
 * A success the legacy API words in English: its own words for an English reader
 * (DESIGN.md §4), the catalogue's in another language.
 */
export const successIn = (
  language: Language,
  providerWords: string,
  notice: keyof typeof englishNotices,
): string => (language === 'en' ? providerWords : noticesIn(language)[notice]);

/**
 * The verdict on a sign-in: the customer and the message, or the refusal the legacy API
 * gives a wrong password (PROVIDER_REJECTED, so sign-in limits count it the same way).
 */
export async function checkSignIn(
  sources: PasswordSources,
  values: SignInValues,
): Promise<LoginResult> {
  const { accounts, provider } = sources;
  let kept: Awaited<ReturnType<Accounts['byEmail']>>;
  try {
    kept = await accounts.byEmail(values.username);
  } catch (error) {
    if (!isDatabaseUnavailable(error) || !sources.mirror) throw error;
    return signInDuringOutage(sources, sources.mirror, values, error);
  }
  if (kept) return signInWithKeptHash(sources, kept, values);
  const result = await provider.login(values);
  // The legacy API still knows a deleted account: said only to whoever has its password,
  // and before anything of it is kept again.
  if (await sources.deletions.isDeleted({ customerId: result.customer.id })) {
    throw accountDeleted();
  }
  try {
    await accounts.keepPassword(
      {
        customerId: result.customer.id,
        email: result.customer.email || values.username,
        passwordHash: await hashPassword(values.password),
        legacyInStep: true,
      },
      { endDevices: false },
    );
  } catch (error) {
    // Writes failing while reads answer (a SQLite file locked elsewhere): the legacy API
    // just vouched for this password, and the next sign-in keeps it.
    if (!isDatabaseUnavailable(error)) throw error;
  }
  return result;
}

/** A sign-in the gateway's own hash decides; the customer is read by id. */
async function signInWithKeptHash(
  sources: PasswordSources,
  kept: { customerId: string; passwordHash: string },
  values: SignInValues,
): Promise<LoginResult> {
  if (!(await passwordMatches(kept.passwordHash, values.password))) {
    throw providerRejected('401', null, 'wrongSignIn');
  }
  const customer = await sources.provider.customer(kept.customerId);
  return { customer, message: noticesIn(sources.language).signedIn };
}

/**
 * A sign-in while the gateway's database is away (decision 0022): the mirror says whether
 * the account was deleted, drifted (its hash decides) or neither (the legacy API decides).
 * When it cannot say safely, `outage` stands: SERVICE_UNAVAILABLE, as before. Nothing is
 * kept meanwhile.
 */
async function signInDuringOutage(
  sources: PasswordSources,
  mirror: NonNullable<PasswordSources['mirror']>,
  values: SignInValues,
  outage: unknown,
): Promise<LoginResult> {
  const verdict = await mirror.verdict(values.username);
  if (verdict.kind === 'undecided') throw outage;
  if (verdict.kind === 'deleted') throw accountDeleted();
  if (verdict.kind === 'drifted') return signInWithKeptHash(sources, verdict, values);
  const result = await sources.provider.login(values);
  switch (await mirror.legacyVerdict(result.customer.id)) {
    case 'deleted':
      throw accountDeleted();
    case 'drifted':
      // The legacy API took a password a reset replaced, under an address not kept for this
      // account here: the same refusal as any wrong password.
      throw providerRejected('401', null, 'wrongSignIn');
    case 'undecided':
      throw outage;
    case 'fine':
      return result;
  }
}

/**
 * After the legacy API created the account: its id comes from one sign-in there, so the new
 * student can reset a password they never used. Failing that, the first sign-in keeps it.
 */
export async function keepNewAccount(
  sources: PasswordSources,
  values: SignUpValues,
): Promise<void> {
  try {
    const { customer } = await sources.provider.login({
      username: values.email,
      password: values.password,
    });
    await sources.accounts.keepPassword(
      {
        customerId: customer.id,
        email: customer.email || values.email,
        passwordHash: await hashPassword(values.password),
        legacyInStep: true,
      },
      { endDevices: false },
    );
  } catch (error) {
    // An outage of the database is logged once, by the database itself.
    if (isDatabaseUnavailable(error)) return;
    sources.log.warn({ err: error }, 'new account not kept; its first sign-in will keep it');
  }
}

/**
 * A change of password by a signed-in student. While the legacy API holds the same password
 * it checks the old one and takes the new one, as before; after a reset it holds a password
 * the student no longer knows, so the gateway checks the old one against its hash and the
 * legacy API keeps what it has (decision 0019). Every device token ends either way.
 */
export async function changePassword(
  sources: PasswordSources,
  customerId: string,
  values: ChangePasswordValues,
): Promise<string> {
  const { accounts, provider } = sources;
  const kept = await accounts.byCustomer(customerId);
  if (kept && !kept.legacyInStep) {
    if (!(await passwordMatches(kept.passwordHash, values.oldPassword))) {
      throw providerRejected('400', null, 'wrongOldPassword');
    }
    const passwordHash = await hashPassword(values.newPassword);
    await accounts.keepPassword(
      { customerId, email: kept.email, passwordHash, legacyInStep: false },
      { endDevices: true },
    );
    return noticesIn(sources.language).passwordChanged;
  }
  const message = await provider.changePassword(customerId, values);
  // No hash kept yet (signed in before the gateway kept them): the next sign-in keeps one,
  // and no device token of this account can be recognised meanwhile.
  if (kept) {
    await accounts.keepPassword(
      {
        customerId,
        email: kept.email,
        passwordHash: await hashPassword(values.newPassword),
        legacyInStep: true,
      },
      { endDevices: true },
    );
  }
  return successIn(sources.language, message, 'passwordChanged');
}
