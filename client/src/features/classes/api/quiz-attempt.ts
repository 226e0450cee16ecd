import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  StartQuizAttemptDocument,
  SubmitQuizAttemptDocument,
  ViewClassesDocument,
  type QuizAnswerInput,
  type StartQuizAttemptMutation,
  type SubmitQuizAttemptMutation,
} from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';

export type QuizAttempt = StartQuizAttemptMutation['startQuizAttempt'];
export type QuizResult = SubmitQuizAttemptMutation['submitQuizAttempt'];

/**
 * Starts an attempt at a quiz: the open one when there is one (a reload), else a new one. A
 * refusal (no attempts left, the week not open) is toasted in the gateway's words; null then.
 */
export function useStartQuizAttempt() {
  const client = useApolloClient();
  return useCallback(
    async (quizId: string): Promise<QuizAttempt | null> => {
      try {
        const { data } = await reportingFailure(() =>
          client.mutate({
            mutation: StartQuizAttemptDocument,
            variables: { quizId },
            // The card's attempts count moves with a new attempt.
            refetchQueries: [ViewClassesDocument],
          }),
        );
        return data?.startQuizAttempt ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );
}

/**
 * Submits an attempt's answers and refreshes the week's card (best score, passed). A refusal
 * (time up, submitted already from another tab) is toasted; null then.
 */
export function useSubmitQuizAttempt() {
  const client = useApolloClient();
  return useCallback(
    async (attemptId: string, answers: QuizAnswerInput[]): Promise<QuizResult | null> => {
      try {
        const { data } = await reportingFailure(() =>
          client.mutate({
            mutation: SubmitQuizAttemptDocument,
            variables: { attemptId, answers },
            refetchQueries: [ViewClassesDocument],
          }),
        );
        return data?.submitQuizAttempt ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );
}
