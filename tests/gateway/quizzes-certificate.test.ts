/**
 * The certificate certifies (issue 40, item 4): for a course with quizzes it is issued only
 * once every lesson is done and every weekly quiz passed, dated by the gateway's clock when
 * the last of them happened, and it shows the final score and the pass mark; a progress
 * reading dated before its lesson opened is refused. A quiz with no questions yet counts for
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/gateway.ts';
import { readPdf } from '../support/pdf.ts';
import {
  START,
  SUBMIT,
  WEEK_1_GIFT,
  WEEK_1_SECRETS,
  startQuizStack,
  type AttemptAnswer,
  type QuizStack,
} from '../support/quizzes.ts';
import { RENDERER, builtSite } from './built-client.ts';

const DAY_MS = 86_400_000;
const ORDER = `{ orderByCourse(courseId: "1") {
  quizzes { id }
  classItems { id }
  progress { completedItems totalItems quizzesPassed quizzesTotal }
  certificate { completedAt issuedAt finalScorePercent passMarkPercent pdfUrl }
} }`;
const SAVE = `mutation ($input: SaveProgressInput!) { saveProgress(input: $input) { completed } }`;

interface OrderAnswer {
  quizzes: { id: string }[];
  classItems: { id: string }[];
  progress: Record<string, number>;
  certificate: Record<string, unknown> | null;
}

let stack: QuizStack;
let student = '';

beforeAll(async () => {
  // The certificate's verification page is served too, rendered from the sources.
  stack = await startQuizStack({ clientDist: await builtSite(), renderer: RENDERER });
  await stack.importWeeks({ 1: WEEK_1_GIFT });
  // Week 2's quiz made in the console and left without questions: it holds back no certificate
  // and its pass mark (90%) is not the one the certificate prints.
  const empty = await stack.asStaff(
    `mutation ($input: QuizSettingsInput!) {
      saveQuizSettings(courseId: "1", week: 2, input: $input) { questionCount }
    }`,
    { input: { title: 'Candles', passMarkPercent: 90, maxAttempts: 3 } },
  );
  expect(empty.body.data?.saveQuizSettings).toEqual({ questionCount: 0 });
  // Thirty days on, every week of the four is open (the order was placed ten days before TEST_NOW).
  stack.clock.now = new Date(TEST_NOW.getTime() + 30 * DAY_MS);
  student = await stack.student('801');
}, 60_000);
afterAll(() => stack.stop());

async function order(): Promise<OrderAnswer> {
  const { body } = await stack.gateway.gql(ORDER, {}, { token: student });
  expect(body.errors).toBeUndefined();
  return body.data?.orderByCourse as OrderAnswer;
}

describe('a course with quizzes', () => {
  it('refuses a reading dated before its lesson opened', async () => {
    const [first] = (await order()).classItems;
    // The order was placed on 12 Nov 2026 at noon IST: a reading from the day before.
    const input = {
      classItemId: first?.id,
      completed: true,
      recordedAt: '2026-11-11T12:00:00+05:30',
    };
    const answer = await stack.gateway.gql(SAVE, { input }, { token: student });
    expect(stack.refusal(answer)).toEqual({
      message:
        'This reading is dated before its lesson opened, so it was not saved. Check the date and time on your device.',
      code: 'BAD_USER_INPUT',
    });
  });

  it('gives no certificate while a quiz is not passed, however many lessons are done', async () => {
    for (const item of (await order()).classItems) {
      const input = { classItemId: item.id, completed: true };
      const { body } = await stack.gateway.gql(SAVE, { input }, { token: student });
      expect(body.errors).toBeUndefined();
    }
    const { progress, certificate } = await order();
    expect(progress).toEqual({
      completedItems: 4,
      totalItems: 4,
      quizzesPassed: 0,
      quizzesTotal: 1,
    });
    expect(certificate).toBeNull();
  });

  it('issues it when the last quiz is passed, dated then, with the final score and pass mark', async () => {
    stack.clock.now = new Date(TEST_NOW.getTime() + 30 * DAY_MS + 3600_000);
    const [quiz] = (await order()).quizzes;
    const started = await stack.gateway.gql(START, { quizId: quiz?.id }, { token: student });
    const attempt = started.body.data?.startQuizAttempt as AttemptAnswer;
    const pick = (start: string, texts: string[]) => {
      const question = attempt.questions.find((q) => q.prompt.startsWith(start));
      const optionIds = texts.map((text) => question?.options?.find((o) => o.text === text)?.id);
      return { questionId: question?.id, optionIds };
    };
    const answers = [
      pick('Which exchange', ['NSE']),
      pick('Which two', ['Hammer', 'Bullish engulfing']),
      pick('A stop-loss', ['True']),
    ];
    const submitted = await stack.gateway.gql(
      SUBMIT,
      { attemptId: attempt.id, answers },
      { token: student },
    );
    expect(submitted.body.errors).toBeUndefined();
    // Asked a day later: the dates are those of the pass, not of the asking.
    stack.clock.now = new Date(TEST_NOW.getTime() + 31 * DAY_MS + 3600_000);
    student = await stack.student('801');
    const { progress, certificate } = await order();
    expect(progress).toEqual({
      completedItems: 4,
      totalItems: 4,
      quizzesPassed: 1,
      quizzesTotal: 1,
    });
    expect(certificate).toMatchObject({
      completedAt: '2026-12-22T13:00:00+05:30',
      issuedAt: '2026-12-23T13:00:00+05:30',
      finalScorePercent: 75,
      passMarkPercent: 60,
    });
    const pdfUrl = new URL(String(certificate?.pdfUrl));
    const response = await fetch(`${stack.gateway.url}${pdfUrl.pathname}`);
    expect(response.status).toBe(200);
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.text).toContain('Final score 75% (pass mark 60%)');
    expect(pdf.text).toContain('Completed on 22 Dec 2026');
    // The verification page, as served, says the same.
    const page = await fetch(
      `${stack.gateway.url}${pdfUrl.pathname.replace(/\/certificate\.pdf$/, '')}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<dt[^>]*>Final score<\/dt><dd[^>]*>75%<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Pass mark<\/dt><dd[^>]*>60%<\/dd>/);
  });

  it('serves View Classes without any quiz in it: the page is drawn in the browser', async () => {
    const page = await fetch(`${stack.gateway.url}/view-classes/1/Stock-Market-Foundations`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html[^>]*>/);
    for (const secret of WEEK_1_SECRETS.slice(0, 5)) expect(html).not.toContain(secret);
    expect(html).not.toContain('Markets and risk');
  });
});
