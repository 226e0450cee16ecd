import { useCallback } from 'react';
import { ImportQuizGiftDocument, StaffQuizGiftDocument } from '@/gql/staff.ts';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

export interface GiftProblem {
  line: number;
  message: string;
}

/** What an import or export came to: its answer, or the gateway's refusal in its words. */
type GiftOutcome<T> = { ok: true; value: T } | { ok: false; said: string; refused: boolean };

/** Codes whose message errors.ts writes for the reader: a refusal, no quiz, a bad week. */
const SAID_CODES = new Set([
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'TOO_MANY_REQUESTS',
]);

/** The gateway's words for a failure, and whether it was a refusal of the staff room. */
function refusalOf(
  error: unknown,
  fallback: string,
): { ok: false; said: string; refused: boolean } {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  const said = typeof code === 'string' && SAID_CODES.has(code) ? first?.message : undefined;
  return {
    ok: false,
    said: said ?? fallback,
    refused: code === 'FORBIDDEN' || code === 'UNAUTHENTICATED',
  };
}

/**
 * Imports a GIFT file as a course week's quiz: the questions imported, or every problem by
 * line (and nothing imported).
 */
export function useImportQuizGift(fallback: string) {
  const client = useApolloClient();
  return useCallback(
    async (
      courseId: string,
      week: number,
      gift: string,
    ): Promise<GiftOutcome<{ imported: number; errors: GiftProblem[] }>> => {
      try {
        const { data } = await client.mutate({
          mutation: ImportQuizGiftDocument,
          variables: { courseId, week, gift },
          context: { whenSignedOut: 'staff' },
        });
        if (data) return { ok: true, value: data.importQuizGift };
      } catch (error) {
        return refusalOf(error, fallback);
      }
      return { ok: false, said: fallback, refused: false };
    },
    [client, fallback],
  );
}

/** A course week's quiz as GIFT text, always afresh (another instructor may have imported). */
export function useExportQuizGift(fallback: string) {
  const client = useApolloClient();
  return useCallback(
    async (courseId: string, week: number): Promise<GiftOutcome<string>> => {
      try {
        const { data } = await client.query({
          query: StaffQuizGiftDocument,
          variables: { courseId, week },
          context: { whenSignedOut: 'staff' },
          fetchPolicy: 'network-only',
        });
        if (data) return { ok: true, value: data.quizGift };
      } catch (error) {
        return refusalOf(error, fallback);
      }
      return { ok: false, said: fallback, refused: false };
    },
    [client, fallback],
  );
}
