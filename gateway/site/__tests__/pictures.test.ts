/**
 * The picture pipeline that draws the site's and the certificates' link previews: a PNG of
 * 1200x630 (read from its bytes), a font for every script the site writes, each picture
 * drawn once per name.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { drawCertificatePreview } from '../../documents/certificate-preview.tsx';
import { drawPicture, pictureShelf } from '../pictures.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's size from its IHDR chunk, which follows the signature. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const card = (text: string) =>
  createElement(
    'div',
    { style: { display: 'flex', fontSize: '48px', fontWeight: 700, fontFamily: 'Noto Sans' } },
    text,
  );

describe('drawing a picture', () => {
  it('is a 1200x630 PNG', async () => {
    const png = await drawPicture(card('Forex Trading Essentials'));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  // A letter no font has is drawn as a box, the same box as an unassigned code point's.
  it.each([
    ['Latin', 'F'],
    ['Devanagari', 'श'],
    ['the rupee sign', '₹'],
    ['Latin Extended', 'Ł'],
  ])('has a font for %s', async (_script, letter) => {
    const [drawn, box] = await Promise.all([
      drawPicture(card(letter)),
      drawPicture(card('\u0378')),
    ]);
    expect(drawn.equals(box)).toBe(false);
  });

  it("draws a certificate's preview the same size", async () => {
    const png = await drawCertificatePreview({
      brand: 'Sharpline Trading Academy',
      studentName: 'आशा वर्मा',
      courseTitle: 'Stock Market Foundations',
      completedOn: '19 Jan 2027',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws different text as a different picture', async () => {
    const [one, other] = await Promise.all([drawPicture(card('one')), drawPicture(card('two'))]);
    expect(one.equals(other)).toBe(false);
  });
});

describe('a shelf of pictures', () => {
  it('draws a name once, asked for together or later', async () => {
    const keep = pictureShelf({ max: 10, maxSize: 10_000_000 });
    let drawings = 0;
    const picture = () => {
      drawings += 1;
      return card('kept');
    };
    const [first, second] = await Promise.all([keep('a', picture), keep('a', picture)]);
    const third = await keep('a', picture);
    expect(drawings).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    await keep('b', picture);
    expect(drawings).toBe(2);
  });

  it('passes a failed drawing on and tries again next time', async () => {
    const keep = pictureShelf({ max: 10, maxSize: 10_000_000 });
    const broken = () => {
      throw new Error('no card');
    };
    await expect(keep('a', broken)).rejects.toThrow('no card');
    expect(pngSize(await keep('a', () => card('drawn')))).toEqual({ width: 1200, height: 630 });
  });
});
