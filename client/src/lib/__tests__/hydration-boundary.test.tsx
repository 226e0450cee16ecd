// @vitest-environment happy-dom
/**
 * A part below the first screen: found in the served HTML it is hydrated as it is, never
 * hidden; rendered afresh (a page opened within the app) it follows the page's top.
 */
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { HydrationBoundary } from '../hydration-boundary.tsx';

function Page() {
  return (
    <>
      <h1>Top of the page</h1>
      <HydrationBoundary later>
        <p>A block further down</p>
      </HydrationBoundary>
    </>
  );
}

describe('HydrationBoundary later', () => {
  it('is in the server HTML and stays while hydrating, without a mismatch', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('A block further down');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toContain('A block further down');
    // Shown at every moment: after frames have passed too.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toContain('A block further down');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('opened within the app, renders right after the top has been shown', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeVisible();
    expect(screen.queryByText('A block further down')).not.toBeInTheDocument();
    expect(await screen.findByText('A block further down')).toBeVisible();
  });
});
