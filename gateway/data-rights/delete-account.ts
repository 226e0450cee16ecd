/**
 * deleteAccount: the signed-in student leaves (DPDP Act 2023, the right of erasure). Once
 * they confirm it is them, the gateway keeps their receipts as printed (tax invoices, which
 * the law keeps), erases everything else it holds about them, withdraws their certificates,
 * records the request for the academy to pass on to the legacy system (it cannot delete an
 * account), refuses their e-mail at sign-in from then on, and ends every session of the
 * account, this one included, clearing this browser's cookies.
 */
import type { MutationDeleteAccountArgs } from '../graphql/generated/resolvers-types.ts';
import { requireCustomer, type GatewayContext } from '../graphql/context.ts';
import { rulesFor, validated } from '../graphql/validate.ts';
import type { ReceiptToKeep } from '../db/account-deletions.ts';
import { receiptFacts } from '../documents/papers.ts';
import { isPaid } from '../domain/unlock.ts';
import { checkSignIn } from '../accounts/passwords.ts';
import { useSignInCode } from '../accounts/recovery.ts';
import { isProviderRejection, refusedField } from '../errors.ts';
import type { CustomerModel } from '../upstream/legacy-api/models.ts';

const given = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value !== '';

/** Six digits, as the sign-in code e-mails write it. */
const CODE_SHAPE = /^\d{6}$/;

/**
 * Proves the caller owns the account, not merely holds one of its sessions: by the password,
 * checked as sign-in checks it (the gateway's own hash, else the provider) under the sign-in
 * limits, so this is no way to guess it; or by a sign-in code e-mailed to the account
 * (requestSignInCode), used up by the check like a sign-in. Wrong: BAD_USER_INPUT on the field.
 */
async function confirmDeletion(
  context: GatewayContext,
  customer: CustomerModel,
  { password, code }: MutationDeleteAccountArgs,
): Promise<void> {
  if (given(password)) {
    const values = validated(rulesFor(context).deleteAccount, { password }, context);
    const username = customer.email;
    const sources = {
      accounts: context.database.accounts,
      deletions: context.database.deletions,
      provider: context.provider,
      language: context.language,
      log: context.log,
    };
    try {
      const { result } = await context.signIn(username, () =>
        checkSignIn(sources, { username, password: values.password }),
      );
      if (result.customer.id === customer.id) return;
    } catch (error) {
      if (!isProviderRejection(error)) throw error;
    }
    throw refusedField('password', 'deletePasswordWrong');
  }
  if (given(code)) {
    if (!CODE_SHAPE.test(code.trim())) throw refusedField('code', 'signInCodeRefused');
    const kept = await useSignInCode(
      {
        accounts: context.database.accounts,
        directory: context.database.directory,
        codes: context.codes,
      },
      customer.email,
      code.trim(),
    );
    if (kept.customerId === customer.id) return;
    throw refusedField('code', 'signInCodeRefused');
  }
  throw refusedField('password', 'deletePasswordNeeded');
}

/** The account's receipts as they print now: a paid order's each (tax invoices are kept). */
async function receiptsToKeep(
  context: GatewayContext,
  customer: CustomerModel,
): Promise<ReceiptToKeep[]> {
  const orders = await context.provider.orders(customer.id);
  const sources = {
    receiptNumbers: context.database.receiptNumbers,
    recordedPayments: context.database.payments,
    seller: context.config.seller,
    brandName: context.config.brandName,
    siteUrl: context.config.siteUrl,
    provider: { orders: async () => orders, customer: async () => customer },
  };
  const kept: ReceiptToKeep[] = [];
  for (const order of orders.filter(isPaid)) {
    const facts = await receiptFacts(sources, customer.id, order.id);
    if (facts) kept.push({ orderId: order.id, number: facts.number, facts: JSON.stringify(facts) });
  }
  return kept;
}

export async function deleteAccount(
  context: GatewayContext,
  args: MutationDeleteAccountArgs,
): Promise<boolean> {
  const { customerId } = requireCustomer(context);
  await context.limit('deleteAccount', customerId);
  const customer = await context.provider.customer(customerId);
  await confirmDeletion(context, customer, args);
  const receipts = await receiptsToKeep(context, customer);
  await context.database.deletions.erase(customerId, customer.email, receipts);
  context.log.info({ customerId }, 'account deleted at its owner’s request');
  await context.endAllSessions();
  context.forgetDevice();
  return true;
}
