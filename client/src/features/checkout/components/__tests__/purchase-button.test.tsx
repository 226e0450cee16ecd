// @vitest-environment happy-dom
/**
 * Purchase Now asks who is signed in when it is pressed, not what the last render knew: a
 * course page hydrates as it was served (to a visitor), and a press that makes React
 * hydrate the button at once can reach it before the render that knows the student.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubGateway } from '@/testing/gateway.ts';
import { expectAddress, renderAt } from '@/testing/render.tsx';
import { PurchaseButton } from '../purchase-button.tsx';

const COURSE_PATH = '/course-detail/2/Forex-Trading-Essentials';
/** The checkout script is not what is tested here: it never becomes ready. */
const neverReady = () => new Promise<boolean>(() => {});

describe('PurchaseButton', () => {
  it("a student the page still renders as a visitor gets the student's checkout", async () => {
    const sent = stubGateway({
      StartCheckout: () => ({ errors: [] }),
    });
    renderAt(COURSE_PATH, <PurchaseButton courseId="2" ensureScript={neverReady} />);
    const button = await screen.findByRole('button', { name: 'Purchase Now' });
    // Signed in, and the page not told yet (as in the moment after hydrating as served).
    window.localStorage.setItem('userLog', JSON.stringify({ c_id: '7', name: 'Student' }));

    await userEvent.click(button);
    await waitFor(() =>
      expect(sent.map((operation) => operation.operationName)).toContain('StartCheckout'),
    );
    await expectAddress(COURSE_PATH);
  });

  it('a visitor is sent to sign in first', async () => {
    const sent = stubGateway({});
    renderAt(COURSE_PATH, <PurchaseButton courseId="2" ensureScript={neverReady} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    await expectAddress('/sign-in');
    expect(sent).toEqual([]);
  });
});
