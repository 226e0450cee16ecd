/**
 * Weekly quizzes' root fields (schema.graphql, "Weekly quizzes"): students start and submit
 * attempts (gateway/quizzes/taking.ts); staff with the quizzes permission import, export and
 * read statistics (gateway/quizzes/authoring.ts), each import and export written to the audit
 * log.
 */
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';
import { requireCustomer, type GatewayContext } from '../context.ts';
import { notFound, refusedField } from '../../errors.ts';
import { audit } from '../../staff/audit.ts';
import { requireStaff } from '../../staff/roles.ts';
import { exportGift, importGift, isQuizWeek, quizStats } from '../../quizzes/authoring.ts';
import { startAttempt, submitAttempt, type QuizSources } from '../../quizzes/taking.ts';

export function quizSources(context: GatewayContext): QuizSources {
  return { quizzes: context.database.quizzes, now: context.now(), language: context.language };
}

/** The audit log's name for a course week. */
const weekTarget = (courseId: string, week: number) => `course ${courseId.trim()} week ${week}`;

function checkedWeek(week: number): number {
  if (!isQuizWeek(week)) throw refusedField('week', 'quizWeekInvalid');
  return week;
}

export const QuizQuery: Pick<QueryResolvers, 'quizGift' | 'staffQuizStats'> = {
  quizGift: async (_parent, { courseId, week }, context) => {
    await requireStaff(context, 'quizzes');
    const gift = await exportGift(context.database.quizzes, courseId.trim(), checkedWeek(week));
    if (gift === null) throw notFound('quizWeekEmpty');
    await audit(context, 'quiz-export', weekTarget(courseId, week));
    return gift;
  },

  staffQuizStats: async (_parent, { quizId }, context) => {
    await requireStaff(context, 'quizzes');
    const stats = await quizStats(context.database.quizzes, quizId);
    if (stats === null) throw notFound('quizNotFound');
    return stats;
  },
};

export const QuizMutation: Pick<
  MutationResolvers,
  'startQuizAttempt' | 'submitQuizAttempt' | 'importQuizGift'
> = {
  startQuizAttempt: async (_parent, { quizId }, context) => {
    const { customerId } = requireCustomer(context);
    const orders = await context.provider.orders(customerId);
    return startAttempt(quizSources(context), customerId, orders, quizId);
  },

  submitQuizAttempt: async (_parent, { attemptId, answers }, context) => {
    const { customerId } = requireCustomer(context);
    return submitAttempt(quizSources(context), customerId, attemptId, answers);
  },

  importQuizGift: async (_parent, { courseId, week, gift }, context) => {
    await requireStaff(context, 'quizzes');
    const course = await context.provider.course(courseId.trim());
    if (!course) throw notFound('courseNotFound');
    const outcome = await importGift(context.database.quizzes, course.id, checkedWeek(week), gift);
    const refused = outcome.errors.length > 0;
    await audit(
      context,
      refused ? 'quiz-import-refused' : 'quiz-import',
      weekTarget(course.id, week),
    );
    return outcome;
  },
};
