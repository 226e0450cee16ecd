import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  SaveQuizSettingsDocument,
  StaffQuizzesDocument,
  type QuizSettingsInput,
  type SaveQuizSettingsMutation,
} from '@/gql/staff.ts';
import { refusalOf, type Refusal } from './quiz-editor.ts';

export type SavedQuiz = SaveQuizSettingsMutation['saveQuizSettings'];

/** What a save came to: the quiz as it now stands, or the gateway's refusal. */
type SettingsOutcome = { ok: true; quiz: SavedQuiz } | Refusal;

/**
 * Makes a course week's quiz, or changes its settings; the course's list is asked again, so a
 * new quiz appears in it and a changed one shows its settings.
 */
export function useSaveQuizSettings(fallback: string) {
  const client = useApolloClient();
  return useCallback(
    async (courseId: string, week: number, input: QuizSettingsInput): Promise<SettingsOutcome> => {
      try {
        const { data } = await client.mutate({
          mutation: SaveQuizSettingsDocument,
          variables: { courseId, week, input },
          refetchQueries: [StaffQuizzesDocument],
          awaitRefetchQueries: true,
          context: { whenSignedOut: 'staff' },
        });
        if (data) return { ok: true, quiz: data.saveQuizSettings };
      } catch (error) {
        return refusalOf(error, fallback);
      }
      return { ok: false, said: fallback, field: null, refused: false };
    },
    [client, fallback],
  );
}
