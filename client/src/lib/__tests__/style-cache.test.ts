// @vitest-environment happy-dom
/**
 * The browser's style cache takes the class rules a served page carries as inserted, and
 * leaves their <style> element where the page has it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserStyleCache, SERVED_RULES_ATTRIBUTE } from '../style-cache.ts';

afterEach(() => {
  document.head.replaceChildren();
});

describe('createBrowserStyleCache', () => {
  it('knows the served rules and does not touch their element', async () => {
    document.head.innerHTML =
      '<meta charset="utf-8">' +
      `<style ${SERVED_RULES_ATTRIBUTE}="1x2y3z abc123">.css-1x2y3z{color:red}.css-abc123{gap:4px}</style>` +
      '<title>Academy</title>';
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    });
    observer.observe(document.head, { childList: true });

    const cache = createBrowserStyleCache();
    await Promise.resolve();
    observer.disconnect();

    expect(cache.key).toBe('css');
    expect(cache.inserted['1x2y3z']).toBe(true);
    expect(cache.inserted.abc123).toBe(true);
    expect(cache.inserted.other).toBeUndefined();
    expect(removed).toEqual([]);
    expect(document.head.children[1]?.getAttribute(SERVED_RULES_ATTRIBUTE)).toBe('1x2y3z abc123');
  });

  it('starts empty on a page that carries no rules', () => {
    const cache = createBrowserStyleCache();
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
