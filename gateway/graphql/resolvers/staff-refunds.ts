/**
 * Refunds in the staff room (owners only): finding an order by its id or invoice number
 * (staffOrder) and refunding it (refundOrder, written to the audit log); and, for the
 * student, the refunds of their own order (Order.refunds). Each refund's credit note link
 * is signed for the viewer's own session.
 */
import type { CreditNoteRecord } from '../../db/credit-notes.ts';
import type { CreditNoteHolder } from '../../documents/links.ts';
import { rupeesText } from '../../domain/money.ts';
import { audit } from '../../staff/audit.ts';
import { findStaffOrder, refundOrder, type RefundSources } from '../../staff/refunds.ts';
import { requireStaff } from '../../staff/roles.ts';
import type { GatewayContext } from '../context.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  Refund,
  StaffOrder,
} from '../generated/resolvers-types.ts';

function sourcesOf(context: GatewayContext): RefundSources {
  return {
    database: context.database,
    provider: context.provider,
    razorpay: context.payments.verified?.razorpay ?? null,
    state: context.payments.state,
    seller: context.config.seller,
    now: context.now,
    log: context.log,
  };
}

/** A credit note as the schema's Refund, its link signed for `holder`. */
export function refundOf(
  note: CreditNoteRecord,
  holder: CreditNoteHolder,
  context: GatewayContext,
): Refund {
  return {
    id: note.refundId,
    amountPaise: note.amountPaise,
    status: note.refundStatus,
    creditNoteNumber: note.number,
    creditNoteUrl: context.documents.creditNote(holder, note.number),
  };
}

export const StaffRefundQuery: Pick<QueryResolvers, 'staffOrder'> = {
  staffOrder: async (_parent, { id }, context): Promise<StaffOrder> => {
    const staff = await requireStaff(context, 'money');
    const holder: CreditNoteHolder = { kind: 'staff', email: staff.email, sessionId: staff.id };
    const facts = await findStaffOrder(sourcesOf(context), id);
    return {
      id: facts.order.id,
      invoiceNumber: facts.invoiceNumber,
      status: facts.order.status,
      orderedAt: facts.order.orderedAt,
      studentName: facts.customer.name,
      studentEmail: facts.customer.email,
      courseTitle: facts.order.course.title,
      paidPaise: facts.paidPaise,
      refundedPaise: facts.refundedPaise,
      refundable: facts.paymentId !== null,
      refunds: facts.creditNotes.map((note) => refundOf(note, holder, context)),
    };
  },
};

export const StaffRefundMutation: Pick<MutationResolvers, 'refundOrder'> = {
  refundOrder: async (_parent, { orderId, amountPaise, reason }, context) => {
    const staff = await requireStaff(context, 'money');
    const note = await refundOrder(sourcesOf(context), staff.email, {
      orderId,
      amountPaise: amountPaise ?? null,
      reason,
    });
    await audit(
      context,
      'refund',
      `order ${note.orderId}: ${rupeesText(note.amountPaise)} refunded, credit note ${note.number}, reason: ${note.reason}`,
    );
    return refundOf(note, { kind: 'staff', email: staff.email, sessionId: staff.id }, context);
  },
};
