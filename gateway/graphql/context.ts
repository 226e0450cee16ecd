/**
 * The per-request context: a fresh provider data source, the caller's session, the clock,
 * and the few request-bound actions resolvers need (rate limits, setting the cookie).
 */
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { tooManyRequests, unauthenticated } from '../errors.ts';
import type { PaymentService } from '../checkout/payments.ts';
import type { ProviderClient } from '../upstream/legacy-api/client.ts';
import { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { PublicCache } from '../upstream/legacy-api/public-cache.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionCookieOptions,
  sessionFrom,
} from '../sessions/session.ts';
import type { SessionIdentity, SessionKeys, SessionState } from '../sessions/session.ts';

/** Operations limited per IP (RATE_LIMIT_PER_MINUTE). */
export type LimitedOperation = 'login' | 'register' | 'enquiry' | 'recordPayment';

export interface GatewayContext {
  provider: ProviderDataSource;
  session: SessionState;
  now: () => Date;
  config: GatewayConfig;
  payments: PaymentService;
  log: Logger;
  /** Counts an attempt at `operation` by this caller; throws TOO_MANY_REQUESTS past the limit. */
  limit(operation: LimitedOperation): void;
  /** Signs a session token for the customer and sets the session cookie; returns the token. */
  startSession(identity: SessionIdentity): Promise<string>;
  /** Clears the session cookie. */
  endSession(): void;
}

/** The signed-in customer, or UNAUTHENTICATED. */
export function requireCustomer(context: GatewayContext): SessionIdentity {
  if (context.session.kind !== 'valid') throw unauthenticated();
  return context.session.identity;
}

export interface ContextDependencies {
  config: GatewayConfig;
  client: ProviderClient;
  cache: PublicCache;
  keys: SessionKeys;
  payments: PaymentService;
  limiter: RateLimiter;
  now: () => Date;
  logger: Logger;
}

/** A fresh provider data source per operation, logging to `log`. */
function dataSourceFactory(deps: ContextDependencies) {
  const settings = { uploadsUrl: deps.config.providerUploadsUrl, timeZone: deps.config.providerTz };
  return (log: Logger) =>
    new ProviderDataSource({ client: deps.client, cache: deps.cache, settings, log });
}

export function createContextFactory(deps: ContextDependencies) {
  const cookieOptions = sessionCookieOptions(deps.config.production);
  const providerFor = dataSourceFactory(deps);

  return async ({ req, res }: { req: Request; res: Response }): Promise<GatewayContext> => {
    const log = (req as Request & { log?: Logger }).log ?? deps.logger;
    const session = await sessionFrom(req, deps.keys, deps.now());
    // A stale or forged cookie is dropped, so the browser stops sending it.
    if (session.kind === 'invalid' && session.source === 'cookie') {
      res.clearCookie(SESSION_COOKIE, cookieOptions);
    }
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';

    return {
      provider: providerFor(log),
      session,
      now: deps.now,
      config: deps.config,
      payments: deps.payments,
      log,
      limit(operation) {
        const decision = deps.limiter.attempt(`${operation}|${ip}`);
        if (!decision.allowed) {
          log.warn({ operation }, 'rate limit reached');
          throw tooManyRequests(decision.retryAfterSeconds);
        }
      },
      async startSession(identity) {
        const token = await deps.keys.sign(identity, deps.now());
        res.cookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS * 1000 });
        return token;
      },
      endSession() {
        res.clearCookie(SESSION_COOKIE, cookieOptions);
      },
    };
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
  return (): GatewayContext => ({
    provider: providerFor(deps.logger),
    session: { kind: 'none' },
    now: deps.now,
    config: deps.config,
    payments: deps.payments,
    log: deps.logger,
    limit: noRequest,
    startSession: noRequest,
    endSession: noRequest,
  });
}
