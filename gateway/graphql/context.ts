/**
 * The per-request context: a fresh provider data source, the caller's session, the clock,
 * and the few request-bound actions resolvers need (rate limits, setting the cookie).
 */
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import {
  accountsUnavailable,
  isProviderRejection,
  tooManyRequests,
  unauthenticated,
} from '../errors.ts';
import { metrics } from '../http/metrics.ts';
import { olderOf } from '../store/cache.ts';
import type { Payments } from '../checkout/payments.ts';
import type { ProviderClient } from '../upstream/legacy-api/client.ts';
import { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { PublicCache } from '../upstream/legacy-api/public-cache.ts';
import type { LimitedOperation, Limits } from '../http/rate-limit.ts';
import { DEVICE_COOKIE, deviceCookieOptions, deviceTokenOf } from '../http/known-devices.ts';
import { SESSION_COOKIE, sessionCookieOptions, sessionFrom } from '../sessions/session.ts';
import type { LiveSession, SessionIdentity, SessionState, Sessions } from '../sessions/session.ts';
import type { MediaLinks } from '../media/links.ts';
export interface GatewayContext {
  provider: ProviderDataSource;
  session: SessionState;
  now: () => Date;
  config: GatewayConfig;
  payments: Payments;
  log: Logger;
  /** Signed links to class files for this caller's session. */
  media: MediaLinks;
  /**
   * Counts an attempt at `operation` by this caller's address and, when given, by the
   * account it concerns (a username, a customer id); rejects with TOO_MANY_REQUESTS
   * past either allowance (RATE_LIMIT_PER_MINUTE).
   */
  limit(operation: Exclude<LimitedOperation, 'login'>, account?: string): Promise<void>;
  /**
   * Runs `check` (the provider's verdict on the credentials for `username`) under the
   * sign-in limits (gateway/http/sign-in-limits.ts): TOO_MANY_REQUESTS when they hold the
   * caller back; with its result, the security notice due to the student, if any.
   */
  signIn<T>(
    username: string,
    check: () => Promise<T>,
  ): Promise<{ result: T; securityNotice: string | null }>;
  /** Marks this browser or app as known to `username`'s account; returns its device token. */
  rememberDevice(username: string): Promise<string>;
  /** Starts a session for the customer and sets the session cookie; returns the token. */
  startSession(identity: SessionIdentity): Promise<string>;
  /** Ends the caller's session (if any) and clears the session cookie. */
  endSession(): Promise<void>;
  /** Ends every session of the signed-in customer, this one included; how many ended. */
  endAllSessions(): Promise<number>;
  /** Ends the signed-in customer's other sessions, keeping this one; how many ended. */
  endOtherSessions(): Promise<number>;
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

interface ContextDependencies {
  config: GatewayConfig;
  client: ProviderClient;
  cache: PublicCache;
  sessions: Sessions;
  payments: Payments;
  limits: Limits;
  media: MediaLinks;
  now: () => Date;
  logger: Logger;
}

/**
 * A fresh provider data source per operation, logging to `log` and telling `onPublicData`
 * when the public data it used was read.
 */
export function dataSourceFactory(deps: Pick<ContextDependencies, 'config' | 'client' | 'cache'>) {
  const settings = { uploadsUrl: deps.config.providerUploadsUrl, timeZone: deps.config.providerTz };
  return (log: Logger, onPublicData?: (fetchedAtMs: number) => void) =>
    new ProviderDataSource({
      client: deps.client,
      cache: deps.cache,
      settings,
      log,
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

export function createContextFactory(deps: ContextDependencies) {
  const cookieOptions = sessionCookieOptions(deps.config.production);
  const providerFor = dataSourceFactory(deps);

  return async ({ req, res }: { req: Request; res: Response }): Promise<GatewayContext> => {
    const log = (req as Request & { log?: Logger }).log ?? deps.logger;
    const session = await sessionFrom(req, deps.sessions);
    // A stale, ended or forged cookie is dropped, so the browser stops sending it.
    if (session.kind === 'invalid' && session.source === 'cookie') {
      res.clearCookie(SESSION_COOKIE, cookieOptions);
    }
    // Express's req.ip honours TRUST_PROXY: the nearest address no trusted proxy vouches for.
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const signedIn = () => requireCustomer(context);

    const context: GatewayContext = {
      provider: providerFor(log, (fetchedAtMs) => {
        res.locals[PUBLIC_DATA_AT] = olderOf(publicDataAtOf(res), fetchedAtMs);
      }),
      session,
      now: deps.now,
      config: deps.config,
      payments: deps.payments,
      log,
      media: deps.media,
      async limit(operation, account) {
        const decision = await deps.limits.attempt(operation, address, account);
        if (!decision.allowed) {
          log.warn({ operation, perAccount: account !== undefined }, 'rate limit reached');
          metrics.rateLimitRefusals.inc({ operation });
          throw tooManyRequests(decision.retryAfterSeconds);
        }
      },
      async signIn(username, check) {
        const decision = await deps.limits.signIn.begin({
          address,
          username,
          deviceToken: deviceTokenOf(req),
        });
        if (!decision.allowed) {
          log.warn({ operation: 'login', heldBy: decision.heldBy }, 'rate limit reached');
          metrics.rateLimitRefusals.inc({ operation: 'login' });
          throw tooManyRequests(decision.retryAfterSeconds);
        }
        const { attempt } = decision;
        const result = await check().catch(async (error: unknown) => {
          // Wrong credentials count; an unreachable provider is nobody's guess.
          await (isProviderRejection(error) ? attempt.failed() : attempt.abandoned());
          throw error;
        });
        return { result, securityNotice: await attempt.succeeded() };
      },
      async rememberDevice(username) {
        const token = await deps.limits.signIn.rememberDevice(username);
        res.cookie(DEVICE_COOKIE, token, deviceCookieOptions(deps.config.production));
        return token;
      },
      async startSession(identity) {
        const { token } = await deps.sessions.start(identity);
        res.cookie(SESSION_COOKIE, token, {
          ...cookieOptions,
          maxAge: deps.sessions.lifetimes.absoluteMs,
        });
        return token;
      },
      async endSession() {
        // With the store away the token is still well signed: its session is ended (owed).
        if (session.kind === 'valid') await deps.sessions.end(session.identity.sessionId);
        if (session.kind === 'unchecked') await deps.sessions.end(session.sessionId);
        res.clearCookie(SESSION_COOKIE, cookieOptions);
      },
      async endAllSessions() {
        const ended = await deps.sessions.endAllOf(signedIn().customerId, undefined, 'everywhere');
        res.clearCookie(SESSION_COOKIE, cookieOptions);
        return ended;
      },
      async endOtherSessions() {
        const { customerId, sessionId } = signedIn();
        return deps.sessions.endAllOf(customerId, sessionId, 'password-change');
      },
    };
    return context;
  };
}

/**
 * A context for running public queries inside the gateway (gateway/site/pages.ts): nobody
 * signed in, and no request to limit or set cookies on, so the mutations that need one
 * refuse.
 */
export function createPublicContextFactory(deps: ContextDependencies) {
  const providerFor = dataSourceFactory(deps);
  const noRequest = () => {
    throw new Error('Not available to a query run inside the gateway.');
  };
  return (onPublicData?: (fetchedAtMs: number) => void): GatewayContext => ({
    provider: providerFor(deps.logger, onPublicData),
    session: { kind: 'none' },
    now: deps.now,
    config: deps.config,
    payments: deps.payments,
    log: deps.logger,
    media: deps.media,
    limit: noRequest,
    signIn: noRequest,
    rememberDevice: noRequest,
    startSession: noRequest,
    endSession: noRequest,
    endAllSessions: noRequest,
    endOtherSessions: noRequest,
  });
}
