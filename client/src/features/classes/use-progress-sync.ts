import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect } from 'react';
import { SaveProgressDocument } from '@/gql/graphql.ts';
import { startProgressSync } from './progress-outbox.ts';

/** Answers the gateway gives for good: sending the reading again would not change them. */
const REFUSED_FOR_GOOD = new Set(['FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND']);

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
          const refused =
            CombinedGraphQLErrors.is(error) &&
            error.errors.every((e) => REFUSED_FOR_GOOD.has(String(e.extensions?.code)));
          if (!refused) throw error;
        }
      }),
    [client],
  );
}
