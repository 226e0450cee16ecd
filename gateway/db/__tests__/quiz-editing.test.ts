/**
 * Editing single quiz questions on SQLite and on a real PostgreSQL: a question added at the
 * end, edited in place keeping its id and its options' ids, moved, deleted with the others
 * renumbered, open attempts dropped by a change, and two additions at the same moment each
 * given its own place.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, testDatabases } from '../../../tests/support/databases.ts';
import type { GatewayDatabase } from '../database.ts';
import type { EditedQuestion } from '../quiz-editing.ts';

const NOW = new Date('2026-11-20T10:00:00+05:30');

const choice = (prompt: string): EditedQuestion => ({
  title: null,
  kind: 'single',
  prompt: { en: prompt, hi: null },
  imageUrl: null,
  explanation: null,
  numeric: null,
  options: [
    { id: null, text: { en: 'Yes', hi: 'हाँ' }, right: true },
    { id: null, text: { en: 'No', hi: null }, right: false },
  ],
});

describe.each(DATABASE_KINDS)('quiz question editing on $kind', ({ kind }) => {
  const databases = testDatabases(kind, 'gateway-quiz-editing-', 'block');
  let database: GatewayDatabase;

  beforeAll(async () => {
    database = await databases.open(undefined, { now: () => NOW });
  }, 60_000);

  const prompts = async (quizId: string) =>
    (await database.quizzes.questions(quizId)).map((question) => question.prompt.en);

  it('adds, edits in place, moves and deletes', async () => {
    const { quizzes } = database;
    const quiz = await quizzes.replaceWeek('1', 1, {
      title: null,
      passMarkPercent: 70,
      maxAttempts: 3,
      timeLimitS: null,
      questions: [choice('First?'), choice('Second?')],
    });
    expect(await quizzes.editing.save(quiz.id, null, choice('Third?'), 50)).toEqual({
      quizId: quiz.id,
    });
    expect(await prompts(quiz.id)).toEqual(['First?', 'Second?', 'Third?']);

    const [first] = await quizzes.questions(quiz.id);
    const yes = first?.options[0]?.id ?? null;
    await quizzes.editing.save(
      quiz.id,
      first?.id ?? null,
      {
        ...choice('First, edited?'),
        options: [
          { id: null, text: { en: 'Maybe', hi: null }, right: false },
          { id: yes, text: { en: 'Yes', hi: 'हाँ' }, right: true },
        ],
      },
      50,
    );
    const [edited] = await quizzes.questions(quiz.id);
    expect(edited?.id).toBe(first?.id);
    expect(edited?.prompt.en).toBe('First, edited?');
    expect(edited?.options.map((option) => [option.text.en, option.right])).toEqual([
      ['Maybe', false],
      ['Yes', true],
    ]);
    expect(edited?.options[1]?.id).toBe(yes);

    const third = (await quizzes.questions(quiz.id))[2]?.id ?? '';
    expect(await quizzes.editing.move(third, 0)).toEqual({ quizId: quiz.id });
    expect(await prompts(quiz.id)).toEqual(['Third?', 'First, edited?', 'Second?']);
    expect(await quizzes.editing.move(third, 3)).toEqual({ refused: 'position' });

    expect(await quizzes.editing.remove(edited?.id ?? '')).toEqual({ quizId: quiz.id });
    expect(await prompts(quiz.id)).toEqual(['Third?', 'Second?']);
    expect(await quizzes.editing.remove('nope')).toEqual({ refused: 'questionNotFound' });
    expect(await quizzes.editing.save('nope', null, choice('X?'), 50)).toEqual({
      refused: 'quizNotFound',
    });
    expect(await quizzes.editing.save(quiz.id, null, choice('Too many?'), 2)).toEqual({
      refused: 'tooMany',
    });
  });

  it('drops attempts left open by a change, keeping submitted ones', async () => {
    const { quizzes } = database;
    const quiz = await quizzes.replaceWeek('1', 2, {
      title: null,
      passMarkPercent: 70,
      maxAttempts: 3,
      timeLimitS: null,
      questions: [choice('Only?'), choice('Other?')],
    });
    const layout = [{ questionId: 'q', optionIds: [] }];
    const done = await quizzes.startAttempt({
      quizId: quiz.id,
      customerId: 'c1',
      number: 1,
      expiresAt: null,
      layout,
    });
    await quizzes.submit({
      attemptId: done?.id ?? '',
      customerId: 'c1',
      scorePercent: 50,
      passed: false,
      answers: [],
      graceMs: 30_000,
    });
    await quizzes.startAttempt({
      quizId: quiz.id,
      customerId: 'c1',
      number: 2,
      expiresAt: null,
      layout,
    });
    const [only] = await quizzes.questions(quiz.id);
    await quizzes.editing.remove(only?.id ?? '');
    const left = await quizzes.attemptsOf('c1', [quiz.id]);
    expect(left.map((attempt) => [attempt.number, attempt.submittedAt !== null])).toEqual([
      [1, true],
    ]);
  });

  it('gives two additions at the same moment their own places', async () => {
    const { quizzes } = database;
    const quiz = await quizzes.replaceWeek('1', 3, {
      title: null,
      passMarkPercent: 70,
      maxAttempts: 3,
      timeLimitS: null,
      questions: [choice('Start?')],
    });
    await Promise.all(
      ['A?', 'B?', 'C?'].map((prompt) => quizzes.editing.save(quiz.id, null, choice(prompt), 50)),
    );
    const added = await prompts(quiz.id);
    expect(added[0]).toBe('Start?');
    expect(added.slice(1).sort()).toEqual(['A?', 'B?', 'C?']);
    // Moving the first to the end shows the places were distinct: a tie would reorder others.
    const start = (await quizzes.questions(quiz.id))[0]?.id ?? '';
    await quizzes.editing.move(start, 3);
    expect(await prompts(quiz.id)).toEqual([...added.slice(1), 'Start?']);
  });
});
