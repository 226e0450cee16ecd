/**
 * Signed class-file links: `{SITE_URL}/media/{grant}.{signature}/{file name}`, absolute, on
 * the site's own origin. The grant names the customer, their session, the class item, the
 * file at the provider and an expiry (MEDIA_LINK_TTL_S), signed as every link is
 * (sessions/signed-links.ts), for a purpose of its own. The file is named by an opaque
 * reference: its provider URL encrypted (AES-256-GCM) with a key derived from the session
 * secret, so a link never shows where the academy keeps its files. A link is issued only for an owned,
 * unlocked item, works only until it expires and while the session it was issued to lives,
 * and cannot be altered to point at another file.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { lessonFileName } from '../../common/lesson-files.ts';
import type { ClassItemModel } from '../upstream/legacy-api/models.ts';
import { HttpMessage } from '../errors.ts';
import type { LiveGrantRefusals } from '../sessions/live-grant.ts';
import type { LiveSession } from '../sessions/session.ts';
import { SignedLinks, type LinkRefusal } from '../sessions/signed-links.ts';

export const MEDIA_PATH = '/media';
/** Where a prepared lesson's playlists and segments are served, under MEDIA_PATH. */
export const STREAM_PATH = '/hls';

/** What a class-file or stream link whose session is not live gets. */
export const MEDIA_LINK_REFUSALS: Omit<LiveGrantRefusals, 'link'> = {
  ended: { status: 403, line: HttpMessage.classFileRefused },
  away: { line: HttpMessage.classFileUnavailable, retryAfterS: 5 },
};

/** Who a link was given to, in which session, and for which class item. */
interface LinkHolder {
  customerId: string;
  sessionId: string;
  itemId: string;
}

/**
 * What a stream link grants: one prepared lesson's folder (every playlist and segment in
 * it, as the relative addresses in its playlists resolve under the same signed path).
 */
interface StreamGrant extends LinkHolder {
  /** The lesson's folder in MEDIA_DIR. */
  key: string;
  expiresAtMs: number;
}

type StreamCheck = { ok: true; grant: StreamGrant } | { ok: false; reason: LinkRefusal };

/** What a link grants, as signed. */
interface MediaGrant extends LinkHolder {
  /** Absolute URL of the file at the provider (read from the grant's opaque reference). */
  file: string;
  /** The file name it is served under. */
  name: string;
  expiresAtMs: number;
}

type GrantCheck = { ok: true; grant: MediaGrant } | { ok: false; reason: LinkRefusal };

interface MediaLinksOptions {
  /** The session secret; the link keys are derived from it, never the same bytes. */
  secret: string;
  ttlS: number;
  now: () => Date;
  /** SITE_URL: the origin links are given on (no trailing slash). */
  siteUrl: string;
}

/** AES-256-GCM's nonce and tag sizes, in bytes. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The holder as both kinds of link sign it: customer (c), session (s), item (i). */
type HolderClaims = Record<'c' | 's' | 'i', string>;

const holderClaims = (session: LiveSession, itemId: string): HolderClaims => ({
  c: session.customerId,
  s: session.sessionId,
  i: itemId,
});

const holderOf = (claims: HolderClaims): LinkHolder => ({
  customerId: claims.c,
  sessionId: claims.s,
  itemId: claims.i,
});

export class MediaLinks {
  /** Customer (c), session (s), item (i), file reference (f), file name (n). */
  private readonly files: SignedLinks<'c' | 's' | 'i' | 'f' | 'n'>;
  /** Customer (c), session (s), item (i), the lesson's folder (k). */
  private readonly streams: SignedLinks<'c' | 's' | 'i' | 'k'>;
  private readonly referenceKey: Buffer;
  private readonly siteUrl: string;

  constructor(options: MediaLinksOptions) {
    this.files = new SignedLinks({
      ...options,
      purpose: 'class-file',
      claims: ['c', 's', 'i', 'f', 'n'],
    });
    // A purpose of its own: a class-file link never opens a stream, nor the reverse.
    this.streams = new SignedLinks({
      ...options,
      purpose: 'lesson-stream',
      claims: ['c', 's', 'i', 'k'],
    });
    this.referenceKey = createHmac('sha256', options.secret)
      .update('academy class-file references v1')
      .digest();
    this.siteUrl = options.siteUrl;
  }

  /** An absolute link to the item's file for this session, or null when the item has no file. */
  issue(session: LiveSession, item: ClassItemModel): string | null {
    if (!item.fileUrl) return null;
    const extension = path.extname(new URL(item.fileUrl).pathname).slice(1);
    const name = lessonFileName(item.title, extension);
    const segment = this.files.sign({
      ...holderClaims(session, item.id),
      f: this.reference(item.fileUrl),
      n: name,
    });
    return `${this.siteUrl}${MEDIA_PATH}/${segment}/${encodeURIComponent(name)}`;
  }

  /** Checks a link's `{grant}.{signature}` segment. */
  check(segment: string): GrantCheck {
    const checked = this.files.verify(segment);
    if (!checked.ok) return checked;
    const { claims, expiresAtMs } = checked;
    const file = this.file(claims.f);
    if (file === null) return { ok: false, reason: 'malformed' };
    return {
      ok: true,
      grant: {
        ...holderOf(claims),
        file,
        name: claims.n,
        expiresAtMs,
      },
    };
  }

  /**
   * The absolute base of a prepared lesson's stream for this session, ending in '/':
   * `{SITE_URL}/media/hls/{grant}.{signature}/`; its playlists and segments lie under it.
   */
  issueStream(session: LiveSession, itemId: string, key: string): string {
    const segment = this.streams.sign({ ...holderClaims(session, itemId), k: key });
    return `${this.siteUrl}${MEDIA_PATH}${STREAM_PATH}/${segment}/`;
  }

  /** Checks a stream link's `{grant}.{signature}` segment. */
  checkStream(segment: string): StreamCheck {
    const checked = this.streams.verify(segment);
    if (!checked.ok) return checked;
    const { claims, expiresAtMs } = checked;
    return {
      ok: true,
      grant: {
        ...holderOf(claims),
        key: claims.k,
        expiresAtMs,
      },
    };
  }

  /** The file's provider URL as an opaque reference: nonce, ciphertext and tag, base64url. */
  private reference(fileUrl: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.referenceKey, nonce);
    const sealed = Buffer.concat([cipher.update(fileUrl, 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The provider URL an opaque reference stands for; null for one this gateway did not make. */
  private file(reference: string): string | null {
    const bytes = Buffer.from(reference, 'base64url');
    if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        this.referenceKey,
        bytes.subarray(0, NONCE_BYTES),
      );
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const opened = Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return opened.toString('utf8');
    } catch {
      return null;
    }
  }
}
