/**
 * Query: public course data, and the signed-in customer's own profile and orders.
 */
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { optionalCustomer, requireCustomer } from '../context.ts';
import { orderById, orderForCourse } from '../../domain/orders.ts';
import { myCoursesOrders } from '../../checkout/reconcile.ts';

export const Query: QueryResolvers = {
  courses: (_parent, _args, context) => context.provider.courses(),
  course: (_parent, { id }, context) => context.provider.course(id),

  me: (_parent, _args, context) => {
    const identity = optionalCustomer(context);
    return identity ? context.provider.customer(identity.customerId) : null;
  },

  // Each of these reads the account's orders with their lessons, progress and papers: one
  // piece of the account's read budget per field, so aliases count as that many reads.
  myOrders: async (_parent, _args, context) => {
    const { customerId } = requireCustomer(context);
    await context.spend('accountReads', customerId);
    const reconciler = context.payments.verified?.reconciler ?? null;
    return myCoursesOrders(
      { provider: context.provider, log: context.log, reconciler },
      customerId,
    );
  },

  order: async (_parent, { id }, context) => {
    const { customerId } = requireCustomer(context);
    await context.spend('accountReads', customerId);
    return orderById(await context.provider.orders(customerId), id);
  },

  orderByCourse: async (_parent, { courseId }, context) => {
    const { customerId } = requireCustomer(context);
    await context.spend('accountReads', customerId);
    return orderForCourse(await context.provider.orders(customerId), courseId);
  },

  // Public: the code is the credential, as on the verification page.
  certificate: (_parent, { code }, context) => context.database.certificates.byCode(code),

  paymentConfig: (_parent, _args, context) => ({
    scriptUrl: context.config.checkoutScriptUrl,
    keyId: context.payments.keyId,
  }),

  privacyNotice: (_parent, _args, context) => ({ grievanceEmail: context.config.grievanceEmail }),
};
