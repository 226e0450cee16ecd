/**
 * Signed class-file links: `/media/{grant}.{signature}/{file name}` on the gateway itself.
 * The grant names the customer, their session, the class item, the file at the provider
 * and an expiry (MEDIA_LINK_TTL_S); the signature is an HMAC over it with a key derived
 * from the session secret. A link is issued only for an owned, unlocked item, works only
 * until it expires and while the session it was issued to lives, and cannot be altered
 * to point at another file.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { lessonFileName } from '../../common/lesson-files.ts';
import type { ClassItemModel } from '../upstream/legacy-api/models.ts';
import type { LiveSession } from '../sessions/session.ts';

export const MEDIA_PATH = '/media';

/** What a link grants, as signed. */
interface MediaGrant {
  customerId: string;
  sessionId: string;
  itemId: string;
  /** Absolute URL of the file at the provider. */
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
  /** The session secret; the link key is derived from it, never the same bytes. */
  secret: string;
  ttlS: number;
  now: () => Date;
}

export class MediaLinks {
  private readonly key: Buffer;
  private readonly ttlMs: number;
  private readonly now: () => Date;

  constructor(options: MediaLinksOptions) {
    this.key = createHmac('sha256', options.secret).update('academy class-file links v1').digest();
    this.ttlMs = options.ttlS * 1000;
    this.now = options.now;
  }

  /** A link to the item's file for this session, or null when the item has no file. */
  issue(session: LiveSession, item: ClassItemModel): string | null {
    if (!item.fileUrl) return null;
    const extension = path.extname(new URL(item.fileUrl).pathname).slice(1);
    const wire: WireGrant = {
      c: session.customerId,
      s: session.sessionId,
      i: item.id,
      f: item.fileUrl,
      n: lessonFileName(item.title, extension),
      e: this.now().getTime() + this.ttlMs,
    };
    const grant = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${MEDIA_PATH}/${grant}.${this.sign(grant)}/${encodeURIComponent(wire.n)}`;
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
    return {
      ok: true,
      grant: {
        customerId: wire.c,
        sessionId: wire.s,
        itemId: wire.i,
        file: wire.f,
        name: wire.n,
        expiresAtMs: wire.e,
      },
    };
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
