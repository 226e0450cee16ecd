/**
 * A week's quiz settings saved on SQLite and on a real PostgreSQL: a week with no quiz gets
 * one with no questions, two saves of a new week at the same moment make one quiz, and a
 * change in place keeps the quiz's id, questions and submitted attempts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, testDatabases } from '../../../tests/support/databases.ts';
import type { GatewayDatabase } from '../database.ts';
import type { QuizSettings } from '../quiz-editing.ts';

const NOW = new Date('2026-11-20T10:00:00+05:30');

const SETTINGS: QuizSettings = {
  title: { en: 'Candles', hi: 'कैंडल' },
  passMarkPercent: 80,
  maxAttempts: 2,
  timeLimitS: 900,
};

describe.each(DATABASE_KINDS)('quiz settings on $kind', ({ kind }) => {
  const databases = testDatabases(kind, 'gateway-quiz-settings-', 'block');
  let database: GatewayDatabase;

  beforeAll(async () => {
    database = await databases.open(undefined, { now: () => NOW });
  }, 60_000);

  it('makes one quiz with no questions for a new week, even from two saves at once', async () => {
    const { quizzes } = database;
    const ids = await Promise.all([
      quizzes.editing.saveSettings('1', 4, SETTINGS),
      quizzes.editing.saveSettings('1', 4, { ...SETTINGS, maxAttempts: 5 }),
    ]);
    expect(ids[0]).toBe(ids[1]);
    const made = await quizzes.forWeek('1', 4);
    expect(made).toMatchObject({
      id: ids[0],
      courseId: '1',
      week: 4,
      title: { en: 'Candles', hi: 'कैंडल' },
      passMarkPercent: 80,
      timeLimitS: 900,
    });
    // Whichever save came last stands.
    expect([2, 5]).toContain(made?.maxAttempts);
    expect((await quizzes.ofCourse('1')).map((quiz) => quiz.week)).toEqual([4]);
    expect(await quizzes.questions(ids[0])).toEqual([]);
  });

  it('changes a quiz in place, keeping its questions and submitted attempts', async () => {
    const { quizzes } = database;
    const quiz = await quizzes.replaceWeek('1', 5, {
      title: null,
      passMarkPercent: 60,
      maxAttempts: 3,
      timeLimitS: null,
      questions: [
        {
          title: null,
          kind: 'numeric',
          prompt: { en: 'One per cent of 200000?', hi: null },
          imageUrl: null,
          explanation: null,
          options: [],
          numeric: { answer: 2000, tolerance: 0 },
        },
      ],
    });
    const [question] = await quizzes.questions(quiz.id);
    const attempt = await quizzes.startAttempt({
      quizId: quiz.id,
      customerId: 'c1',
      number: 1,
      expiresAt: null,
      layout: [{ questionId: question?.id ?? '', optionIds: [] }],
    });
    await quizzes.submit({
      attemptId: attempt?.id ?? '',
      customerId: 'c1',
      scorePercent: 0,
      passed: false,
      answers: [],
      graceMs: 30_000,
    });

    const id = await quizzes.editing.saveSettings('1', 5, {
      title: { en: 'Position sizing', hi: null },
      passMarkPercent: 1,
      maxAttempts: 20,
      timeLimitS: null,
    });
    expect(id).toBe(quiz.id);
    expect(await quizzes.byId(quiz.id)).toEqual({
      id: quiz.id,
      courseId: '1',
      week: 5,
      title: { en: 'Position sizing', hi: null },
      passMarkPercent: 1,
      maxAttempts: 20,
      timeLimitS: null,
    });
    expect((await quizzes.questions(quiz.id)).map((kept) => kept.id)).toEqual([question?.id]);
    const attempts = await quizzes.attemptsOf('c1', [quiz.id]);
    expect(attempts.map((kept) => [kept.id, kept.scorePercent, kept.passed])).toEqual([
      [attempt?.id, 0, false],
    ]);
  });
});
