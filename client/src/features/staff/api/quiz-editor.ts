import { useCallback } from 'react';
import { CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  DeleteQuizQuestionDocument,
  MoveQuizQuestionDocument,
  SaveQuizQuestionDocument,
  StaffQuizzesDocument,
  type QuizQuestionInput,
  type StaffQuizDetailFieldsFragment,
} from '@/gql/staff.ts';

export type StaffQuizDetail = StaffQuizDetailFieldsFragment;
export type StaffQuizQuestion = StaffQuizDetail['questions'][number];

/** What a change came to: the quiz as it now stands, or the gateway's refusal. */
export type EditOutcome =
  | { ok: true; quiz: StaffQuizDetail }
  | {
      ok: false;
      said: string;
      /** The input field the refusal names (prompt, options, value...), when it names one. */
      field: string | null;
      /** The staff session is missing or over: sign in again. */
      refused: boolean;
    };

/** Signed out of the staff room: the session link points to staff sign-in. */
const STAFF = { context: { whenSignedOut: 'staff' } } as const;

/** The caches told how a quiz's questions are replaced (once each). */
const toldCaches = new WeakSet<InMemoryCache>();

/** Codes whose message the gateway writes for the reader. */
const SAID_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND', 'BAD_USER_INPUT']);

/** The gateway's refusal as said to staff (also the settings form's: save-quiz-settings.ts). */
export type Refusal = Extract<EditOutcome, { ok: false }>;

export function refusalOf(error: unknown, fallback: string): Refusal {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  const said = typeof code === 'string' && SAID_CODES.has(code) ? first?.message : undefined;
  const fields = first?.extensions?.fields;
  const field =
    typeof fields === 'object' && fields !== null ? (Object.keys(fields)[0] ?? null) : null;
  return {
    ok: false,
    said: said ?? fallback,
    field,
    refused: code === 'FORBIDDEN' || code === 'UNAUTHENTICATED',
  };
}

/**
 * The question editor's three changes. Each answers with the whole quiz, which Apollo's cache
 * takes in place of the one shown; the course's list is asked again for its question counts.
 */
export function useQuizEdits(fallback: string) {
  const client = useApolloClient();
  // A quiz's questions as answered replace the ones kept (a deleted question is gone), which
  // the cache is told here, in the staff room's code, rather than for every page of the site.
  if (client.cache instanceof InMemoryCache && !toldCaches.has(client.cache)) {
    client.cache.policies.addTypePolicies({
      StaffQuizDetail: { fields: { questions: { merge: false } } },
    });
    toldCaches.add(client.cache);
  }
  const run = useCallback(
    async (change: () => Promise<StaffQuizDetail | undefined>): Promise<EditOutcome> => {
      try {
        const quiz = await change();
        if (quiz) return { ok: true, quiz };
      } catch (error) {
        return refusalOf(error, fallback);
      }
      return { ok: false, said: fallback, field: null, refused: false };
    },
    [fallback],
  );
  const save = useCallback(
    (quizId: string, input: QuizQuestionInput) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: SaveQuizQuestionDocument,
          variables: { quizId, input },
          refetchQueries: [StaffQuizzesDocument],
          ...STAFF,
        });
        return data?.saveQuizQuestion;
      }),
    [client, run],
  );
  const move = useCallback(
    (questionId: string, position: number) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: MoveQuizQuestionDocument,
          variables: { questionId, position },
          ...STAFF,
        });
        return data?.moveQuizQuestion;
      }),
    [client, run],
  );
  const remove = useCallback(
    (questionId: string) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: DeleteQuizQuestionDocument,
          variables: { questionId },
          refetchQueries: [StaffQuizzesDocument],
          ...STAFF,
        });
        return data?.deleteQuizQuestion;
      }),
    [client, run],
  );
  return { save, move, remove };
}
