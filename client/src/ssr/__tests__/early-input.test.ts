// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
/**
 * The start-up script starts the app: the modules the server lists in the head are added
 * to the page once the parsed page has been painted (after the first animation frame that
 * follows parsing), and at once when parsed out of sight (a background tab paints nothing).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FILES_ELEMENT_ID } from '../contract.ts';

const FILES = { entry: '/assets/index-1.js', preload: ['/assets/react-1.js', '/assets/page-1.js'] };
const EXPECTED = [
  ['modulepreload', '/assets/react-1.js'],
  ['modulepreload', '/assets/page-1.js'],
  ['module', '/assets/index-1.js'],
];

/** What the head asks the browser to fetch: [rel or type, address]. */
const requested = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) => [
      element instanceof HTMLLinkElement ? element.rel : (element as HTMLScriptElement).type,
      element.getAttribute(element instanceof HTMLLinkElement ? 'href' : 'src'),
    ],
  );

/** Animation frames that run when told to. */
function heldFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  return {
    pending: () => frames.length,
    run() {
      for (const frame of frames.splice(0)) frame(performance.now());
    },
  };
}

/** Lets the tasks posted so far (a MessageChannel's message) run. */
const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

async function runStartUpScript() {
  vi.resetModules();
  await import('../early-input.ts');
}

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${JSON.stringify(FILES)}</script>`;
  setReadyState('loading');
  setVisibility('visible');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the start-up script loads the app's modules", () => {
  it('after the frame that paints the parsed page, not before, and once', async () => {
    const frames = heldFrames();
    await runStartUpScript();
    expect(frames.pending()).toBe(0);
    // Parsed: the next frame paints the page.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(frames.pending()).toBe(1);
    await nextTasks();
    expect(requested()).toEqual([]);
    // The frame runs; the modules are added in the task after it, not inside it.
    frames.run();
    expect(requested()).toEqual([]);
    await nextTasks();
    expect(requested()).toEqual(EXPECTED);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    frames.run();
    await nextTasks();
    expect(requested()).toEqual(EXPECTED);
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');
    expect(script?.getAttribute('fetchpriority')).toBe('low');
  });

  it('once parsed, with no frame to wait for, in a page out of sight', async () => {
    const frames = heldFrames();
    setVisibility('hidden');
    await runStartUpScript();
    expect(requested()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(frames.pending()).toBe(0);
    expect(requested()).toEqual(EXPECTED);
  });

  it('after the next frame when the document was parsed before the script ran', async () => {
    const frames = heldFrames();
    setReadyState('interactive');
    await runStartUpScript();
    expect(frames.pending()).toBe(1);
    frames.run();
    await nextTasks();
    expect(requested()).toEqual(EXPECTED);
  });
});
