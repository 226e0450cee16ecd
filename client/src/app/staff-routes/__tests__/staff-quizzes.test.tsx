// @vitest-environment happy-dom
/**
 * /staff/quizzes' console: a course's quizzes listed by week; the editor adding a question
 * (the mutation's variables), reordering with Up and Down, a refusal said under its field,
 * deleting; the preview as a student checked in the browser with nothing sent; and the stats
 * with the hardest question first.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StaffQuizzesPage from '@/app/staff-routes/staff-quizzes.tsx';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';

const courses = {
  courses: [
    { __typename: 'Course', id: '1', title: 'Stock Market Foundations' },
    { __typename: 'Course', id: '2', title: 'Forex Trading Essentials' },
  ],
};

const list = {
  staffQuizzes: [
    {
      __typename: 'StaffQuiz',
      id: 'quiz-1',
      week: 1,
      title: 'Markets and risk',
      passMarkPercent: 60,
      maxAttempts: 3,
      timeLimitS: 600,
      questionCount: 3,
      titleHi: null,
    },
    {
      __typename: 'StaffQuiz',
      id: 'quiz-3',
      week: 3,
      title: 'Week 3 quiz',
      passMarkPercent: 70,
      maxAttempts: 3,
      timeLimitS: null,
      questionCount: 1,
      titleHi: null,
    },
  ],
};

const option = (id: string, text: string, right: boolean) => ({
  __typename: 'StaffQuizOption',
  id,
  text,
  textHi: null,
  right,
});
const question = (id: string, kind: string, prompt: string, extra: Record<string, unknown>) => ({
  __typename: 'StaffQuizQuestion',
  id,
  kind,
  prompt,
  promptHi: null,
  imageUrl: null,
  options: [],
  value: null,
  tolerance: null,
  explanation: null,
  explanationHi: null,
  ...extra,
});
const EXCHANGE = question('q1', 'SINGLE', 'Which exchange publishes the Nifty 50?', {
  options: [option('o1', 'NSE', true), option('o2', 'BSE', false)],
});
const CANDLES = question('q2', 'MULTIPLE', 'Which two candles are bullish reversals?', {
  options: [
    option('o3', 'Hammer', true),
    option('o4', 'Bullish engulfing', true),
    option('o5', 'Shooting star', false),
  ],
});
const RISK = question('q3', 'NUMERIC', 'How many rupees is 1% of 200000?', {
  value: 2000,
  tolerance: 0.5,
});

const detail = (questions: unknown[]) => ({
  __typename: 'StaffQuizDetail',
  id: 'quiz-1',
  courseId: '1',
  week: 1,
  title: 'Markets and risk',
  passMarkPercent: 60,
  maxAttempts: 3,
  timeLimitS: 600,
  questions,
});

const reading = {
  StaffCourseChoices: () => ({ data: courses }),
  StaffQuizzes: () => ({ data: list }),
  StaffQuiz: () => ({ data: { staffQuiz: detail([EXCHANGE, CANDLES, RISK]) } }),
};

async function open(name: string) {
  renderAt('/staff/quizzes', <StaffQuizzesPage />);
  await userEvent.click(await screen.findByRole('link', { name }));
  return screen.findByTestId('quiz-panel');
}

const questionHeadings = (panel: HTMLElement) =>
  within(panel)
    .getAllByTestId('quiz-editor-question')
    .map((item) => within(item).getAllByRole('heading')[0]?.textContent);

describe('the quiz console', () => {
  it('lists the course’s quizzes by week in a table', async () => {
    stubGateway(reading);
    renderAt('/staff/quizzes', <StaffQuizzesPage />);
    const table = await screen.findByRole('table', { name: 'The course’s quizzes by week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [],
      ['1', 'Markets and risk', '3', '60%', '3', '10 min'],
      ['3', 'Week 3 quiz', '1', '70%', '3', 'None'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit the week 3 quiz' })).toHaveTextContent('Edit');
  });

  it('adds a question from the form, sending what was written', async () => {
    const added = question('q4', 'MULTIPLE', 'Which orders limit a loss?', {
      options: [option('o6', 'Stop-loss', true), option('o7', 'Market', false)],
    });
    const sent = stubGateway({
      ...reading,
      SaveQuizQuestion: () => ({
        data: { saveQuizQuestion: detail([EXCHANGE, CANDLES, RISK, added]) },
      }),
    });
    const panel = await open('Edit the week 1 quiz');
    expect(within(panel).getByRole('heading', { name: 'Week 1 quiz: questions' })).toHaveFocus();
    await userEvent.click(await within(panel).findByRole('link', { name: 'Add question' }));
    expect(within(panel).getByRole('heading', { name: 'New question' })).toHaveFocus();

    await userEvent.selectOptions(within(panel).getByLabelText('Kind'), 'Multiple choice');
    await userEvent.type(
      within(panel).getByLabelText('Question (English)'),
      'Which orders limit a loss?',
    );
    await userEvent.type(
      within(panel).getByLabelText('Question (Hindi, optional)'),
      'कौन से ऑर्डर नुक़सान सीमित करते हैं?',
    );
    await userEvent.type(within(panel).getByLabelText('Answer 1 (English)'), 'Stop-loss');
    await userEvent.type(within(panel).getByLabelText('Answer 2 (English)'), 'Market');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add answer' }));
    await userEvent.type(within(panel).getByLabelText('Answer 3 (English)'), 'Stop-limit');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Answer 3 is right' }));
    await userEvent.type(
      within(panel).getByLabelText('Explanation (English, optional)'),
      'Both close a trade at a chosen price.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save question' }));

    expect(
      await within(panel).findByText('Question added at the end of the quiz.'),
    ).toHaveAttribute('role', 'status');
    expect(sent.find((op) => op.operationName === 'SaveQuizQuestion')?.variables).toEqual({
      quizId: 'quiz-1',
      input: {
        id: null,
        kind: 'MULTIPLE',
        prompt: 'Which orders limit a loss?',
        promptHi: 'कौन से ऑर्डर नुक़सान सीमित करते हैं?',
        imageUrl: null,
        options: [
          { id: null, text: 'Stop-loss', textHi: null, right: true },
          { id: null, text: 'Market', textHi: null, right: false },
          { id: null, text: 'Stop-limit', textHi: null, right: true },
        ],
        value: null,
        tolerance: null,
        explanation: 'Both close a trade at a chosen price.',
        explanationHi: null,
      },
    });
    expect(questionHeadings(panel)).toEqual([
      '1. Which exchange publishes the Nifty 50?',
      '2. Which two candles are bullish reversals?',
      '3. How many rupees is 1% of 200000?',
      '4. Which orders limit a loss?',
    ]);
  });

  it('edits a number question keeping its id, and says a refusal under its field', async () => {
    const sent = stubGateway({
      ...reading,
      SaveQuizQuestion: () =>
        gatewayError('BAD_USER_INPUT', 'The tolerance must be a number of 0 or more.', {
          tolerance: 'The tolerance must be a number of 0 or more.',
        }),
    });
    const panel = await open('Edit the week 1 quiz');
    await userEvent.click(await within(panel).findByRole('link', { name: 'Edit question 3' }));
    const tolerance = within(panel).getByLabelText('Tolerance (±)');
    expect(within(panel).getByLabelText('Right number')).toHaveValue('2000');
    expect(tolerance).toHaveValue('0.5');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save question' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The tolerance must be a number of 0 or more.',
    );
    expect(tolerance).toHaveAttribute('aria-invalid', 'true');
    expect(sent.find((op) => op.operationName === 'SaveQuizQuestion')?.variables).toEqual({
      quizId: 'quiz-1',
      input: {
        id: 'q3',
        kind: 'NUMERIC',
        prompt: 'How many rupees is 1% of 200000?',
        promptHi: null,
        imageUrl: null,
        options: [],
        value: 2000,
        tolerance: 1,
        explanation: null,
        explanationHi: null,
      },
    });
  });

  it('reorders with Up and Down, keeping the focus on the moved question', async () => {
    const sent = stubGateway({
      ...reading,
      MoveQuizQuestion: ({ questionId, position }) => ({
        data: {
          moveQuizQuestion: detail(
            questionId === 'q2' && position === 1
              ? [CANDLES, EXCHANGE, RISK]
              : [EXCHANGE, CANDLES, RISK],
          ),
        },
      }),
    });
    const panel = await open('Edit the week 1 quiz');
    await within(panel).findByRole('button', { name: 'Move question 2 up' });
    expect(within(panel).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Move question 2 up' }));
    expect(await within(panel).findByText('Question moved to place 1.')).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'MoveQuizQuestion')?.variables).toEqual({
      questionId: 'q2',
      position: 1,
    });
    expect(questionHeadings(panel)).toEqual([
      '1. Which two candles are bullish reversals?',
      '2. Which exchange publishes the Nifty 50?',
      '3. How many rupees is 1% of 200000?',
    ]);
    // At the top its Up is disabled: its Down holds the focus.
    expect(within(panel).getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();
  });

  it('deletes a question once confirmed', async () => {
    const sent = stubGateway({
      ...reading,
      DeleteQuizQuestion: () => ({ data: { deleteQuizQuestion: detail([EXCHANGE, RISK]) } }),
    });
    const panel = await open('Edit the week 1 quiz');
    // Delete asks first, at its own address; Keep it goes back with nothing sent.
    await userEvent.click(await within(panel).findByRole('link', { name: 'Delete question 2' }));
    const asked = within(panel).getByRole('group', { name: /^Delete question 2\?/ });
    expect(asked).toHaveTextContent(
      'Delete question 2? Its past answers stay in the attempts, but it leaves the quiz and its stats.',
    );
    expect(within(asked).getByRole('button', { name: 'Delete question 2' })).toHaveFocus();
    await userEvent.click(within(asked).getByRole('link', { name: 'Keep it' }));
    expect(within(panel).queryByRole('group', { name: /^Delete question 2\?/ })).toBeNull();
    expect(sent.some((op) => op.operationName === 'DeleteQuizQuestion')).toBe(false);

    await userEvent.click(within(panel).getByRole('link', { name: 'Delete question 2' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete question 2' }));
    expect(await within(panel).findByText('Question deleted.')).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: /^Delete question/ })).toBeNull();
    expect(sent.find((op) => op.operationName === 'DeleteQuizQuestion')?.variables).toEqual({
      questionId: 'q2',
    });
    expect(questionHeadings(panel)).toEqual([
      '1. Which exchange publishes the Nifty 50?',
      '2. How many rupees is 1% of 200000?',
    ]);
  });

  it('previews as a student and checks the answers here, sending nothing', async () => {
    const sent = stubGateway(reading);
    const panel = await open('Preview as a student: week 1 quiz');
    expect(
      within(panel).getByRole('heading', { name: 'Preview as a student: week 1 quiz' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Preview')).toBeInTheDocument();
    const exchange = await within(panel).findByRole('group', {
      name: /Which exchange publishes the Nifty 50\?/,
    });
    await userEvent.click(within(exchange).getByRole('radio', { name: 'NSE' }));
    const candles = within(panel).getByRole('group', { name: /Which two candles/ });
    // Half of the right options: wrong, as the gateway grades it.
    await userEvent.click(within(candles).getByRole('checkbox', { name: 'Hammer' }));
    const risk = within(panel).getByRole('group', { name: /How many rupees/ });
    await userEvent.type(within(risk).getByLabelText('Your answer'), '2,000.4');
    await userEvent.click(within(panel).getByRole('button', { name: 'Check answers' }));

    expect(
      within(panel)
        .getAllByTestId('preview-mark')
        .map((mark) => mark.textContent),
    ).toEqual(['Right', 'Wrong', 'Right']);
    expect(within(panel).getByText('2 of 3 right.')).toBeInTheDocument();
    expect(sent.map((op) => op.operationName)).toEqual([
      'StaffCourseChoices',
      'StaffQuizzes',
      'StaffQuiz',
    ]);
  });

  it('shows the stats with the hardest question first', async () => {
    stubGateway({
      ...reading,
      StaffQuizStats: ({ quizId }) => ({
        data: {
          staffQuizStats: {
            __typename: 'QuizStats',
            attempts: quizId === 'quiz-1' ? 3 : 0,
            passRate: 0.5,
            meanBestScore: 75,
            questions: [
              {
                __typename: 'QuizQuestionStats',
                questionId: 'q2',
                prompt: CANDLES.prompt,
                rightShare: 0.33,
              },
              {
                __typename: 'QuizQuestionStats',
                questionId: 'q3',
                prompt: RISK.prompt,
                rightShare: 0.67,
              },
              {
                __typename: 'QuizQuestionStats',
                questionId: 'q1',
                prompt: EXCHANGE.prompt,
                rightShare: 1,
              },
            ],
          },
        },
      }),
    });
    const panel = await open('Stats of the week 1 quiz');
    expect(within(panel).getByRole('heading', { name: 'Stats: week 1 quiz' })).toHaveFocus();
    const summary = await within(panel).findByTestId('quiz-stats-summary');
    expect(summary).toHaveTextContent('Attempts3');
    expect(summary).toHaveTextContent('Pass rate50%');
    expect(summary).toHaveTextContent('Mean best score75%');
    const table = within(panel).getByRole('table', { name: 'Questions, hardest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [],
      ['1', 'Which two candles are bullish reversals?', '33%'],
      ['2', 'How many rupees is 1% of 200000?', '67%'],
      ['3', 'Which exchange publishes the Nifty 50?', '100%'],
    ]);
    await userEvent.click(within(panel).getByRole('link', { name: 'Close' }));
    expect(screen.queryByTestId('quiz-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stats of the week 1 quiz' })).toHaveFocus();
  });
});
