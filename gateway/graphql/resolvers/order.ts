/**
 * Order: everything but the class items comes from the order row; the items are the
 * course's outline with the unlock rule applied for this (the viewer's own) order. Weeks open
 * from the customer's first paid order for the course, so a second purchase never shrinks
 * what is open. Progress is read once per order for all its items. A paid order has a
 * receipt, and a finished course a certificate (gateway/documents/).
 */
import type { OrderResolvers } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { ClassItemView, OrderModel } from '../../upstream/legacy-api/models.ts';
import { availableWeek, isPaid, ownerView } from '../../domain/unlock.ts';
import { byWeek } from '../../domain/courses.ts';
import { datedFromFirstPaid } from '../../domain/orders.ts';
import { courseProgress, nextLesson } from '../../domain/progress.ts';
import { certificateOf, receiptNumberOf } from '../../documents/papers.ts';
import { orNullWhileDatabaseAway } from '../../errors/database.ts';
import { refundOf } from './staff-refunds.ts';
import { courseQuizzes, quizzesOfOrder } from '../../quizzes/taking.ts';
import { quizSources } from './quiz.ts';

/** The order dated as the unlock rule sees it, among the viewer's own orders. */
async function asUnlocked(order: OrderModel, context: GatewayContext): Promise<OrderModel> {
  const { session } = context;
  if (session.kind !== 'valid' || !isPaid(order)) return order;
  // The request has already read these orders; this is the same (memoised) list.
  return datedFromFirstPaid(order, await context.provider.orders(session.identity.customerId));
}

/** The order's lessons in week order, as its owner sees them. */
async function ownerViews(order: OrderModel, context: GatewayContext): Promise<ClassItemView[]> {
  const now = context.now();
  const [unlocking, items] = await Promise.all([
    asUnlocked(order, context),
    context.provider.classItems(order.course.id),
  ]);
  const { session } = context;
  const scope =
    session.kind === 'valid'
      ? { customerId: session.identity.customerId, classItemIds: items.map((item) => item.id) }
      : null;
  return byWeek(items).map((item) => ownerView(unlocking, item, now, scope));
}

/** The owner's progress in the order's lessons; none on an order that did not succeed. */
async function progressOf(views: ClassItemView[], context: GatewayContext) {
  const scope = views[0]?.progressScope ?? null;
  return scope === null ? new Map() : context.progressIn(scope);
}

export const Order: OrderResolvers = {
  availableWeek: async (order, _args, context) =>
    availableWeek((await asUnlocked(order, context)).orderedAtMs, context.now()),
  classItems: (order, _args, context) => ownerViews(order, context),
  progress: async (order, _args, context) => {
    const views = await ownerViews(order, context);
    return orNullWhileDatabaseAway(async () => {
      const quizzes = await quizViews(order, context);
      return {
        ...courseProgress(
          views.map((view) => view.item),
          await progressOf(views, context),
        ),
        quizzesPassed: quizzes.filter((quiz) => quiz.passed).length,
        quizzesTotal: quizzes.length,
      };
    });
  },
  quizzes: (order, _args, context) => quizViews(order, context),
  nextItem: async (order, _args, context) => {
    const views = await ownerViews(order, context);
    return orNullWhileDatabaseAway(async () => nextLesson(views, await progressOf(views, context)));
  },
  receiptUrl: (order, _args, context) =>
    orNullWhileDatabaseAway(() => receiptUrlOf(order, context)),
  certificate: (order, _args, context) =>
    orNullWhileDatabaseAway(() => certificateFor(order, context)),
  refunds: async (order, _args, context) => {
    const { session } = context;
    if (session.kind !== 'valid') return [];
    const { customerId, sessionId } = session.identity;
    const notes = await context.database.creditNotes.forOrder(order.id);
    // Only the viewer's own order reaches here; the check keeps it so if that ever changes.
    return notes
      .filter((note) => note.customerId === customerId)
      .map((note) => refundOf(note, { kind: 'student', customerId, sessionId }, context));
  },
};

/** The course's quizzes as the viewer stands with them; nothing taken on an unpaid order. */
async function quizViews(order: OrderModel, context: GatewayContext) {
  const { session } = context;
  const customerId = session.kind === 'valid' && isPaid(order) ? session.identity.customerId : null;
  return quizzesOfOrder(quizSources(context), await asUnlocked(order, context), customerId);
}

async function receiptUrlOf(order: OrderModel, context: GatewayContext) {
  const { session } = context;
  if (session.kind !== 'valid') return null;
  const { customerId } = session.identity;
  const seller = context.config.seller;
  const number = await receiptNumberOf(context.database.receiptNumbers, seller, customerId, order);
  return number === null ? null : context.documents.receipt(session.identity, order.id, number);
}

async function certificateFor(order: OrderModel, context: GatewayContext) {
  const { session } = context;
  if (session.kind !== 'valid') return null;
  const { customerId } = session.identity;
  const sources = {
    certificates: context.database.certificates,
    customer: (id: string) => context.provider.customer(id),
    now: context.now(),
  };
  return certificateOf(sources, customerId, order, async () => {
    const [unlocking, items] = await Promise.all([
      asUnlocked(order, context),
      context.provider.classItems(order.course.id),
    ]);
    // The same read as the lessons' progress (one per order per request).
    const [records, quizzes] = await Promise.all([
      context.progressIn({ customerId, classItemIds: items.map((item) => item.id) }),
      courseQuizzes(context.database.quizzes, order.course.id, customerId),
    ]);
    return { unlocking, items, records, quizzes };
  });
}
