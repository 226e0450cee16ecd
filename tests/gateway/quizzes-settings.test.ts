/**
 * A week's quiz settings saved from the staff console (issue 40, item 2): a week with no quiz
 * gets one with no questions, which students do not see (nor count toward the certificate)
 * until it has a question; a quiz's settings changed in place keep its questions and the
 * attempts made at it; each bad value refused naming its field; staff only; the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizSettingsView } from '../../gateway/quizzes/views.ts';
import * as support from '../support/quizzes.ts';

const SETTINGS = `mutation ($courseId: ID!, $week: Int!, $input: QuizSettingsInput!) {
  saveQuizSettings(courseId: $courseId, week: $week, input: $input) {
    id week title titleHi passMarkPercent maxAttempts timeLimitS questionCount
  }
}`;
const LIST = `query ($courseId: ID!) {
  staffQuizzes(courseId: $courseId) { id week title titleHi passMarkPercent maxAttempts timeLimitS questionCount }
}`;
const QUESTION_IDS = `query ($quizId: ID!) { staffQuiz(quizId: $quizId) { questions { id } } }`;
const ADD_QUESTION = `mutation ($quizId: ID!, $input: QuizQuestionInput!) {
  saveQuizQuestion(quizId: $quizId, input: $input) { id }
}`;

let stack: support.QuizStack;
let week1 = '';

beforeAll(async () => {
  stack = await support.startQuizStack();
  week1 = (await stack.importWeeks({ 1: support.WEEK_1_GIFT }))[1] ?? '';
}, 60_000);
afterAll(() => stack.stop());

const asStaff: support.QuizStack['asStaff'] = (query, variables) => stack.asStaff(query, variables);

const save = (week: number, input: Record<string, unknown>, courseId = '1') =>
  asStaff(SETTINGS, { courseId, week, input });

interface StudentQuiz extends QuizSettingsView {
  questionCount: number;
  attemptsUsed: number;
  bestScorePercent: number | null;
  passed: boolean;
}

/** The student's quizzes of course 1 and the progress's quiz counts. */
async function studentView(token: string, hi = false) {
  const { body } = await stack.gateway.gql(
    support.QUIZZES,
    {},
    {
      token,
      ...(hi ? { headers: { 'accept-language': 'hi' } } : {}),
    },
  );
  expect(body.errors).toBeUndefined();
  const order = body.data?.orderByCourse as {
    quizzes: StudentQuiz[];
    progress: { quizzesPassed: number; quizzesTotal: number };
  };
  return order;
}

const CANDLES = {
  title: '  Candles and trends  ',
  titleHi: 'कैंडल और ट्रेंड',
  passMarkPercent: 80,
  maxAttempts: 2,
  timeLimitS: 900,
};

describe('saving a week’s quiz settings', () => {
  let week2 = '';

  it('makes a quiz with no questions for a week without one', async () => {
    const { body } = await save(2, CANDLES);
    expect(body.errors).toBeUndefined();
    const made = body.data?.saveQuizSettings as { id: string };
    week2 = made.id;
    expect(made).toEqual({
      id: week2,
      week: 2,
      title: 'Candles and trends',
      titleHi: 'कैंडल और ट्रेंड',
      passMarkPercent: 80,
      maxAttempts: 2,
      timeLimitS: 900,
      questionCount: 0,
    });
    const list = await asStaff(LIST, { courseId: '1' });
    expect(
      (list.body.data?.staffQuizzes as { week: number; questionCount: number }[]).map(
        (quiz) => `${quiz.week}: ${quiz.questionCount}`,
      ),
    ).toEqual(['1: 4', '2: 0']);
  });

  it('keeps a quiz with no questions from students until it has one', async () => {
    const student = await stack.student('811');
    const before = await studentView(student);
    expect(before.quizzes.map((quiz) => quiz.week)).toEqual([1]);
    expect(before.progress).toEqual({
      completedItems: 0,
      totalItems: 4,
      quizzesPassed: 0,
      quizzesTotal: 1,
    });
    // Week 2 is open to this order, but there is nothing to answer.
    const started = await stack.gateway.gql(support.START, { quizId: week2 }, { token: student });
    expect(stack.refusal(started)).toEqual({
      message: 'This quiz does not exist.',
      code: 'NOT_FOUND',
    });

    const added = await asStaff(ADD_QUESTION, {
      quizId: week2,
      input: {
        kind: 'SINGLE',
        prompt: 'Which candle closes above its open?',
        options: [
          { text: 'A green candle', right: true },
          { text: 'A red candle', right: false },
        ],
      },
    });
    expect(added.body.errors).toBeUndefined();

    const after = await studentView(student);
    expect(after.progress).toEqual({
      completedItems: 0,
      totalItems: 4,
      quizzesPassed: 0,
      quizzesTotal: 2,
    });
    expect(after.quizzes[1]).toEqual({
      id: week2,
      week: 2,
      title: 'Candles and trends',
      passMarkPercent: 80,
      maxAttempts: 2,
      timeLimitS: 900,
      unlocked: true,
      questionCount: 1,
      attemptsUsed: 0,
      bestScorePercent: null,
      passed: false,
    });
    const inHindi = await studentView(student, true);
    expect(inHindi.quizzes[1]?.title).toBe('कैंडल और ट्रेंड');
  });

  it('changes a quiz’s settings in place, keeping its questions and its attempts', async () => {
    const student = await stack.student('812');
    const started = await stack.gateway.gql(support.START, { quizId: week1 }, { token: student });
    const attempt = started.body.data?.startQuizAttempt as support.AttemptAnswer;
    const exchange = attempt.questions.find((q) => q.prompt.startsWith('Which exchange'));
    const nse = exchange?.options?.find((option) => option.text === 'NSE');
    // One of four right: 25%, short of week 1's 60%.
    const submitted = await stack.gateway.gql(
      support.SUBMIT,
      { attemptId: attempt.id, answers: [{ questionId: exchange?.id, optionIds: [nse?.id] }] },
      { token: student },
    );
    expect(submitted.body.data?.submitQuizAttempt).toMatchObject({
      scorePercent: 25,
      passed: false,
    });
    const questionsBefore = await asStaff(QUESTION_IDS, { quizId: week1 });

    const { body } = await save(1, {
      title: 'Markets, risk and orders',
      titleHi: '',
      passMarkPercent: 20,
      maxAttempts: 20,
      timeLimitS: null,
    });
    expect(body.data?.saveQuizSettings).toEqual({
      id: week1,
      week: 1,
      title: 'Markets, risk and orders',
      titleHi: null,
      passMarkPercent: 20,
      maxAttempts: 20,
      timeLimitS: null,
      questionCount: 4,
    });
    expect((await asStaff(QUESTION_IDS, { quizId: week1 })).body).toEqual(questionsBefore.body);
    // The attempt keeps its score and its fail, though 25% now clears the new pass mark.
    const seen = (await studentView(student)).quizzes[0];
    expect(seen).toEqual({
      id: week1,
      week: 1,
      title: 'Markets, risk and orders',
      passMarkPercent: 20,
      maxAttempts: 20,
      timeLimitS: null,
      unlocked: true,
      questionCount: 4,
      attemptsUsed: 1,
      bestScorePercent: 25,
      passed: false,
    });
    // No Hindi title now: Hindi readers see the English one.
    expect((await studentView(student, true)).quizzes[0]?.title).toBe('Markets, risk and orders');

    const bounds = await save(1, { ...CANDLES, passMarkPercent: 100, maxAttempts: 1 });
    expect(bounds.body.data?.saveQuizSettings).toMatchObject({
      passMarkPercent: 100,
      maxAttempts: 1,
      timeLimitS: 900,
    });
    const shortest = await save(1, { ...CANDLES, passMarkPercent: 1, timeLimitS: 30 });
    expect(shortest.body.data?.saveQuizSettings).toMatchObject({
      passMarkPercent: 1,
      timeLimitS: 30,
    });
    const longest = await save(1, { ...CANDLES, timeLimitS: 86_400 });
    expect(longest.body.data?.saveQuizSettings).toMatchObject({ timeLimitS: 86_400 });
  });
});

describe('refusing bad settings', () => {
  const refusals: [string, number, Record<string, unknown>, string, string][] = [
    ['an empty title', 5, { title: '   ' }, 'title', 'Write the quiz title in English.'],
    [
      'a title too long',
      5,
      { title: 'x'.repeat(501) },
      'title',
      'The title is longer than 500 characters.',
    ],
    [
      'a Hindi title too long',
      5,
      { titleHi: 'क'.repeat(501) },
      'titleHi',
      'The title is longer than 500 characters.',
    ],
    [
      'a pass mark of 0',
      5,
      { passMarkPercent: 0 },
      'passMarkPercent',
      'The pass mark must be a whole number from 1 to 100.',
    ],
    [
      'a pass mark of 101',
      5,
      { passMarkPercent: 101 },
      'passMarkPercent',
      'The pass mark must be a whole number from 1 to 100.',
    ],
    [
      'no attempts',
      5,
      { maxAttempts: 0 },
      'maxAttempts',
      'The number of attempts must be a whole number from 1 to 20.',
    ],
    [
      '21 attempts',
      5,
      { maxAttempts: 21 },
      'maxAttempts',
      'The number of attempts must be a whole number from 1 to 20.',
    ],
    [
      'a time limit of 29 seconds',
      5,
      { timeLimitS: 29 },
      'timeLimitS',
      'The time limit must be from 30 seconds (half a minute) to 86400 seconds (24 hours), or none.',
    ],
    [
      'a time limit over a day',
      5,
      { timeLimitS: 86_401 },
      'timeLimitS',
      'The time limit must be from 30 seconds (half a minute) to 86400 seconds (24 hours), or none.',
    ],
    ['week 0', 0, {}, 'week', 'Give a week from 1 to 52.'],
    ['week 53', 53, {}, 'week', 'Give a week from 1 to 52.'],
  ];

  it.each(refusals)('refuses %s, naming the field', async (_case, week, change, field, message) => {
    expect(stack.fieldRefusal(await save(week, { ...CANDLES, ...change }))).toEqual({
      message,
      code: 'BAD_USER_INPUT',
      fields: { [field]: message },
    });
  });

  it('refuses a course that does not exist', async () => {
    expect(stack.refusal(await save(5, CANDLES, '999'))).toEqual({
      message: 'This course is not available.',
      code: 'NOT_FOUND',
    });
  });

  it('saved nothing it refused', async () => {
    const list = await asStaff(LIST, { courseId: '1' });
    expect((list.body.data?.staffQuizzes as { week: number }[]).map((quiz) => quiz.week)).toEqual([
      1, 2,
    ]);
    const other = await asStaff(LIST, { courseId: '999' });
    expect(other.body.data?.staffQuizzes).toEqual([]);
  });

  it('refuses a visitor and a student; the instructor is allowed (above)', async () => {
    const variables = { courseId: '1', week: 6, input: CANDLES };
    expect(stack.refusal(await stack.gateway.gql(SETTINGS, variables))).toEqual({
      message: 'This is for the academy’s staff only.',
      code: 'FORBIDDEN',
    });
    const student = await stack.student('813');
    expect(stack.refusal(await stack.gateway.gql(SETTINGS, variables, { token: student }))).toEqual(
      { message: 'This is for the academy’s staff only.', code: 'FORBIDDEN' },
    );
  });
});

describe('the audit log', () => {
  it('names each save by the instructor, the quiz, its course and week', async () => {
    const entries = await stack.gateway.server.database.staff.audit.recent(200);
    const saved = entries.filter((entry) => entry.action === 'quiz-settings-saved');
    const week2 = (
      (await asStaff(LIST, { courseId: '1' })).body.data?.staffQuizzes as {
        id: string;
        week: number;
      }[]
    ).find((quiz) => quiz.week === 2)?.id;
    // Week 2 made once; week 1 changed four times; refusals write nothing.
    expect(saved.map((entry) => `${entry.staffEmail} ${entry.target}`).sort()).toEqual(
      [
        `teach@academy.test quiz ${week2} (course 1 week 2)`,
        ...Array.from({ length: 4 }, () => `teach@academy.test quiz ${week1} (course 1 week 1)`),
      ].sort(),
    );
  });
});
