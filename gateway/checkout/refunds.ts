/**
 * Refunds: a captured payment the academy will not record (one course, one charge; a quote
 * honoured only at its price and within its life) is given back through the payment API's
 * Refunds API, exactly once. Under the recorder's claim on the payment, Razorpay's own
 * account is read first (`amount_refunded`), so a refund an earlier attempt made is never
 * made again, and the refund request carries an idempotency key per payment, so a retry
 * after a lost answer returns the refund already made. What was refunded, and why, is noted
 * in the store for the other paths to tell the student.
 */
import type { Logger } from 'pino';
import { UpstreamUnavailableError } from '../errors.ts';
import type { Language } from '../../common/language.ts';
import { payments as englishPayments } from '../../common/messages/en.ts';
import { format } from '../../common/messages/format.ts';
import { payments as hindiPayments } from '../../common/messages/hi.ts';
import { rupeesText } from '../domain/money.ts';
import type { RazorpayClient } from '../upstream/razorpay/client.ts';
import type { PaymentEntity } from '../upstream/razorpay/models.ts';
import type { CheckoutState } from './state.ts';

/** Why a payment was given back (the schema's RefundReason). */
export type RefundReason =
  /** The student owned the course already: an earlier payment bought it. */
  | 'ALREADY_OWNED'
  /** The payment was begun after its quote's life. */
  | 'QUOTE_EXPIRED'
  /** The course's price is no longer the quoted one. */
  | 'PRICE_CHANGED'
  /** Refunded otherwise (by the academy's staff), or the reason is no longer known. */
  | 'OTHER';

/** A payment given back: why, and how much (paise). */
export interface RefundOutcome {
  reason: RefundReason;
  amountPaise: number;
}

const REFUND_REASONS: readonly RefundReason[] = [
  'ALREADY_OWNED',
  'QUOTE_EXPIRED',
  'PRICE_CHANGED',
  'OTHER',
];

const refundKeys = {
  ALREADY_OWNED: 'refundAlreadyOwned',
  QUOTE_EXPIRED: 'refundQuoteExpired',
  PRICE_CHANGED: 'refundPriceChanged',
  OTHER: 'refundOther',
} as const satisfies Record<RefundReason, keyof typeof englishPayments>;

/** What the student is told about a refund, in the language of the page they paid from. */
export function refundMessage(
  { reason, amountPaise }: RefundOutcome,
  language: Language = 'en',
): string {
  const catalogue = language === 'hi' ? hindiPayments : englishPayments;
  return format(catalogue[refundKeys[reason]], { amount: rupeesText(amountPaise) });
}

/** Whether any of the payment was given back (then it is never recorded). */
export function wasRefunded(payment: PaymentEntity): boolean {
  return payment.amountRefundedPaise > 0 || payment.status === 'refunded';
}

const NOTE = (paymentId: string) => `refund:${paymentId}`;

function readOutcome(text: string | null): RefundOutcome | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<RefundOutcome>;
    const reason = REFUND_REASONS.find((known) => known === value.reason);
    const amountPaise = value.amountPaise;
    if (reason === undefined || typeof amountPaise !== 'number') return null;
    return { reason, amountPaise };
  } catch {
    return null;
  }
}

interface RefunderOptions {
  razorpay: RazorpayClient;
  state: CheckoutState;
  /** How long what was refunded is remembered. */
  rememberMs: number;
}

/** Who paid for which course, for the refund's notes. */
interface RefundFor {
  payment: PaymentEntity;
  customerId: string;
  courseId: string;
  reason: RefundReason;
}

export class Refunder {
  constructor(private readonly options: RefunderOptions) {}

  /**
   * Gives the payment back (what is left of it), unless Razorpay shows it refunded already;
   * notes the outcome. Run under the recorder's claim on the payment. A refusal that leaves
   * the payment unrefunded, or an outage, is PROVIDER_UNAVAILABLE: tried again later.
   */
  async refund(wanted: RefundFor, log: Logger): Promise<RefundOutcome> {
    const { razorpay } = this.options;
    const paymentId = wanted.payment.id;
    const current = (await razorpay.fetchPayment(paymentId, log)) ?? wanted.payment;
    let refundedPaise = current.amountRefundedPaise;
    if (refundedPaise < current.amountPaise) {
      const answer = await razorpay.refundPayment(
        {
          paymentId,
          notes: { reason: wanted.reason, c_id: wanted.customerId, course_id: wanted.courseId },
          idempotencyKey: `refund-${paymentId}`,
        },
        log,
      );
      if (answer.refunded) {
        refundedPaise += answer.refund.amountPaise;
      } else {
        // Refused: given back meanwhile by someone else, or not refundable at all.
        const after = await razorpay.fetchPayment(paymentId, log);
        if (!after || after.amountRefundedPaise === 0) {
          log.error({ paymentId, refusal: answer.description }, 'payment could not be refunded');
          throw new UpstreamUnavailableError(
            `refund refused: ${answer.description}`,
            'paymentUnavailable',
          );
        }
        refundedPaise = after.amountRefundedPaise;
      }
    }
    const outcome: RefundOutcome = { reason: wanted.reason, amountPaise: refundedPaise };
    await this.options.state.note(
      NOTE(paymentId),
      JSON.stringify(outcome),
      this.options.rememberMs,
    );
    return outcome;
  }

  /** A payment Razorpay shows refunded: why (as noted when it was refunded here), and how much. */
  async refundedBefore(payment: PaymentEntity): Promise<RefundOutcome> {
    const noted = await this.noted(payment.id);
    const amountPaise = payment.amountRefundedPaise || payment.amountPaise;
    return { reason: noted?.reason ?? 'OTHER', amountPaise };
  }

  /** The refund noted for the payment, or null (it was recorded, or nobody here refunded it). */
  async noted(paymentId: string): Promise<RefundOutcome | null> {
    return readOutcome(await this.options.state.noted(NOTE(paymentId)));
  }
}
