import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect } from 'react';
import { SaveProgressDocument } from '@/gql/graphql.ts';
import { SendLater, startProgressSync } from './progress-outbox.ts';

/** Answers the gateway gives for good: sending the reading again would not change them. */
const REFUSED_FOR_GOOD = new Set(['FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND']);

/** The wait taken when TOO_MANY_REQUESTS comes without retryAfterSeconds. */
const DEFAULT_WAIT_S = 5;

/**
 * What a failed saveProgress means for its reading: 'dropped' when the gateway refused it
 * for good, else the error to keep it with: a `SendLater` when the gateway said how long to
 * wait (its database away: SERVICE_UNAVAILABLE; a limit: TOO_MANY_REQUESTS), else the error
 * itself (offline, a server error), which the outbox tries again after its usual wait.
 */
export function keptFor(error: unknown): 'dropped' | Error {
  if (!CombinedGraphQLErrors.is(error)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  if (error.errors.every((e) => REFUSED_FOR_GOOD.has(String(e.extensions?.code)))) {
    return 'dropped';
  }
  const asked = error.errors
    .map((e) => e.extensions?.retryAfterSeconds)
    .find((seconds): seconds is number => typeof seconds === 'number' && seconds > 0);
  if (asked !== undefined) return new SendLater(asked * 1000);
  const limited = error.errors.some((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  return limited ? new SendLater(DEFAULT_WAIT_S * 1000) : error;
}

/**
 * Sends lesson progress to the gateway while a classes page is open (progress-outbox.ts
 * keeps what could not be sent). A stored reading also updates the lesson in Apollo's cache.
 * Each call may outlive the page (`keepalive`), so a reading taken as the student leaves
 * still arrives.
 */
export function useProgressSync(): void {
  const client = useApolloClient();
  useEffect(
    () =>
      startProgressSync(async (reading) => {
        try {
          const { data } = await client.mutate({
            mutation: SaveProgressDocument,
            variables: { input: reading },
            context: { fetchOptions: { keepalive: true } },
          });
          const stored = data?.saveProgress;
          if (!stored) return;
          client.cache.modify({
            id: client.cache.identify({ __typename: 'ClassItem', id: reading.classItemId }),
            fields: { progress: () => ({ __typename: 'LessonProgress', ...stored }) },
          });
        } catch (error) {
          const kept = keptFor(error);
          if (kept !== 'dropped') throw kept;
        }
      }),
    [client],
  );
}
