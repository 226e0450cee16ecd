/**
 * Mutation: every input is checked with the shared rules before the provider sees it;
 * the customer always comes from the session; prices always come from the provider.
 * Checkout and payments are workflows of their own (gateway/checkout/); accounts' fields
 * are in account-mutations.ts.
 */
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { requireCustomer } from '../context.ts';
import { accountMutations } from './account-mutations.ts';
import { recordPayment } from '../../checkout/record.ts';
import { startCheckout } from '../../checkout/start.ts';
import { saveLessonProgress } from '../../domain/progress.ts';
import { successIn } from '../../accounts/passwords.ts';
import { calendarFeedUrl } from '../../calendar/feed.ts';
import { deleteAccount } from '../../data-rights/delete-account.ts';
import { rulesFor, validated } from '../validate.ts';

export const Mutation: MutationResolvers = {
  ...accountMutations,

  logout: async (_parent, _args, context) => {
    await context.endSession();
    return true;
  },

  updateProfile: async (_parent, { input }, context) => {
    const { customerId } = requireCustomer(context);
    // Each attempt can tell whether an e-mail has an account: not at machine speed.
    await context.limit('updateProfile', customerId);
    const values = validated(rulesFor(context).profile, input, context);
    await context.provider.updateProfile(customerId, values);
    // The address signs in from now on: the password the gateway keeps follows it.
    await context.database.accounts.changeEmail(customerId, values.email);
    return { id: customerId, name: values.name, email: values.email, mobile: values.mobile };
  },

  enquiry: async (_parent, { input }, context) => {
    await context.limit('enquiry');
    const values = validated(rulesFor(context).enquiry(context.now()), input, context);
    const message = await context.provider.enquiry(values);
    return { ok: true, message: successIn(context.language, message, 'enquirySent') };
  },

  startCheckout: async (_parent, { courseId, coupon }, context) => {
    const { customerId } = requireCustomer(context);
    // Each call may create a payment order.
    await context.limit('startCheckout', customerId);
    return startCheckout(context, customerId, courseId, coupon ?? null);
  },

  recordPayment: async (_parent, { input }, context) => {
    // Who is asking comes first: a visitor's attempts do not count against the limit.
    const { customerId } = requireCustomer(context);
    await context.limit('recordPayment', customerId);
    return recordPayment(
      context,
      customerId,
      validated(rulesFor(context).recordPayment, input, context),
    );
  },

  saveProgress: async (_parent, { input }, context) => {
    const { customerId } = requireCustomer(context);
    // Before any work: a flood from one account is refused here, from memory once past it.
    await context.spend('saveProgress', customerId);
    const now = context.now();
    const values = validated(rulesFor(context).saveProgress(now), input, context);
    return saveLessonProgress(
      { provider: context.provider, progress: context.database.progress, now },
      customerId,
      values,
    );
  },

  deleteAccount: (_parent, args, context) => deleteAccount(context, args),

  resetCalendarUrl: async (_parent, _args, context) => {
    const { customerId } = requireCustomer(context);
    const key = await context.database.calendarKeys.resetCalendarKey(customerId);
    return calendarFeedUrl(context.config.siteUrl, key);
  },

  setRemindersEnabled: async (_parent, { enabled }, context) => {
    const { customerId } = requireCustomer(context);
    await context.database.reminders.setEnabled(customerId, enabled);
    return context.provider.customer(customerId);
  },
};
