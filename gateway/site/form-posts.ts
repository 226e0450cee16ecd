/**
 * Forms posted to their own page, as a browser sends them before the app's scripts have
 * arrived or without them (client/src/lib/form-post.ts): a visitor's (sign-in, sign-up, the
 * enquiry…) and the staff room's, whose staff session travels in its cookie just the same.
 *
 * A post is believed only from this site's own pages, with the protections the GraphQL
 * endpoint has in its own way: its Origin (or, without one, its Referer) must be the
 * site's, and it must carry the visitor's form token (visitor-parts.ts). The page renderer
 * then does what the app would (client/src/ssr/submit-form.ts): the same rules and
 * messages, the same mutation with the visitor's session. Success is a 303 to the next
 * page, whose notices and login record travel in a flash cookie; a refusal is the same
 * page again with what was typed (passwords never) and the messages in place.
 */
import express, { type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import {
  FORM_TOKEN_FIELD,
  matchRoute,
  type ExecuteMutation,
  type ExecutePublicQuery,
} from '../../client/src/ssr/server-entry.ts';
import { documentOf } from './pages.ts';
import type { SiteBuildReader } from './site-build.ts';
import type { VisitorParts } from './visitor-parts.ts';

/** Far more than the largest form's fields at their longest (the enquiry: about 1.5 KB). */
const FORM_BODY_LIMIT = '16kb';
/**
 * The quizzes page's GIFT import, which only a staff session can use: a file pasted whole (at
 * most 200,000 characters, Devanagari nine bytes each once form-encoded).
 */
const GIFT_FORM_BODY_LIMIT = '2mb';
const FORM_FIELDS_LIMIT = 30;
/**
 * The quizzes page's question form: its own fields and, for each of its ten answers at most,
 * an id, two texts and the right mark.
 */
const QUIZ_FORM_FIELDS_LIMIT = 64;
const FORM_TYPE = 'application/x-www-form-urlencoded';

interface FormPostsOptions {
  build: SiteBuildReader;
  visitors: VisitorParts;
  /** SITE_URL: the origin the site's pages are served from. */
  siteUrl: string;
  /** Runs a mutation with this request's session, its answer's cookies set on `res`. */
  mutationsFor: (req: Request, res: express.Response) => ExecuteMutation;
  executePublic: ExecutePublicQuery;
  now: () => Date;
  logger: Logger;
}

/** The origin a browser says a post came from: Origin, else Referer's (old browsers). */
function postedFrom(req: Request): string | null {
  const origin = req.get('origin');
  if (origin !== undefined) return origin;
  const referer = req.get('referer');
  if (referer === undefined) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * The posted fields as strings: each by its first value (a field sent twice counts by it),
 * and every value of each (checkboxes of one name).
 */
function fieldsOf(body: unknown) {
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  if (typeof body !== 'object' || body === null) return { fields, lists };
  for (const [name, value] of Object.entries(body)) {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (one): one is string => typeof one === 'string',
    );
    if (values[0] === undefined) continue;
    fields[name] = values[0];
    lists[name] = values;
  }
  return { fields, lists };
}

export function formPosts(options: FormPostsOptions): RequestHandler {
  const { build, visitors, logger } = options;
  const siteOrigin = new URL(options.siteUrl).origin;
  const readerOf = (limit: string, parameterLimit: number) =>
    express.urlencoded({ extended: false, limit, parameterLimit });
  const readBody = readerOf(FORM_BODY_LIMIT, FORM_FIELDS_LIMIT);
  const readQuizBody = readerOf(GIFT_FORM_BODY_LIMIT, QUIZ_FORM_FIELDS_LIMIT);
  /** The site's origin, or the one this request reached (a gateway seen by another name). */
  const ownOrigin = (req: Request, origin: string) =>
    origin === siteOrigin || origin === `${req.protocol}://${req.get('host') ?? ''}`;

  return (req, res, next) => {
    if (req.method !== 'POST' || !req.is(FORM_TYPE)) return next();
    const match = matchRoute(req.path);
    if (match.id === 'notFound') return next();
    const site = build.current();
    if (!site) return next();
    const read = match.id === 'staffQuizzes' ? readQuizBody : readBody;
    read(req, res, (error?: unknown) => {
      if (error) return next(error);
      void (async () => {
        const { fields, lists } = fieldsOf(req.body);
        const origin = postedFrom(req);
        const expired =
          origin === null ||
          !ownOrigin(req, origin) ||
          !visitors.tokenMatches(req, fields[FORM_TOKEN_FIELD]);
        if (expired) logger.warn({ path: req.path, origin }, 'a form post without its token');
        const renderer = await site.renderer();
        const outcome = await renderer.submitForm({
          url: req.originalUrl,
          fields,
          lists,
          expired,
          execute: options.mutationsFor(req, res),
          executePublic: options.executePublic,
          now: options.now(),
        });
        if (outcome.kind === 'unknown') return next();
        res.setHeader('Cache-Control', 'no-store');
        if (outcome.kind === 'redirect') {
          visitors.setFlash(res, { notices: outcome.notices, signedIn: outcome.signedIn });
          res.redirect(303, outcome.location);
          return;
        }
        const served = await documentOf(site, outcome.page, match, options.siteUrl, req.path);
        const token = visitors.formToken(req, res);
        res
          .status(outcome.status)
          .type('html')
          .send(visitors.personalize(served.html, { token, notices: outcome.notices }));
      })().catch(next);
    });
  };
}
