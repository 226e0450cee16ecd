/**
 * The payment ids behind a student's orders (migration 0003): written when the gateway
 * records a payment, read for the receipt, which names the payment and its payment order.
 * The order's invoice is issued (numbered and frozen) and the receipt's e-mail goes into the
 * outbox in the same transaction, and the coupon use the payment's checkout held becomes a use.
 */
import { markCouponUsed } from './coupons.ts';
import { issueIn, type InvoiceDraft } from './invoices.ts';
import { MailingStore, type OutboxMessage } from './outbox.ts';

interface RecordedPayment {
  paymentId: string;
  customerId: string;
  courseId: string;
  /** The payment API's order (`order_…`) the payment was made against; null without one. */
  paymentOrderId: string | null;
  recordedAtMs: number;
}

export class RecordedPayments extends MailingStore {
  /**
   * Notes a recorded payment, issues its order's invoice (`invoice`, when its facts could be
   * read) and enqueues `mail` (its receipt) with it, in one transaction; a second note of the
   * same payment changes nothing, an invoice is issued once, and the mail's key enqueued once.
   */
  async remember(
    payment: Omit<RecordedPayment, 'recordedAtMs'>,
    mail: OutboxMessage | null = null,
    invoice: InvoiceDraft | null = null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('recorded_payments')
        .values({
          payment_id: payment.paymentId,
          customer_id: payment.customerId,
          course_id: payment.courseId,
          payment_order_id: payment.paymentOrderId,
          recorded_at: this.now().getTime(),
        })
        .onConflict((conflict) => conflict.column('payment_id').doNothing())
        .execute();
      if (invoice) await issueIn(trx, invoice, this.now());
      // The coupon the checkout held, if any, is used from now on.
      if (payment.paymentOrderId !== null) {
        await markCouponUsed(trx, payment.paymentOrderId, this.now().getTime());
      }
      if (mail) await this.outbox.enqueueIn(trx, mail);
    });
    if (mail) this.outbox.enqueued();
  }

  /** The first payment recorded for the customer's course, or null when none was noted. */
  async forCourse(customerId: string, courseId: string): Promise<RecordedPayment | null> {
    const row = await this.db
      .selectFrom('recorded_payments')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('course_id', '=', courseId)
      .orderBy('recorded_at')
      .orderBy('payment_id')
      .executeTakeFirst();
    if (!row) return null;
    return {
      paymentId: row.payment_id,
      customerId: row.customer_id,
      courseId: row.course_id,
      paymentOrderId: row.payment_order_id,
      recordedAtMs: row.recorded_at,
    };
  }
}
