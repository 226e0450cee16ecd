import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import type { Db } from '../db.ts';
import { seedIfNew } from '../seed.ts';
import { demoOrder, seedCourses } from '../seed-data.ts';
import { MEDIA_DIR } from '../uploads.ts';
import { tempDataDir } from '../../tests/support/stand-in.ts';

const SEEDED_AT = new Date('2026-01-15T06:30:00.000Z');

let db: Db | undefined;
let dataDir: string | undefined;

afterEach(() => {
  db?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  db = undefined;
  dataDir = undefined;
});

async function seeded(): Promise<Db> {
  dataDir = tempDataDir();
  db = openDatabase(dataDir);
  await seedIfNew(db, SEEDED_AT);
  return db;
}

function count(database: Db, table: string): number {
  const row = database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number };
  return row.n;
}

/** Width and height from a baseline or progressive JPEG's SOF segment. */
function jpegSize(file: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < file.length) {
    const marker = file.readUInt16BE(offset);
    const length = file.readUInt16BE(offset + 2);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no SOF segment');
}

/** A PDF opens if its cross-reference table points at each of its objects. */
function pdfObjectsResolve(file: Buffer): boolean {
  const text = file.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const xref = text.slice(startxref);
  const entries = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return (
    xref.startsWith('xref') &&
    entries.length > 0 &&
    entries.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset))
  );
}

describe('the seed', () => {
  it('holds the catalogue, the demo student and the demo order', async () => {
    const database = await seeded();
    expect(count(database, 'courses')).toBe(3);
    expect(count(database, 'customers')).toBe(1);
    const order = database.prepare('SELECT * FROM orders').get() as Record<string, unknown>;
    expect(order).toMatchObject({
      order_id: 1,
      c_id: 1,
      course_id: 1,
      amount: 3999,
      payment_status: 'Success',
      payment_id: demoOrder.paymentId,
      booking_code: demoOrder.bookingCode,
      order_date: SEEDED_AT.getTime() - 15 * 24 * 60 * 60 * 1000,
    });
  });

  it('runs once: a second call adds nothing', async () => {
    const database = await seeded();
    expect(await seedIfNew(database, new Date())).toBe(false);
    expect(count(database, 'courses')).toBe(3);
    expect(count(database, 'class_items')).toBe(15);
    expect(count(database, 'orders')).toBe(1);
  });

  it('gives the flagship course a discount and every week 1-8 videos or PDFs', () => {
    const [flagship, ...others] = seedCourses;
    expect(flagship?.discount).toBeGreaterThan(0);
    const weeks = new Set(flagship?.classItems.map((item) => item.week));
    expect([...weeks].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const types = new Set(flagship?.classItems.map((item) => item.fileType));
    expect(types).toEqual(new Set(['video', 'pdf']));
    expect(others.some((course) => course.discount === null)).toBe(true);
  });
});

describe('the seeded media', () => {
  const classItems = seedCourses.flatMap((course) => course.classItems);

  it.each(seedCourses.map((course) => course.image))('course/%s is an 800x450 JPEG', (name) => {
    const file = readFileSync(path.join(MEDIA_DIR, 'course', name));
    expect(jpegSize(file)).toEqual({ width: 800, height: 450 });
  });

  it.each([...new Set(classItems.map((item) => item.thumbnail))])(
    'course_data/%s is a 320x180 JPEG',
    (name) => {
      const file = readFileSync(path.join(MEDIA_DIR, 'course_data', name));
      expect(jpegSize(file)).toEqual({ width: 320, height: 180 });
    },
  );

  it.each([...new Set(classItems.map((item) => `${item.fileType}:${item.file}`))])(
    '%s is a real file of its type',
    (entry) => {
      const [type, name = ''] = entry.split(':');
      const file = readFileSync(path.join(MEDIA_DIR, 'course_data', name));
      if (type === 'video') {
        expect(file.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
        expect(file.subarray(0, 64).toString('latin1')).toContain('webm');
      } else {
        expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdfObjectsResolve(file)).toBe(true);
      }
    },
  );

  it('holds only files the seed names, under 3 MB in all', () => {
    const named = new Set([
      ...seedCourses.map((course) => `course/${course.image}`),
      ...classItems.flatMap((item) => [
        `course_data/${item.file}`,
        `course_data/${item.thumbnail}`,
      ]),
    ]);
    const present = ['course', 'course_data'].flatMap((folder) =>
      readdirSync(path.join(MEDIA_DIR, folder)).map((name) => `${folder}/${name}`),
    );
    expect(new Set(present)).toEqual(named);
    const bytes = present.reduce((sum, name) => sum + statSync(path.join(MEDIA_DIR, name)).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});
