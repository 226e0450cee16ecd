// @vitest-environment happy-dom
/**
 * The counter strip counts its figures up with framer-motion, frame by frame, without
 * rendering the strip each frame (a render a frame for two seconds would hold up a page the
 * visitor opens meanwhile), and ends with React showing the final figures. Under
 * prefers-reduced-motion the final figures show at once.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { MotionGlobalConfig, processFrame } from 'framer-motion';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '@/testing/motion.ts';
import { renderAt } from '@/testing/render.tsx';
import { getSystem } from '@/theme/system.ts';
import { CounterStrip } from '../counter-strip.tsx';

/** The strip scrolled into view on demand, and framer-motion's frames run by the test. */
function fakeScreenAndFrames() {
  const observers: { callback: IntersectionObserverCallback; self: IntersectionObserver }[] = [];
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
  let now = 0;
  return {
    observed: () => observers.length,
    /** The strip comes into view; resolves once the animation's code has loaded. */
    async scrollIntoView() {
      await act(async () => {
        for (const { callback, self } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], self);
        }
        await import('@/lib/motion-animate.ts');
      });
    },
    /** Runs one frame, `ms` after the last, and what it set off. */
    async frame(ms: number) {
      now += ms;
      await act(async () => processFrame(now));
    },
  };
}

const values = () => screen.getAllByTestId('counter-value').map((v) => v.textContent);

describe('CounterStrip', () => {
  beforeEach(() => {
    MotionGlobalConfig.useManualTiming = true;
    processFrame(0);
  });
  afterEach(() => {
    MotionGlobalConfig.useManualTiming = false;
  });

  it('counts up once in view, without a render per frame, and ends on the final figures', async () => {
    prefersReducedMotion(false);
    const browser = fakeScreenAndFrames();
    const commits = vi.fn();
    renderAt(
      '/',
      <Profiler id="strip" onRender={commits}>
        <CounterStrip />
      </Profiler>,
    );
    expect(values()).toEqual(['0+', '0+', '0.0+']);
    // Nothing moves before the strip is on screen.
    await browser.frame(500);
    expect(values()).toEqual(['0+', '0+', '0.0+']);

    await browser.scrollIntoView();
    const before = commits.mock.calls.length;
    await browser.frame(16);
    await browser.frame(500);
    const early = Number.parseFloat(values()[0] ?? '');
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(500);
    await browser.frame(500);
    const later = Number.parseFloat(values()[0] ?? '');
    expect(later).toBeGreaterThan(early);
    expect(later).toBeLessThan(500);
    await browser.frame(500);
    // Frames went by, and nothing was rendered for them.
    expect(commits.mock.calls.length).toBe(before);

    // Two seconds after it started, the count-up is over.
    await browser.frame(500);
    expect(values()).toEqual(['500+', '100+', '4.1+']);
    // One render: the final figures, React's again.
    expect(commits.mock.calls.length).toBe(before + 1);
  });

  it('shows the final figures at once under prefers-reduced-motion', async () => {
    prefersReducedMotion(true);
    const browser = fakeScreenAndFrames();
    renderAt('/', <CounterStrip />);
    expect(values()).toEqual(['500+', '100+', '4.1+']);
    // No animation waits for the strip to come into view.
    expect(browser.observed()).toBe(0);
    await browser.scrollIntoView();
    await browser.frame(16);
    expect(values()).toEqual(['500+', '100+', '4.1+']);
  });

  it('names the final figures in the server’s HTML', () => {
    const html = renderToString(
      <ChakraProvider value={getSystem()}>
        <CounterStrip />
      </ChakraProvider>,
    );
    for (const final of ['500+', '100+', '4.1+']) expect(html).toContain(`>${final}<`);
    for (const label of ['STUDENTS MENTORED', 'SESSIONS FINISHED', 'GOOGLE RATING']) {
      expect(html).toContain(label);
    }
  });
});
