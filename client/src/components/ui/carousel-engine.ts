/**
 * The carousel's motion: Embla and its autoplay plugin, in a chunk of their own that
 * carousel.tsx loads once a carousel is about to be seen or used.
 */
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export function createCarouselEngine(
  viewport: HTMLElement,
  options: EmblaOptionsType,
  autoplayDelay: number,
): EmblaCarouselType {
  return EmblaCarousel(viewport, options, [
    // Play and stop are driven from React state (carousel.tsx), so every built-in trigger is off.
    Autoplay({
      delay: autoplayDelay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
}
