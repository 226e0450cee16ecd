import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';

const source = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');

/** GET /checkout.js: loadable by a page on any origin, as Razorpay's script is. */
export const serveCheckoutScript: RequestHandler = (_req, res) => {
  res.set({
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  res.send(source);
};
