// @vitest-environment happy-dom
/**
 * A part below the first screen: found in the served HTML it is hydrated as it is, never
 * hidden, and only when needed (here: when the visitor clicks or presses in it); rendered
 * afresh (a page opened within the app) it follows the page's top.
 */
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary, HydrationRoot } from '../hydration-boundary.tsx';
import { PAGE_HYDRATED_MARK, partHydratedMark } from '../hydration-marks.ts';

const rendered = vi.fn();

function Counter() {
  const [count, setCount] = useState(0);
  rendered();
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

function Page() {
  return (
    <>
      <h1>Top of the page</h1>
      <HydrationBoundary later>
        <p>A block further down</p>
        <Counter />
      </HydrationBoundary>
    </>
  );
}

/** The page as the server sends it (the server has no window). */
function serverHtml(): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.stubGlobal('window', globalThis);
  }
}

async function hydrateServerHtml() {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  rendered.mockClear();
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

/**
 * The screen, as far as the parts can tell: a part's elements come into reach when the
 * test says so (happy-dom has no layout to decide it).
 */
const watchers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
class ScreenObserver {
  private readonly watcher: { callback: IntersectionObserverCallback; elements: Set<Element> };
  constructor(callback: IntersectionObserverCallback) {
    this.watcher = { callback, elements: new Set() };
    watchers.add(this.watcher);
  }
  observe(element: Element) {
    this.watcher.elements.add(element);
  }
  disconnect() {
    watchers.delete(this.watcher);
  }
}
function scrollTo(element: Element) {
  for (const watcher of [...watchers]) {
    if (!watcher.elements.has(element)) continue;
    const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
    watcher.callback([entry], watcher as unknown as IntersectionObserver);
  }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  watchers.clear();
  document.body.replaceChildren();
  rendered.mockClear();
});

describe('HydrationBoundary later', () => {
  it('is in the server HTML and stays while the page hydrates, without a mismatch', async () => {
    expect(serverHtml()).toContain('A block further down');
    const { container, recoverable } = await hydrateServerHtml();
    await settle();
    expect(container.textContent).toContain('A block further down');
    expect(container.textContent).toContain('Pressed 0 times');
    // Not needed yet: left as the server sent it, its components not run.
    expect(rendered).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates on the spot for a click that comes as the page starts, and the click counts', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const recoverable = vi.fn();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    // Held by the start-up script and handed over right after the root is created.
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      button.click();
    });
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(button);
    expect(container.textContent).toContain('A block further down');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('starts hydrating when the visitor presses inside it, before the click', async () => {
    await hydrateServerHtml();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await settle();
    expect(rendered).toHaveBeenCalled();
    await act(async () => {
      button.click();
    });
    expect(button).toHaveTextContent('Pressed 1 times');
  });

  it('hydrates when it comes near the screen', async () => {
    await hydrateServerHtml();
    await settle();
    expect(rendered).not.toHaveBeenCalled();
    await act(async () => {
      scrollTo(screen.getByText('A block further down'));
    });
    await settle();
    expect(rendered).toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => {
      button.click();
    });
    expect(button).toHaveTextContent('Pressed 1 times');
  });

  it('opened within the app, renders right after the top has been shown', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeVisible();
    expect(screen.queryByText('A block further down')).not.toBeInTheDocument();
    expect(await screen.findByText('A block further down')).toBeVisible();
  });
});

describe('the marks of hydration', () => {
  function MarkedPage() {
    return (
      <>
        <HydrationBoundary>
          <h1>Top of the page</h1>
        </HydrationBoundary>
        <HydrationBoundary later name="further-down">
          <Counter />
        </HydrationBoundary>
      </>
    );
  }
  const marked = (name: string) => performance.getEntriesByName(name).length > 0;

  it('marks the page once its first screen is hydrated, and a named later part once needed', async () => {
    performance.clearMarks();
    const container = document.createElement('div');
    vi.stubGlobal('window', undefined);
    try {
      container.innerHTML = renderToString(<MarkedPage />);
    } finally {
      vi.stubGlobal('window', globalThis);
    }
    document.body.append(container);
    const recoverable = vi.fn();
    expect(marked(PAGE_HYDRATED_MARK)).toBe(false);
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationRoot>
          <MarkedPage />
        </HydrationRoot>,
        { onRecoverableError: recoverable },
      );
    });
    await settle();
    expect(marked(PAGE_HYDRATED_MARK)).toBe(true);
    expect(marked(partHydratedMark('further-down'))).toBe(false);
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await settle();
    expect(marked(partHydratedMark('further-down'))).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
