/**
 * Invoices issued at once on SQLite and on a real PostgreSQL: 450 first copies of 150 older
 * orders' receipts asked for together (on PostgreSQL through two gateways' pools) give
 * no error, one number per order, and numbers 1 to 150 with no gap; once issued, an invoice
 * is the same whatever the academy's records say later.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../gateway/db/database.ts';
import { invoiceDraft } from '../../gateway/domain/invoice-drafts.ts';
import type { OrderModel } from '../../gateway/upstream/legacy-api/models.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';

const SELLER = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Sharpline Education Private Limited',
  address: null,
  state: 'Maharashtra',
  invoicePrefix: 'SL',
};
/** 7 Nov 2026, 10:42 IST: financial year 26-27. */
const PAID_AT_MS = Date.parse('2026-11-07T10:42:00+05:30');

function order(id: number): OrderModel {
  return {
    id: String(id),
    bookingCode: `TA${String(id).padStart(8, '0')}`,
    orderedAt: '2026-11-07T10:42:00+05:30',
    orderedAtMs: PAID_AT_MS,
    status: 'Success',
    amount: 3999,
    customerName: null,
    course: {
      id: '1',
      title: 'Stock Market Foundations',
      description: '',
      imageUrl: null,
      pricing: null,
    },
  };
}

const draftFor = (id: number, name: string) =>
  invoiceDraft({
    customerId: String(1000 + id),
    order: order(id),
    customer: { name, email: `student${id}@example.com` },
    seller: SELLER,
    paidPaise: 399900,
    coupon: null,
    payment: null,
    buyerStateCode: null,
  });

describe.each([{ kind: 'sqlite' }, { kind: 'postgres' }] as const)(
  'invoices issued at once on $kind',
  ({ kind }) => {
    let postgres: TestPostgres | null = null;
    const opened: GatewayDatabase[] = [];

    beforeAll(async () => {
      if (kind === 'postgres') postgres = await startPostgres();
    }, 120_000);
    afterAll(async () => {
      for (const database of opened.splice(0)) await database.close();
      await postgres?.stop();
    });

    it('450 first copies of 150 orders: no error, one number each, 1 to 150 without a gap', async () => {
      const settings = {
        dataDir: mkdtempSync(path.join(tmpdir(), 'invoice-numbers-')),
        databaseUrl: postgres ? await postgres.createDatabase() : null,
      };
      const first = await openDatabase(settings);
      opened.push(first);
      // Two gateways share PostgreSQL; SQLite's file belongs to one gateway, whose one
      // connection takes every request (a second handle in this process would wait on the
      // first synchronously, which only another process may do).
      const second = kind === 'postgres' ? await openDatabase(settings) : first;
      if (second !== first) opened.push(second);

      const asks = Array.from({ length: 450 }, (_, index) => {
        const id = (index % 150) + 1;
        // Each order's copies go to both gateways: its first and third ask to one, its second to the other.
        const database = Math.floor(index / 150) % 2 === 0 ? first : second;
        return database.invoices.issue(draftFor(id, `Student ${id}`));
      });
      const issued = await Promise.all(asks);

      const numbersByOrder = new Map<string, Set<string>>();
      for (const invoice of issued) {
        const seen = numbersByOrder.get(invoice.orderId) ?? new Set<string>();
        seen.add(invoice.number);
        numbersByOrder.set(invoice.orderId, seen);
      }
      expect(numbersByOrder.size).toBe(150);
      for (const numbers of numbersByOrder.values()) expect(numbers.size).toBe(1);
      const numbers = [...numbersByOrder.values()].map((set) => [...set][0]).sort();
      expect(numbers[0]).toBe('SL/26-27/000001');
      expect(numbers[149]).toBe('SL/26-27/000150');
      expect(new Set(numbers).size).toBe(150);
      // The receipt number the order's link names is the invoice's.
      const linked = await first.receiptNumbers.find('77');
      expect(`SL/${linked?.financialYear}/${String(linked?.serial).padStart(6, '0')}`).toBe(
        [...(numbersByOrder.get('77') ?? [])][0],
      );

      // Issued once: a later copy with another name on record prints the first.
      const again = await second.invoices.issue(draftFor(77, 'Someone Else'));
      expect(again.buyerName).toBe('Student 77');
      // The next order of the year takes the next number.
      const next = await first.invoices.issue(draftFor(151, 'Student 151'));
      expect(next.number).toBe('SL/26-27/000151');
    }, 120_000);
  },
);
