// @vitest-environment happy-dom
/**
 * /staff/quizzes: an instructor imports a pasted GIFT file into a course week, is shown each
 * problem of a refused file by its line, exports a week as GIFT to download (the week in the
 * page's address, as the served page's GET form sends it), and a visitor
 * without a staff session is told why and pointed to sign-in.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { QuizzesPage } from '../quizzes-page.tsx';

const courses = {
  courses: [
    { __typename: 'Course', id: '1', title: 'Stock Market Foundations' },
    { __typename: 'Course', id: '2', title: 'Forex Trading Essentials' },
  ],
};

const GIFT = `::Exchange:: Which exchange is older? {
  =BSE
  ~NSE
}`;

describe('the quizzes page', () => {
  it('imports a pasted file into the chosen course week', async () => {
    const sent = stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: [] } }),
      ImportQuizGift: () => ({
        data: { importQuizGift: { __typename: 'QuizImport', imported: 1, errors: [] } },
      }),
    });
    renderAt('/staff/quizzes', <QuizzesPage />);
    await userEvent.selectOptions(
      await screen.findByLabelText('Course'),
      'Forex Trading Essentials',
    );
    const week = screen.getByLabelText('Week');
    await userEvent.clear(week);
    await userEvent.type(week, '3');
    await userEvent.click(screen.getByLabelText('GIFT text'));
    await userEvent.paste(GIFT);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported 1 question as the week 3 quiz.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent.find((op) => op.operationName === 'ImportQuizGift')?.variables).toEqual({
      courseId: '2',
      week: 3,
      gift: GIFT,
    });
  });

  it('shows each problem of a refused file by its line, and checks the week first', async () => {
    const sent = stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: [] } }),
      ImportQuizGift: () => ({
        data: {
          importQuizGift: {
            __typename: 'QuizImport',
            imported: 0,
            errors: [
              { __typename: 'GiftError', line: 2, message: 'Matching questions are not taken.' },
              { __typename: 'GiftError', line: 9, message: 'A question needs 2 to 10 options.' },
            ],
          },
        },
      }),
    });
    renderAt('/staff/quizzes', <QuizzesPage />);
    const week = await screen.findByLabelText('Week');
    await userEvent.clear(week);
    await userEvent.type(week, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Enter a week from 1 to 52.')).toBeInTheDocument();
    expect(screen.getByText('Paste or choose a GIFT file first.')).toBeInTheDocument();
    expect(sent.some((op) => op.operationName === 'ImportQuizGift')).toBe(false);

    await userEvent.clear(week);
    await userEvent.type(week, '1');
    await userEvent.click(screen.getByLabelText('GIFT text'));
    await userEvent.paste(GIFT);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const problems = await screen.findByTestId('gift-problems');
    expect(problems).toHaveAttribute('role', 'alert');
    expect(problems).toHaveTextContent('The file has 2 problems, so nothing was imported:');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2: Matching questions are not taken.',
      'Line 9: A question needs 2 to 10 options.',
    ]);
  });

  it('exports a week as GIFT, to read and download', async () => {
    const sent = stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: [] } }),
      StaffQuizGift: () => ({ data: { quizGift: GIFT } }),
    });
    renderAt('/staff/quizzes', <QuizzesPage />);
    await screen.findByLabelText('Course');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    const heading = await screen.findByRole('heading', { name: 'Week 1 as GIFT' });
    expect(heading).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'StaffQuizGift')?.variables).toEqual({
      courseId: '1',
      week: 1,
    });
    expect(screen.getByRole('textbox', { name: 'Week 1 as GIFT' })).toHaveValue(GIFT);
    const download = screen.getByRole('link', { name: 'Download the file' });
    expect(download).toHaveAttribute('download', 'course-1-week-1.gift');
    expect(download).toHaveAttribute(
      'href',
      `data:text/plain;charset=utf-8,${encodeURIComponent(GIFT)}`,
    );
  });

  it('reads the week in the address afresh when Export is pressed again, and checks it', async () => {
    let asked = 0;
    const sent = stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: [] } }),
      StaffQuizGift: () => {
        asked += 1;
        return { data: { quizGift: `${GIFT}\n// export ${asked}` } };
      },
    });
    renderAt('/staff/quizzes?course=2&export=2', <QuizzesPage />);
    const box = await screen.findByRole('textbox', { name: 'Week 2 as GIFT' });
    await vi.waitFor(() => expect(box).toHaveValue(`${GIFT}\n// export 1`));
    expect(screen.getByLabelText('Week to export')).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(box).toHaveValue(`${GIFT}\n// export 2`));
    expect(
      sent.filter((op) => op.operationName === 'StaffQuizGift').map((op) => op.variables),
    ).toEqual([
      { courseId: '2', week: 2 },
      { courseId: '2', week: 2 },
    ]);

    const week = screen.getByLabelText('Week to export');
    await userEvent.clear(week);
    await userEvent.type(week, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Enter a week from 1 to 52.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Week \d+ as GIFT$/ })).not.toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'StaffQuizGift')).toHaveLength(2);
  });

  it('says the gateway’s refusal and points to sign-in', async () => {
    const said = 'This needs a staff member with the quizzes permission.';
    stubGateway({
      StaffCourseChoices: () => ({ data: courses }),
      StaffQuizzes: () => ({ data: { staffQuizzes: [] } }),
      StaffQuizGift: () => gatewayError('FORBIDDEN', said),
    });
    renderAt('/staff/quizzes', <QuizzesPage />);
    await screen.findByLabelText('Course');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said);
    expect(within(alert).getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute(
      'href',
      '/staff/sign-in',
    );
  });
});
