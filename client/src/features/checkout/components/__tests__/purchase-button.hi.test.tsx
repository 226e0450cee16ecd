// @vitest-environment happy-dom
/**
 * Purchase Now on a Hindi course page: its text is Hindi, and the link behind it (for a
 * press before the app starts) opens the Hindi sign-in page, while the page to come back
 * to stays the router's path (the sign-in page navigates with the Hindi router).
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCatalogue } from '@/content/auth.ts';
import { checkoutContent } from '@/content/hi/payment.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { PurchaseButton } from '../purchase-button.tsx';

const COURSE_PATH = '/course-detail/2/Forex-Trading-Essentials';
const neverReady = () => new Promise<boolean>(() => {});

beforeAll(async () => {
  await Promise.all([paymentCatalogue.load('hi'), authCatalogue.load('hi')]);
});

describe('PurchaseButton on a Hindi page', () => {
  it('says Purchase Now in Hindi and links to the Hindi sign-in page', async () => {
    stubGateway({});
    renderAt(
      COURSE_PATH,
      <LanguageContext.Provider value="hi">
        <PurchaseButton courseId="2" returnPath={COURSE_PATH} ensureScript={neverReady} />
      </LanguageContext.Provider>,
    );
    const control = await screen.findByRole('button', { name: checkoutContent.purchaseNow });
    const target = new URL(control.getAttribute('href') ?? '', 'http://site.test');
    expect(target.pathname).toBe('/hi/sign-in');
    expect(target.searchParams.get('next')).toBe(COURSE_PATH);
    expect(target.searchParams.get('notice')).toBe('sign-in-first');
  });
});
