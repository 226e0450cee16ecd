/** The plain lines the routes beside GraphQL answer with (re-exported by ../errors.ts). */
import type { Response } from 'express';

/**
 * What the routes beside GraphQL answer when they refuse: class files, pages, preview
 * images, metrics, the Razorpay webhook and unknown paths. Sent as plain text (a line) or,
 * for the webhook, as `{ error }`.
 */
export const HttpMessage = {
  notFound: 'Not found',
  classFileRefused:
    'This link is not valid or has expired. Open the lesson again from your classes.',
  classFileMissing: 'This file could not be found.',
  classFileUnavailable: 'The file is unavailable right now. Please try again shortly.',
  siteNotBuilt: 'The site has not been built yet. Run `npm run build`, then reload this page.',
  previewUnavailable: 'The preview image is not available right now.',
  metricsTokenRequired: 'A metrics token is required.',
  webhookBadSignature: 'The signature is missing or does not match.',
  webhookNotAnEvent: 'The body is not a Razorpay event.',
  malformedPath: 'The address is not valid.',
  calendarUnavailable: 'The calendar is unavailable right now. Please try again shortly.',
  calendarTooOften: 'This calendar is being fetched too often. Please try again later.',
  paperUnavailable: 'This receipt is unavailable right now. Please try again shortly.',
  certificateWithdrawn: 'This certificate was withdrawn when its student deleted their account.',
  signInFirst: 'Please sign in to download your data.',
  exportTooOften:
    'Your data was downloaded several times in the last hour. Please try again later.',
  exportUnavailable: 'Your data cannot be gathered right now. Please try again shortly.',
  databaseUnavailable:
    'Our records are unavailable for a moment. Nothing was lost; please try again shortly.',
} as const;

/**
 * Answers a request beside GraphQL with one of the lines above, as plain text that no cache
 * keeps (class files, streams, papers, calendar feeds); with `retryAfterS`, a refusal for now
 * (429, 503) also says when to come back.
 */
export function answerWithLine(
  res: Response,
  status: number,
  message: string,
  retryAfterS?: number,
): void {
  if (retryAfterS !== undefined) res.setHeader('Retry-After', String(retryAfterS));
  res.status(status).setHeader('Cache-Control', 'no-store').type('text/plain').send(`${message}\n`);
}
