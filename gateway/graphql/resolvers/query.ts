/**
 * Query: public course data, and the signed-in customer's own profile and orders.
 */
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { requireCustomer } from '../context.ts';
import { unauthenticated, accountsUnavailable } from '../../errors.ts';
import { orderForCourse } from '../../domain/orders.ts';
import { settleBeforeMyCourses } from '../../checkout/reconcile.ts';

export const Query: QueryResolvers = {
  courses: (_parent, _args, context) => context.provider.courses(),
  course: (_parent, { id }, context) => context.provider.course(id),

  me: (_parent, _args, context) => {
    const { session } = context;
    if (session.kind === 'valid') return context.provider.customer(session.identity.customerId);
    // A mobile client's explicit but bad token must learn it is signed out; a stale
    // browser cookie simply makes a visitor.
    if (session.kind === 'invalid' && session.source === 'bearer') throw unauthenticated();
    // Null would tell the page the student signed out; the store is only away for now.
    if (session.kind === 'unchecked') throw accountsUnavailable();
    return null;
  },

  myOrders: async (_parent, _args, context) => {
    const { customerId } = requireCustomer(context);
    // The list is read while unrecorded payments are looked for (so the gateway's state adds
    // no wait of its own), and read again only if one may have been recorded meanwhile.
    const listed = context.provider.orders(customerId);
    void listed.catch(() => undefined);
    if (await settleBeforeMyCourses(context, customerId))
      return context.provider.orders(customerId);
    return listed;
  },

  order: async (_parent, { id }, context) => {
    const { customerId } = requireCustomer(context);
    const wanted = id.trim();
    const orders = await context.provider.orders(customerId);
    return orders.find((order) => order.id === wanted) ?? null;
  },

  orderByCourse: async (_parent, { courseId }, context) => {
    const { customerId } = requireCustomer(context);
    return orderForCourse(await context.provider.orders(customerId), courseId);
  },

  paymentConfig: (_parent, _args, context) => ({
    scriptUrl: context.config.checkoutScriptUrl,
    keyId: context.payments.keyId,
  }),
};
