import { describe, expect, it } from 'vitest';
import { SignedLinks, type LinkPurpose } from '../signed-links.ts';

const SECRET = 'a session secret for tests';
const ISSUED = Date.parse('2026-12-01T10:00:00.000Z');
/** ISSUED + 600 s. */
const EXPIRES = 1796119800000;
/** {"c":"7","s":"sess-1","o":"42","e":1796119800000}, signed for receipts with SECRET. */
const RECEIPT =
  'eyJjIjoiNyIsInMiOiJzZXNzLTEiLCJvIjoiNDIiLCJlIjoxNzk2MTE5ODAwMDAwfQ.8bRrbytdtG71gcAzSl0WALP3PTFdEYeE0Gj8E-ieQK4';

let nowMs = ISSUED;
const linksFor = (purpose: LinkPurpose, secret = SECRET) =>
  new SignedLinks({
    secret,
    purpose,
    claims: ['c', 's', 'o'],
    ttlS: 600,
    now: () => new Date(nowMs),
  });
const receipts = linksFor('receipt');
const claims = { c: '7', s: 'sess-1', o: '42' };

describe('SignedLinks', () => {
  it('signs the claims and their expiry as base64url JSON and an HMAC-SHA256', () => {
    nowMs = ISSUED;
    expect(receipts.sign(claims)).toBe(RECEIPT);
  });

  it('gives back the claims and the expiry of its own link until the expiry comes', () => {
    nowMs = EXPIRES - 1;
    expect(receipts.verify(RECEIPT)).toEqual({
      ok: true,
      claims: { c: '7', s: 'sess-1', o: '42' },
      expiresAtMs: 1796119800000,
    });
    nowMs = EXPIRES;
    expect(receipts.verify(RECEIPT)).toEqual({ ok: false, reason: 'expired' });
    nowMs = ISSUED;
  });

  it('never verifies a link made for another purpose or with another secret', () => {
    for (const purpose of ['class-file', 'lesson-stream'] as const) {
      const other = linksFor(purpose);
      expect(other.verify(RECEIPT)).toEqual({ ok: false, reason: 'bad signature' });
      expect(receipts.verify(other.sign(claims))).toEqual({ ok: false, reason: 'bad signature' });
    }
    const elsewhere = linksFor('receipt', 'another secret');
    expect(elsewhere.verify(RECEIPT)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses altered claims, a longer life and a changed or cut signature', () => {
    const [encoded = '', signature = ''] = RECEIPT.split('.');
    const forged = (wire: object) =>
      `${Buffer.from(JSON.stringify(wire)).toString('base64url')}.${signature}`;
    const refused = { ok: false, reason: 'bad signature' };
    expect(receipts.verify(forged({ ...claims, c: '8', e: EXPIRES }))).toEqual(refused);
    expect(receipts.verify(forged({ ...claims, e: EXPIRES + 86_400_000 }))).toEqual(refused);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(receipts.verify(`${encoded}.${flipped}`)).toEqual(refused);
    expect(receipts.verify(`${encoded}.${signature.slice(0, -1)}`)).toEqual(refused);
    expect(receipts.verify(`${encoded}.AAAA`)).toEqual(refused);
  });

  it('calls a segment without exactly two parts, or with claims missing, malformed', () => {
    const malformed = { ok: false, reason: 'malformed' };
    const [encoded = '', signature = ''] = RECEIPT.split('.');
    for (const segment of ['', encoded, `${encoded}.`, `.${signature}`, `${RECEIPT}.x`]) {
      expect(receipts.verify(segment), segment).toEqual(malformed);
    }
    // Well signed for the purpose, but without the order: not a receipt grant.
    const partial = new SignedLinks({
      secret: SECRET,
      purpose: 'receipt',
      claims: ['c', 's'],
      ttlS: 600,
      now: () => new Date(nowMs),
    });
    expect(receipts.verify(partial.sign({ c: '7', s: 'sess-1' }))).toEqual(malformed);
  });

  it('keeps the expiry claim to itself', () => {
    expect(
      () =>
        new SignedLinks({
          secret: SECRET,
          purpose: 'receipt',
          claims: ['e'],
          ttlS: 1,
          now: () => new Date(),
        }),
    ).toThrow("signed links: the claim 'e' holds the expiry");
  });
});
