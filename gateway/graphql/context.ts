/**
 * The per-request context: a fresh provider data source, the caller's session, the clock,
 * and the few request-bound actions resolvers need (rate limits, setting the cookie). A
 * request's context is built from the Express request in gateway/http/graphql-context.ts;
 * one for queries the gateway runs itself, here.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../common/language.ts';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { accountsUnavailable, unauthenticated } from '../errors.ts';
import { olderOf } from '../store/cache.ts';
import type { Payments } from '../checkout/payments.ts';
import type { ProviderClient } from '../upstream/legacy-api/client.ts';
import { ProviderDataSource, type CustomerSightings } from '../upstream/legacy-api/data-source.ts';
import type { PublicCache } from '../upstream/legacy-api/public-cache.ts';
import type { LiveSession, SessionIdentity, SessionState } from '../sessions/session.ts';
import type { MediaLinks } from '../media/links.ts';
import type { DocumentLinks } from '../documents/links.ts';
import type { LessonMediaParts } from '../media/lesson-media.ts';
import type { GatewayDatabase } from '../db/database.ts';
import type { ProgressRecord } from '../db/progress.ts';
import type { SignInWay } from '../db/tables.ts';
import type { ProgressScope } from '../upstream/legacy-api/models.ts';
import type { CodeHasher } from '../accounts/secrets.ts';
import type { SignInMirror } from '../accounts/sign-in-mirror.ts';
import { noStaffRequest, type StaffRequest } from '../staff/request.ts';
import type { OrderLists } from '../upstream/legacy-api/order-lists.ts';

/** The mutations with an allowance (each is named after its Mutation field). */
export type LimitedOperation =
  | 'login'
  | 'register'
  | 'enquiry'
  | 'recordPayment'
  | 'changePassword'
  | 'updateProfile'
  | 'startCheckout'
  | 'deleteAccount'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'requestSignInCode'
  | 'signInWithCode'
  /** The course page's coupon preview (a query): codes are not to be guessed at speed. */
  | 'couponPrice';

/**
 * How an account's count is kept: across every address ('account'), or per address
 * ('pair': an allowance nobody elsewhere can spend for the account's owner).
 */
export type AccountScope = 'account' | 'pair';

/** Operations limited per address, and per account where one is named. */

/** Signed-in work with a budget per account (its size: gateway/http/rate-limit.ts). */
export type AccountWork = 'saveProgress' | 'accountReads';

export interface GatewayContext {
  provider: ProviderDataSource;
  /** The language the answer speaks (Accept-Language; English by default). */
  language: Language;
  session: SessionState;
  now: () => Date;
  config: GatewayConfig;
  payments: Payments;
  log: Logger;
  /** Signed links to class files for this caller's session. */
  media: MediaLinks;
  /** Links to a student's receipts and certificates. */
  documents: DocumentLinks;
  /** Class videos' renditions and class files' sizes (ClassItem.media, fileBytes). */
  lessons: LessonMediaParts;
  /** The gateway's durable data: lesson progress, calendar feed keys. */
  database: GatewayDatabase;
  /**
   * A customer's progress in an order's class items, by class item id: one query per order
   * per request, however many fields (items' progress, the order's progress and next item)
   * ask for it.
   */
  progressIn(scope: ProgressScope): Promise<ReadonlyMap<string, ProgressRecord>>;
  /**
   * Counts an attempt at `operation` by this caller's address and, when given, by the
   * account it concerns (a username, a customer id); rejects with TOO_MANY_REQUESTS
   * past either allowance (RATE_LIMIT_PER_MINUTE).
   */
  limit(
    operation: Exclude<LimitedOperation, 'login'>,
    account?: string,
    scope?: AccountScope,
  ): Promise<void>;
  /** Hashes and checks e-mailed sign-in codes. */
  codes: CodeHasher;
  /**
   * Counts one piece of signed-in `work` against the account's own budget, whatever the
   * address (ACCOUNT_WORK in gateway/http/rate-limit.ts); rejects with TOO_MANY_REQUESTS
   * past it.
   */
  spend(work: AccountWork, accountId: string): Promise<void>;
  /**
   * Runs `check` (the provider's verdict on the credentials for `username`) under the
   * sign-in limits (gateway/http/sign-in-limits.ts): TOO_MANY_REQUESTS when they hold the
   * caller back; with its result, the security notice due to the student, if any.
   */
  signIn<T>(
    username: string,
    check: () => Promise<T>,
  ): Promise<{ result: T; securityNotice: string | null }>;
  /**
   * Marks this browser or app as known to `username`'s account; returns its device token,
   * or null when the account's device generation cannot be read (the database away).
   */
  rememberDevice(username: string): Promise<string | null>;
  /**
   * What a sign-in may rely on while the gateway's database is away (decision 0022); absent
   * where nobody signs in (queries run inside the gateway).
   */
  signInMirror?: SignInMirror;
  /**
   * Starts a session for a sign-in proved `way`, sets the session cookie and returns the
   * token. Every sign-in comes through here: a deleted account is refused (FORBIDDEN), and
   * the sign-in is recorded for the student's data export (when, address, browser, way).
   */
  startSession(identity: SessionIdentity, way: SignInWay): Promise<string>;
  /** Ends the caller's session (if any) and clears the session cookie. */
  endSession(): Promise<void>;
  /** Ends every session of the signed-in customer, this one included; how many ended. */
  endAllSessions(): Promise<number>;
  /** Clears this browser's known-device cookie (the account it names is gone). */
  forgetDevice(): void;
  /** Ends the signed-in customer's other sessions, keeping this one; how many ended. */
  endOtherSessions(): Promise<number>;
  /** Ends every session of `customerId` (a password reset, where nobody is signed in). */
  endSessionsOf(customerId: string): Promise<number>;
  /**
   * The staff room's side of the request (gateway/staff/): its staff session, apart from
   * the student's `session`, and the staff sign-in's limits and cookies.
   */
  staff: StaffRequest;
}

/** The signed-in customer, or UNAUTHENTICATED. */
/**
 * The signed-in customer, or null for a visitor. A mobile client's explicit but bad token
 * must learn it is signed out (a stale browser cookie simply makes a visitor), and while
 * the store is away null would wrongly tell the page the student signed out.
 */
export function optionalCustomer(context: GatewayContext): LiveSession | null {
  const { session } = context;
  if (session.kind === 'valid') return session.identity;
  if (session.kind === 'invalid' && session.source === 'bearer') throw unauthenticated();
  if (session.kind === 'unchecked') throw accountsUnavailable();
  return null;
}

export function requireCustomer(context: GatewayContext): LiveSession {
  // The store is away: the token may well be good, so the student is not signed out.
  if (context.session.kind === 'unchecked') throw accountsUnavailable();
  if (context.session.kind !== 'valid') throw unauthenticated();
  return context.session.identity;
}

/**
 * What every context is built from; a request's also needs its sessions and limits
 * (gateway/http/graphql-context.ts).
 */
export interface PublicContextDependencies {
  config: GatewayConfig;
  client: ProviderClient;
  cache: PublicCache;
  /** Customers' order lists kept briefly for progress saves (order-lists.ts). */
  orderLists: OrderLists;
  /** Where customers' answers go to fill the student directory (accounts/directory-sightings.ts). */
  sightings?: CustomerSightings;
  payments: Payments;
  media: MediaLinks;
  documents: DocumentLinks;
  lessons: LessonMediaParts;
  database: GatewayDatabase;
  codes: CodeHasher;
  now: () => Date;
  logger: Logger;
}

/** The progress reads of one request (GatewayContext.progressIn), each made once. */
export function progressReads(database: GatewayDatabase): GatewayContext['progressIn'] {
  const reads = new Map<string, Promise<ReadonlyMap<string, ProgressRecord>>>();
  return (scope) => {
    const ids = [...scope.classItemIds].sort();
    const key = JSON.stringify([scope.customerId, ids]);
    let read = reads.get(key);
    if (!read) {
      read = database.progress.progressFor(scope.customerId, ids);
      reads.set(key, read);
    }
    return read;
  };
}

/**
 * A fresh provider data source per operation, logging to `log` and telling `onPublicData`
 * when the public data it used was read.
 */
export function dataSourceFactory(
  deps: Pick<
    PublicContextDependencies,
    'config' | 'client' | 'cache' | 'orderLists' | 'sightings'
  > & {
    database?: Pick<GatewayDatabase, 'creditNotes'>;
  },
) {
  const { database } = deps;
  // Orders refunded in full from the staff room are listed as refunded everywhere.
  const refundedOrders = database
    ? (customerId: string) => database.creditNotes.closedOrders(customerId)
    : undefined;
  const settings = { uploadsUrl: deps.config.providerUploadsUrl, timeZone: deps.config.providerTz };
  return (log: Logger, onPublicData?: (fetchedAtMs: number) => void) =>
    new ProviderDataSource({
      client: deps.client,
      cache: deps.cache,
      orderLists: deps.orderLists,
      ...(deps.sightings ? { sightings: deps.sightings } : {}),
      settings,
      log,
      ...(refundedOrders ? { refundedOrders } : {}),
      ...(onPublicData ? { onPublicData } : {}),
    });
}

/**
 * Where a request notes the oldest public data its answer was built from (epoch ms), for
 * the response cache to keep the answer no longer than that data may be served.
 */
const PUBLIC_DATA_AT = 'publicDataFetchedAtMs';

/** The oldest public data a response was built from, if any. */
export function publicDataAtOf(res: Response): number | null {
  const value: unknown = res.locals[PUBLIC_DATA_AT];
  return typeof value === 'number' ? value : null;
}

/** Notes that the answer to `res` was built from public data fetched at `fetchedAtMs`. */
export function notePublicData(res: Response, fetchedAtMs: number): void {
  res.locals[PUBLIC_DATA_AT] = olderOf(publicDataAtOf(res), fetchedAtMs);
}

/**
 * A context for running public queries inside the gateway (gateway/site/pages.ts): nobody
 * signed in, and no request to limit or set cookies on, so the mutations that need one
 * refuse.
 */
export function createPublicContextFactory(deps: PublicContextDependencies) {
  const providerFor = dataSourceFactory(deps);
  const noRequest = () => {
    throw new Error('Not available to a query run inside the gateway.');
  };
  return (onPublicData?: (fetchedAtMs: number) => void): GatewayContext => ({
    provider: providerFor(deps.logger, onPublicData),
    session: { kind: 'none' },
    // Pages are rendered in English (Hindi pages are issue 29's next step).
    language: DEFAULT_LANGUAGE,
    now: deps.now,
    config: deps.config,
    payments: deps.payments,
    log: deps.logger,
    media: deps.media,
    documents: deps.documents,
    lessons: deps.lessons,
    database: deps.database,
    progressIn: progressReads(deps.database),
    limit: noRequest,
    codes: deps.codes,
    spend: noRequest,
    signIn: noRequest,
    rememberDevice: noRequest,
    startSession: noRequest,
    endSession: noRequest,
    endAllSessions: noRequest,
    forgetDevice: noRequest,
    endOtherSessions: noRequest,
    endSessionsOf: noRequest,
    staff: noStaffRequest,
  });
}
