/**
 * The staff console's quiz editor (schema.graphql, "Weekly quizzes in the staff console"): a
 * course's quizzes, one quiz with its answers, the editing of single questions
 * (gateway/quizzes/editing.ts) and a week's quiz settings (gateway/quizzes/settings.ts). Staff
 * with the quizzes permission only; each change is written to the audit log once it is made.
 */
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';
import { audit } from '../../staff/audit.ts';
import { requireStaff } from '../../staff/roles.ts';
import { notFound } from '../../errors.ts';
import { saveSettings } from '../../quizzes/settings.ts';
import {
  deleteQuestion,
  moveQuestion,
  saveQuestion,
  staffQuizDetail,
  staffQuizList,
} from '../../quizzes/editing.ts';

/** The audit log's name for a question of a quiz. */
const questionTarget = (quizId: string, questionId: string) =>
  `quiz ${quizId} question ${questionId}`;

export const QuizStaffQuery: Pick<QueryResolvers, 'staffQuizzes' | 'staffQuiz'> = {
  staffQuizzes: async (_parent, { courseId }, context) => {
    await requireStaff(context, 'quizzes');
    return staffQuizList(context.database.quizzes, courseId);
  },

  staffQuiz: async (_parent, { quizId }, context) => {
    await requireStaff(context, 'quizzes');
    return staffQuizDetail(context.database.quizzes, quizId);
  },
};

export const QuizStaffMutation: Pick<
  MutationResolvers,
  'saveQuizQuestion' | 'moveQuizQuestion' | 'deleteQuizQuestion' | 'saveQuizSettings'
> = {
  saveQuizQuestion: async (_parent, { quizId, input }, context) => {
    await requireStaff(context, 'quizzes');
    const quiz = await saveQuestion(context.database.quizzes, quizId, input);
    const editedId = input.id?.trim() || null;
    // A new question is the quiz's last.
    const questionId = editedId ?? quiz.questions.at(-1)?.id ?? '';
    await audit(
      context,
      editedId === null ? 'quiz-question-added' : 'quiz-question-edited',
      questionTarget(quiz.id, questionId),
    );
    return quiz;
  },

  moveQuizQuestion: async (_parent, { questionId, position }, context) => {
    await requireStaff(context, 'quizzes');
    const quiz = await moveQuestion(context.database.quizzes, questionId, position);
    await audit(
      context,
      'quiz-question-moved',
      `${questionTarget(quiz.id, questionId.trim())} to place ${position}`,
    );
    return quiz;
  },

  deleteQuizQuestion: async (_parent, { questionId }, context) => {
    await requireStaff(context, 'quizzes');
    const quiz = await deleteQuestion(context.database.quizzes, questionId);
    await audit(context, 'quiz-question-deleted', questionTarget(quiz.id, questionId.trim()));
    return quiz;
  },

  saveQuizSettings: async (_parent, { courseId, week, input }, context) => {
    await requireStaff(context, 'quizzes');
    const course = await context.provider.course(courseId.trim());
    if (!course) throw notFound('courseNotFound');
    const quiz = await saveSettings(context.database.quizzes, course.id, week, input);
    await audit(
      context,
      'quiz-settings-saved',
      `quiz ${quiz.id} (course ${course.id} week ${quiz.week})`,
    );
    return quiz;
  },
};
