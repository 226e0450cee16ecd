/**
 * POST /webhooks/razorpay: Razorpay's word that a payment was captured (`payment.captured`,
 * `order.paid`). The raw body's HMAC (X-Razorpay-Signature, with RAZORPAY_WEBHOOK_SECRET) is
 * checked in constant time before anything is parsed; a forged or unsigned call is 400 and
 * changes nothing. Who paid for what is read from the payment order at the Orders API, never
 * from the body alone. Deliveries are deduplicated by X-Razorpay-Event-Id and payments by
 * their id; an outage answers 503 so Razorpay delivers again.
 */
import express, { Router } from 'express';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import {
  ErrorMessage,
  HttpMessage,
  StoreUnavailableError,
  UpstreamUnavailableError,
} from '../errors.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import { readText } from '../upstream/read.ts';
import { RAZORPAY_ID } from '../upstream/razorpay/parse.ts';
import type { PaymentOrders } from './payment-orders.ts';
import type { Settlement, Settler } from './settle.ts';
import { sameSignature, webhookSignature } from './signatures.ts';
import type { CheckoutState } from './state.ts';
import { ClaimBusyError, underClaim } from './state.ts';
import { metrics } from '../observability/metrics.ts';

const WEBHOOK_PATH = '/webhooks/razorpay';
/** Largest webhook body read (Razorpay's are a few kB). */
const MAX_BODY = '256kb';
/** Past this, the delivery is answered 202 and the work finishes in the background. */
const ANSWER_WITHIN_MS = 2000;
/** A delivery's event id is remembered this long (Razorpay retries for 24 hours). */
const EVENT_REMEMBERED_MS = 48 * 60 * 60 * 1000;
/**
 * A delivery being handled holds its event id this long at most (so a gateway that died
 * handling it frees it for Razorpay's next delivery).
 */
const EVENT_BUSY_MS = 60 * 1000;
/** A copy of a delivery being handled by another gateway waits this long for it. */
const EVENT_WAIT_MS = 1500;
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The events that mean a payment was captured. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

interface WebhookOptions {
  secret: string;
  orders: PaymentOrders;
  settler: Settler;
  state: CheckoutState;
  providerFor: (log: Logger) => ProviderDataSource;
  logger: Logger;
}

/** What a verified delivery says, read from Razorpay's payload shape. */
interface WebhookEvent {
  event: string;
  paymentId: string | null;
  orderId: string | null;
}

type Outcome = Settlement | 'ignored' | 'duplicate' | 'no-order';

function entityOf(payload: Record<string, unknown>, name: string): Record<string, unknown> {
  const wrapper = payload[name];
  if (typeof wrapper !== 'object' || wrapper === null) return {};
  const entity = (wrapper as Record<string, unknown>).entity;
  return typeof entity === 'object' && entity !== null ? (entity as Record<string, unknown>) : {};
}

function razorpayId(value: unknown): string | null {
  const text = readText(value);
  return text !== null && RAZORPAY_ID.test(text) ? text : null;
}

/** The event name and the ids it names; null when the body is not an event. */
function readEvent(body: unknown): WebhookEvent | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { event, payload } = body as Record<string, unknown>;
  if (typeof event !== 'string' || typeof payload !== 'object' || payload === null) return null;
  const payment = entityOf(payload as Record<string, unknown>, 'payment');
  const order = entityOf(payload as Record<string, unknown>, 'order');
  return {
    event,
    paymentId: razorpayId(payment.id),
    orderId: razorpayId(payment.order_id) ?? razorpayId(order.id),
  };
}

function logOf(req: Request, fallback: Logger): Logger {
  return (req as Request & { log?: Logger }).log ?? fallback;
}

export function razorpayWebhook(options: WebhookOptions): Router {
  const router = Router();

  /** Settles the payment the event names, from the Orders API's account of its order. */
  const handle = async (event: WebhookEvent, log: Logger): Promise<Outcome> => {
    if (!CAPTURE_EVENTS.has(event.event)) {
      if (event.event === 'payment.failed') {
        log.info({ paymentId: event.paymentId, orderId: event.orderId }, 'payment failed');
      }
      return 'ignored';
    }
    if (event.orderId === null || event.paymentId === null) return 'no-order';
    const order = await options.orders.facts(event.orderId, log);
    if (!order) {
      log.warn({ orderId: event.orderId }, 'webhook for an order that is not ours');
      return 'unknown-order';
    }
    const provider = options.providerFor(log);
    return options.settler.settle(order, event.paymentId, provider, log, 'webhook');
  };

  /** Runs a delivery once per event id (a failed attempt frees the id for the retry). */
  const deliver = async (event: WebhookEvent, eventId: string | null, log: Logger) => {
    if (eventId === null) return handle(event, log);
    const outcome = await underClaim(
      options.state,
      `event:${eventId}`,
      { busyMs: EVENT_BUSY_MS, doneMs: EVENT_REMEMBERED_MS, waitMs: EVENT_WAIT_MS },
      async () => {
        const outcome = await handle(event, log);
        // Seen before the Orders API shows the capture: a redelivery may still record it.
        return { done: outcome !== 'not-captured', value: outcome };
      },
    );
    return outcome ?? 'duplicate';
  };

  const answerFailure = (res: Response, error: unknown, log: Logger) => {
    // An outage, or the same delivery still being handled elsewhere: Razorpay delivers again.
    if (
      error instanceof UpstreamUnavailableError ||
      error instanceof StoreUnavailableError ||
      error instanceof ClaimBusyError
    ) {
      res.status(503).json({ status: 'retry later' });
      return;
    }
    if (error instanceof GraphQLError) {
      // The legacy API refused the order (an unknown customer or course): delivering the
      // event again cannot help; a person must look.
      log.error({ err: error }, 'webhook payment could not be recorded');
      res.status(200).json({ status: 'rejected' });
      return;
    }
    log.error({ err: error }, 'webhook failed');
    res.status(500).json({ status: 'failed' });
  };

  router.post(
    WEBHOOK_PATH,
    express.raw({ type: () => true, limit: MAX_BODY }),
    async (req: Request, res: Response) => {
      const log = logOf(req, options.logger);
      res.setHeader('Cache-Control', 'no-store');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get('x-razorpay-signature')?.trim();
      if (!sameSignature(signature, webhookSignature(raw, options.secret))) {
        log.warn({ signed: signature !== undefined }, 'webhook signature refused');
        res.status(400).json({ error: HttpMessage.webhookBadSignature });
        return;
      }
      let event: WebhookEvent | null;
      try {
        event = readEvent(JSON.parse(raw.toString('utf8')));
      } catch {
        event = null;
      }
      if (!event) {
        res.status(400).json({ error: HttpMessage.webhookNotAnEvent });
        return;
      }
      const given = req.get('x-razorpay-event-id')?.trim();
      const eventId = given !== undefined && EVENT_ID.test(given) ? given : null;

      const delivery = deliver(event, eventId, log);
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        // Razorpay wants a quick answer; the work goes on, and reconciliation backs it up.
        res.status(202).json({ status: 'accepted' });
      }, ANSWER_WITHIN_MS);
      try {
        const outcome = await delivery;
        metrics.webhookEvents.inc({ outcome });
        if (!late) res.status(200).json({ status: outcome });
      } catch (error) {
        metrics.webhookEvents.inc({ outcome: 'failed' });
        if (late) log.warn({ err: error }, 'webhook work failed after it was answered');
        else answerFailure(res, error, log);
      } finally {
        clearTimeout(timer);
      }
    },
  );
  // A body past the limit or unreadable is the sender's mistake.
  router.use(
    WEBHOOK_PATH,
    (error: unknown, _req: Request, res: Response, next: (error?: unknown) => void) => {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        res.status(status).json({ error: ErrorMessage.unreadableRequest });
        return;
      }
      next(error);
    },
  );
  return router;
}
