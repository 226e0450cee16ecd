/**
 * The staff room's side of a request, in the GraphQL context (`context.staff`): the staff
 * session it carries (read once, when a staff field first asks), the caller's address, and
 * the actions bound to the request: the sign-in limits, the staff cookies.
 */
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import type { GatewayDatabase } from '../db/database.ts';
import type { SignInLimits } from '../http/sign-in-limits.ts';
import {
  STAFF_LIFETIMES,
  STAFF_SESSION_COOKIE,
  StaffSessionKeys,
  staffCookieOptions,
  staffSessionFrom,
  type StaffSessionState,
} from './session.ts';

/** The browser's mark that it signed in to a staff account before (known-devices.ts). */
const STAFF_DEVICE_COOKIE = 'staff_device';
const STAFF_DEVICE_TTL_MS = 365 * 24 * 3600_000;

type SignInDecision = Awaited<ReturnType<SignInLimits['begin']>>;

export interface StaffRequest {
  /** Where the request came from, as the gateway sees it (TRUST_PROXY). */
  readonly address: string;
  /** The staff session the request carries. */
  session(): Promise<StaffSessionState>;
  /** Takes a sign-in attempt's place in the staff sign-in counts, or says to wait. */
  beginSignIn(email: string): Promise<SignInDecision>;
  /** Starts a session for `email`, sets the staff cookies, and returns its token. */
  startSession(email: string): Promise<string>;
  /** Ends the staff session the request carries (if any) and clears its cookie. */
  endSession(): Promise<void>;
}

interface StaffRequestDependencies {
  keys: StaffSessionKeys;
  database: GatewayDatabase;
  limits: SignInLimits;
  production: boolean;
  now: () => Date;
}

export function staffRequestFactory(deps: StaffRequestDependencies) {
  const cookieOptions = staffCookieOptions(deps.production);
  const deviceOptions: CookieOptions = { ...cookieOptions, maxAge: STAFF_DEVICE_TTL_MS };
  const { sessions } = deps.database.staff;

  return (req: Request, res: Response, address: string): StaffRequest => {
    let read: Promise<StaffSessionState> | null = null;
    const session = () => (read ??= staffSessionFrom(req, deps.keys, sessions, deps.now()));
    return {
      address,
      session,
      beginSignIn(email) {
        const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
        const deviceToken = cookies[STAFF_DEVICE_COOKIE] ?? null;
        return deps.limits.begin({ address, username: email, deviceToken });
      },
      async startSession(email) {
        const started = await sessions.start(email, STAFF_LIFETIMES);
        const token = await deps.keys.sign(started.id, email, deps.now(), started.expiresAt);
        res.cookie(STAFF_SESSION_COOKIE, token, {
          ...cookieOptions,
          maxAge: STAFF_LIFETIMES.absoluteMs,
        });
        res.cookie(STAFF_DEVICE_COOKIE, await deps.limits.rememberDevice(email), deviceOptions);
        return token;
      },
      async endSession() {
        const state = await session();
        if (state.kind === 'valid') await sessions.end(state.staff.id);
        res.clearCookie(STAFF_SESSION_COOKIE, cookieOptions);
      },
    };
  };
}

/** For work the gateway runs itself: no request, so no staff session and no sign-in. */
export const noStaffRequest: StaffRequest = {
  address: 'gateway',
  session: async () => ({ kind: 'none' }),
  beginSignIn: () => Promise.reject(new Error('Not available to a query run inside the gateway.')),
  startSession: () => Promise.reject(new Error('Not available to a query run inside the gateway.')),
  endSession: async () => undefined,
};
