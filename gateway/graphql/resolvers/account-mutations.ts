/**
 * The Mutation fields of accounts: signing in (with a password or an e-mailed code), signing
 * up, changing and resetting a password, signing out everywhere. Passwords are checked by the
 * gateway once it has one (docs/decisions/0019); the workflows are gateway/accounts/.
 */
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import * as passwords from '../../accounts/passwords.ts';
import * as recovery from '../../accounts/recovery.ts';
import { emailKey } from '../../db/accounts.ts';
import type { SignInWay } from '../../db/tables.ts';
import { requireCustomer, type GatewayContext } from '../context.ts';
import { rulesFor, validated } from '../validate.ts';

const passwordSources = (context: GatewayContext): passwords.PasswordSources => ({
  accounts: context.database.accounts,
  deletions: context.database.deletions,
  provider: context.provider,
  language: context.language,
  log: context.log,
  ...(context.signInMirror ? { mirror: context.signInMirror } : {}),
});

/** What a request for a reset link or a sign-in code needs: the outbox and the language. */
const requestSources = (context: GatewayContext) => ({
  outbox: context.database.outbox,
  language: context.language,
});

/** A sign-in's answer: the session (and its cookie), then this device's token. */
async function signedIn(
  context: GatewayContext,
  customer: { id: string; name: string; email: string; mobile: string },
  username: string,
  way: SignInWay,
) {
  const token = await context.startSession({ customerId: customer.id, name: customer.name }, way);
  // After the session cookie, which clients read first. Null while the database is away.
  const deviceToken = await context.rememberDevice(username);
  return { customer, token, deviceToken };
}

type AccountMutations = Pick<
  MutationResolvers,
  | 'register'
  | 'login'
  | 'logoutEverywhere'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'requestSignInCode'
  | 'signInWithCode'
>;

export const accountMutations: AccountMutations = {
  register: async (_parent, { input }, context) => {
    await context.limit('register');
    const values = validated(rulesFor(context).signUp, input, context);
    const message = await context.provider.register(values);
    await passwords.keepNewAccount(passwordSources(context), values);
    return { ok: true, message: passwords.successIn(context.language, message, 'registered') };
  },

  login: async (_parent, { input }, context) => {
    const values = validated(rulesFor(context).signIn, input, context);
    const { result, securityNotice } = await context.signIn(values.username, () =>
      passwords.checkSignIn(passwordSources(context), values),
    );
    const session = await signedIn(context, result.customer, values.username, 'password');
    return { ...session, message: result.message, securityNotice };
  },

  logoutEverywhere: async (_parent, _args, context) => {
    const { customerId } = requireCustomer(context);
    // Device tokens first: once this answers, none of them is known any more.
    await context.database.accounts.endDevices(customerId);
    return context.endAllSessions();
  },

  changePassword: async (_parent, { input }, context) => {
    const { customerId } = requireCustomer(context);
    // The old password is checked: a stolen session must not guess it freely.
    await context.limit('changePassword', customerId);
    const values = validated(rulesFor(context).changePassword, input, context);
    const message = await passwords.changePassword(passwordSources(context), customerId, values);
    // Whoever holds another of this account's sessions loses it; this one stays.
    await context.endOtherSessions();
    return { ok: true, message };
  },

  requestPasswordReset: async (_parent, args, context) => {
    const { email } = validated(rulesFor(context).accountRequest, args, context);
    // Counted for the address asked about whether or not it has an account: the same answer.
    await context.limit('requestPasswordReset', emailKey(email));
    return recovery.requestPasswordReset(requestSources(context), email);
  },

  resetPassword: async (_parent, args, context) => {
    await context.limit('resetPassword');
    const values = validated(rulesFor(context).resetPassword, args, context);
    return recovery.resetPassword(
      {
        accounts: context.database.accounts,
        directory: context.database.directory,
        outbox: context.database.outbox,
        now: context.now,
        endSessionsOf: (customerId) => context.endSessionsOf(customerId),
      },
      values.token,
      values.newPassword,
    );
  },

  requestSignInCode: async (_parent, args, context) => {
    const { email } = validated(rulesFor(context).accountRequest, args, context);
    // Per (account, address), never per account alone: nobody else can spend the owner's
    // allowance (gateway/accounts/recovery.ts).
    await context.limit('requestSignInCode', emailKey(email), 'pair');
    return recovery.requestSignInCode(requestSources(context), email);
  },

  signInWithCode: async (_parent, args, context) => {
    await context.limit('signInWithCode');
    const values = validated(rulesFor(context).signInWithCode, args, context);
    const kept = await recovery.useSignInCode(
      {
        accounts: context.database.accounts,
        directory: context.database.directory,
        codes: context.codes,
      },
      values.email,
      values.code,
    );
    const customer = await context.provider.customer(kept.customerId);
    const session = await signedIn(context, customer, values.email, 'code');
    return {
      ...session,
      message: passwords.noticesIn(context.language).signedIn,
      securityNotice: null,
    };
  },
};
