// @vitest-environment happy-dom
/**
 * A Hindi page's font check (gateway/site/document.ts), run as the browser runs it first in
 * the head: it loads the Devanagari fallback font at once on a device that cannot draw
 * Devanagari, and does nothing on one that can (every phone).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVANAGARI_CHECK } from '../../gateway/site/document.ts';

/** A device's canvas: a letter no font has is the same 9 px box; a font's letters, 7.5 px. */
function deviceFonts({ devanagari }: { devanagari: boolean }) {
  const unassigned = '\u0378';
  const isDevanagari = (letter: string) => letter >= '\u0900' && letter <= '\u097f';
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    font: '',
    measureText: (text: string) => ({
      width: [...text].reduce(
        (sum, letter) =>
          sum + (letter === unassigned || (isDevanagari(letter) && !devanagari) ? 9 : 7.5),
        0,
      ),
    }),
  } as unknown as CanvasRenderingContext2D);
}

const runCheck = () => {
  new Function(DEVANAGARI_CHECK)();
};

/** The faces the check adds to the document, and which of them it started loading. */
function documentFonts() {
  const added: { family: string; source: string; descriptors: object; loading: boolean }[] = [];
  vi.stubGlobal(
    'FontFace',
    class {
      loading = false;
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: object,
      ) {}
      load() {
        this.loading = true;
        return Promise.resolve(this);
      }
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: (typeof added)[number]) => added.push(face) },
  });
  return added;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a Hindi page's font check", () => {
  it('loads the fallback font at once on a device without Devanagari', () => {
    deviceFonts({ devanagari: false });
    const added = documentFonts();
    runCheck();
    expect(added).toEqual([
      {
        family: 'Academy Devanagari',
        source: "url(/fonts/noto-sans-devanagari-400.woff2) format('woff2')",
        descriptors: {
          unicodeRange:
            'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF',
          display: 'swap',
        },
        loading: true,
      },
    ]);
  });

  it('fetches nothing on a device that draws Devanagari with its own font', () => {
    deviceFonts({ devanagari: true });
    const added = documentFonts();
    runCheck();
    expect(added).toEqual([]);
  });

  it('is plain ASCII ES5, with nothing to escape inside a <script>', () => {
    expect(DEVANAGARI_CHECK).toMatch(/^[\x20-\x7e]+$/);
    expect(DEVANAGARI_CHECK).not.toMatch(/<\/|=>|\blet\b|\bconst\b|`/);
  });
});
