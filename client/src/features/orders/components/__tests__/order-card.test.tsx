// @vitest-environment happy-dom
/**
 * An order on My Courses whose progress the gateway could not read (its database away:
 * Order.progress null): the order and its way into the classes stay, and the card says
 * progress is not available right now, in English and in Hindi.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { OrderCard } from '../order-card.tsx';
import { demoOrder, loadHindiCatalogues } from './order-fixtures.ts';

const ORDER = demoOrder({ progress: null });

loadHindiCatalogues();

describe('OrderCard without progress', () => {
  it('keeps the order and says progress is not available right now', async () => {
    stubGateway({});
    renderAt('/my-courses', <OrderCard order={ORDER} />);
    expect(
      await screen.findByText('Progress not available right now. Your lessons are all still here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stock Market Foundations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Classes' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so in Hindi on a Hindi page', async () => {
    stubGateway({});
    renderAt(
      '/hi/my-courses',
      <LanguageContext.Provider value="hi">
        <OrderCard order={ORDER} />
      </LanguageContext.Provider>,
    );
    expect(
      await screen.findByText('प्रोग्रेस अभी उपलब्ध नहीं है। आपके सभी लेसन सुरक्षित हैं।'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('OrderCard of an order the academy refunded in full', () => {
  const REFUNDED = demoOrder({
    status: 'Refunded',
    classItems: [{ id: '11', week: 1, unlocked: false, unlocksAt: null }],
  });

  it('shows it as refunded', async () => {
    stubGateway({});
    renderAt('/my-courses', <OrderCard order={REFUNDED} />);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Refunded');
  });

  it('in Hindi on a Hindi page', async () => {
    stubGateway({});
    renderAt(
      '/hi/my-courses',
      <LanguageContext.Provider value="hi">
        <OrderCard order={REFUNDED} />
      </LanguageContext.Provider>,
    );
    expect(await screen.findByTestId('order-status')).toHaveTextContent('रिफ़ंड हुआ');
  });
});
