// @vitest-environment happy-dom
/**
 * My Courses for a course with weekly quizzes: the card says how many quizzes are left to
 * pass before the certificate, or that every one is passed; a course without quizzes says
 * nothing about them. In English and Hindi.
 */
import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { classesCatalogue } from '@/content/classes.ts';
import { classroomCatalogue } from '@/content/classroom.ts';
import type { OrderCard_OrderFragment } from '@/gql/graphql.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { OrderCard } from '../order-card.tsx';

const withQuizzes = (quizzesPassed: number, quizzesTotal: number): OrderCard_OrderFragment => ({
  id: '1',
  bookingCode: 'TADEMO0001',
  orderedAt: '2026-11-07T10:42:00+05:30',
  status: 'Success',
  amount: 4999,
  customerName: 'Demo Student',
  receiptUrl: null,
  course: { id: '1', title: 'Stock Market Foundations', description: 'Basics.', imageUrl: null },
  progress: { completedItems: 4, totalItems: 8, percent: 50, quizzesPassed, quizzesTotal },
  nextItem: { id: '15', title: 'Support and resistance' },
  classItems: [{ id: '11', week: 1, unlocked: true, unlocksAt: null }],
  certificate: null,
});

beforeAll(async () => {
  await Promise.all([classesCatalogue.load('hi'), classroomCatalogue.load('hi')]);
});

describe('OrderCard with weekly quizzes', () => {
  it('says how many quizzes are left to pass, and when all are passed', async () => {
    stubGateway({});
    renderAt('/my-courses', <OrderCard order={withQuizzes(2, 4)} />);
    expect(await screen.findByTestId('order-quizzes')).toHaveTextContent('2 quizzes to pass');
    expect(screen.getByText('4 of 8 done')).toBeInTheDocument();
  });

  it('says one quiz, every quiz passed, and nothing for a course without quizzes', async () => {
    stubGateway({});
    renderAt('/my-courses', <OrderCard order={withQuizzes(3, 4)} />);
    expect(await screen.findByTestId('order-quizzes')).toHaveTextContent('1 quiz to pass');
    cleanup();
    renderAt('/my-courses', <OrderCard order={withQuizzes(4, 4)} />);
    expect(await screen.findByTestId('order-quizzes')).toHaveTextContent('Every quiz passed');
    cleanup();
    renderAt('/my-courses', <OrderCard order={withQuizzes(0, 0)} />);
    expect(await screen.findByText('4 of 8 done')).toBeInTheDocument();
    expect(screen.queryByTestId('order-quizzes')).toBeNull();
  });

  it('says it in Hindi on a Hindi page', async () => {
    stubGateway({});
    renderAt(
      '/hi/my-courses',
      <LanguageContext.Provider value="hi">
        <OrderCard order={withQuizzes(2, 4)} />
      </LanguageContext.Provider>,
    );
    expect(await screen.findByTestId('order-quizzes')).toHaveTextContent(
      'पास करने के लिए 2 क्विज़ बाक़ी',
    );
  });
});
