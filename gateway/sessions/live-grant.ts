/**
 * The check every signed link given to a session makes before anything is served: that
 * session still lives (not signed out, not expired, the same customer), so signing out ends
 * the links it was given at once. When the store cannot say, nothing is served either.
 */
import type { Response } from 'express';
import type { Logger } from 'pino';
import { answerWithLine, StoreUnavailableError } from '../errors.ts';
import type { Sessions } from './session.ts';

/** Whom a signed link was given to. */
interface SessionGrant {
  customerId: string;
  sessionId: string;
}

/** What a route answers when a link's session is not live. */
export interface LiveGrantRefusals {
  /** Names the link in log lines, e.g. `class-file link`. */
  link: string;
  /** Status and line once the session has ended. */
  ended: { status: number; line: string };
  /** The line of the 503 while the store is away, and when to ask again. */
  away: { line: string; retryAfterS: number };
}

/** True when the grant's session lives; otherwise answers the request and returns false. */
export async function requireLiveGrant(
  sessions: Pick<Sessions, 'isLive'>,
  grant: SessionGrant,
  res: Response,
  log: Logger,
  refusals: LiveGrantRefusals,
): Promise<boolean> {
  const { link } = refusals;
  let live: boolean;
  try {
    live = await sessions.isLive(grant.sessionId, grant.customerId);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    log.warn({ err: error, reason: 'store unavailable' }, `${link} refused`);
    answerWithLine(res, 503, refusals.away.line, refusals.away.retryAfterS);
    return false;
  }
  if (live) return true;
  log.warn({ reason: 'session ended' }, `${link} refused`);
  answerWithLine(res, refusals.ended.status, refusals.ended.line);
  return false;
}
