/**
 * GET /fonts/noto-sans-devanagari-400.woff2: the Devanagari subset of Noto Sans
 * Devanagari (shipped in @fontsource/noto-sans-devanagari), which Hindi pages name as the
 * last fallback for Devanagari text (gateway/site/document.ts). Cached by browsers for a
 * year: a new font version is a new package version, deployed with a new build.
 */
import { createRequire } from 'node:module';
import { Router } from 'express';
import { FONT_PATH } from './document.ts';

const require = createRequire(import.meta.url);

const fontFiles = new Map(
  ([400] as const).map((weight) => [
    `noto-sans-devanagari-${weight}.woff2`,
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    ),
  ]),
);

export function fonts(): Router {
  const router = Router();
  router.get(`${FONT_PATH}/:file`, (req, res, next) => {
    const file = fontFiles.get(String(req.params.file));
    if (!file) return next();
    res.sendFile(file, {
      maxAge: '365d',
      immutable: true,
      headers: { 'Content-Type': 'font/woff2', 'Access-Control-Allow-Origin': '*' },
    });
  });
  return router;
}
