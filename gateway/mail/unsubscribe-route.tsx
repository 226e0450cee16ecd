/**
 * The one-click unsubscribe of reminders (RFC 8058), at the signed link every reminder
 * carries (unsubscribe-links.ts), with no sign-in:
 * - POST with the body `List-Unsubscribe=One-Click` (form-encoded or multipart, as mail
 *   clients send it) turns the student's reminders off and says so;
 * - GET only shows a small page, in the language of the e-mail, whose button makes that POST:
 *   mail scanners that open every link unsubscribe nobody.
 * A forged, altered or expired link answers 400 and changes nothing.
 */
import express, { Router, type Request, type Response } from 'express';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Logger } from 'pino';
import type { Language } from '../../common/language.ts';
import { GOLD } from '../../common/paper-colours.ts';
import type { ReminderSettings } from '../db/reminders.ts';
import { mailText } from './template.tsx';
import { UNSUBSCRIBE_PATH, type UnsubscribeLinks } from './unsubscribe-links.ts';

interface UnsubscribeRouteOptions {
  links: UnsubscribeLinks;
  reminders: ReminderSettings;
  brandName: string;
  logger: Logger;
}

/** The form field RFC 8058 names, and its one value. */
const FIELD = 'List-Unsubscribe';
const ONE_CLICK = 'One-Click';
const BODY_LIMIT = '4kb';

/** What a page says: its paragraphs, and the button posting back, if any. */
interface PageContent {
  language: Language;
  title: string;
  paragraphs: { text: string; language: Language }[];
  button: string | null;
  brand: string;
}

function Page({ content }: { content: PageContent }) {
  return (
    <html lang={content.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${content.title} | ${content.brand}`}</title>
      </head>
      <body
        style={{
          fontFamily: "'Noto Sans', Arial, sans-serif",
          margin: '40px auto',
          maxWidth: '520px',
          padding: '0 16px',
        }}
      >
        <main>
          <p style={{ fontWeight: 'bold', color: GOLD }}>{content.brand}</p>
          <h1 style={{ fontSize: '22px' }}>{content.title}</h1>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.language + paragraph.text} lang={paragraph.language}>
              {paragraph.text}
            </p>
          ))}
          {content.button !== null && (
            <form method="post">
              <input type="hidden" name={FIELD} value={ONE_CLICK} />
              <button type="submit">{content.button}</button>
            </form>
          )}
        </main>
      </body>
    </html>
  );
}

function answer(res: Response, status: number, content: PageContent): void {
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!DOCTYPE html>${renderToStaticMarkup(<Page content={content} />)}`);
}

/** A page in the link's language saying `text`, with the button or without. */
function pageIn(language: Language, brand: string, text: string, button: boolean): PageContent {
  const words = mailText(language).unsubscribe;
  return {
    language,
    title: words.title,
    paragraphs: [{ text, language }],
    button: button ? words.button : null,
    brand,
  };
}

/** The refusal of a link that says nothing trustworthy, its language included: both languages. */
function refusedPage(brand: string): PageContent {
  return {
    language: 'en',
    title: mailText('en').unsubscribe.title,
    paragraphs: (['en', 'hi'] as const).map((language) => ({
      text: mailText(language).unsubscribe.refused,
      language,
    })),
    button: null,
    brand,
  };
}

/** Whether the body is RFC 8058's one-click form, in either encoding mail clients use. */
async function isOneClick(req: Request): Promise<boolean> {
  const type = req.headers['content-type'] ?? '';
  if (
    !Buffer.isBuffer(req.body) ||
    !/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)
  ) {
    return false;
  }
  try {
    const form = await new Response(new Uint8Array(req.body), {
      headers: { 'content-type': type },
    }).formData();
    return form.get(FIELD) === ONE_CLICK;
  } catch {
    return false;
  }
}

export function unsubscribeRoute(options: UnsubscribeRouteOptions): Router {
  const { links, reminders, brandName, logger } = options;
  const router = Router();
  const logOf = (req: Request) => (req as Request & { log?: Logger }).log ?? logger;
  const grantOf = (req: Request) => links.verify(String(req.params.segment ?? ''));

  router.get(`${UNSUBSCRIBE_PATH}/:segment`, (req, res) => {
    const grant = grantOf(req);
    if (!grant) {
      answer(res, 400, refusedPage(brandName));
      return;
    }
    const words = mailText(grant.language).unsubscribe;
    answer(res, 200, pageIn(grant.language, brandName, words.confirm, true));
  });

  router.post(
    `${UNSUBSCRIBE_PATH}/:segment`,
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    async (req, res) => {
      const grant = grantOf(req);
      if (!grant) {
        logOf(req).warn('unsubscribe link refused');
        answer(res, 400, refusedPage(brandName));
        return;
      }
      const words = mailText(grant.language).unsubscribe;
      if (!(await isOneClick(req))) {
        answer(res, 400, pageIn(grant.language, brandName, words.badRequest, true));
        return;
      }
      await reminders.setEnabled(grant.customerId, false);
      logOf(req).info({ customerId: grant.customerId }, 'reminders turned off by link');
      answer(res, 200, pageIn(grant.language, brandName, words.done, false));
    },
  );

  return router;
}
