/**
 * The GraphQL context of a request, built from the Express request it came with: the
 * caller's session (cookie or bearer token), their address, the rate limits and sign-in
 * limits counted against them, and the cookies a resolver's actions set (session, known
 * device). The context's type and the rules read from it are GraphQL's
 * (gateway/graphql/context.ts); this is where the request meets them.
 */
import { languageOf } from '../graphql/language.ts';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { accountHeld, isProviderRejection, tooManyRequests } from '../errors.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';
import {
  dataSourceFactory,
  notePublicData,
  progressReads,
  requireCustomer,
  type GatewayContext,
  type PublicContextDependencies,
} from '../graphql/context.ts';
import { refuseDeletedAccount } from '../data-rights/deleted-accounts.ts';
import { metrics } from '../observability/metrics.ts';
import { SESSION_COOKIE, sessionCookieOptions, sessionFrom } from '../sessions/session.ts';
import type { Sessions } from '../sessions/session.ts';
import { DEVICE_COOKIE, deviceCookieOptions, deviceTokenOf } from './known-devices.ts';
import type { Limits } from './rate-limit.ts';
import { staffRequestFactory } from './staff-request.ts';
import type { StaffRequest } from '../staff/request.ts';
import type { StaffSessionKeys } from '../staff/session.ts';
import type { SignInMirror } from '../accounts/sign-in-mirror.ts';

interface ContextDependencies extends PublicContextDependencies {
  sessions: Sessions;
  limits: Limits;
  /** Signs and reads staff sessions' tokens (gateway/staff/session.ts). */
  staffKeys: StaffSessionKeys;
  /** What sign-in relies on while the database is away (gateway/accounts/sign-in-mirror.ts). */
  signInMirror: SignInMirror;
}

export function createContextFactory(deps: ContextDependencies) {
  const cookieOptions = sessionCookieOptions(deps.config.production);
  const providerFor = dataSourceFactory(deps);
  const staffRequest = staffRequestFactory({
    keys: deps.staffKeys,
    database: deps.database,
    limits: deps.limits.staffSignIn,
    production: deps.config.production,
    now: deps.now,
  });

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
    let staff: StaffRequest | undefined;

    const context: GatewayContext = {
      provider: providerFor(log, (fetchedAtMs) => notePublicData(res, fetchedAtMs)),
      session,
      language: languageOf(req),
      now: deps.now,
      config: deps.config,
      payments: deps.payments,
      log,
      media: deps.media,
      documents: deps.documents,
      lessons: deps.lessons,
      database: deps.database,
      progressIn: progressReads(deps.database),
      codes: deps.codes,
      signInMirror: deps.signInMirror,
      async limit(operation, account, scope) {
        const decision = await deps.limits.attempt(operation, address, account, scope);
        if (!decision.allowed) {
          log.warn({ operation, perAccount: account !== undefined }, 'rate limit reached');
          metrics.rateLimitRefusals.inc({ operation });
          throw tooManyRequests(decision.retryAfterSeconds);
        }
      },
      async spend(work, accountId) {
        const decision = await deps.limits.accountWork(work, accountId);
        if (!decision.allowed) {
          // Debug only: a flood would otherwise write a log line per refused attempt.
          log.debug({ operation: work }, 'account budget reached');
          metrics.rateLimitRefusals.inc({ operation: work });
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
          // Held for the account's sake, not this caller's: a code by e-mail still lets the
          // student in (gateway/accounts/recovery.ts).
          if (decision.heldBy.includes('account')) throw accountHeld(decision.retryAfterSeconds);
          throw tooManyRequests(decision.retryAfterSeconds);
        }
        const { attempt } = decision;
        const result = await check().catch(async (error: unknown) => {
          // Wrong credentials count; an unreachable provider is nobody's guess.
          await (isProviderRejection(error) ? attempt.failed() : attempt.abandoned());
          throw error;
        });
        return { result, securityNotice: await attempt.succeeded(languageOf(req)) };
      },
      async rememberDevice(username) {
        let token: string;
        try {
          token = await deps.limits.signIn.rememberDevice(username);
        } catch (error) {
          // The token names the account's device generation, kept in the database: while it
          // is away the sign-in goes on without one (the outage is logged by the database).
          if (isDatabaseUnavailable(error)) return null;
          throw error;
        }
        res.cookie(DEVICE_COOKIE, token, deviceCookieOptions(deps.config.production));
        return token;
      },
      async startSession(identity, way) {
        const { customerId } = identity;
        await refuseDeletedAccount(deps.database.deletions, { customerId });
        const userAgent = req.get('user-agent') ?? '';
        // The record is for the student's data export; an outage of the database (logged
        // once, by the database) must not stop the sign-in itself.
        await deps.database.signIns
          .record(customerId, { address, userAgent, way })
          .catch((error: unknown) => {
            if (!isDatabaseUnavailable(error)) throw error;
          });
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
      forgetDevice() {
        const { maxAge: _maxAge, ...options } = deviceCookieOptions(deps.config.production);
        res.clearCookie(DEVICE_COOKIE, options);
      },
      async endOtherSessions() {
        const { customerId, sessionId } = signedIn();
        return deps.sessions.endAllOf(customerId, sessionId, 'password-change');
      },
      async endSessionsOf(customerId) {
        const ended = await deps.sessions.endAllOf(customerId, undefined, 'password-change');
        // The caller may hold one of them; a reset is no sign-in, so no cookie stays either.
        res.clearCookie(SESSION_COOKIE, cookieOptions);
        return ended;
      },
      // Built when a staff field first asks for it: a student's request never pays for it.
      get staff() {
        return (staff ??= staffRequest(req, res, address));
      },
    };
    return context;
  };
}
