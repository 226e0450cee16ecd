/**
 * Checkout's parts, built once per gateway: the key id pages use, the recorder every path
 * records through, and, when a key secret is configured, the payment API client, the orders
 * (quotes) this gateway knows, refunds, settlement from the API, reconciliation and the
 * webhook.
 */
import type { Language } from '../../common/language.ts';
import type { CustomerLanguages } from '../db/customer-languages.ts';
import type { RecordedPayments } from '../db/recorded-payments.ts';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import { RazorpayClient } from '../upstream/razorpay/client.ts';
import { PaymentOrders } from './payment-orders.ts';
import { PaymentRecorder } from './recorder.ts';
import type { RecorderTimes } from './recorder.ts';
import { Reconciler } from './reconcile.ts';
import { Refunder } from './refunds.ts';
import { Settler } from './settle.ts';
import { paymentSignature, sameSignature } from './signatures.ts';
import { StoreCheckoutState } from './state.ts';
import type { CheckoutState } from './state.ts';
import type { GatewayStore } from '../store/store.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';

/**
 * What a checkout workflow is given by the request it serves (the GraphQL context is one):
 * the student's legacy-API data source and log, checkout's parts, the clock and settings.
 */
export interface CheckoutRequest {
  provider: ProviderDataSource;
  payments: Payments;
  log: Logger;
  now: () => Date;
  config: GatewayConfig;
  /** The language of the page the student acts from: their e-mails (the receipt) speak it. */
  language: Language;
}

/** The parts that need the key secret: orders, verification and the safety nets. */
export interface VerifiedCheckout {
  keySecret: string;
  webhookSecret: string;
  /** The payment API: what it says of a payment is checked before it is recorded. */
  razorpay: RazorpayClient;
  orders: PaymentOrders;
  settler: Settler;
  reconciler: Reconciler;
}

export interface Payments {
  keyId: string;
  recorder: PaymentRecorder;
  state: CheckoutState;
  /** null without a key secret: no payment orders, signatures, webhooks or reconciliation. */
  verified: VerifiedCheckout | null;
  /** The language each student last acted in, for mail sent with no request (receipts). */
  languages: CustomerLanguages;
}

interface PaymentsOptions {
  config: GatewayConfig;
  dispatcher: Dispatcher;
  logger: Logger;
  now: () => Date;
  providerFor: (log: Logger) => ProviderDataSource;
  /** Where claims, locks and payment orders live (shared by every gateway on it). */
  store: GatewayStore;
  /** Where recorded payments' ids are kept for receipts (the gateway's SQL database). */
  recordedPayments: RecordedPayments;
  languages: CustomerLanguages;
}

/**
 * A recording attempt's claim lapses after this if its process dies mid-way (claims outlive
 * a process now that they are in the store): long enough for an attempt's few upstream calls,
 * each bounded by PROVIDER_TIMEOUT_MS, and short enough that the next webhook delivery or
 * sweep records the payment soon after.
 */
const recordingBusyMs = (providerTimeoutMs: number) => Math.max(30_000, providerTimeoutMs * 4);

export function createPayments(options: PaymentsOptions): Payments {
  const { config, logger, now } = options;
  const state = new StoreCheckoutState(options.store);
  const times: RecorderTimes = {
    busyMs: recordingBusyMs(config.providerTimeoutMs),
    // Past the window, a sweep no longer sees the order, so nothing needs remembering.
    doneMs: config.reconcileLookbackMs + 24 * 60 * 60 * 1000,
  };
  const keySecret = config.razorpayKeySecret;
  if (keySecret === null) {
    return {
      keyId: config.razorpayKeyId,
      recorder: new PaymentRecorder({
        state,
        orders: null,
        refunder: null,
        times,
        recordedPayments: options.recordedPayments,
        seller: config.seller,
      }),
      state,
      verified: null,
      languages: options.languages,
    };
  }
  const razorpay = new RazorpayClient({
    apiUrl: config.razorpayApiUrl,
    keyId: config.razorpayKeyId,
    keySecret,
    dispatcher: options.dispatcher,
    timeoutMs: config.providerTimeoutMs,
  });
  const orders = new PaymentOrders({
    razorpay,
    store: options.store,
    rememberMs: times.doneMs,
    quoteTtlS: config.checkoutQuoteTtlS,
    now,
  });
  const refunder = new Refunder({ razorpay, state, rememberMs: times.doneMs });
  const recorder = new PaymentRecorder({
    state,
    orders,
    refunder,
    times,
    recordedPayments: options.recordedPayments,
    seller: config.seller,
  });
  const settler = new Settler({ razorpay, recorder });
  const reconciler = new Reconciler({
    razorpay,
    orders,
    settler,
    state,
    times,
    providerFor: options.providerFor,
    logger,
    now,
    intervalMs: config.reconcileIntervalMs,
    lookbackMs: config.reconcileLookbackMs,
  });
  return {
    keyId: config.razorpayKeyId,
    recorder,
    state,
    languages: options.languages,
    verified: {
      keySecret,
      webhookSecret: config.razorpayWebhookSecret,
      razorpay,
      orders,
      settler,
      reconciler,
    },
  };
}

/** Whether a checkout's signature is Razorpay's for this order and payment. */
export function checkoutSignatureValid(
  verified: VerifiedCheckout,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameSignature(signature, paymentSignature(orderId, paymentId, verified.keySecret));
}

/**
 * Remembers the language the student acts in, for the e-mails a payment sends (perhaps later,
 * from a webhook or a sweep). Only a preference: a database that cannot take it now changes
 * nothing else (the mail speaks the language remembered before, or English).
 */
export async function rememberLanguage(request: CheckoutRequest, customerId: string) {
  try {
    await request.payments.languages.remember(customerId, request.language);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) request.log.warn({ err: error }, 'language not remembered');
  }
}
