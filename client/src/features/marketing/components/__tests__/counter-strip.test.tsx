// @vitest-environment happy-dom
/**
 * The counter strip counts its figures up frame by frame without rendering the strip each
 * frame (a render a frame for two seconds would hold up a page the visitor opens meanwhile),
 * and ends with React showing the final figures.
 */
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render.tsx';
import { CounterStrip } from '../counter-strip.tsx';

/** The browser's frames, run by the test; and the strip scrolled into view on demand. */
function fakeFramesAndScreen() {
  let frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 1;
  let now = 0;
  const observers: { callback: IntersectionObserverCallback; self: IntersectionObserver }[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, self: this as unknown as IntersectionObserver });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollIntoView() {
      act(() => {
        for (const { callback, self } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], self);
        }
      });
    },
    /** Runs the frames due, `ms` after the last. */
    frame(ms: number) {
      now += ms;
      const due = frames;
      frames = new Map();
      act(() => {
        for (const callback of due.values()) callback(now);
      });
    },
  };
}

describe('CounterStrip', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });

  it('counts up without a render per frame, and ends on the final figures', () => {
    const browser = fakeFramesAndScreen();
    const commits = vi.fn();
    renderAt(
      '/',
      <Profiler id="strip" onRender={commits}>
        <CounterStrip />
      </Profiler>,
    );
    const values = () => screen.getAllByTestId('counter-value').map((v) => v.textContent);
    expect(values()).toEqual(['0+', '0+', '0.0+']);

    browser.scrollIntoView();
    const before = commits.mock.calls.length;
    browser.frame(16);
    browser.frame(500);
    const halfway = values();
    expect(Number.parseFloat(halfway[0] ?? '')).toBeGreaterThan(0);
    expect(Number.parseFloat(halfway[0] ?? '')).toBeLessThan(500);
    browser.frame(500);
    browser.frame(500);
    // Frames went by, and nothing was rendered for them.
    expect(commits.mock.calls.length).toBe(before);

    browser.frame(600);
    expect(values()).toEqual(['500+', '100+', '4.1+']);
    // One render: the final figures, React's again.
    expect(commits.mock.calls.length).toBe(before + 1);
  });
});
