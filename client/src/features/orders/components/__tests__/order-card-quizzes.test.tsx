// @vitest-environment happy-dom
/**
 * My Courses for a course with weekly quizzes: the card says how many quizzes are left to
 * pass before the certificate, or that every one is passed; a course without quizzes says
 * nothing about them. In English and Hindi.
 */
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { OrderCard } from '../order-card.tsx';
import { demoOrder, loadHindiCatalogues } from './order-fixtures.ts';

const withQuizzes = (quizzesPassed: number, quizzesTotal: number) =>
  demoOrder({
    progress: { completedItems: 4, totalItems: 8, percent: 50, quizzesPassed, quizzesTotal },
    nextItem: { id: '15', title: 'Support and resistance' },
  });

loadHindiCatalogues();

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
