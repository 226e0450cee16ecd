// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
/**
 * The start-up script starts the app: the modules the server lists in the head are added
 * to the page once it has painted (its first contentful paint), and where the browser does
 * not report paints, once the document is parsed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FILES_ELEMENT_ID } from '../contract.ts';

const FILES = { entry: '/assets/index-1.js', preload: ['/assets/react-1.js', '/assets/page-1.js'] };

/** What the head asks the browser to fetch: [rel or type, address]. */
const requested = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) => [
      element instanceof HTMLLinkElement ? element.rel : (element as HTMLScriptElement).type,
      element.getAttribute(element instanceof HTMLLinkElement ? 'href' : 'src'),
    ],
  );

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paints when told to. */
function fakePaintObserver() {
  const callbacks: PaintCallback[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return {
    paint(name: string) {
      for (const callback of callbacks) {
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    },
  };
}

async function runStartUpScript() {
  vi.resetModules();
  await import('../early-input.ts');
}

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${JSON.stringify(FILES)}</script>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the start-up script loads the app's modules", () => {
  it('on the first contentful paint, not before, and once', async () => {
    const observer = fakePaintObserver();
    await runStartUpScript();
    expect(requested()).toEqual([]);
    observer.paint('first-paint');
    expect(requested()).toEqual([]);
    observer.paint('first-contentful-paint');
    const expected = [
      ['modulepreload', '/assets/react-1.js'],
      ['modulepreload', '/assets/page-1.js'],
      ['module', '/assets/index-1.js'],
    ];
    expect(requested()).toEqual(expected);
    observer.paint('first-contentful-paint');
    expect(requested()).toEqual(expected);
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');
  });

  it('once the document is parsed where paints are not reported', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    await runStartUpScript();
    expect(requested()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requested()).toContainEqual(['module', '/assets/index-1.js']);
  });
});
