// @vitest-environment happy-dom
/**
 * /staff/quizzes' settings: New quiz makes a week's quiz (the mutation's variables, a week
 * that has a quiz refused here) and opens its question editor; Settings on a listed quiz
 * shows its settings, checks the time limit here and says the gateway's refusal under the
 * field it names.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StaffQuizzesPage from '@/app/staff-routes/staff-quizzes.tsx';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';

const courses = {
  courses: [{ __typename: 'Course', id: '1', title: 'Stock Market Foundations' }],
};

const WEEK_1 = {
  __typename: 'StaffQuiz',
  id: 'quiz-1',
  week: 1,
  title: 'Markets and risk',
  titleHi: 'बाज़ार और जोखिम',
  passMarkPercent: 60,
  maxAttempts: 3,
  timeLimitS: 600,
  questionCount: 4,
};
const WEEK_4 = {
  __typename: 'StaffQuiz',
  id: 'quiz-4',
  week: 4,
  title: 'Candles and trends',
  titleHi: 'कैंडल और ट्रेंड',
  passMarkPercent: 80,
  maxAttempts: 2,
  timeLimitS: 750,
  questionCount: 0,
};

describe('quiz settings in the console', () => {
  it('makes a new week’s quiz and opens its question editor', async () => {
    let made = false;
    const sent = stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: made ? [WEEK_1, WEEK_4] : [WEEK_1] } }),
      SaveQuizSettings: () => {
        made = true;
        return { data: { saveQuizSettings: WEEK_4 } };
      },
      StaffQuiz: () => ({
        data: {
          staffQuiz: {
            __typename: 'StaffQuizDetail',
            id: 'quiz-4',
            courseId: '1',
            week: 4,
            title: 'Candles and trends',
            passMarkPercent: 80,
            maxAttempts: 2,
            timeLimitS: 750,
            questions: [],
          },
        },
      }),
    });
    renderAt('/staff/quizzes', <StaffQuizzesPage />);
    const form = await screen.findByRole('region', { name: 'New quiz' });
    const week = within(form).getByLabelText('Week of the new quiz');
    expect(within(form).getByLabelText('Pass mark (%)')).toHaveValue('70');
    expect(within(form).getByLabelText('Attempts allowed')).toHaveValue('3');
    expect(within(form).getByLabelText('Time limit (minutes)')).toHaveValue('');

    // Week 1 has its quiz: said under the week, nothing sent.
    await userEvent.type(week, '1');
    await userEvent.type(within(form).getByLabelText('Title (English)'), 'Candles and trends');
    await userEvent.click(within(form).getByRole('button', { name: 'Create quiz' }));
    expect(
      within(form).getByText('Week 1 has a quiz already: use its Settings in the list.'),
    ).toBeInTheDocument();
    expect(week).toHaveAttribute('aria-invalid', 'true');
    expect(week).toHaveFocus();
    expect(sent.some((op) => op.operationName === 'SaveQuizSettings')).toBe(false);

    await userEvent.clear(week);
    await userEvent.type(week, '4');
    await userEvent.type(within(form).getByLabelText('Title (Hindi, optional)'), 'कैंडल और ट्रेंड');
    const passMark = within(form).getByLabelText('Pass mark (%)');
    await userEvent.clear(passMark);
    await userEvent.type(passMark, '80');
    const attempts = within(form).getByLabelText('Attempts allowed');
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '2');
    await userEvent.type(within(form).getByLabelText('Time limit (minutes)'), '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create quiz' }));

    const panel = await screen.findByTestId('quiz-panel');
    expect(within(panel).getByRole('heading', { name: 'Week 4 quiz: questions' })).toHaveFocus();
    expect(await within(panel).findByRole('link', { name: 'Add question' })).toBeVisible();
    expect(sent.find((op) => op.operationName === 'SaveQuizSettings')?.variables).toEqual({
      courseId: '1',
      week: 4,
      input: {
        title: 'Candles and trends',
        titleHi: 'कैंडल और ट्रेंड',
        passMarkPercent: 80,
        maxAttempts: 2,
        timeLimitS: 750,
      },
    });
    expect(
      within(form).getByText('Week 4 quiz created: add its questions in the editor.'),
    ).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table', { name: 'The course’s quizzes by week' });
    expect(within(table).getByRole('link', { name: 'Settings: week 4 quiz' })).toHaveTextContent(
      'Settings',
    );
  });

  it('changes a quiz’s settings, saying a refusal under its field', async () => {
    let refuse = true;
    const sent = stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: [WEEK_1] } }),
      SaveQuizSettings: () =>
        refuse
          ? gatewayError('BAD_USER_INPUT', 'The title is longer than 500 characters.', {
              titleHi: 'The title is longer than 500 characters.',
            })
          : { data: { saveQuizSettings: { ...WEEK_1, titleHi: null, timeLimitS: null } } },
    });
    renderAt('/staff/quizzes', <StaffQuizzesPage />);
    const settings = await screen.findByRole('link', { name: 'Settings: week 1 quiz' });
    expect(settings).toHaveTextContent('Settings');
    await userEvent.click(settings);
    const panel = await screen.findByTestId('quiz-panel');
    expect(within(panel).getByRole('heading', { name: 'Settings: week 1 quiz' })).toHaveFocus();
    expect(within(panel).queryByLabelText('Week of the new quiz')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Title (English)')).toHaveValue('Markets and risk');
    const titleHi = within(panel).getByLabelText('Title (Hindi, optional)');
    expect(titleHi).toHaveValue('बाज़ार और जोखिम');
    expect(within(panel).getByLabelText('Pass mark (%)')).toHaveValue('60');
    expect(within(panel).getByLabelText('Attempts allowed')).toHaveValue('3');
    const minutes = within(panel).getByLabelText('Time limit (minutes)');
    expect(minutes).toHaveValue('10');

    // Less than half a minute is refused here.
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0.25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(
      within(panel).getByText('Enter minutes from 0.5 to 1440, or leave it empty for no limit.'),
    ).toBeInTheDocument();
    expect(minutes).toHaveFocus();
    expect(sent.some((op) => op.operationName === 'SaveQuizSettings')).toBe(false);

    // The gateway's refusal, under the field it names.
    await userEvent.clear(minutes);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(panel).findByText('The title is longer than 500 characters.'),
    ).toBeInTheDocument();
    expect(titleHi).toHaveAttribute('aria-invalid', 'true');
    expect(titleHi).toHaveFocus();
    expect(sent.find((op) => op.operationName === 'SaveQuizSettings')?.variables).toEqual({
      courseId: '1',
      week: 1,
      input: {
        title: 'Markets and risk',
        titleHi: 'बाज़ार और जोखिम',
        passMarkPercent: 60,
        maxAttempts: 3,
        timeLimitS: null,
      },
    });

    refuse = false;
    await userEvent.clear(titleHi);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save settings' }));
    expect(await within(panel).findByText('Settings saved.')).toHaveAttribute('role', 'status');
    expect(titleHi).not.toHaveAttribute('aria-invalid');
    expect(sent.filter((op) => op.operationName === 'SaveQuizSettings').at(-1)?.variables).toEqual({
      courseId: '1',
      week: 1,
      input: {
        title: 'Markets and risk',
        titleHi: null,
        passMarkPercent: 60,
        maxAttempts: 3,
        timeLimitS: null,
      },
    });
  });
});
