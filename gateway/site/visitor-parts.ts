/**
 * The parts of a served page that are the visitor's own, added as each page is sent (the
 * page itself is rendered once for everyone): the form token its forms echo, and what a
 * form answered without the app left to say on the next page (the app's toasts, as
 * notices, and a new sign-in's login record for the app to keep).
 *
 * The form token is a double-submit token: a random value in a cookie of this site, which
 * the page's forms carry back (client/src/lib/form-post.ts). Another site can make a
 * browser post to ours, but can neither read that cookie nor guess its value.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import {
  FORM_TOKEN_COOKIE,
  FORM_TOKEN_SLOT,
  SIGNED_IN_ELEMENT_ID,
  type Notice,
  type SignedIn,
} from '../../client/src/ssr/server-entry.ts';
import { escapeHtml, scriptSafeJson } from './document.ts';

/** What a form answered without the app leaves for the next page. */
interface Flash {
  notices: Notice[];
  signedIn: SignedIn | null;
}

const FLASH_COOKIE = 'academy_flash';
/** Long enough for the redirect to be followed on a slow phone, short enough to go unseen. */
const FLASH_LIFE_MS = 60_000;
const TOKEN_LIFE_MS = 30 * 24 * 3600_000;
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** How long a notice stays, as the app's toasts (SPEC.md §8). */
const noticeSeconds = (notice: Notice) => (notice.short ? 2 : 5);

/**
 * Notices look and behave as the app's toasts: top right, closing by themselves (CSS
 * only: the page may have no script at all), an alert for what went wrong.
 */
const NOTICE_STYLE =
  '<style>.academy-notices{position:fixed;top:1rem;right:1rem;left:1rem;z-index:9999;display:flex;' +
  'flex-direction:column;align-items:flex-end;gap:.5rem;pointer-events:none}' +
  '.academy-notice{margin:0;max-width:22rem;padding:.875rem 1rem;border-radius:.5rem;background:#fff;' +
  'color:#1a1a1a;box-shadow:0 4px 12px rgba(0,0,0,.15);border-left:6px solid #3498db;font:inherit;' +
  'pointer-events:auto;animation:academy-notice-out .4s ease-in forwards;animation-delay:var(--stay)}' +
  '.academy-notice[data-kind=success]{border-color:#07bc0c}.academy-notice[data-kind=error]{border-color:#e74c3c}' +
  '.academy-notice[data-kind=warning]{border-color:#f1c40f}' +
  '@keyframes academy-notice-out{to{opacity:0;visibility:hidden}}' +
  '@media (prefers-reduced-motion:reduce){.academy-notice{animation-duration:1ms}}</style>';

function noticesHtml(notices: readonly Notice[]): string {
  if (notices.length === 0) return '';
  const items = notices.map((notice) => {
    const role = notice.kind === 'error' || notice.kind === 'warning' ? 'alert' : 'status';
    return (
      `<p class="academy-notice" data-kind="${notice.kind}" role="${role}" ` +
      `style="--stay:${noticeSeconds(notice)}s">${escapeHtml(notice.message)}</p>`
    );
  });
  return `<div class="academy-notices">${items.join('')}</div>`;
}

export class VisitorParts {
  private readonly flashKey: Buffer;
  private readonly cookieBase: CookieOptions;

  constructor(options: { secret: string; production: boolean }) {
    // A key of its own, derived from the session secret: a flash is no session token.
    this.flashKey = createHmac('sha256', options.secret).update('academy flash v1').digest();
    this.cookieBase = { sameSite: 'lax', path: '/', secure: options.production };
  }

  /** The visitor's form token: theirs if they have one, else a new one sent with `res`. */
  formToken(req: Request, res: Response): string {
    const existing = this.postedCookie(req, FORM_TOKEN_COOKIE);
    if (existing !== null && TOKEN_PATTERN.test(existing)) return existing;
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    // The page reads it to render the same token its served HTML holds.
    res.cookie(FORM_TOKEN_COOKIE, token, { ...this.cookieBase, maxAge: TOKEN_LIFE_MS });
    return token;
  }

  /** Whether a posted token is the visitor's own (compared in constant time). */
  tokenMatches(req: Request, posted: string | undefined): boolean {
    const own = this.postedCookie(req, FORM_TOKEN_COOKIE);
    if (own === null || posted === undefined || !TOKEN_PATTERN.test(own)) return false;
    const [a, b] = [Buffer.from(own), Buffer.from(posted)];
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Leaves `flash` for the page the visitor is sent to next. */
  setFlash(res: Response, flash: Flash): void {
    const body = Buffer.from(JSON.stringify(flash)).toString('base64url');
    res.cookie(FLASH_COOKIE, `${body}.${this.mac(body)}`, {
      ...this.cookieBase,
      httpOnly: true,
      maxAge: FLASH_LIFE_MS,
    });
  }

  /** The flash left for this page, taken (it is shown once); null without a good one. */
  takeFlash(req: Request, res: Response): Flash | null {
    const sealed = this.postedCookie(req, FLASH_COOKIE);
    if (sealed === null) return null;
    res.clearCookie(FLASH_COOKIE, { ...this.cookieBase, httpOnly: true });
    const [body = '', mac = ''] = sealed.split('.');
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const flash = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Flash;
      return Array.isArray(flash.notices) ? flash : null;
    } catch {
      return null;
    }
  }

  /** The page with the visitor's token in its forms and, before the app's root, its notices. */
  personalize(
    html: string,
    { token, notices = [], signedIn = null }: { token: string } & Partial<Flash>,
  ): string {
    let page = html.replaceAll(FORM_TOKEN_SLOT, token);
    const record =
      signedIn === null
        ? ''
        : `<script type="application/json" id="${SIGNED_IN_ELEMENT_ID}">${scriptSafeJson(signedIn)}</script>`;
    const parts = noticesHtml(notices) + record;
    if (parts === '') return page;
    if (notices.length > 0) page = page.replace('</head>', () => `${NOTICE_STYLE}</head>`);
    return page.replace('<div id="root">', () => `${parts}<div id="root">`);
  }

  private mac(body: string): string {
    return createHmac('sha256', this.flashKey).update(body).digest('base64url');
  }

  private postedCookie(req: Request, name: string): string | null {
    const header = req.headers.cookie;
    return header === undefined ? null : (parseCookies(header)[name] ?? null);
  }
}
