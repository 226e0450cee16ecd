/**
 * The stand-in's webhooks, sent as Razorpay sends them: a JSON event POSTed to the configured
 * URL, signed with the webhook secret (X-Razorpay-Signature: hex HMAC-SHA256 of the body),
 * named by X-Razorpay-Event-Id, retried with exponential back-off on anything but a 2xx for a
 * bounded time. Tests steer deliveries (drop, delay, duplicate, hold until released), for
 * every event or for one payment order's.
 */
import { createHmac } from 'node:crypto';
import type { ProviderConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { WebhookEvent } from './entities.ts';

export type DeliveryMode = 'deliver' | 'drop' | 'duplicate' | 'hold';

interface DeliveryPolicy {
  mode: DeliveryMode;
  /** Wait before the first attempt. */
  delayMs: number;
}

export const DELIVERY_MODES: readonly DeliveryMode[] = ['deliver', 'drop', 'duplicate', 'hold'];

interface WebhookSenderOptions {
  /** Where events go; null sends nothing. */
  url: string | null;
  secret: string;
  /** Retries stop this long after the first attempt. */
  retryForMs: number;
  /** The first retry's wait; each next one doubles, up to MAX_BACKOFF_MS. */
  firstRetryMs: number;
  logger: Logger;
}

interface DeliveryStats {
  /** Events accepted for sending. */
  events: number;
  /** Deliveries answered 2xx. */
  delivered: number;
  /** Attempts that failed (each retry counts). */
  failedAttempts: number;
  /** Events given up after retrying for the bounded time. */
  abandoned: number;
  /** Events dropped by a test control. */
  dropped: number;
  /** Events held by a test control, waiting for release. */
  held: number;
  /** Deliveries waiting for an attempt or a retry. */
  pending: number;
}

const MAX_BACKOFF_MS = 30_000;
const ATTEMPT_TIMEOUT_MS = 5_000;
/** Most per-order policies kept (oldest forgotten first). */
const MAX_ORDER_POLICIES = 10_000;

function signWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export class WebhookSender {
  private defaultPolicy: DeliveryPolicy = { mode: 'deliver', delayMs: 0 };
  private readonly orderPolicies = new Map<string, DeliveryPolicy>();
  private held: WebhookEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly counts = {
    events: 0,
    delivered: 0,
    failedAttempts: 0,
    abandoned: 0,
    dropped: 0,
  };
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  /** A sender with the stand-in's webhook settings. */
  static fromConfig(
    config: Pick<
      ProviderConfig,
      'webhookUrl' | 'webhookSecret' | 'webhookRetryForMs' | 'webhookFirstRetryMs'
    >,
    logger: Logger,
  ): WebhookSender {
    return new WebhookSender({
      url: config.webhookUrl,
      secret: config.webhookSecret,
      retryForMs: config.webhookRetryForMs,
      firstRetryMs: config.webhookFirstRetryMs,
      logger,
    });
  }

  get enabled(): boolean {
    return this.options.url !== null;
  }

  /** Sets how events are delivered: for every order, or only for `orderId`'s events. */
  setPolicy(policy: DeliveryPolicy, orderId?: string): void {
    if (orderId === undefined) {
      this.defaultPolicy = policy;
      this.orderPolicies.clear();
      return;
    }
    this.orderPolicies.delete(orderId);
    this.orderPolicies.set(orderId, policy);
    while (this.orderPolicies.size > MAX_ORDER_POLICIES) {
      const oldest = this.orderPolicies.keys().next();
      if (oldest.done) break;
      this.orderPolicies.delete(oldest.value);
    }
  }

  /** Sends every held event now; returns how many. */
  release(): number {
    const released = this.held;
    this.held = [];
    for (const event of released) this.schedule(event, 0, Date.now(), 0);
    return released.length;
  }

  stats(): DeliveryStats {
    return { ...this.counts, held: this.held.length, pending: this.timers.size };
  }

  /** Accepts an event for delivery under the policy in force for its order. */
  send(event: WebhookEvent): void {
    if (!this.enabled || this.closed) return;
    this.counts.events += 1;
    const policy =
      (event.orderId !== null ? this.orderPolicies.get(event.orderId) : undefined) ??
      this.defaultPolicy;
    const started = Date.now();
    switch (policy.mode) {
      case 'drop':
        this.counts.dropped += 1;
        return;
      case 'hold':
        this.held.push(event);
        return;
      case 'duplicate':
        // The same event twice at once, as a retry racing a slow first delivery arrives.
        this.schedule(event, 0, started, policy.delayMs);
        this.schedule(event, 0, started, policy.delayMs);
        return;
      default:
        this.schedule(event, 0, started, policy.delayMs);
    }
  }

  /** Stops sending: pending retries are dropped. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(event: WebhookEvent, attempt: number, started: number, waitMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, attempt, started);
    }, waitMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(event: WebhookEvent, attempt: number, started: number): Promise<void> {
    const { url, secret, logger } = this.options;
    if (url === null || this.closed) return;
    const body = JSON.stringify(event.body);
    let failure: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': signWebhook(body, secret),
          'X-Razorpay-Event-Id': event.id,
        },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) {
        this.counts.delivered += 1;
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    this.counts.failedAttempts += 1;
    const backoff = Math.min(this.options.firstRetryMs * 2 ** attempt, MAX_BACKOFF_MS);
    if (Date.now() + backoff - started > this.options.retryForMs) {
      this.counts.abandoned += 1;
      logger.warn({ event: event.name, eventId: event.id, failure }, 'webhook abandoned');
      return;
    }
    logger.debug({ event: event.name, attempt, failure, backoff }, 'webhook retry');
    this.schedule(event, attempt + 1, started, backoff);
  }
}
