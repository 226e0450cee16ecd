/**
 * The staff console's quiz editor (issue 40, item 2): a course's quizzes, one quiz with its
 * answers (staff only), adding, editing in place, moving and deleting single questions, a
 * student's next attempt showing an edit, and the audit log. Refusals of bad input:
 * quizzes-editing-refusals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { START, quizStackForFile, type AttemptAnswer } from '../support/quizzes.ts';

const LIST = `query ($courseId: ID!) {
  staffQuizzes(courseId: $courseId) { id week title passMarkPercent maxAttempts timeLimitS questionCount }
}`;
const DETAIL_FIELDS = `id courseId week title passMarkPercent maxAttempts timeLimitS questions {
  id kind prompt promptHi imageUrl options { id text textHi right } value tolerance explanation explanationHi
}`;
const DETAIL = `query ($quizId: ID!) { staffQuiz(quizId: $quizId) { ${DETAIL_FIELDS} } }`;
const SAVE = `mutation ($quizId: ID!, $input: QuizQuestionInput!) {
  saveQuizQuestion(quizId: $quizId, input: $input) { ${DETAIL_FIELDS} }
}`;
const MOVE = `mutation ($questionId: ID!, $position: Int!) {
  moveQuizQuestion(questionId: $questionId, position: $position) { ${DETAIL_FIELDS} }
}`;
const DELETE = `mutation ($questionId: ID!) {
  deleteQuizQuestion(questionId: $questionId) { ${DETAIL_FIELDS} }
}`;
const ORDER_QUIZZES = '{ orderByCourse(courseId: "1") { quizzes { id week } } }';

interface Detail {
  id: string;
  week: number;
  questions: {
    id: string;
    kind: string;
    prompt: string;
    options: { id: string; text: string; right: boolean }[];
  }[];
}

const quizzes = quizStackForFile();
const { asStaff } = quizzes;

async function detail(quizId: string): Promise<Detail> {
  const { body } = await asStaff(DETAIL, { quizId });
  return body.data?.staffQuiz as Detail;
}

const prompts = (quiz: Detail) => quiz.questions.map((question) => question.prompt);

const NEW_QUESTION = {
  kind: 'SINGLE',
  prompt: '  What does a stop-loss limit?  ',
  promptHi: 'स्टॉप-लॉस क्या सीमित करता है?',
  imageUrl: '/images/charts/stop.png',
  options: [
    { text: 'The loss', textHi: 'नुक़सान', right: true },
    { text: 'The profit', right: false },
  ],
  explanation: 'It closes the trade at a chosen price.',
  explanationHi: '',
};

describe('reading quizzes as staff', () => {
  it('lists the course’s quizzes in week order', async () => {
    const { body } = await asStaff(LIST, { courseId: '1' });
    expect(body).toEqual({
      data: {
        staffQuizzes: [
          {
            id: quizzes.quizId(1),
            week: 1,
            title: 'Markets and risk',
            passMarkPercent: 60,
            maxAttempts: 3,
            timeLimitS: 600,
            questionCount: 4,
          },
          {
            id: quizzes.quizId(3),
            week: 3,
            title: 'Week 3 quiz',
            passMarkPercent: 70,
            maxAttempts: 3,
            timeLimitS: null,
            questionCount: 1,
          },
        ],
      },
    });
    const none = await asStaff(LIST, { courseId: '2' });
    expect(none.body).toEqual({ data: { staffQuizzes: [] } });
  });

  it('gives every question with its answers, in order', async () => {
    const { body } = await asStaff(DETAIL, { quizId: quizzes.quizId(1) });
    const quiz = body.data?.staffQuiz as Record<string, unknown> & { questions: unknown[] };
    expect({ ...quiz, questions: quiz.questions.length }).toEqual({
      id: quizzes.quizId(1),
      courseId: '1',
      week: 1,
      title: 'Markets and risk',
      passMarkPercent: 60,
      maxAttempts: 3,
      timeLimitS: 600,
      questions: 4,
    });
    const anyId = expect.any(String) as unknown;
    expect(quiz.questions).toEqual([
      {
        id: anyId,
        kind: 'SINGLE',
        prompt: 'Which exchange publishes the Nifty 50?',
        promptHi: 'निफ्टी 50 कौन सा एक्सचेंज प्रकाशित करता है?',
        imageUrl: null,
        options: [
          { id: anyId, text: 'NSE', textHi: 'एनएसई', right: true },
          { id: anyId, text: 'BSE', textHi: 'बीएसई', right: false },
          { id: anyId, text: 'MCX', textHi: 'एमसीएक्स', right: false },
        ],
        value: null,
        tolerance: null,
        explanation: "The Nifty 50 is the National Stock Exchange's index.",
        explanationHi: 'निफ्टी 50 नेशनल स्टॉक एक्सचेंज का सूचकांक है।',
      },
      {
        id: anyId,
        kind: 'MULTIPLE',
        prompt: 'Which two candles are bullish reversals?',
        promptHi: null,
        imageUrl: null,
        options: [
          { id: anyId, text: 'Hammer', textHi: null, right: true },
          { id: anyId, text: 'Bullish engulfing', textHi: null, right: true },
          { id: anyId, text: 'Shooting star', textHi: null, right: false },
          { id: anyId, text: 'Hanging man', textHi: null, right: false },
        ],
        value: null,
        tolerance: null,
        explanation:
          'A hammer and a bullish engulfing candle appear after falls and hint at a rise.',
        explanationHi: null,
      },
      {
        id: anyId,
        kind: 'NUMERIC',
        prompt: 'With 200000 rupees and 1% risk per trade, how many rupees may one trade lose?',
        promptHi: null,
        imageUrl: null,
        options: [],
        value: 2000,
        tolerance: 0.5,
        explanation: 'One per cent of 200000 is 2000.',
        explanationHi: null,
      },
      {
        id: anyId,
        kind: 'SINGLE',
        prompt: 'A stop-loss order limits the loss on a trade.',
        promptHi: null,
        imageUrl: null,
        options: [
          { id: anyId, text: 'True', textHi: 'सही', right: true },
          { id: anyId, text: 'False', textHi: 'ग़लत', right: false },
        ],
        value: null,
        tolerance: null,
        explanation: 'It closes the trade at a price you chose in advance.',
        explanationHi: null,
      },
    ]);
  });

  it('refuses a visitor and a student every read and change', async () => {
    const student = await quizzes.stack().student('601');
    const question = (await detail(quizzes.quizId(1))).questions[0]?.id;
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { courseId: '1' }],
      [DETAIL, { quizId: quizzes.quizId(1) }],
      [SAVE, { quizId: quizzes.quizId(1), input: NEW_QUESTION }],
      [MOVE, { questionId: question, position: 2 }],
      [DELETE, { questionId: question }],
    ];
    for (const [query, variables] of calls) {
      expect(quizzes.stack().refusal(await quizzes.stack().gateway.gql(query, variables))).toEqual({
        message: 'This is for the academy’s staff only.',
        code: 'FORBIDDEN',
      });
      const answer = await quizzes.stack().gateway.gql(query, variables, { token: student });
      expect(quizzes.stack().refusal(answer).code).toBe('FORBIDDEN');
      // Nothing that grades a question is in the refusal.
      expect(JSON.stringify(answer.body)).not.toContain('National Stock Exchange');
    }
    expect((await detail(quizzes.quizId(1))).questions).toHaveLength(4);
  });

  it('says a quiz that does not exist is not found', async () => {
    expect(quizzes.stack().refusal(await asStaff(DETAIL, { quizId: 'no-such-quiz' }))).toEqual({
      message: 'This quiz does not exist.',
      code: 'NOT_FOUND',
    });
  });
});

describe('editing questions', () => {
  let addedId = '';

  it('adds a question at the end of the quiz', async () => {
    const { body } = await asStaff(SAVE, { quizId: quizzes.quizId(3), input: NEW_QUESTION });
    const quiz = body.data?.saveQuizQuestion as Detail & { questions: Record<string, unknown>[] };
    expect(prompts(quiz)).toEqual([
      'Which chart shows open, high, low and close?',
      'What does a stop-loss limit?',
    ]);
    const added = quiz.questions[1] as Detail['questions'][number];
    addedId = added.id;
    expect(added).toEqual({
      id: expect.any(String) as unknown,
      kind: 'SINGLE',
      prompt: 'What does a stop-loss limit?',
      promptHi: 'स्टॉप-लॉस क्या सीमित करता है?',
      imageUrl: '/images/charts/stop.png',
      options: [
        { id: expect.any(String) as unknown, text: 'The loss', textHi: 'नुक़सान', right: true },
        { id: expect.any(String) as unknown, text: 'The profit', textHi: null, right: false },
      ],
      value: null,
      tolerance: null,
      explanation: 'It closes the trade at a chosen price.',
      explanationHi: null,
    });
  });

  it('edits a question in place: its id and its kept options’ ids stay', async () => {
    const before = (await detail(quizzes.quizId(3))).questions[1];
    const [loss] = before?.options ?? [];
    const { body } = await asStaff(SAVE, {
      quizId: quizzes.quizId(3),
      input: {
        id: addedId,
        kind: 'NUMERIC',
        prompt: 'A stop 2% under a 500 rupee buy sits at what price?',
        value: 490,
        tolerance: 0.01,
        options: [],
      },
    });
    const quiz = body.data?.saveQuizQuestion as Detail & { questions: Record<string, unknown>[] };
    expect(quiz.questions[1]).toEqual({
      id: addedId,
      kind: 'NUMERIC',
      prompt: 'A stop 2% under a 500 rupee buy sits at what price?',
      promptHi: null,
      imageUrl: null,
      options: [],
      value: 490,
      tolerance: 0.01,
      explanation: null,
      explanationHi: null,
    });

    const back = await asStaff(SAVE, {
      quizId: quizzes.quizId(3),
      input: {
        ...NEW_QUESTION,
        id: addedId,
        options: [{ ...NEW_QUESTION.options[0], id: loss?.id }, NEW_QUESTION.options[1]],
      },
    });
    const again = (back.body.data?.saveQuizQuestion as Detail).questions[1];
    expect(again?.id).toBe(addedId);
    expect(again?.kind).toBe('SINGLE');
    // The first option's id was given (but it belonged to the question before it became
    // numeric, and numeric questions have none): it is a new option, as the second is.
    expect(again?.options.map((option) => option.text)).toEqual(['The loss', 'The profit']);

    const third = await asStaff(SAVE, {
      quizId: quizzes.quizId(3),
      input: {
        ...NEW_QUESTION,
        id: addedId,
        options: [
          { ...NEW_QUESTION.options[1], id: again?.options[1]?.id },
          { ...NEW_QUESTION.options[0], id: again?.options[0]?.id },
        ],
      },
    });
    expect((third.body.data?.saveQuizQuestion as Detail).questions[1]?.options).toEqual([
      { id: again?.options[1]?.id, text: 'The profit', textHi: null, right: false },
      { id: again?.options[0]?.id, text: 'The loss', textHi: 'नुक़सान', right: true },
    ]);
  });

  it('shows a student’s next attempt the edited text, dropping the attempt left open', async () => {
    const token = await quizzes.stack().student('611');
    const order = await quizzes.stack().gateway.gql(ORDER_QUIZZES, {}, { token });
    const quizId = (order.body.data?.orderByCourse as { quizzes: { id: string; week: number }[] })
      .quizzes[0]?.id;
    expect(quizId).toBe(quizzes.quizId(1));
    const first = await quizzes.stack().gateway.gql(START, { quizId }, { token });
    const open = first.body.data?.startQuizAttempt as AttemptAnswer;
    expect(open.questions.map((q) => q.prompt)).toContain('Which exchange publishes the Nifty 50?');

    const exchange = (await detail(quizzes.quizId(1))).questions[0];
    const { body } = await asStaff(SAVE, {
      quizId: quizzes.quizId(1),
      input: {
        id: exchange?.id,
        kind: 'SINGLE',
        prompt: 'Which exchange publishes the Nifty 50 index?',
        options: exchange?.options.map(({ id, text, right }) => ({ id, text, right })),
      },
    });
    expect((body.data?.saveQuizQuestion as Detail).questions[0]?.id).toBe(exchange?.id);

    const next = await quizzes.stack().gateway.gql(START, { quizId }, { token });
    const attempt = next.body.data?.startQuizAttempt as AttemptAnswer;
    expect(attempt.id).not.toBe(open.id);
    const shown = attempt.questions.find((q) => q.id === exchange?.id);
    expect(shown?.prompt).toBe('Which exchange publishes the Nifty 50 index?');
    expect(shown?.options?.map((option) => option.text).sort()).toEqual(['BSE', 'MCX', 'NSE']);
    expect(shown?.options?.map((option) => option.id).sort()).toEqual(
      exchange?.options.map((option) => option.id).sort(),
    );
  });

  it('moves a question to a place, from 1', async () => {
    const stop = (await detail(quizzes.quizId(1))).questions[3];
    const { body } = await asStaff(MOVE, { questionId: stop?.id, position: 1 });
    expect(prompts(body.data?.moveQuizQuestion as Detail)).toEqual([
      'A stop-loss order limits the loss on a trade.',
      'Which exchange publishes the Nifty 50 index?',
      'Which two candles are bullish reversals?',
      'With 200000 rupees and 1% risk per trade, how many rupees may one trade lose?',
    ]);
    const down = await asStaff(MOVE, { questionId: stop?.id, position: 3 });
    expect(prompts(down.body.data?.moveQuizQuestion as Detail)).toEqual([
      'Which exchange publishes the Nifty 50 index?',
      'Which two candles are bullish reversals?',
      'A stop-loss order limits the loss on a trade.',
      'With 200000 rupees and 1% risk per trade, how many rupees may one trade lose?',
    ]);
    for (const position of [0, 5]) {
      expect(
        quizzes.stack().fieldRefusal(await asStaff(MOVE, { questionId: stop?.id, position })),
      ).toEqual({
        message: 'Give a place from 1 to the number of questions in the quiz.',
        code: 'BAD_USER_INPUT',
        fields: { position: 'Give a place from 1 to the number of questions in the quiz.' },
      });
    }
  });

  it('deletes a question, and keeps a quiz’s last one', async () => {
    const { body } = await asStaff(DELETE, { questionId: addedId });
    expect(prompts(body.data?.deleteQuizQuestion as Detail)).toEqual([
      'Which chart shows open, high, low and close?',
    ]);
    const last = (await detail(quizzes.quizId(3))).questions[0]?.id;
    expect(quizzes.stack().fieldRefusal(await asStaff(DELETE, { questionId: last }))).toEqual({
      message: 'A quiz needs at least one question: add another before deleting this one.',
      code: 'BAD_USER_INPUT',
      fields: {
        questionId: 'A quiz needs at least one question: add another before deleting this one.',
      },
    });
    expect(quizzes.stack().refusal(await asStaff(DELETE, { questionId: addedId }))).toEqual({
      message: 'This question does not exist. Reload the quiz to see its questions.',
      code: 'NOT_FOUND',
    });
    expect(
      quizzes.stack().refusal(await asStaff(MOVE, { questionId: addedId, position: 1 })),
    ).toEqual({
      message: 'This question does not exist. Reload the quiz to see its questions.',
      code: 'NOT_FOUND',
    });
  });

  it('wrote each change to the audit log', async () => {
    const entries = await quizzes.stack().gateway.server.database.staff.audit.recent(200);
    const actions = entries
      .filter((entry) => entry.action.startsWith('quiz-question'))
      .map((entry) => `${entry.staffEmail} ${entry.action}`);
    const count = (action: string) =>
      actions.filter((entry) => entry === `teach@academy.test ${action}`).length;
    // Three edits of week 3's new question and one of week 1's; refusals write nothing.
    expect(count('quiz-question-added')).toBe(1);
    expect(count('quiz-question-edited')).toBe(4);
    expect(count('quiz-question-moved')).toBe(2);
    expect(count('quiz-question-deleted')).toBe(1);
    expect(actions).toHaveLength(8);
    const deleted = entries.find((entry) => entry.action === 'quiz-question-deleted');
    expect(deleted?.target).toBe(`quiz ${quizzes.quizId(3)} question ${addedId}`);
  });
});
