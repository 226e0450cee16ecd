/**
 * What a page must be on a phone (issue 41, item 4): nothing wider than the screen, and no
 * Devanagari drawn smaller than 14 px, the size below which its matras and conjuncts blur.
 */
import type { Page } from '@playwright/test';

/** The smallest font size, in CSS pixels, Devanagari may be drawn at. */
const DEVANAGARI_MIN_PX = 14;

/** How much wider than the viewport the page scrolls, in CSS pixels (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - window.innerWidth);
  });
}

/**
 * The elements drawn on screen (within the elements `within` selects) whose own text has
 * Devanagari set below `DEVANAGARI_MIN_PX`, one line each (size, tag and the text's start).
 * Text a person cannot see (hidden, or clipped to nothing for screen readers) is not drawn,
 * so it is not counted.
 */
export function smallDevanagari(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ minimum, root }) => {
      const devanagari = /[\u0900-\u097F]/;
      const found: string[] = [];
      for (const element of document.querySelectorAll(`${root} *`)) {
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        if (!devanagari.test(ownText)) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const size = Number.parseFloat(getComputedStyle(element).fontSize);
        if (size < minimum) {
          found.push(`${size}px <${element.tagName.toLowerCase()}> "${ownText.slice(0, 40)}"`);
        }
      }
      return found;
    },
    { minimum: DEVANAGARI_MIN_PX, root: within },
  );
}
