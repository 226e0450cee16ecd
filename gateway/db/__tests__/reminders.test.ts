/**
 * Unlock reminders' data on SQLite and on a real PostgreSQL: the students' choice, the orders
 * followed from recorded payments, which of their weeks have opened (weeks whose offset is past
 * a 32-bit integer included), and an outbox message that is not claimed before its time on
 * the gateway's clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../tests/support/postgres.ts';
import { unlockMail } from '../../domain/mail.ts';
import { openDatabase, type GatewayDatabase } from '../database.ts';

const WEEK_MS = 604_800_000;
const ORDERED = Date.parse('2026-11-02T10:00:00+05:30');

describe.each([{ kind: 'sqlite' }, { kind: 'postgres' }] as const)(
  'reminders data on $kind',
  ({ kind }) => {
    let postgres: TestPostgres | null = null;
    const dirs: string[] = [];
    const opened: GatewayDatabase[] = [];
    let clock = new Date(ORDERED);

    beforeAll(async () => {
      if (kind === 'postgres') postgres = await startPostgres();
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.close();
    });

    async function open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-reminders-'));
      dirs.push(dataDir);
      const databaseUrl = postgres ? await postgres.createDatabase() : null;
      const database = await openDatabase({ dataDir, databaseUrl }, { now: () => clock });
      opened.push(database);
      return database;
    }

    it('keeps each student’s choice: on until turned off, and on again', async () => {
      const database = await open();
      expect(await database.reminders.enabled('c1')).toBe(true);
      await database.reminders.setEnabled('c1', false);
      expect(await database.reminders.enabled('c1')).toBe(false);
      expect(await database.reminders.enabled('c2')).toBe(true);
      await database.reminders.setEnabled('c1', true);
      expect(await database.reminders.enabled('c1')).toBe(true);
    });

    it('follows recorded payments and finds the weeks that opened, never moving back', async () => {
      clock = new Date(ORDERED);
      const database = await open();
      const { unlockSchedule: schedule } = database;
      await database.payments.remember({
        paymentId: 'pay_1',
        customerId: 'c1',
        courseId: '1',
        paymentOrderId: null,
      });
      await database.payments.remember({
        paymentId: 'pay_2',
        customerId: 'c2',
        courseId: '2',
        paymentOrderId: null,
      });
      expect(await schedule.unfound(10)).toEqual([
        { paymentId: 'pay_1', customerId: 'c1', courseId: '1' },
        { paymentId: 'pay_2', customerId: 'c2', courseId: '2' },
      ]);
      await schedule.found(
        { paymentId: 'pay_1', customerId: 'c1', courseId: '1' },
        {
          orderId: '41',
          orderedAtMs: ORDERED,
        },
      );
      await schedule.found({ paymentId: 'pay_2', customerId: 'c2', courseId: '2' }, null);
      expect(await schedule.unfound(10)).toEqual([]);

      expect(await schedule.opened(ORDERED + WEEK_MS - 1, WEEK_MS, 10)).toEqual([]);
      const followed = {
        paymentId: 'pay_1',
        customerId: 'c1',
        courseId: '1',
        orderId: '41',
        orderedAtMs: ORDERED,
      };
      expect(await schedule.opened(ORDERED + WEEK_MS, WEEK_MS, 10)).toEqual([
        { ...followed, remindedWeek: 1 },
      ]);
      await schedule.reminded('pay_1', 5, null);
      expect(await schedule.opened(ORDERED + 5 * WEEK_MS - 1, WEEK_MS, 10)).toEqual([]);
      expect(await schedule.opened(ORDERED + 5 * WEEK_MS, WEEK_MS, 10)).toEqual([
        { ...followed, remindedWeek: 5 },
      ]);
      // A late writer of an earlier week does not move it back.
      await schedule.reminded('pay_1', 3, null);
      expect((await schedule.opened(ORDERED + 5 * WEEK_MS, WEEK_MS, 10))[0]?.remindedWeek).toBe(5);
    });

    it('enqueues a reminder once per key, not claimed before its time on the gateway clock', async () => {
      clock = new Date(ORDERED + WEEK_MS);
      const database = await open();
      await database.payments.remember({
        paymentId: 'pay_3',
        customerId: 'c3',
        courseId: '1',
        paymentOrderId: null,
      });
      const mail = unlockMail({
        orderId: '43',
        customerId: 'c3',
        courseId: '1',
        week: 2,
        notBefore: ORDERED + WEEK_MS + 3_600_000,
      });
      await database.unlockSchedule.reminded('pay_3', 2, mail);
      await database.unlockSchedule.reminded('pay_3', 2, mail);
      expect(await database.outbox.entries('unlock:')).toMatchObject([
        { key: 'unlock:43:2', kind: 'unlock', state: 'pending', attempts: 0 },
      ]);
      expect(await database.outbox.claim('tester', 60_000)).toBeNull();
      // Due an hour from the gateway clock's now, whatever the real clock says.
      const due = await database.outbox.nextDueAt();
      expect(Math.abs((due ?? 0) - (Date.now() + 3_600_000))).toBeLessThan(5000);

      clock = new Date(ORDERED + WEEK_MS + 3_600_000);
      const claimed = await database.outbox.claim('tester', 60_000);
      expect(claimed).toMatchObject({
        key: 'unlock:43:2',
        kind: 'unlock',
        payload: { orderId: '43', customerId: 'c3', courseId: '1', week: 2 },
      });
      if (claimed) await database.outbox.skipped(claimed, 'the student turned reminders off');
      expect(await database.outbox.entries('unlock:')).toMatchObject([
        { key: 'unlock:43:2', state: 'skipped', lastError: 'the student turned reminders off' },
      ]);
    });
  },
);
