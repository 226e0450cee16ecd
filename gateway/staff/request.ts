/**
 * The staff room's side of a request, in the GraphQL context (`context.staff`): the staff
 * session it carries (read once, when a staff field first asks), the caller's address, and
 * the actions bound to the request: the sign-in limits, the staff cookies. Built from the
 * Express request by gateway/http/staff-request.ts.
 */
import type { Logger } from 'pino';
import type { GatewayDatabase } from '../db/database.ts';
import type { StaffSessionState } from './session.ts';

/** A sign-in attempt let through the limits, or held (gateway/http/sign-in-limits.ts). */
type StaffSignInDecision =
  | {
      allowed: true;
      attempt: {
        failed(): Promise<void>;
        succeeded(): Promise<unknown>;
        abandoned(): Promise<void>;
      };
    }
  | { allowed: false; retryAfterSeconds: number; heldBy: readonly string[] };

/** What the staff room's workflows need of a request's context (the GraphQL context has it). */
export interface StaffContext {
  staff: StaffRequest;
  database: Pick<GatewayDatabase, 'staff'>;
  now: () => Date;
  log: Logger;
}

export interface StaffRequest {
  /** Where the request came from, as the gateway sees it (TRUST_PROXY). */
  readonly address: string;
  /** The staff session the request carries. */
  session(): Promise<StaffSessionState>;
  /** Takes a sign-in attempt's place in the staff sign-in counts, or says to wait. */
  beginSignIn(email: string): Promise<StaffSignInDecision>;
  /** Starts a session for `email`, sets the staff cookies, and returns its token. */
  startSession(email: string): Promise<string>;
  /** Ends the staff session the request carries (if any) and clears its cookie. */
  endSession(): Promise<void>;
}

/** For work the gateway runs itself: no request, so no staff session and no sign-in. */
export const noStaffRequest: StaffRequest = {
  address: 'gateway',
  session: async () => ({ kind: 'none' }),
  beginSignIn: () => Promise.reject(new Error('Not available to a query run inside the gateway.')),
  startSession: () => Promise.reject(new Error('Not available to a query run inside the gateway.')),
  endSession: async () => undefined,
};
