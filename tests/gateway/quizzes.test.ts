/**
 * Taking a weekly quiz (issue 40, item 3): an order's quizzes, attempts started only on an
 * open week of a paid order, questions shuffled once and fixed, nothing that grades them in
 * any answer before submission, grading of each kind on the server, the best attempt
 * counting, and the limits: attempts, one submission (also from two tabs at once) and the
 * time limit with its 30 s of grace, in English and Hindi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultView } from '../../gateway/quizzes/taking.ts';
import { TEST_NOW, type GraphQLAnswer } from '../support/gateway.ts';
import {
  QUIZZES,
  START,
  SUBMIT,
  WEEK_1_GIFT,
  WEEK_1_SECRETS,
  WEEK_3_GIFT,
  startQuizStack,
  type AttemptAnswer,
  type QuizStack,
} from '../support/quizzes.ts';

let stack: QuizStack;
/** Every answer a student got before submitting, as sent. */
const beforeSubmission: string[] = [];
let week1 = '';
let week3 = '';

beforeAll(async () => {
  stack = await startQuizStack();
  await stack.importWeeks({ 1: WEEK_1_GIFT, 3: WEEK_3_GIFT });
}, 60_000);
afterAll(() => stack.stop());

async function ask(query: string, variables: Record<string, unknown>, token: string, hi = false) {
  const answer = await stack.gateway.gql(query, variables, {
    token,
    ...(hi ? { headers: { 'accept-language': 'hi' } } : {}),
  });
  return answer;
}

async function start(token: string, quizId = week1, hi = false): Promise<AttemptAnswer> {
  const answer = await ask(START, { quizId }, token, hi);
  beforeSubmission.push(JSON.stringify(answer.body));
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.startQuizAttempt as AttemptAnswer;
}

/** The answers choosing these option texts (numbers for the numeric question), by prompt start. */
function answersFor(attempt: AttemptAnswer, picks: Record<string, string[] | number>) {
  return Object.entries(picks).map(([promptStart, pick]) => {
    const question = attempt.questions.find((q) => q.prompt.startsWith(promptStart));
    if (!question) throw new Error(`no question starting ${promptStart}`);
    if (typeof pick === 'number') return { questionId: question.id, value: pick };
    const optionIds = pick.map((text) => {
      const option = question.options?.find((o) => o.text === text);
      if (!option) throw new Error(`no option ${text}`);
      return option.id;
    });
    return { questionId: question.id, optionIds };
  });
}

const ALL_RIGHT = {
  'Which exchange': ['NSE'],
  'Which two': ['Hammer', 'Bullish engulfing'],
  With: 2000.4,
  'A stop-loss': ['True'],
};

function submit(token: string, attempt: AttemptAnswer, answers: unknown[], hi = false) {
  return ask(SUBMIT, { attemptId: attempt.id, answers }, token, hi);
}

function resultOf(answer: GraphQLAnswer): ResultView {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.submitQuizAttempt as ResultView;
}

/** A review in words: each question's prompt start, the texts chosen and right, and why. */
function inWords(attempt: AttemptAnswer, result: ResultView) {
  return result.review.map((entry) => {
    const question = attempt.questions.find((q) => q.id === entry.questionId);
    const texts = (ids: string[] | null) =>
      ids?.map((id) => question?.options?.find((o) => o.id === id)?.text) ?? null;
    return {
      prompt: question?.prompt.slice(0, 14),
      chosen: texts(entry.chosenOptionIds) ?? entry.chosenValue,
      right: texts(entry.rightOptionIds) ?? entry.rightValue,
      correct: entry.correct,
      explanation: entry.explanation,
    };
  });
}

describe('an order’s quizzes', () => {
  it('lists each week’s quiz with the owner’s standing, and counts them in progress', async () => {
    const token = await stack.student('501');
    const { body } = await ask(QUIZZES, {}, token);
    expect(body.errors).toBeUndefined();
    const order = body.data?.orderByCourse as {
      quizzes: { id: string }[];
      progress: Record<string, number>;
    };
    week1 = order.quizzes[0]?.id ?? '';
    week3 = order.quizzes[1]?.id ?? '';
    expect(order.quizzes.map(({ id: _id, ...quiz }) => quiz)).toEqual([
      {
        week: 1,
        title: 'Markets and risk',
        passMarkPercent: 60,
        maxAttempts: 3,
        timeLimitS: 600,
        unlocked: true,
        questionCount: 4,
        attemptsUsed: 0,
        bestScorePercent: null,
        passed: false,
      },
      {
        week: 3,
        title: 'Week 3 quiz',
        passMarkPercent: 70,
        maxAttempts: 3,
        timeLimitS: null,
        unlocked: false,
        questionCount: 1,
        attemptsUsed: 0,
        bestScorePercent: null,
        passed: false,
      },
    ]);
    expect(order.progress).toEqual({
      completedItems: 0,
      totalItems: 4,
      quizzesPassed: 0,
      quizzesTotal: 2,
    });
    const hindi = await ask(QUIZZES, {}, token, true);
    const titles = (hindi.body.data?.orderByCourse as { quizzes: { title: string }[] }).quizzes;
    expect(titles.map((quiz) => quiz.title)).toEqual(['बाज़ार और जोखिम', 'सप्ताह 3 क्विज़']);
  });
});

describe('starting an attempt', () => {
  it('refuses a visitor, a week not open yet and an unknown quiz', async () => {
    const visitor = await stack.gateway.gql(START, { quizId: week1 });
    expect(stack.refusal(visitor)).toEqual({
      message: 'Please sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
    const token = await stack.student('502');
    expect(stack.refusal(await ask(START, { quizId: week3 }, token))).toEqual({
      message: 'This quiz opens with week 3, on Thu 26 Nov 2026, 12:00 pm IST.',
      code: 'FORBIDDEN',
    });
    expect(stack.refusal(await ask(START, { quizId: 'no-such-quiz' }, token))).toEqual({
      message: 'This quiz does not exist.',
      code: 'NOT_FOUND',
    });
  });

  it('shows the questions without what grades them, and the same order on a reload', async () => {
    const token = await stack.student('503');
    const attempt = await start(token);
    expect(attempt.expiresAt).toBe('2026-11-22T06:40:00.000Z');
    const byPrompt = Object.fromEntries(
      attempt.questions.map((q) => [
        q.prompt,
        { kind: q.kind, options: q.options?.map((o) => o.text).sort() ?? null },
      ]),
    );
    expect(byPrompt).toEqual({
      'Which exchange publishes the Nifty 50?': { kind: 'SINGLE', options: ['BSE', 'MCX', 'NSE'] },
      'Which two candles are bullish reversals?': {
        kind: 'MULTIPLE',
        options: ['Bullish engulfing', 'Hammer', 'Hanging man', 'Shooting star'],
      },
      'With 200000 rupees and 1% risk per trade, how many rupees may one trade lose?': {
        kind: 'NUMERIC',
        options: null,
      },
      'A stop-loss order limits the loss on a trade.': {
        kind: 'SINGLE',
        options: ['False', 'True'],
      },
    });
    const again = await start(token);
    expect(again).toEqual(attempt);
    const hindi = await start(token, week1, true);
    expect(hindi.id).toBe(attempt.id);
    expect(hindi.questions.map((q) => q.prompt)).toContain('निफ्टी 50 कौन सा एक्सचेंज प्रकाशित करता है?');
    // Another student's attempt of the same quiz is shuffled on its own: over a few attempts
    // at least one order differs (four questions: 24 orders, and options shuffled too).
    const orders = new Set<string>();
    for (const id of ['511', '512', '513', '514', '515']) {
      const other = await start(await stack.student(id));
      orders.add(
        other.questions.map((q) => [q.prompt, q.options?.map((o) => o.text)].join()).join('|'),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('grading and the limits', () => {
  it('grades each kind on the server: tolerance, partial multiple choice wrong, a review', async () => {
    const token = await stack.student('504');
    const attempt = await start(token);
    const answers = answersFor(attempt, {
      'Which exchange': ['NSE'],
      'Which two': ['Hammer'],
      With: 2000.5,
      'A stop-loss': ['False'],
    });
    const result = resultOf(await submit(token, attempt, answers));
    expect([result.scorePercent, result.passed, result.attemptsLeft]).toEqual([50, false, 2]);
    const words = inWords(attempt, result);
    const byPrompt = Object.fromEntries(words.map(({ prompt, ...rest }) => [prompt, rest]));
    expect(byPrompt).toEqual({
      'Which exchange': {
        chosen: ['NSE'],
        right: ['NSE'],
        correct: true,
        explanation: "The Nifty 50 is the National Stock Exchange's index.",
      },
      'Which two cand': {
        chosen: ['Hammer'],
        right: expect.arrayContaining(['Hammer', 'Bullish engulfing']),
        correct: false,
        explanation:
          'A hammer and a bullish engulfing candle appear after falls and hint at a rise.',
      },
      'With 200000 ru': {
        chosen: 2000.5,
        right: 2000,
        correct: true,
        explanation: 'One per cent of 200000 is 2000.',
      },
      'A stop-loss or': {
        chosen: ['False'],
        right: ['True'],
        correct: false,
        explanation: 'It closes the trade at a price you chose in advance.',
      },
    });
    // Beyond the tolerance, and a question left out, are wrong.
    const second = await start(token);
    const outside = answersFor(second, { 'Which exchange': ['NSE'], With: 2000.6 });
    const graded = resultOf(await submit(token, second, outside));
    expect([graded.scorePercent, graded.passed, graded.attemptsLeft]).toEqual([25, false, 1]);
  });

  it('refuses a second submission, and of two sent at once takes exactly one', async () => {
    const token = await stack.student('505');
    const first = await start(token);
    const answers = answersFor(first, ALL_RIGHT);
    expect(resultOf(await submit(token, first, answers)).scorePercent).toBe(100);
    expect(stack.refusal(await submit(token, first, answers))).toEqual({
      message: 'This attempt has already been submitted, so it was not graded again.',
      code: 'FORBIDDEN',
    });
    const second = await start(token);
    const both = await Promise.all([
      submit(token, second, answersFor(second, ALL_RIGHT)),
      submit(token, second, answersFor(second, { 'Which exchange': ['BSE'] })),
    ]);
    const taken = both.filter((answer) => answer.body.data?.submitQuizAttempt);
    const refused = both.filter((answer) => answer.body.errors);
    expect([taken.length, refused.length]).toEqual([1, 1]);
    expect(refused[0]?.body.errors?.[0]?.message).toBe(
      'This attempt has already been submitted, so it was not graded again.',
    );
  });

  it('counts the best attempt, and refuses attempts beyond the limit in both languages', async () => {
    const token = await stack.student('506');
    const first = await start(token);
    resultOf(await submit(token, first, answersFor(first, ALL_RIGHT)));
    const second = await start(token);
    expect(resultOf(await submit(token, second, [])).scorePercent).toBe(0);
    const third = await start(token);
    resultOf(await submit(token, third, answersFor(third, { 'Which exchange': ['NSE'] })));
    expect(stack.refusal(await ask(START, { quizId: week1 }, token))).toEqual({
      message: 'You have used all 3 attempts at this quiz.',
      code: 'FORBIDDEN',
    });
    expect(stack.refusal(await ask(START, { quizId: week1 }, token, true)).message).toBe(
      'आप इस क्विज़ के सभी 3 प्रयास कर चुके हैं।',
    );
    const { body } = await ask(QUIZZES, {}, token);
    const order = body.data?.orderByCourse as {
      quizzes: Record<string, unknown>[];
      progress: Record<string, number>;
    };
    expect(order.quizzes[0]).toMatchObject({
      attemptsUsed: 3,
      bestScorePercent: 100,
      passed: true,
    });
    expect(order.progress).toMatchObject({ quizzesPassed: 1, quizzesTotal: 2 });
  });

  it('takes a submission up to 30 s after the time limit, and refuses it after', async () => {
    const token = await stack.student('507');
    try {
      const inGrace = await start(token);
      stack.clock.now = new Date(TEST_NOW.getTime() + 629_000);
      expect(resultOf(await submit(token, inGrace, answersFor(inGrace, ALL_RIGHT))).passed).toBe(
        true,
      );
      const late = await start(token);
      expect(late.expiresAt).toBe('2026-11-22T06:50:29.000Z');
      stack.clock.now = new Date(TEST_NOW.getTime() + 629_000 + 631_000);
      expect(stack.refusal(await submit(token, late, []))).toEqual({
        message: 'The time for this attempt ran out, so it could not be submitted.',
        code: 'FORBIDDEN',
      });
      expect(stack.refusal(await submit(token, late, [], true)).message).toBe(
        'इस प्रयास का समय समाप्त हो गया, इसलिए इसे जमा नहीं किया जा सका।',
      );
    } finally {
      stack.clock.now = TEST_NOW;
    }
  });

  it('refuses answers outside the attempt and another student’s attempt', async () => {
    const token = await stack.student('508');
    const attempt = await start(token);
    const refusal = stack.refusal(
      await submit(token, attempt, [{ questionId: 'elsewhere', optionIds: [] }]),
    );
    beforeSubmission.push(JSON.stringify(refusal));
    expect(refusal).toEqual({
      message:
        'An answer names a question or choice that is not part of this attempt, or a question twice.',
      code: 'BAD_USER_INPUT',
    });
    const stranger = await stack.student('509');
    const theirs = stack.refusal(await submit(stranger, attempt, []));
    beforeSubmission.push(JSON.stringify(theirs));
    expect(theirs).toEqual({
      message: 'This quiz attempt does not exist. Start the quiz again from your course.',
      code: 'NOT_FOUND',
    });
  });

  it('let nothing that grades a question out before its attempt was submitted', () => {
    expect(beforeSubmission.length).toBeGreaterThan(10);
    for (const body of beforeSubmission) {
      for (const secret of WEEK_1_SECRETS) expect(body).not.toContain(secret);
    }
  });
});
