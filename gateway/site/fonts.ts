/**
 * GET /fonts/noto-sans-devanagari-400.woff2: the Devanagari subset of Noto Sans
 * Devanagari (common/fonts.ts), which Hindi pages name as the last fallback for Devanagari
 * text (gateway/site/document.ts). Cached by browsers for a year: a new font version is a
 * new package version, deployed with a new build.
 */
import { Router } from 'express';
import { fontFile } from '../../common/fonts.ts';
import { FONT_PATH } from './document.ts';

const fontFiles = new Map(
  ([400] as const).map((weight) => [
    `noto-sans-devanagari-${weight}.woff2`,
    fontFile('devanagari', weight, 'woff2'),
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
