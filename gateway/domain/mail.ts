/**
 * The kinds of e-mail the gateway sends and what a cause puts in the outbox for each: its
 * key (one message per cause, whichever path or gateway reports it) and the template's input.
 * The templates are in gateway/mail/; the metrics' `kind` label takes its values from here.
 */
import type { OutboxMessage } from '../db/outbox.ts';

const MAIL_KINDS = ['receipt'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (value: string): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value);

/** A recorded payment's receipt: the PDF is made when the message is sent. */
interface ReceiptMailInput {
  paymentId: string;
  customerId: string;
  courseId: string;
}

/** The receipt e-mail of a recorded payment: one per payment. */
export function receiptMail(input: ReceiptMailInput): OutboxMessage {
  return {
    key: `receipt:${input.paymentId}`,
    kind: 'receipt' satisfies MailKind,
    payload: { paymentId: input.paymentId, customerId: input.customerId, courseId: input.courseId },
  };
}
