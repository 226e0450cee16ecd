/**
 * The project's fonts, one home for them all: Noto Sans and Noto Sans Devanagari from the
 * @fontsource packages, cut by those packages into subsets (Latin, Latin Extended,
 * Devanagari). The PDF toolkit (pdf/typesetting.ts) embeds them, the gateway's pictures draw
 * with them, and the gateway serves the Devanagari subset to browsers that have none.
 * Each file is read once and kept: they are a few hundred kilobytes in all.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A subset of a family, as @fontsource cuts it. */
export type FontFace = 'latin' | 'latinExt' | 'devanagari';
export type FontWeight = 400 | 700;
/** woff for PDFKit and satori, which do not read woff2; woff2 for browsers. */
type FontFormat = 'woff' | 'woff2';

/** The package (under @fontsource/) and the subset of each face. */
const FACES: Record<FontFace, { files: string; subset: string }> = {
  latin: { files: 'noto-sans', subset: 'latin' },
  latinExt: { files: 'noto-sans', subset: 'latin-ext' },
  devanagari: { files: 'noto-sans-devanagari', subset: 'devanagari' },
};

export const FONT_FACES = Object.keys(FACES) as FontFace[];
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 700];

/** Where a face's file is on disk (throws when its package is missing). */
export function fontFile(face: FontFace, weight: FontWeight, format: FontFormat = 'woff'): string {
  const { files, subset } = FACES[face];
  return require.resolve(
    `@fontsource/${files}/files/${files}-${subset}-${weight}-normal.${format}`,
  );
}

const kept = new Map<string, Buffer>();

/** A face's bytes, read from disk the first time only. */
export function fontBytes(face: FontFace, weight: FontWeight, format: FontFormat = 'woff'): Buffer {
  const file = fontFile(face, weight, format);
  let bytes = kept.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    kept.set(file, bytes);
  }
  return bytes;
}
