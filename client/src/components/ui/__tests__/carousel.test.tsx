// @vitest-environment happy-dom
/**
 * The carousel's dots: the current slide's mark (the indicator) starts on the first dot,
 * as the server draws it, and framer-motion slides it to the dot of the slide the visitor
 * picks; under prefers-reduced-motion it is there at once.
 */
import { act, screen, waitFor } from '@testing-library/react';
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
/** Runs one of framer-motion's frames, `ms` after the last. */
const frame = (ms: number) => {
  now += ms;
  act(() => processFrame(now));
};

const indicator = () => screen.getByTestId('carousel-indicator');

async function pickSlide(n: number) {
  const dot = screen.getByRole('button', { name: `Go to slide ${n}` });
  await userEvent.click(dot);
  await waitFor(() => expect(dot).toHaveAttribute('aria-current', 'true'));
}

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

    await pickSlide(3);
    frame(16);
    frame(50);
    // On its way: past the first dot, not yet on the third.
    const halfway = /translateX\(([\d.]+)%\)/.exec(indicator().style.transform);
    expect(Number(halfway?.[1])).toBeGreaterThan(0);
    expect(Number(halfway?.[1])).toBeLessThan(200);
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
    frame(16);
    expect(indicator().style.transform).toBe('translateX(300%)');
  });
});
