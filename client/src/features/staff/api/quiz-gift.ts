import { useCallback } from 'react';
import { ImportQuizGiftDocument, StaffQuizGiftDocument } from '@/gql/staff.ts';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useStaffQuery } from './staff-query.ts';

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

/**
 * A course week's quiz as GIFT text, for the week in the page's address (`?export=`): rendered
 * with the served page, then asked again (another instructor may have imported since). The
 * gateway's refusal, in its words, when it has one.
 */
export function useQuizGift(courseId: string, week: number | null, fallback: string) {
  const { data, error, loading, refetch } = useStaffQuery(
    StaffQuizGiftDocument,
    { courseId, week: week ?? 1 },
    { skip: week === null },
  );
  const outcome: GiftOutcome<string> | null =
    week === null || (loading && !data)
      ? null
      : data
        ? { ok: true, value: data.quizGift }
        : refusalOf(error, fallback);
  /** The same week asked for again: read afresh. */
  const again = () => void refetch().catch(() => undefined);
  return { outcome, again };
}
