/**
 * Emotion's style cache for the browser. A served page carries the class rules it was
 * rendered with in one <style> element that names them (client/src/ssr/render.tsx); the
 * cache takes those names as already inserted and leaves the element where it is.
 * (Emotion's own cache would take the element out and put it back as it starts, and the
 * browser would then work out every element's style again, a long task on a phone.)
 * Rules the page did not carry are inserted as usual, after the served ones.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of a served page's <style> element of class rules, naming the rules in it
 * (written by client/src/ssr/render.tsx).
 */
export const SERVED_RULES_ATTRIBUTE = 'data-served-rules';

export function createBrowserStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[${SERVED_RULES_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(SERVED_RULES_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
