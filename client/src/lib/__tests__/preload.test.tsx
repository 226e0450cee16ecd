// @vitest-environment happy-dom
/**
 * Pages got ready while the visitor reads: only when the browser is idle, one at a time, in
 * the order asked for, and none for a menu closed.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PreloadModule from '../preload.ts';

// A fresh module for each test: the queue of pages lives in it.
let preload: typeof PreloadModule;

/** requestIdleCallback under the test's control: `idle()` is the browser going idle. */
function fakeIdle() {
  let callbacks = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.delete(handle));
  return {
    pending: () => callbacks.size,
    async idle() {
      const due = callbacks;
      callbacks = new Map();
      await act(async () => {
        for (const callback of due.values()) {
          callback({ didTimeout: false, timeRemaining: () => 50 });
        }
        await Promise.resolve();
      });
    },
  };
}

/** A preloader whose pages finish getting ready when the test says so. */
function controlledPreloader() {
  const started: string[] = [];
  const finish: (() => void)[] = [];
  preload.setPagePreloader(
    (path) =>
      new Promise<void>((resolve) => {
        started.push(path);
        finish.push(resolve);
      }),
  );
  return {
    started,
    async finishCurrent() {
      await act(async () => {
        finish.shift()?.();
        await Promise.resolve();
        await Promise.resolve();
      });
    },
  };
}

/** The mobile menu, open: its pages are asked for. */
function Menu({ paths }: { paths: string[] }) {
  preload.usePreparePagesWhenIdle(paths);
  return null;
}

let browser: ReturnType<typeof fakeIdle>;
let pages: ReturnType<typeof controlledPreloader>;

beforeEach(async () => {
  vi.resetModules();
  preload = await import('../preload.ts');
  browser = fakeIdle();
  pages = controlledPreloader();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getting pages ready while the visitor reads', () => {
  it('waits for the browser to be idle, then gets one page ready at a time, in order', async () => {
    render(<Menu paths={['/about-us', '/online-course', '/contact-us']} />);
    expect(pages.started).toEqual([]);

    await browser.idle();
    expect(pages.started).toEqual(['/about-us']);
    // Still getting the first ready: the next waits, whatever the browser does.
    await browser.idle();
    expect(pages.started).toEqual(['/about-us']);

    await pages.finishCurrent();
    expect(pages.started).toEqual(['/about-us']);
    await browser.idle();
    expect(pages.started).toEqual(['/about-us', '/online-course']);
    await pages.finishCurrent();
    await browser.idle();
    await pages.finishCurrent();
    await browser.idle();
    expect(pages.started).toEqual(['/about-us', '/online-course', '/contact-us']);
    expect(browser.pending()).toBe(0);
  });

  it('drops the pages of a menu closed', async () => {
    const menu = render(<Menu paths={['/about-us', '/contact-us']} />);
    menu.rerender(<Menu paths={[]} />);
    await browser.idle();
    expect(pages.started).toEqual([]);
    expect(browser.pending()).toBe(0);
  });
});
