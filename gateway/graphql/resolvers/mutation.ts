/**
 * Mutation: every input is checked with the shared rules before the provider sees it;
 * the customer always comes from the session; prices always come from the provider.
 */
import {
  changePasswordSchema,
  enquirySchema,
  profileSchema,
  recordPaymentSchema,
  signInSchema,
  signUpSchema,
} from '../../../common/validation.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { requireCustomer } from '../context.ts';
import { ErrorMessage, badUserInput, notFound } from '../../errors.ts';
import { CURRENCY, amountPaise, isChargeable } from '../../domain/money.ts';
import { orderForCourse } from '../../domain/orders.ts';
import { validated } from '../validate.ts';

/** A Razorpay receipt (at most 40 characters) naming customer, course and time. */
function receiptFor(customerId: string, courseId: string, now: Date): string {
  return `c${customerId}-k${courseId}-${now.getTime().toString(36)}`.slice(0, 40);
}

export const Mutation: MutationResolvers = {
  register: async (_parent, { input }, context) => {
    await context.limit('register');
    const values = validated(signUpSchema, input);
    return { ok: true, message: await context.provider.register(values) };
  },

  login: async (_parent, { input }, context) => {
    const values = validated(signInSchema, input);
    // Per address and per username: guessing one account from many addresses is limited too.
    await context.limit('login', values.username);
    const { customer, message } = await context.provider.login(values);
    const token = await context.startSession({ customerId: customer.id, name: customer.name });
    return { customer, token, message };
  },

  logout: async (_parent, _args, context) => {
    await context.endSession();
    return true;
  },

  logoutEverywhere: async (_parent, _args, context) => {
    requireCustomer(context);
    return context.endAllSessions();
  },

  updateProfile: async (_parent, { input }, context) => {
    const { customerId } = requireCustomer(context);
    // Each attempt can tell whether an e-mail has an account: not at machine speed.
    await context.limit('updateProfile', customerId);
    const values = validated(profileSchema, input);
    await context.provider.updateProfile(customerId, values);
    return { id: customerId, name: values.name, email: values.email, mobile: values.mobile };
  },

  changePassword: async (_parent, { input }, context) => {
    const { customerId } = requireCustomer(context);
    // The old password is checked by the provider: a stolen session must not guess it freely.
    await context.limit('changePassword', customerId);
    const values = validated(changePasswordSchema, input);
    const message = await context.provider.changePassword(customerId, values);
    // Whoever holds another of this account's sessions loses it; this one stays.
    await context.endOtherSessions();
    return { ok: true, message };
  },

  enquiry: async (_parent, { input }, context) => {
    await context.limit('enquiry');
    const values = validated(enquirySchema(context.now()), input);
    return { ok: true, message: await context.provider.enquiry(values) };
  },

  startCheckout: async (_parent, { courseId }, context) => {
    const { customerId } = requireCustomer(context);
    // Each call creates a payment order.
    await context.limit('startCheckout', customerId);
    const [course, customer] = await Promise.all([
      context.provider.course(courseId),
      context.provider.customer(customerId),
    ]);
    if (!course?.pricing) throw notFound(ErrorMessage.courseNotFound);
    const amount = amountPaise(course.pricing);
    if (!isChargeable(amount)) throw badUserInput({ courseId: ErrorMessage.notBuyable });
    const orderId = await context.payments.createOrder(
      { courseId: course.id, customerId, amountPaise: amount },
      receiptFor(customerId, course.id, context.now()),
      context.log,
    );
    return {
      key: context.payments.keyId,
      amount,
      currency: CURRENCY,
      orderId,
      name: context.config.brandName,
      description: course.title,
      prefill: { name: customer.name, email: customer.email, contact: customer.mobile },
      themeColor: context.config.themeColor,
      scriptUrl: context.config.checkoutScriptUrl,
      courseId: course.id,
    };
  },

  recordPayment: async (_parent, { input }, context) => {
    const { customerId } = requireCustomer(context);
    await context.limit('recordPayment', customerId);
    const values = validated(recordPaymentSchema, input);
    const { courseId, paymentId } = values;
    const orderId = values.orderId ?? '';
    const signature = values.signature ?? '';

    if (context.payments.verifies) {
      if (orderId === '' || signature === '') {
        throw badUserInput({ signature: ErrorMessage.paymentNotVerified });
      }
      if (!context.payments.signatureValid(orderId, paymentId, signature)) {
        context.log.warn({ courseId }, 'payment signature mismatch');
        throw badUserInput({ signature: ErrorMessage.paymentNotVerified });
      }
    }
    const course = await context.provider.course(courseId);
    if (!course?.pricing) throw notFound(ErrorMessage.courseNotFound);
    if (context.payments.verifies) {
      // The signed order must be the one made for this customer, course and current price.
      const facts = await context.payments.orderFacts(orderId, context.log);
      if (
        !facts ||
        facts.customerId !== customerId ||
        facts.courseId !== course.id ||
        facts.amountPaise !== amountPaise(course.pricing)
      ) {
        context.log.warn({ courseId }, 'payment order does not match');
        throw badUserInput({ orderId: ErrorMessage.paymentNotVerified });
      }
    }

    const message = await context.payments.recordOnce(
      paymentId,
      { customerId, courseId: course.id },
      () => context.provider.savePayment({ paymentId, courseId: course.id, customerId }),
    );
    if (message === false) throw badUserInput({ paymentId: ErrorMessage.paymentNotVerified });

    const orders = await context.provider.orders(customerId);
    return { order: orderForCourse(orders, course.id), message };
  },
};
