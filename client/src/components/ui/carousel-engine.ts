/**
 * The carousel's motion, in a chunk of its own that carousel.tsx loads once a carousel is
 * about to be seen or used: Embla and its autoplay plugin drag, snap and move the slides;
 * framer-motion slides the dots' indicator to the current slide's dot.
 */
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { animate } from '@/lib/motion-animate.ts';

/** How long the indicator takes from one dot to the next, in seconds. */
const INDICATOR_S = 0.2;

export interface CarouselEngine {
  embla: EmblaCarouselType;
  /**
   * Moves `indicator` (as wide as one dot, in the dots' row) onto dot `index`: at once under
   * prefers-reduced-motion, else as a short slide. It writes the element's transform
   * itself, without a render.
   */
  moveIndicator: (indicator: HTMLElement, index: number, reducedMotion: boolean) => void;
}

function moveIndicator(indicator: HTMLElement, index: number, reducedMotion: boolean) {
  animate(
    indicator,
    { x: `${index * 100}%` },
    { duration: reducedMotion ? 0 : INDICATOR_S, ease: 'easeOut' },
  );
}

export function createCarouselEngine(
  viewport: HTMLElement,
  options: EmblaOptionsType,
  autoplayDelay: number,
): CarouselEngine {
  const embla = EmblaCarousel(viewport, options, [
    // Play and stop are driven from React state (carousel.tsx), so every built-in trigger is off.
    Autoplay({
      delay: autoplayDelay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  return { embla, moveIndicator };
}
