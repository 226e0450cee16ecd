/**
 * The staff room's quiz work (issue 40, items 2 and 5): GIFT import of a good file and of a bad
 * one (which imports nothing), export, statistics with the hardest question first, who may do
 * each, and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT,
  IMPORT,
  QUIZZES,
  START,
  SUBMIT,
  WEEK_1_GIFT,
  startQuizStack,
  type AttemptAnswer,
  type QuizStack,
} from '../support/quizzes.ts';

const STATS = `query ($quizId: ID!) {
  staffQuizStats(quizId: $quizId) { attempts passRate meanBestScore questions { prompt rightShare } }
}`;

let stack: QuizStack;
let staff = '';

beforeAll(async () => {
  stack = await startQuizStack();
  staff = await stack.staffToken();
}, 60_000);
afterAll(() => stack.stop());

const importAs = (token: string | undefined, week: number, gift: string) =>
  stack.gateway.gql(IMPORT, { courseId: '1', week, gift }, token ? { token } : {});

describe('GIFT import and export', () => {
  it('refuses a visitor and a student', async () => {
    expect(stack.refusal(await importAs(undefined, 1, WEEK_1_GIFT))).toEqual({
      message: 'This is for the academy’s staff only.',
      code: 'FORBIDDEN',
    });
    const student = await stack.student('601');
    expect(stack.refusal(await importAs(student, 1, WEEK_1_GIFT)).code).toBe('FORBIDDEN');
    expect(
      stack.refusal(await stack.gateway.gql(EXPORT, { week: 1 }, { token: student })).code,
    ).toBe('FORBIDDEN');
  });

  it('imports nothing from a file with errors, and says each one with its line', async () => {
    const bad = `Which exchange? {=NSE ~BSE}

Two rights {=a =b ~c}

Unclosed {=a ~b
`;
    const { body } = await importAs(staff, 2, bad);
    expect(body).toEqual({
      data: {
        importQuizGift: {
          imported: 0,
          errors: [
            {
              line: 3,
              message:
                'More than one = answer: for several right answers write ~%50%a ~%50%b ~%-100%c.',
            },
            { line: 5, message: 'The answers are not closed with }.' },
          ],
        },
      },
    });
    expect(stack.refusal(await stack.gateway.gql(EXPORT, { week: 2 }, { token: staff }))).toEqual({
      message: 'This course week has no quiz yet.',
      code: 'NOT_FOUND',
    });
  });

  it('imports a good file and exports it as it was written', async () => {
    const { body } = await importAs(staff, 1, WEEK_1_GIFT);
    expect(body).toEqual({ data: { importQuizGift: { imported: 4, errors: [] } } });
    const exported = await stack.gateway.gql(EXPORT, { week: 1 }, { token: staff });
    expect(exported.body.data?.quizGift).toBe(`//@pass-mark: 60
//@attempts: 3
//@time-limit: 600
$CATEGORY: Markets and risk [hi] बाज़ार और जोखिम

::exchange:: Which exchange publishes the Nifty 50? [hi] निफ्टी 50 कौन सा एक्सचेंज प्रकाशित करता है? {
  =NSE [hi] एनएसई
  ~BSE [hi] बीएसई
  ~MCX [hi] एमसीएक्स
  ####The Nifty 50 is the National Stock Exchange's index. [hi] निफ्टी 50 नेशनल स्टॉक एक्सचेंज का सूचकांक है।
}

::bullish:: Which two candles are bullish reversals? {
  ~%50%Hammer
  ~%50%Bullish engulfing
  ~%-100%Shooting star
  ~%-100%Hanging man
  ####A hammer and a bullish engulfing candle appear after falls and hint at a rise.
}

::risk:: With 200000 rupees and 1% risk per trade, how many rupees may one trade lose? {
  #2000:0.5
  ####One per cent of 200000 is 2000.
}

::stop:: A stop-loss order limits the loss on a trade. {
  =True [hi] सही
  ~False [hi] ग़लत
  ####It closes the trade at a price you chose in advance.
}
`);
  });

  it('refuses a week outside 1 to 52 and a course that does not exist', async () => {
    expect(stack.refusal(await importAs(staff, 0, WEEK_1_GIFT))).toEqual({
      message: 'Give a week from 1 to 52.',
      code: 'BAD_USER_INPUT',
    });
    const unknown = await stack.gateway.gql(
      IMPORT,
      { courseId: '99', week: 1, gift: WEEK_1_GIFT },
      { token: staff },
    );
    expect(stack.refusal(unknown)).toEqual({
      message: 'This course is not available.',
      code: 'NOT_FOUND',
    });
  });
});

describe('quiz statistics', () => {
  async function attemptWith(customerId: string, picks: Record<string, string[] | number>) {
    const token = await stack.student(customerId);
    const { body: order } = await stack.gateway.gql(QUIZZES, {}, { token });
    const quizId = (order.data?.orderByCourse as { quizzes: { id: string }[] }).quizzes[0]?.id;
    const { body } = await stack.gateway.gql(START, { quizId }, { token });
    const attempt = body.data?.startQuizAttempt as AttemptAnswer;
    const answers = Object.entries(picks).map(([start, pick]) => {
      const question = attempt.questions.find((q) => q.prompt.startsWith(start));
      if (typeof pick === 'number') return { questionId: question?.id, value: pick };
      const optionIds = pick.map((text) => question?.options?.find((o) => o.text === text)?.id);
      return { questionId: question?.id, optionIds };
    });
    const submitted = await stack.gateway.gql(
      SUBMIT,
      { attemptId: attempt.id, answers },
      { token },
    );
    expect(submitted.body.errors).toBeUndefined();
    return quizId ?? '';
  }

  it('gives attempts, pass rate, mean best score and the hardest question first', async () => {
    const all = {
      'Which exchange': ['NSE'],
      'Which two': ['Hammer', 'Bullish engulfing'],
      With: 2000,
      'A stop-loss': ['True'],
    };
    // Student 701: 25% then 100%; student 702: 50%.
    const quizId = await attemptWith('701', { 'Which exchange': ['NSE'] });
    await attemptWith('701', all);
    await attemptWith('702', { 'Which exchange': ['NSE'], 'A stop-loss': ['True'] });
    const { body } = await stack.gateway.gql(STATS, { quizId }, { token: staff });
    expect(body).toEqual({
      data: {
        staffQuizStats: {
          attempts: 3,
          passRate: 0.5,
          meanBestScore: 75,
          questions: [
            { prompt: 'Which two candles are bullish reversals?', rightShare: 0.33 },
            {
              prompt:
                'With 200000 rupees and 1% risk per trade, how many rupees may one trade lose?',
              rightShare: 0.33,
            },
            { prompt: 'A stop-loss order limits the loss on a trade.', rightShare: 0.67 },
            { prompt: 'Which exchange publishes the Nifty 50?', rightShare: 1 },
          ],
        },
      },
    });
    const student = await stack.student('701');
    expect(stack.refusal(await stack.gateway.gql(STATS, { quizId }, { token: student })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('wrote each import and export to the audit log', async () => {
    // Instructors do not read the log: the owner's view is the database's.
    const entries = await stack.gateway.server.database.staff.audit.recent(20);
    // Written at the same instant by the test's clock: compared in a fixed order.
    const quizEntries = entries
      .filter((entry) => entry.action.startsWith('quiz'))
      .map((entry) => `${entry.staffEmail} ${entry.action} ${entry.target}`)
      .sort();
    expect(quizEntries).toEqual([
      'teach@academy.test quiz-export course 1 week 1',
      'teach@academy.test quiz-import course 1 week 1',
      'teach@academy.test quiz-import-refused course 1 week 2',
    ]);
  });
});
