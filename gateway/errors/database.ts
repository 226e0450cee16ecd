/**
 * The gateway's database away, as the rest of the gateway sees it: the error its queries
 * fail with (gateway/db/outage.ts raises it), told to clients as SERVICE_UNAVAILABLE by
 * errors.ts's formatError and as 503 by the routes' error handler.
 */

/** What a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * A query refused because the gateway's database could not be used (gateway/db/outage.ts):
 * clients are told SERVICE_UNAVAILABLE, routes answer 503; the cause stays in the log.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    /** A short reason for the log: the driver's code or message. */
    readonly reason: string,
    cause?: unknown,
  ) {
    super(`the database is unavailable: ${reason}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Whether `error`, the error a GraphQL error wraps, or one of their causes is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { originalError, cause } = current as { originalError?: unknown; cause?: unknown };
    current = originalError ?? cause;
  }
  return false;
}

/**
 * `read`, or null while the gateway's database is away: an order or a lesson comes from the
 * provider, so it is still shown (My Courses, the classes page) with what only the database
 * knows left out, rather than the whole answer lost to one field.
 */
export async function orNullWhileDatabaseAway<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}
