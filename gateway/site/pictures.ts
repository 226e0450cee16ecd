/**
 * The one way the gateway draws a picture, for the site's link previews (preview-images.ts)
 * and a certificate's (gateway/documents/certificate-preview.tsx): satori lays out a React
 * element and turns its text into SVG shapes, in the project's fonts (common/fonts.ts);
 * resvg turns the SVG into a PNG. Every picture is 1200x630, the size Open Graph and large
 * Twitter cards show. Drawing takes tens of milliseconds, so pictures are kept by name.
 */
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import type { ReactNode } from 'react';
import satori from 'satori';
import { FONT_WEIGHTS, fontBytes, type FontFace, type FontWeight } from '../../common/fonts.ts';

export const PICTURE_SIZE = { width: 1200, height: 630 } as const;

type SatoriFont = { name: string; data: Buffer; weight: FontWeight; style: 'normal' };

/**
 * satori takes one face per family and weight, so each subset is named as a family of its
 * own. A character the families a picture names do not have is drawn from the first other
 * family here that has it: the rupee sign from Devanagari's face, Ł from Latin Extended.
 */
const FAMILIES: readonly (readonly [FontFace, string])[] = [
  ['latin', 'Noto Sans'],
  ['devanagari', 'Noto Sans Devanagari'],
  ['latinExt', 'Noto Sans Extended'],
];
let fonts: SatoriFont[] | undefined;

function satoriFonts(): SatoriFont[] {
  fonts ??= FAMILIES.flatMap(([face, name]) =>
    FONT_WEIGHTS.map((weight) => ({
      name,
      data: fontBytes(face, weight),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** The picture as PNG bytes. */
export async function drawPicture(picture: ReactNode): Promise<Buffer> {
  const svg = await satori(picture, { ...PICTURE_SIZE, fonts: satoriFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE_SIZE.width } }).render().asPng();
}

interface ShelfLimits {
  /** How many pictures are kept at most. */
  max: number;
  /** How many bytes they may take in all. */
  maxSize: number;
}

/**
 * Pictures drawn once and kept by a name that changes with what they show; a picture asked
 * for again while it is being drawn waits for that drawing (lru-cache's fetch).
 */
export function pictureShelf({ max, maxSize }: ShelfLimits) {
  const drawn = new LRUCache<string, Buffer, () => ReactNode>({
    max,
    maxSize,
    sizeCalculation: (png) => png.length,
    fetchMethod: (_name, _stale, { context }) => drawPicture(context()),
  });
  return async (name: string, picture: () => ReactNode): Promise<Buffer> => {
    const png = await drawn.fetch(name, { context: picture });
    if (!png) throw new Error(`the picture ${name} was not drawn`);
    return png;
  };
}
