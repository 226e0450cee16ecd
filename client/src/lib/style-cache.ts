/**
 * Emotion's style cache for the browser. A served page carries the rules it was rendered
 * with (client/src/ssr/render.tsx, Emotion's server rendering); the cache finds their
 * <style> elements by its key and takes those rules as inserted, so hydrating adds only
 * rules the page did not carry.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** The key both sides use: the served <style> elements are named after it. */
export const STYLE_CACHE_KEY = 'css';

export function createBrowserStyleCache(): EmotionCache {
  return createCache({ key: STYLE_CACHE_KEY });
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
