/**
 * The staff console's quiz editor refusing bad input (issue 40, item 2): each rule the GIFT
 * reader applies, said with its message and the field it names, the 51st question, and a quiz
 * or question that does not exist. Nothing refused is saved.
 */
import { describe, expect, it } from 'vitest';
import { quizStackForFile } from '../support/quizzes.ts';

const SAVE = `mutation ($quizId: ID!, $input: QuizQuestionInput!) {
  saveQuizQuestion(quizId: $quizId, input: $input) { id questions { id prompt } }
}`;
const LIST = `query ($courseId: ID!) { staffQuizzes(courseId: $courseId) { id week questionCount } }`;

const quizzes = quizStackForFile();
const { asStaff } = quizzes;

describe('refusing bad questions', () => {
  const two = [
    { text: 'A', right: true },
    { text: 'B', right: false },
  ];
  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'an empty prompt',
      { prompt: '   ', options: two },
      'prompt',
      'Write the question in English.',
    ],
    [
      'a prompt too long',
      { prompt: 'x'.repeat(2001), options: two },
      'prompt',
      'The question is longer than 2000 characters.',
    ],
    [
      'a Hindi prompt too long',
      { prompt: 'Fine', promptHi: 'क'.repeat(2001), options: two },
      'promptHi',
      'The question is longer than 2000 characters.',
    ],
    [
      'one option',
      { options: [{ text: 'A', right: true }] },
      'options',
      'A choice question needs 2 to 10 answers.',
    ],
    [
      'eleven options',
      { options: Array.from({ length: 11 }, (_, i) => ({ text: `O${i}`, right: i === 0 })) },
      'options',
      'A choice question needs 2 to 10 answers.',
    ],
    [
      'an option without text',
      {
        options: [
          { text: 'A', right: true },
          { text: ' ', right: false },
        ],
      },
      'options',
      'Every answer needs its English text.',
    ],
    [
      'an option’s Hindi too long',
      {
        options: [
          { text: 'A', textHi: 'क'.repeat(501), right: true },
          { text: 'B', right: false },
        ],
      },
      'options',
      'An answer is longer than 500 characters.',
    ],
    [
      'an option too long',
      {
        options: [
          { text: 'A'.repeat(501), right: true },
          { text: 'B', right: false },
        ],
      },
      'options',
      'An answer is longer than 500 characters.',
    ],
    [
      'a single choice with two right',
      { options: two.map((option) => ({ ...option, right: true })) },
      'options',
      'A single choice question needs exactly one right answer.',
    ],
    [
      'a single choice with none right',
      { options: two.map((option) => ({ ...option, right: false })) },
      'options',
      'A single choice question needs exactly one right answer.',
    ],
    [
      'a multiple choice with none right',
      { kind: 'MULTIPLE', options: two.map((option) => ({ ...option, right: false })) },
      'options',
      'A multiple choice question needs at least one right answer.',
    ],
    [
      'a number without its value',
      { kind: 'NUMERIC', options: [] },
      'value',
      'A number question needs its answer as a number.',
    ],
    [
      'a negative tolerance',
      { kind: 'NUMERIC', value: 10, tolerance: -1, options: [] },
      'tolerance',
      'The tolerance must be a number of 0 or more.',
    ],
    [
      'a number with options',
      { kind: 'NUMERIC', value: 10, options: two },
      'options',
      'A number question has no answers to choose from: leave them out.',
    ],
    [
      'a picture address of another scheme',
      { imageUrl: 'javascript:alert(1)', options: two },
      'imageUrl',
      'A picture address must start with https:// or / and have no spaces.',
    ],
    [
      'a Hindi explanation without English',
      { explanationHi: 'केवल हिंदी', options: two },
      'explanation',
      'Write the explanation in English too, or leave both empty.',
    ],
    [
      'a Hindi explanation too long',
      { explanation: 'Fine.', explanationHi: 'क'.repeat(2001), options: two },
      'explanationHi',
      'The explanation is longer than 2000 characters.',
    ],
    [
      'an explanation too long',
      { explanation: 'e'.repeat(2001), options: two },
      'explanation',
      'The explanation is longer than 2000 characters.',
    ],
  ];

  it.each(refusals)('refuses %s, naming the field', async (_what, change, field, message) => {
    const input = { kind: 'SINGLE', prompt: 'A fine prompt?', ...change };
    expect(
      quizzes.stack().fieldRefusal(await asStaff(SAVE, { quizId: quizzes.quizId(3), input })),
    ).toEqual({
      message,
      code: 'BAD_USER_INPUT',
      fields: { [field]: message },
    });
  });

  it('refuses the 51st question, and a quiz or question that does not exist', async () => {
    for (let added = 1; added < 50; added += 1) {
      const { body } = await asStaff(SAVE, {
        quizId: quizzes.quizId(3),
        input: { kind: 'NUMERIC', prompt: `Question ${added}`, value: added, options: [] },
      });
      expect(body.errors).toBeUndefined();
    }
    const full = { kind: 'NUMERIC', prompt: 'One too many', value: 1, options: [] };
    expect(
      quizzes.stack().fieldRefusal(await asStaff(SAVE, { quizId: quizzes.quizId(3), input: full })),
    ).toEqual({
      message: 'A quiz holds at most 50 questions.',
      code: 'BAD_USER_INPUT',
      fields: { quizId: 'A quiz holds at most 50 questions.' },
    });
    expect(quizzes.stack().refusal(await asStaff(SAVE, { quizId: 'nope', input: full }))).toEqual({
      message: 'This quiz does not exist.',
      code: 'NOT_FOUND',
    });
    const week1Detail = await asStaff(
      'query ($quizId: ID!) { staffQuiz(quizId: $quizId) { questions { id } } }',
      {
        quizId: quizzes.quizId(1),
      },
    );
    const firstOfWeek1 = (week1Detail.body.data?.staffQuiz as { questions: { id: string }[] })
      .questions[0]?.id;
    // A question of another quiz is not this quiz's to edit.
    const elsewhere = { ...full, id: firstOfWeek1 };
    expect(
      quizzes.stack().refusal(await asStaff(SAVE, { quizId: quizzes.quizId(3), input: elsewhere })),
    ).toEqual({
      message: 'This question does not exist. Reload the quiz to see its questions.',
      code: 'NOT_FOUND',
    });
  });

  it('saved nothing refused', async () => {
    const { body } = await asStaff(LIST, { courseId: '1' });
    expect(body.data?.staffQuizzes).toEqual([
      { id: quizzes.quizId(1), week: 1, questionCount: 4 },
      { id: quizzes.quizId(3), week: 3, questionCount: 50 },
    ]);
    const entries = await quizzes.stack().gateway.server.database.staff.audit.recent(200);
    expect(entries.filter((entry) => entry.action === 'quiz-question-added')).toHaveLength(49);
    expect(entries.filter((entry) => entry.action === 'quiz-question-edited')).toHaveLength(0);
  });
});
