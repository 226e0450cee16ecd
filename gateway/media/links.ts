/**
 * Signed class-file links: `{SITE_URL}/media/{grant}.{signature}/{file name}`, absolute, on
 * the site's own origin. The grant names the customer, their session, the class item, the
 * file at the provider and an expiry (MEDIA_LINK_TTL_S); the signature is an HMAC over it
 * with a key derived from the session secret. The file is named by an opaque reference: its
 * provider URL encrypted (AES-256-GCM) with another key derived from that secret, so a link
 * never shows where the academy keeps its files. A link is issued only for an owned,
 * unlocked item, works only until it expires and while the session it was issued to lives,
 * and cannot be altered to point at another file.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import path from 'node:path';
import { lessonFileName } from '../../common/lesson-files.ts';
import type { ClassItemModel } from '../upstream/legacy-api/models.ts';
import type { LiveSession } from '../sessions/session.ts';

export const MEDIA_PATH = '/media';
/** Where a prepared lesson's playlists and segments are served, under MEDIA_PATH. */
export const STREAM_PATH = '/hls';

/**
 * What a stream link grants: one prepared lesson's folder (every playlist and segment in
 * it, as the relative addresses in its playlists resolve under the same signed path).
 */
interface StreamGrant {
  customerId: string;
  sessionId: string;
  itemId: string;
  /** The lesson's folder in MEDIA_DIR. */
  key: string;
  expiresAtMs: number;
}

type StreamCheck =
  | { ok: true; grant: StreamGrant }
  | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' };

/** What a link grants, as signed. */
interface MediaGrant {
  customerId: string;
  sessionId: string;
  itemId: string;
  /** Absolute URL of the file at the provider (read from the grant's opaque reference). */
  file: string;
  /** The file name it is served under. */
  name: string;
  expiresAtMs: number;
}

/** Short claim names keep links short. */
interface WireGrant {
  c: string;
  s: string;
  i: string;
  f: string;
  n: string;
  e: number;
}

type GrantCheck =
  | { ok: true; grant: MediaGrant }
  | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' };

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

export class MediaLinks {
  private readonly key: Buffer;
  private readonly streamKey: Buffer;
  private readonly referenceKey: Buffer;
  private readonly ttlMs: number;
  private readonly now: () => Date;
  private readonly siteUrl: string;

  constructor(options: MediaLinksOptions) {
    this.key = createHmac('sha256', options.secret).update('academy class-file links v1').digest();
    // Its own key: a class-file link's signature never opens a stream, nor the reverse.
    this.streamKey = createHmac('sha256', options.secret)
      .update('academy lesson streams v1')
      .digest();
    this.referenceKey = createHmac('sha256', options.secret)
      .update('academy class-file references v1')
      .digest();
    this.ttlMs = options.ttlS * 1000;
    this.now = options.now;
    this.siteUrl = options.siteUrl;
  }

  /** An absolute link to the item's file for this session, or null when the item has no file. */
  issue(session: LiveSession, item: ClassItemModel): string | null {
    if (!item.fileUrl) return null;
    const extension = path.extname(new URL(item.fileUrl).pathname).slice(1);
    const wire: WireGrant = {
      c: session.customerId,
      s: session.sessionId,
      i: item.id,
      f: this.reference(item.fileUrl),
      n: lessonFileName(item.title, extension),
      e: this.now().getTime() + this.ttlMs,
    };
    const grant = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${this.siteUrl}${MEDIA_PATH}/${grant}.${this.sign(grant)}/${encodeURIComponent(wire.n)}`;
  }

  /** Checks a link's `{grant}.{signature}` segment. */
  check(segment: string): GrantCheck {
    const [grant, signature, ...rest] = segment.split('.');
    if (!grant || !signature || rest.length > 0) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'bad signature' };
    }
    const wire = readWire(grant);
    if (!wire) return { ok: false, reason: 'malformed' };
    if (this.now().getTime() >= wire.e) return { ok: false, reason: 'expired' };
    const file = this.file(wire.f);
    if (file === null) return { ok: false, reason: 'malformed' };
    return {
      ok: true,
      grant: {
        customerId: wire.c,
        sessionId: wire.s,
        itemId: wire.i,
        file,
        name: wire.n,
        expiresAtMs: wire.e,
      },
    };
  }

  /**
   * The absolute base of a prepared lesson's stream for this session, ending in '/':
   * `{SITE_URL}/media/hls/{grant}.{signature}/`; its playlists and segments lie under it.
   */
  issueStream(session: LiveSession, itemId: string, key: string): string {
    const wire = {
      c: session.customerId,
      s: session.sessionId,
      i: itemId,
      k: key,
      e: this.now().getTime() + this.ttlMs,
    };
    const grant = Buffer.from(JSON.stringify(wire)).toString('base64url');
    const signature = createHmac('sha256', this.streamKey).update(grant).digest('base64url');
    return `${this.siteUrl}${MEDIA_PATH}${STREAM_PATH}/${grant}.${signature}/`;
  }

  /** Checks a stream link's `{grant}.{signature}` segment. */
  checkStream(segment: string): StreamCheck {
    const [grant, signature, ...rest] = segment.split('.');
    if (!grant || !signature || rest.length > 0) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(
      createHmac('sha256', this.streamKey).update(grant).digest('base64url'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'bad signature' };
    }
    const wire = readStreamWire(grant);
    if (!wire) return { ok: false, reason: 'malformed' };
    if (this.now().getTime() >= wire.e) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      grant: {
        customerId: wire.c,
        sessionId: wire.s,
        itemId: wire.i,
        key: wire.k,
        expiresAtMs: wire.e,
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

  private sign(grant: string): string {
    return createHmac('sha256', this.key).update(grant).digest('base64url');
  }
}

function readWire(grant: string): WireGrant | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(grant, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { c, s, i, f, n, e } = value as Record<string, unknown>;
    if (typeof c !== 'string' || typeof s !== 'string' || typeof i !== 'string') return null;
    if (typeof f !== 'string' || typeof n !== 'string' || typeof e !== 'number') return null;
    return { c, s, i, f, n, e };
  } catch {
    return null;
  }
}

function readStreamWire(
  grant: string,
): { c: string; s: string; i: string; k: string; e: number } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(grant, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { c, s, i, k, e } = value as Record<string, unknown>;
    if (typeof c !== 'string' || typeof s !== 'string' || typeof i !== 'string') return null;
    if (typeof k !== 'string' || typeof e !== 'number') return null;
    return { c, s, i, k, e };
  } catch {
    return null;
  }
}
