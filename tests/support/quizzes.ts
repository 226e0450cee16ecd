/**
 * A gateway for the quiz tests: the provider stood in by a MockAgent (course 1 bought ten days
 * before TEST_NOW, so weeks 1 and 2 are open), a clock the test moves, an instructor who signs
 * in to the staff room, and students signed in by id.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  TEST_NOW,
  envelope,
  mockProvider,
  orderRow,
  sessionToken,
  startGateway,
  testConfig,
  type GraphQLAnswer,
  type TestGateway,
} from './gateway.ts';
import type { PageRenderer } from '../../gateway/site/site-build.ts';
import { addStaff, type AddedStaff } from './staff.ts';

/** Week 1's quiz: 60% to pass, 3 attempts of 10 minutes each. */
export const WEEK_1_GIFT = `//@pass-mark: 60
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

::risk:: With 200000 rupees and 1% risk per trade, how many rupees may one trade lose? {#2000:0.5
  ####One per cent of 200000 is 2000.
}

::stop:: A stop-loss order limits the loss on a trade. {T ####It closes the trade at a price you chose in advance.}
`;

export const WEEK_3_GIFT = `Which chart shows open, high, low and close? {
  =Candlestick
  ~Line
  ####A candlestick draws all four prices of its period.
}
`;

/** Every text that grades a question of week 1: none may reach a student before submission. */
export const WEEK_1_SECRETS = [
  'National Stock Exchange',
  'नेशनल स्टॉक एक्सचेंज',
  'hint at a rise',
  'One per cent of 200000',
  // The numeric answer as JSON would carry it (the prompt itself says 200000).
  ':2000',
  '"2000"',
  'at a price you chose',
  'rightOptionIds',
  'explanation',
  '"right"',
  'correct',
];

export const IMPORT = `mutation ($courseId: ID!, $week: Int!, $gift: String!) {
  importQuizGift(courseId: $courseId, week: $week, gift: $gift) { imported errors { line message } }
}`;
export const EXPORT = 'query ($week: Int!) { quizGift(courseId: "1", week: $week) }';
export const QUIZZES = `{ orderByCourse(courseId: "1") {
  quizzes { id week title passMarkPercent maxAttempts timeLimitS unlocked questionCount attemptsUsed bestScorePercent passed }
  progress { completedItems totalItems quizzesPassed quizzesTotal }
} }`;
export const START = `mutation ($quizId: ID!) {
  startQuizAttempt(quizId: $quizId) { id expiresAt questions { id kind prompt imageUrl options { id text } } }
}`;
export const SUBMIT = `mutation ($attemptId: ID!, $answers: [QuizAnswerInput!]!) {
  submitQuizAttempt(attemptId: $attemptId, answers: $answers) {
    scorePercent passed attemptsLeft
    review { questionId chosenOptionIds chosenValue rightOptionIds rightValue correct explanation }
  }
}`;

export interface AttemptAnswer {
  id: string;
  expiresAt: string | null;
  questions: {
    id: string;
    kind: 'SINGLE' | 'MULTIPLE' | 'NUMERIC';
    prompt: string;
    imageUrl: string | null;
    options: { id: string; text: string }[] | null;
  }[];
}

export interface QuizStack {
  gateway: TestGateway;
  clock: { now: Date };
  instructor: AddedStaff;
  /** The instructor's staff token (signed in on first use). */
  staffToken(): Promise<string>;
  student(customerId: string): Promise<string>;
  /** The error's message and code, checking there is no data. */
  refusal(answer: GraphQLAnswer): { message: string | undefined; code: unknown };
  /** The refusal with the fields it names (a form shows each under its field). */
  fieldRefusal(answer: GraphQLAnswer): {
    message: string | undefined;
    code: unknown;
    fields: Record<string, string> | undefined;
  };
  /** A query or mutation sent with the instructor's token. */
  asStaff(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer>;
  /**
   * Imports each GIFT file as course 1's quiz of its week, as the instructor, and fails on any
   * error; the ids of course 1's quizzes by week.
   */
  importWeeks(gifts: Readonly<Record<number, string>>): Promise<Record<number, string>>;
  stop(): Promise<void>;
}

/** A built site for the gateway to serve pages from, and the renderer of its request pages. */
interface QuizStackPages {
  clientDist: string;
  renderer: PageRenderer;
}

export async function startQuizStack(pages?: QuizStackPages): Promise<QuizStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quiz-test-data-'));
  const instructor = await addStaff(dataDir, 'teach@academy.test', 'instructor', 'teach-pass-123');
  const provider = mockProvider();
  provider.answerCourses();
  provider.answerClassItems();
  provider.answerOrders([orderRow('101', '1', 10)]);
  // The student a certificate names (every student of these tests reads as her).
  provider.answer(
    'customer/get_customer',
    envelope('200', 'ok', {
      c_id: '801',
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
    }),
    { persist: true },
  );
  const clock = { now: TEST_NOW };
  const gateway = await startGateway({
    config: testConfig({
      DATA_DIR: dataDir,
      ...(pages ? { CLIENT_DIST: pages.clientDist } : {}),
    }),
    ...(pages ? { pageRenderer: pages.renderer } : {}),
    dispatcher: provider.agent,
    now: () => clock.now,
    sendMail: false,
  });
  let signedIn: Promise<string> | undefined;
  const signIn = async () => {
    const input = {
      email: instructor.email,
      password: instructor.password,
      code: instructor.codeAt(clock.now),
    };
    const { body } = await gateway.gql(
      'mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { token } }',
      { input },
    );
    const token = (body.data?.staffSignIn as { token: string } | undefined)?.token;
    if (!token) throw new Error(`staff sign-in refused: ${JSON.stringify(body.errors)}`);
    return token;
  };
  // One sign-in serves the file (a code works once; the session lasts 30 minutes unused).
  const staffToken = () => (signedIn ??= signIn());
  const asStaff = async (query: string, variables: Record<string, unknown> = {}) =>
    gateway.gql(query, variables, { token: await staffToken() });
  const refusal = (answer: GraphQLAnswer) => {
    if ((answer.body.data ?? null) !== null) {
      throw new Error(`expected a refusal, got ${JSON.stringify(answer.body.data)}`);
    }
    const [error] = answer.body.errors ?? [];
    return { message: error?.message, code: error?.extensions?.code };
  };
  return {
    gateway,
    clock,
    instructor,
    staffToken,
    student: (customerId) => sessionToken(gateway, customerId),
    refusal,
    fieldRefusal: (answer) => ({
      ...refusal(answer),
      fields: answer.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined,
    }),
    asStaff,
    async importWeeks(gifts) {
      for (const [week, gift] of Object.entries(gifts)) {
        const { body } = await asStaff(IMPORT, { courseId: '1', week: Number(week), gift });
        const imported = body.data?.importQuizGift as { errors: unknown[] } | undefined;
        if (body.errors || !imported || imported.errors.length > 0) {
          throw new Error(`week ${week} not imported: ${JSON.stringify(body)}`);
        }
      }
      const { body } = await asStaff('{ staffQuizzes(courseId: "1") { id week } }');
      const quizzes = body.data?.staffQuizzes as { id: string; week: number }[];
      return Object.fromEntries(quizzes.map((quiz) => [quiz.week, quiz.id]));
    },
    stop: () => gateway.stop(),
  };
}

/**
 * One quiz stack for all the tests of a file: started before them with weeks 1 and 3
 * imported (WEEK_1_GIFT, WEEK_3_GIFT), stopped after them. `quizId(week)` names an imported
 * week's quiz; `asStaff` sends as the instructor.
 */
export function quizStackForFile() {
  let started: QuizStack | undefined;
  let ids: Record<number, string> = {};
  beforeAll(async () => {
    started = await startQuizStack();
    ids = await started.importWeeks({ 1: WEEK_1_GIFT, 3: WEEK_3_GIFT });
  }, 60_000);
  afterAll(() => started?.stop());
  const stack = (): QuizStack => {
    if (!started) throw new Error('the quiz stack starts before the tests');
    return started;
  };
  const asStaff: QuizStack['asStaff'] = (query, variables) => stack().asStaff(query, variables);
  return { stack, asStaff, quizId: (week: number) => ids[week] ?? '' };
}
