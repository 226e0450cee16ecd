/**
 * Receipt numbers and certificates in the durable data, on SQLite and on a real PostgreSQL:
 * numbers consecutive within a financial year and given once per order, by two gateways
 * (two connections to one database) asking at the same moment; one certificate per course.
 */
import { describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  testDatabases,
  type DatabasePlace,
} from '../../../tests/support/databases.ts';
import type { GatewayDatabase } from '../database.ts';

const NOW = new Date('2026-11-30T10:00:00.000Z');

describe.each(DATABASE_KINDS)('receipts and certificates on $kind', ({ kind }) => {
  const databases = testDatabases(kind, 'gateway-receipts-');
  const emptyDatabase = () => databases.empty();
  const open = (place: DatabasePlace) => databases.open(place, { now: () => NOW });

  const ask = (database: GatewayDatabase, orderId: string, financialYear = '26-27') =>
    database.receiptNumbers.numberFor({
      orderId,
      customerId: 'c1',
      prefix: 'SL',
      financialYear,
    });

  it('numbers orders 1, 2, 3 in their financial year, once each', async () => {
    const database = await open(await emptyDatabase());
    expect((await ask(database, 'o-1')).serial).toBe(1);
    expect((await ask(database, 'o-2')).serial).toBe(2);
    // Asked again: the same number.
    expect(await ask(database, 'o-1')).toEqual({
      orderId: 'o-1',
      customerId: 'c1',
      prefix: 'SL',
      financialYear: '26-27',
      serial: 1,
      issuedAt: NOW,
    });
    // A new financial year starts again at 1; the old one goes on where it was.
    expect((await ask(database, 'o-3', '27-28')).serial).toBe(1);
    expect((await ask(database, 'o-4', '26-27')).serial).toBe(3);
    expect(await database.receiptNumbers.find('o-unknown')).toBeNull();
  });

  it('gives two gateways asking at once different, consecutive numbers, one per order', async () => {
    const settings = await emptyDatabase();
    const first = await open(settings);
    // Numbering is a transaction holding the year's counter (receipts.ts). On SQLite a
    // second handle in this same process would wait for the file's lock synchronously,
    // stalling the first; gateways sharing one SQLite file are separate processes.
    const second = kind === 'postgres' ? await open(settings) : first;
    const orders = Array.from({ length: 30 }, (_, index) => `order-${index + 1}`);
    // Every order asked for by both gateways at the same moment.
    const answers = await Promise.all(
      orders.flatMap((orderId) => [ask(first, orderId), ask(second, orderId)]),
    );
    const byOrder = new Map<string, number>();
    for (const answer of answers) {
      const known = byOrder.get(answer.orderId);
      if (known !== undefined) expect(answer.serial).toBe(known);
      byOrder.set(answer.orderId, answer.serial);
    }
    expect(byOrder.size).toBe(30);
    expect([...byOrder.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
  });

  it('issues one certificate per course, with a code of 16 unambiguous characters', async () => {
    const database = await open(await emptyDatabase());
    const request = {
      customerId: 'c1',
      courseId: '1',
      orderId: '7',
      studentName: 'प्रिया शर्मा',
      courseTitle: 'Stock Market Foundations',
      completedAtMs: Date.parse('2026-11-29T18:00:00.000Z'),
    };
    const [one, two] = await Promise.all([
      database.certificates.issue(request),
      database.certificates.issue({ ...request, studentName: 'Someone Else' }),
    ]);
    expect(one).toEqual(two);
    expect(one?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    // Issued once: whichever of the two racing requests got there first, both get it.
    expect(['प्रिया शर्मा', 'Someone Else']).toContain(one?.studentName);
    expect(one).toMatchObject({
      completedAt: new Date('2026-11-29T18:00:00.000Z'),
      issuedAt: NOW,
    });
    expect(await database.certificates.byCode((one?.code ?? '').toLowerCase())).toEqual(one);
    expect(await database.certificates.byCode('0000000000000000')).toBeNull();
    expect(await database.certificates.byCode("' OR 1=1 --")).toBeNull();
    expect(await database.certificates.forCourse('c2', '1')).toBeNull();
  });
});
