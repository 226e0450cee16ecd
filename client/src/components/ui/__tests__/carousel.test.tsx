// @vitest-environment happy-dom
/**
 * The carousel's dots: the current slide's mark (the indicator) starts on the first dot,
 * as the server draws it, and framer-motion slides it to the dot of the slide the visitor
 * picks; under prefers-reduced-motion it is there at once.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig, processFrame } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prefersReducedMotion } from '@/testing/motion.ts';
import { renderAt } from '@/testing/render.tsx';
import { Carousel } from '../carousel.tsx';

const slides = ['Live Classes', 'Weekly Analysis', 'Doubt Sessions', 'Exposure'].map((title) => (
  <p key={title}>{title}</p>
));

let now = 0;
/** Runs one of framer-motion's frames, `ms` after the last (it writes styles, not state). */
const frame = (ms: number) => {
  now += ms;
  processFrame(now);
};

const indicator = () => screen.getByTestId('carousel-indicator');

/**
 * Clicks dot `n` and waits until it is the current one. The indicator is told to move by an
 * effect after that render: in the same task for a click on a loaded carousel, but a task
 * later, maybe after this returns, when the click first had to load the carousel's motion.
 */
async function pickSlide(n: number) {
  const dot = screen.getByRole('button', { name: `Go to slide ${n}` });
  await userEvent.click(dot);
  await waitFor(() => expect(dot).toHaveAttribute('aria-current', 'true'));
}

/** The indicator's offset in dot widths (percent), once its move has begun. */
const offset = () => {
  const move = /translateX\(([\d.]+)%\)/.exec(indicator().style.transform);
  expect(move).not.toBeNull();
  return Number(move?.[1]);
};

describe('Carousel', () => {
  beforeEach(() => {
    MotionGlobalConfig.useManualTiming = true;
    processFrame(now);
  });
  afterEach(() => {
    MotionGlobalConfig.useManualTiming = false;
  });

  it('slides the indicator to the dot of the slide picked', async () => {
    prefersReducedMotion(false);
    renderAt('/', <Carousel label="Our Classes" slides={slides} autoplayDelay={2500} />);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(indicator().style.transform).toBe('');

    // This first click loads the motion: 16 ms frames until the indicator sets off.
    await pickSlide(3);
    const setOff = await waitFor(() => {
      frame(16);
      return offset();
    });
    // On its way: past the first dot, not yet on the third.
    expect(setOff).toBeGreaterThan(0);
    expect(setOff).toBeLessThan(200);
    frame(200);
    expect(indicator().style.transform).toBe('translateX(200%)');

    await pickSlide(1);
    frame(16);
    frame(250);
    expect(indicator().style.transform).toBe('none');
  });

  it('puts the indicator on the dot at once under prefers-reduced-motion', async () => {
    prefersReducedMotion(true);
    renderAt('/', <Carousel label="Our Classes" slides={slides} autoplayDelay={2500} />);
    await pickSlide(4);
    // Frames with no time passing, until the move is asked for: only a move without an
    // animation lands in them.
    await waitFor(() => {
      frame(0);
      expect(indicator().style.transform).toBe('translateX(300%)');
    });
  });
});
