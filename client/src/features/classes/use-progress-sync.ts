import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect } from 'react';
import { SaveProgressDocument } from '@/gql/graphql.ts';
import { SendLater, startProgressSync } from './progress-outbox.ts';

/** Answers the gateway gives for good: sending the reading again would not change them. */
const REFUSED_FOR_GOOD = new Set(['FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND']);

/** The wait the gateway asks for when none is given with TOO_MANY_REQUESTS. */
const DEFAULT_WAIT_S = 5;

/**
 * A SendLater when the gateway answered TOO_MANY_REQUESTS (the account's saves are spent
 * for a moment), waiting as long as it asked; undefined for any other failure.
 */
export function sendLaterFor(error: unknown): SendLater | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const held = error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  if (!held) return undefined;
  const asked = held.extensions?.retryAfterSeconds;
  const seconds = typeof asked === 'number' && asked > 0 ? asked : DEFAULT_WAIT_S;
  return new SendLater(seconds * 1000);
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
          const later = sendLaterFor(error);
          if (later) throw later;
          const refused =
            CombinedGraphQLErrors.is(error) &&
            error.errors.every((e) => REFUSED_FOR_GOOD.has(String(e.extensions?.code)));
          if (!refused) throw error;
        }
      }),
    [client],
  );
}
