/**
 * The font files every document and picture is set in: each face in each weight is found in
 * its package, in both formats, and read once.
 */
import { describe, expect, it } from 'vitest';
import { FONT_FACES, FONT_WEIGHTS, fontBytes, fontFile } from '../fonts.ts';

describe('fonts', () => {
  it('finds Latin, Latin Extended and Devanagari in both weights', () => {
    expect(FONT_FACES).toEqual(['latin', 'latinExt', 'devanagari']);
    expect(FONT_WEIGHTS).toEqual([400, 700]);
    expect(fontFile('latinExt', 700)).toMatch(
      /@fontsource\/noto-sans\/files\/noto-sans-latin-ext-700-normal\.woff$/,
    );
    expect(fontFile('devanagari', 400, 'woff2')).toMatch(
      /@fontsource\/noto-sans-devanagari\/files\/noto-sans-devanagari-devanagari-400-normal\.woff2$/,
    );
  });

  it('reads each file as the font it is, once', () => {
    for (const face of FONT_FACES) {
      for (const weight of FONT_WEIGHTS) {
        const woff = fontBytes(face, weight);
        expect(woff.subarray(0, 4).toString('latin1')).toBe('wOFF');
        expect(fontBytes(face, weight)).toBe(woff);
        expect(fontBytes(face, weight, 'woff2').subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    }
  });
});
