/**
 * Emotion's style cache for the browser. A served page carries the rules it was rendered
 * with (client/src/ssr/render.tsx, Emotion's server rendering); the cache finds their
 * <style> element and takes those rules as inserted, so hydrating adds only rules the page
 * did not carry.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** The key both sides use: the served <style> elements are named after it. */
export const STYLE_CACHE_KEY = 'css';

/**
 * How a served page names the <style> element of its class rules (ssr/render.tsx): not as
 * Emotion's own server rendering does, since Emotion takes such an element in by moving it
 * within the head, and every move makes the browser work out the whole page's styles again.
 */
export const SERVED_RULES_NAME = `${STYLE_CACHE_KEY}-served`;

export function createBrowserStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  // The served rules, taken as inserted where they stand; rules added later follow them.
  for (const element of document.querySelectorAll(`style[data-emotion^="${SERVED_RULES_NAME} "]`)) {
    const [, ...ids] = (element.getAttribute('data-emotion') ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * A style cache for pages rendered out of sight (app/app.tsx): its rules, global ones
 * included, go into an element outside the document, so they neither style nor replace
 * anything on the page shown.
 */
export function createOffscreenStyleCache(): EmotionCache {
  // Rules written as text: a <style> outside the document has no style sheet to insert into.
  return createCache({
    key: 'offscreen',
    container: document.createElement('div'),
    speedy: false,
  });
}
