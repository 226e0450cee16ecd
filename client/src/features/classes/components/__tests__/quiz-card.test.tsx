// @vitest-environment happy-dom
/**
 * A week's quiz on View Classes: the card says what the quiz asks and how the student
 * stands; Start quiz opens the attempt (a fieldset per question), Submit sends the answers
 * chosen and shows the review with the right answers and why, then Try again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { QuizCard } from '../quiz-card.tsx';
import { attempt, quiz, result } from './quiz-fixtures.ts';

const PATH = '/view-classes/1/Stock-Market-Foundations';

describe('QuizCard', () => {
  it('says the questions, pass mark, attempts left and best score, and offers Start quiz', () => {
    renderAt(PATH, <QuizCard quiz={quiz} opensAt={null} />);
    const card = screen.getByRole('region', { name: 'Reading the market' });
    expect(card).toHaveTextContent('Week 2 quiz');
    const facts = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual(['3 questions', 'Pass mark 70%', '2 attempts left', 'Best score 33%']);
    expect(within(card).getByRole('button', { name: 'Start quiz' })).toBeEnabled();
  });

  it('shows Passed and the time limit, and no Start quiz once no attempt is left', () => {
    renderAt(
      PATH,
      <QuizCard
        quiz={{ ...quiz, attemptsUsed: 3, bestScorePercent: 100, passed: true, timeLimitS: 600 }}
        opensAt={null}
      />,
    );
    const card = screen.getByRole('region', { name: 'Reading the market' });
    const facts = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual([
      '3 questions',
      'Pass mark 70%',
      'Time limit 10 min',
      'No attempts left',
      'Best score 100%',
      'Passed',
    ]);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says when a locked week’s quiz opens, with no way to start it', () => {
    renderAt(
      PATH,
      <>
        <QuizCard quiz={{ ...quiz, unlocked: false }} opensAt="2026-12-05T05:12:00Z" />
        <QuizCard quiz={{ ...quiz, id: 'quiz-3', week: 3, unlocked: false }} opensAt={null} />
      </>,
    );
    const [dated, undated] = screen.getAllByRole('region');
    expect(dated).toHaveTextContent('This quiz opens Sat 5 Dec, 10:42 am IST, with its week.');
    expect(undated).toHaveTextContent('This quiz opens in Week 3.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(dated).not.toHaveTextContent('attempts left');
  });

  it('takes the quiz: a fieldset per question, the answers sent, the review, Try again', async () => {
    const sent = stubGateway({
      StartQuizAttempt: () => ({ data: { startQuizAttempt: attempt } }),
      SubmitQuizAttempt: () => ({ data: { submitQuizAttempt: result } }),
    });
    renderAt(PATH, <QuizCard quiz={quiz} opensAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start quiz' }));

    const heading = await screen.findByRole('heading', {
      name: 'Reading the market: your attempt',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent[0]).toEqual({ operationName: 'StartQuizAttempt', variables: { quizId: 'quiz-2' } });
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Question 1 of 3Which exchange is the older one?',
      'Question 2 of 3Which of these are candlestick patterns?',
      'Question 3 of 3Risking 1% of 2,00,000 with a 10-rupee stop, how many shares?',
    ]);
    const [single, multiple, numeric] = groups as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(single).getAllByRole('radio')).toHaveLength(2);
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(multiple).getByRole('img')).toHaveAttribute(
      'alt',
      'Chart for the question: Which of these are candlestick patterns?',
    );

    await userEvent.click(within(single).getByRole('radio', { name: 'BSE' }));
    await userEvent.click(within(multiple).getByRole('checkbox', { name: 'Doji' }));
    await userEvent.click(within(multiple).getByRole('checkbox', { name: 'Hammer' }));
    await userEvent.click(within(multiple).getByRole('checkbox', { name: 'Hammer' }));
    await userEvent.type(within(numeric).getByLabelText('Your answer'), '200');
    expect(JSON.parse(window.localStorage.getItem('quiz-attempt:attempt-9') ?? 'null')).toEqual({
      quizId: 'quiz-2',
      answers: {
        'q-exchange': { optionIds: ['o-bse'] },
        'q-patterns': { optionIds: ['o-doji'] },
        'q-size': { value: '200' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'SubmitQuizAttempt')?.variables).toEqual({
      attemptId: 'attempt-9',
      answers: [
        { questionId: 'q-exchange', optionIds: ['o-bse'] },
        { questionId: 'q-patterns', optionIds: ['o-doji'] },
        { questionId: 'q-size', value: 200 },
      ],
    });
    expect(screen.getByText('Score 66%')).toBeInTheDocument();
    expect(screen.getByText('Not passed: the pass mark is 70%.')).toBeInTheDocument();
    expect(screen.getByText('1 attempt left.')).toBeInTheDocument();
    const reviews = screen.getAllByTestId('quiz-review-item');
    expect(reviews[0]).toHaveTextContent(
      'Question 1CorrectWhich exchange is the older one?Your answerBSERight answerBSEWhyBSE opened in 1875, NSE in 1992.',
    );
    expect(reviews[1]).toHaveTextContent(
      'Question 2WrongWhich of these are candlestick patterns?Your answerDojiRight answerDoji; HammerWhyA moving average is an indicator; doji and hammer are candles.',
    );
    expect(reviews[2]).toHaveTextContent('Your answer200Right answer200');
    // Submitted: the copy on this device is gone.
    expect(window.localStorage.getItem('quiz-attempt:attempt-9')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Reading the market: your attempt' }),
    ).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'StartQuizAttempt')).toHaveLength(2);
  });
});
