/**
 * The sign-ins of the last 90 days (migration 0007): one row per session started for a
 * sign-in, with when, from which address and browser, and how it was proved. The student's
 * data export lists them; rows older than 90 days are pruned as new ones are written, so
 * nothing is kept longer than the privacy notice says.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignInWay, Tables } from './tables.ts';

/** How long a sign-in is kept. */
const SIGN_IN_MEMORY_MS = 90 * 24 * 3600 * 1000;
/** The longest user agent kept, in characters (browsers send a few hundred). */
const USER_AGENT_LIMIT = 512;

export interface SignInRecord {
  at: Date;
  address: string;
  userAgent: string;
  way: SignInWay;
}

export class SignIns {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Notes a sign-in now, and forgets every sign-in older than 90 days. */
  async record(customerId: string, signIn: Omit<SignInRecord, 'at'>): Promise<void> {
    const at = this.now().getTime();
    await this.db
      .insertInto('sign_ins')
      .values({
        id: randomUUID(),
        customer_id: customerId,
        signed_in_at: at,
        address: signIn.address,
        user_agent: signIn.userAgent.slice(0, USER_AGENT_LIMIT),
        way: signIn.way,
      })
      .execute();
    await this.db
      .deleteFrom('sign_ins')
      .where('signed_in_at', '<', at - SIGN_IN_MEMORY_MS)
      .execute();
  }

  /** The customer's sign-ins of the last 90 days, newest first. */
  async recentOf(customerId: string): Promise<SignInRecord[]> {
    const rows = await this.db
      .selectFrom('sign_ins')
      .select(['signed_in_at', 'address', 'user_agent', 'way'])
      .where('customer_id', '=', customerId)
      .where('signed_in_at', '>=', this.now().getTime() - SIGN_IN_MEMORY_MS)
      .orderBy('signed_in_at', 'desc')
      .execute();
    return rows.map((row) => ({
      at: new Date(row.signed_in_at),
      address: row.address,
      userAgent: row.user_agent,
      way: row.way,
    }));
  }
}
