/**
 * Customer: the profile fields are the model's own; the calendar feed's address is made
 * from the customer's feed key (made on first ask); the reminders' choice is the gateway's.
 */
import type { CustomerResolvers } from '../generated/resolvers-types.ts';
import { calendarFeedUrl } from '../../calendar/feed.ts';

export const Customer: CustomerResolvers = {
  // A Customer is only ever the caller's own (me, login, updateProfile).
  calendarUrl: async (customer, _args, context) =>
    calendarFeedUrl(
      context.config.siteUrl,
      await context.database.calendarKeys.calendarKeyFor(customer.id),
    ),
  remindersEnabled: (customer, _args, context) => context.database.reminders.enabled(customer.id),
};
