import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether the gateway refused the staff room to this browser: no staff session (FORBIDDEN)
 * or one that has ended (UNAUTHENTICATED). Either way, staff sign-in is the way on.
 */
export function isRefusal(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => {
    const code = e.extensions?.code;
    return code === 'FORBIDDEN' || code === 'UNAUTHENTICATED';
  });
}
