// @vitest-environment happy-dom
/**
 * An attempt's answers survive a reload (kept on this device by the attempt's id until it is
 * submitted); unanswered questions are said at each question before anything is sent; the
 * time left is announced politely, once a minute and at the last minute; Hindi pages read
 * the quiz in Hindi.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizCatalogue } from '@/content/quiz.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { QuizCard } from '../quiz-card.tsx';
import { timerAnnouncement } from '../quiz-timer.tsx';
import { attempt, quiz, result } from './quiz-fixtures.ts';

const PATH = '/view-classes/1/Stock-Market-Foundations';

beforeAll(async () => {
  await quizCatalogue.load('hi');
});

const saved = (answers: Record<string, unknown>) =>
  window.localStorage.setItem(
    'quiz-attempt:attempt-9',
    JSON.stringify({ quizId: 'quiz-2', answers }),
  );

describe('an attempt in progress', () => {
  it('comes back after a reload with its answers, as Continue quiz', async () => {
    saved({ 'q-exchange': { optionIds: ['o-nse'] }, 'q-size': { value: '1,500' } });
    stubGateway({ StartQuizAttempt: () => ({ data: { startQuizAttempt: attempt } }) });
    // Every attempt used, one of them open on this device: it can still be finished.
    renderAt(PATH, <QuizCard quiz={{ ...quiz, attemptsUsed: 3 }} opensAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue quiz' }));

    await screen.findByRole('heading', { name: 'Reading the market: your attempt' });
    expect(screen.getByRole('radio', { name: 'NSE' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'BSE' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Doji' })).not.toBeChecked();
    expect(screen.getByLabelText('Your answer')).toHaveValue('1,500');
  });

  it('ties "no answer yet" to each unanswered question, and Submit anyway sends what there is', async () => {
    saved({ 'q-exchange': { optionIds: ['o-bse'] } });
    const sent = stubGateway({
      StartQuizAttempt: () => ({ data: { startQuizAttempt: attempt } }),
      SubmitQuizAttempt: () => ({ data: { submitQuizAttempt: result } }),
    });
    renderAt(PATH, <QuizCard quiz={quiz} opensAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue quiz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 questions have no answer. Answer them, or submit anyway: they count as wrong.',
    );
    const [single, multiple, numeric] = screen.getAllByRole('group') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(single).toHaveAccessibleDescription('Choose one answer.');
    expect(multiple).toHaveAccessibleDescription(
      'Choose every right answer. This question has no answer yet.',
    );
    expect(numeric).toHaveAccessibleDescription('Write a number. This question has no answer yet.');
    await waitFor(() => expect(multiple).toHaveFocus());
    expect(sent.some((op) => op.operationName === 'SubmitQuizAttempt')).toBe(false);

    // A number that is not one is mended first, even when submitting anyway.
    await userEvent.type(within(numeric).getByLabelText('Your answer'), 'two hundred');
    await userEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));
    expect(numeric).toHaveAccessibleDescription(
      'Write a number. Write a number, such as 2000 or 1.5.',
    );
    expect(sent.some((op) => op.operationName === 'SubmitQuizAttempt')).toBe(false);

    await userEvent.clear(within(numeric).getByLabelText('Your answer'));
    await userEvent.type(within(numeric).getByLabelText('Your answer'), '1,500');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));
    await screen.findByRole('heading', { name: 'Your result' });
    expect(sent.find((op) => op.operationName === 'SubmitQuizAttempt')?.variables).toEqual({
      attemptId: 'attempt-9',
      answers: [
        { questionId: 'q-exchange', optionIds: ['o-bse'] },
        { questionId: 'q-size', value: 1500 },
      ],
    });
  });
});

describe('the time left', () => {
  it('is announced once a minute, then at the last minute and when it is up', () => {
    const text = quizCatalogue.en.quizAttemptText;
    const heard: string[] = [];
    for (let seconds = 300; seconds >= 0; seconds -= 1) {
      const said = timerAnnouncement(seconds, text);
      if (heard.at(-1) !== said) heard.push(said);
    }
    expect(heard).toEqual([
      '5 minutes left.',
      '4 minutes left.',
      '3 minutes left.',
      '2 minutes left.',
      'Less than a minute left: submit your answers now.',
      'Time is up: your answers are being submitted.',
    ]);
  });

  it('shows a clock and a polite live region on a timed attempt', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    stubGateway({
      StartQuizAttempt: () => ({ data: { startQuizAttempt: { ...attempt, expiresAt } } }),
    });
    renderAt(PATH, <QuizCard quiz={{ ...quiz, timeLimitS: 600 }} opensAt={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left (10:00|9:5\d)$/);
    const region = screen.getByTestId('quiz-timer-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('10 minutes left.');
  });
});

describe('in Hindi', () => {
  it('reads the card, the questions’ hints and the review in Hindi', async () => {
    stubGateway({
      StartQuizAttempt: () => ({ data: { startQuizAttempt: attempt } }),
      SubmitQuizAttempt: () => ({ data: { submitQuizAttempt: result } }),
    });
    renderAt(
      PATH,
      <LanguageContext.Provider value="hi">
        <QuizCard quiz={quiz} opensAt={null} />
      </LanguageContext.Provider>,
    );
    const card = screen.getByRole('region', { name: 'Reading the market' });
    expect(card).toHaveTextContent('सप्ताह 2 की क्विज़');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 प्रश्न', 'पास होने के लिए 70%', '2 प्रयास बाक़ी', 'सबसे अच्छा स्कोर 33%']);
    await userEvent.click(screen.getByRole('button', { name: 'क्विज़ शुरू करें' }));
    await screen.findByRole('heading', { name: 'Reading the market: आपका प्रयास' });
    expect(screen.getByText('प्रश्न 1 / 3')).toBeInTheDocument();
    expect(screen.getByText('हर सही उत्तर चुनें।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'उत्तर जमा करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '3 प्रश्नों के उत्तर नहीं दिए गए। उनके उत्तर दें, या फिर भी जमा करें: वे ग़लत गिने जाएँगे।',
    );
    await userEvent.click(screen.getByRole('button', { name: 'फिर भी जमा करें' }));
    expect(await screen.findByRole('heading', { name: 'आपका परिणाम' })).toBeInTheDocument();
    expect(screen.getByText('पास नहीं: पास होने के लिए 70% चाहिए।')).toBeInTheDocument();
    expect(screen.getAllByText('सही उत्तर')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'फिर से प्रयास करें' })).toBeInTheDocument();
  });
});
