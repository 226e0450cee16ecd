/**
 * A request's staff side (gateway/staff/request.ts) from its Express request: the staff
 * session read from its cookie or Bearer token, the staff sign-in limits counted against its
 * address, and the staff cookies set on its answer.
 */
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import type { GatewayDatabase } from '../db/database.ts';
import type { StaffRequest } from '../staff/request.ts';
import {
  STAFF_LIFETIMES,
  STAFF_SESSION_COOKIE,
  staffCookieOptions,
  staffSessionFrom,
  type StaffSessionKeys,
  type StaffSessionState,
} from '../staff/session.ts';
import type { SignInLimits } from './sign-in-limits.ts';

/** The browser's mark that it signed in to a staff account before (known-devices.ts). */
const STAFF_DEVICE_COOKIE = 'staff_device';
const STAFF_DEVICE_TTL_MS = 365 * 24 * 3600_000;

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
