/**
 * The gateway's durable data, one suite run on both databases: SQLite (a file in a fresh
 * DATA_DIR per test) and a real PostgreSQL server on a free loopback port (a fresh database
 * per test). Migrations, forward-only progress, partial readings, racing writes, calendar keys.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../tests/support/postgres.ts';
import { connectDatabase, migrateToLatest, openDatabase, type Connection } from '../database.ts';

const DATABASE_MODULE = fileURLToPath(new URL('../database.ts', import.meta.url));

/**
 * A gateway starting in a Node process of its own: it loads, says "ready", and on "go" opens
 * the database (migrations included), stores one reading and exits with 0.
 */
function gatewayProcess(settings: { dataDir: string; databaseUrl: string | null }, item: string) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(DATABASE_MODULE)});
    process.stdout.write('ready\\n');
    await new Promise((go) => process.stdin.once('data', go));
    const database = await openDatabase(${JSON.stringify(settings)});
    await database.progress.saveProgress({
      customerId: 'c1',
      classItemId: ${JSON.stringify(item)},
      positionS: 1,
      recordedAt: new Date(),
    });
    await database.close();
    process.exit(0);
  `;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const loaded = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', () => resolve());
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, loaded, exited };
}

/** Starts gateways in processes of their own at the same moment; resolves with their exit codes. */
async function startTogether(
  settings: { dataDir: string; databaseUrl: string | null },
  items: string[],
): Promise<(number | null)[]> {
  const gateways = items.map((item) => gatewayProcess(settings, item));
  await Promise.all(gateways.map(({ loaded }) => loaded));
  for (const { child } of gateways) child.stdin.write('go\n');
  return Promise.all(gateways.map(({ exited }) => exited));
}

const NOW = new Date('2026-11-30T10:00:00.000Z');
const at = (time: string) => new Date(`2026-11-30T${time}Z`);

interface Backend {
  kind: 'sqlite' | 'postgres';
}

describe.each<Backend>([{ kind: 'sqlite' }, { kind: 'postgres' }])(
  'durable data on $kind',
  ({ kind }) => {
    let postgres: TestPostgres | null = null;
    const dirs: string[] = [];
    const opened: { close(): Promise<void> }[] = [];

    beforeAll(async () => {
      if (kind === 'postgres') postgres = await startPostgres();
    });
    afterAll(async () => {
      await postgres?.stop();
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.close();
    });

    /** Where a new, empty database is: a DATA_DIR of its own, or a database of its own. */
    async function emptyDatabase() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-db-'));
      dirs.push(dataDir);
      return { dataDir, databaseUrl: postgres ? await postgres.createDatabase() : null };
    }

    async function open(settings?: Awaited<ReturnType<typeof emptyDatabase>>) {
      const database = await openDatabase(settings ?? (await emptyDatabase()), { now: () => NOW });
      opened.push(database);
      return database;
    }

    function connect(settings: Awaited<ReturnType<typeof emptyDatabase>>): Connection {
      const connection = connectDatabase(settings);
      opened.push({ close: () => connection.db.destroy() });
      return connection;
    }

    it('is the database the settings name', async () => {
      expect((await open()).kind).toBe(kind);
    });

    it('creates its tables in an empty database, and running the migrations again changes nothing', async () => {
      const settings = await emptyDatabase();
      const first = connect(settings);
      expect(await migrateToLatest(first)).toEqual([
        '0001-progress-and-calendar-keys',
        '0002-receipts-and-certificates',
        '0003-recorded-payments',
        '0004-mail-outbox',
        '0005-accounts',
        '0006-unlock-reminders',
        '0007-data-rights',
        '0008-staff',
        '0009-invoices',
        '0010-credit-notes',
        '0011-coupons',
        '0012-student-directory',
        '0013-quizzes',
      ]);
      expect(await migrateToLatest(first)).toEqual([]);
      // Another process starting later finds the tables made.
      expect(await migrateToLatest(connect(settings))).toEqual([]);
    });

    it('lets gateways start together on an empty database, each in its own process', async () => {
      const settings = await emptyDatabase();
      expect(await startTogether(settings, ['item-1', 'item-2', 'item-3', 'item-4'])).toEqual([
        0, 0, 0, 0,
      ]);
      const { progress } = await open(settings);
      const stored = await progress.progressFor('c1', ['item-1', 'item-2', 'item-3', 'item-4']);
      expect([...stored.keys()].sort()).toEqual(['item-1', 'item-2', 'item-3', 'item-4']);
    });

    describe('lesson progress', () => {
      it('stores a first reading and answers with it', async () => {
        const { progress } = await open();
        expect(
          await progress.saveProgress({
            customerId: 'c1',
            classItemId: 'item-1',
            positionS: 12.25,
            completed: false,
            recordedAt: at('09:30:00'),
          }),
        ).toEqual({
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: 12.25,
          completed: false,
          recordedAt: at('09:30:00'),
          updatedAt: NOW,
          completedAt: null,
        });
      });

      it('ignores a reading older than the stored one, and answers with the stored one', async () => {
        const { progress } = await open();
        await progress.saveProgress({
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: 120,
          recordedAt: at('09:30:05'),
        });
        const answer = await progress.saveProgress({
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: 30,
          completed: true,
          recordedAt: at('09:30:01'),
        });
        const stored = {
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: 120,
          completed: false,
          recordedAt: at('09:30:05'),
          updatedAt: NOW,
          completedAt: null,
        };
        expect(answer).toEqual(stored);
        expect((await progress.progressFor('c1', ['item-1'])).get('item-1')).toEqual(stored);
      });

      it('takes a reading as new as the stored one, and any newer one', async () => {
        const { progress } = await open();
        const reading = { customerId: 'c1', classItemId: 'item-1', recordedAt: at('09:30:05') };
        await progress.saveProgress({ ...reading, positionS: 10 });
        expect((await progress.saveProgress({ ...reading, positionS: 11 })).positionS).toBe(11);
        const newer = await progress.saveProgress({
          ...reading,
          positionS: 12,
          recordedAt: at('09:31:00'),
        });
        expect([newer.positionS, newer.recordedAt]).toEqual([12, at('09:31:00')]);
      });

      it('keeps the stored position or completion when a reading leaves it out', async () => {
        const { progress } = await open();
        const item = { customerId: 'c1', classItemId: 'item-1' };
        const firstOnlyCompleted = await progress.saveProgress({
          ...item,
          classItemId: 'item-2',
          completed: true,
          recordedAt: at('09:00:00'),
        });
        expect([firstOnlyCompleted.positionS, firstOnlyCompleted.completed]).toEqual([0, true]);

        await progress.saveProgress({ ...item, positionS: 50, recordedAt: at('09:00:01') });
        const completed = await progress.saveProgress({
          ...item,
          completed: true,
          recordedAt: at('09:00:02'),
        });
        expect([completed.positionS, completed.completed]).toEqual([50, true]);
        const moved = await progress.saveProgress({
          ...item,
          positionS: 70.5,
          recordedAt: at('09:00:03'),
        });
        expect([moved.positionS, moved.completed, moved.recordedAt]).toEqual([
          70.5,
          true,
          at('09:00:03'),
        ]);
      });

      it('ends with the newest of 50 racing readings, whatever order they arrive in', async () => {
        const settings = await emptyDatabase();
        // Two gateways (two connections to the file, or two pools) writing at once.
        const gateways = [await open(settings), await open(settings)];
        const readings = Array.from({ length: 50 }, (_, index) => ({
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: index * 10,
          completed: index % 2 === 0,
          recordedAt: new Date(at('09:00:00').getTime() + index * 1000),
        }));
        const shuffled = readings
          .map((reading) => ({ reading, order: Math.random() }))
          .sort((a, b) => a.order - b.order)
          .map(({ reading }) => reading);
        const answers = await Promise.all(
          shuffled.map((reading, index) => gateways[index % 2]?.progress.saveProgress(reading)),
        );
        answers.forEach((answer, index) => {
          // Each writer is answered with its own reading or a newer one, never an older one.
          expect(answer?.recordedAt.getTime()).toBeGreaterThanOrEqual(
            shuffled[index]?.recordedAt.getTime() ?? Infinity,
          );
        });
        const stored = (await gateways[0]?.progress.progressFor('c1', ['item-1']))?.get('item-1');
        expect(stored).toEqual({
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: 490,
          completed: false,
          recordedAt: at('09:00:49'),
          updatedAt: NOW,
          completedAt: null,
        });
      });

      it("gives a customer's progress in the items asked for, by item id, in one answer", async () => {
        const { progress } = await open();
        await progress.saveProgress({
          customerId: 'c1',
          classItemId: 'item-1',
          positionS: 5,
          recordedAt: at('08:00:00'),
        });
        await progress.saveProgress({
          customerId: 'c1',
          classItemId: 'item-2',
          completed: true,
          recordedAt: at('08:00:01'),
        });
        await progress.saveProgress({
          customerId: 'c2',
          classItemId: 'item-3',
          positionS: 9,
          recordedAt: at('08:00:02'),
        });
        const found = await progress.progressFor('c1', ['item-1', 'item-2', 'item-3', 'item-9']);
        expect([...found.entries()].sort(([a], [b]) => a.localeCompare(b))).toEqual([
          [
            'item-1',
            {
              customerId: 'c1',
              classItemId: 'item-1',
              positionS: 5,
              completed: false,
              recordedAt: at('08:00:00'),
              updatedAt: NOW,
              completedAt: null,
            },
          ],
          [
            'item-2',
            {
              customerId: 'c1',
              classItemId: 'item-2',
              positionS: 0,
              completed: true,
              recordedAt: at('08:00:01'),
              updatedAt: NOW,
              completedAt: NOW,
            },
          ],
        ]);
        expect((await progress.progressFor('c1', [])).size).toBe(0);
      });

      it('refuses a position that is negative or not a number', async () => {
        const { progress } = await open();
        const reading = { customerId: 'c1', classItemId: 'item-1', recordedAt: at('08:00:00') };
        await expect(progress.saveProgress({ ...reading, positionS: -1 })).rejects.toThrow(
          RangeError,
        );
        await expect(progress.saveProgress({ ...reading, positionS: Number.NaN })).rejects.toThrow(
          RangeError,
        );
        expect((await progress.progressFor('c1', ['item-1'])).size).toBe(0);
      });
    });

    describe('calendar feed keys', () => {
      const URL_SAFE_192_BITS = /^[A-Za-z0-9_-]{32}$/;

      it('makes one key per customer on first ask, and gives the same one after', async () => {
        const { calendarKeys } = await open();
        const key = await calendarKeys.calendarKeyFor('c1');
        expect(key).toMatch(URL_SAFE_192_BITS);
        expect(await calendarKeys.calendarKeyFor('c1')).toBe(key);
        const other = await calendarKeys.calendarKeyFor('c2');
        expect(other).not.toBe(key);
        expect(await calendarKeys.customerForCalendarKey(key)).toBe('c1');
        expect(await calendarKeys.customerForCalendarKey(other)).toBe('c2');
      });

      it('gives racing first asks one key', async () => {
        const settings = await emptyDatabase();
        const [a, b] = [await open(settings), await open(settings)];
        const keys = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            (index % 2 === 0 ? a : b).calendarKeys.calendarKeyFor('c1'),
          ),
        );
        expect(new Set(keys).size).toBe(1);
      });

      it('replaces the key on reset: the old one then opens nothing', async () => {
        const { calendarKeys } = await open();
        const old = await calendarKeys.calendarKeyFor('c1');
        const fresh = await calendarKeys.resetCalendarKey('c1');
        expect(fresh).toMatch(URL_SAFE_192_BITS);
        expect(fresh).not.toBe(old);
        expect(await calendarKeys.customerForCalendarKey(old)).toBeNull();
        expect(await calendarKeys.customerForCalendarKey(fresh)).toBe('c1');
        expect(await calendarKeys.calendarKeyFor('c1')).toBe(fresh);
      });

      it('makes a key on reset for a customer who had none', async () => {
        const { calendarKeys } = await open();
        const key = await calendarKeys.resetCalendarKey('c3');
        expect(await calendarKeys.calendarKeyFor('c3')).toBe(key);
      });

      it('opens nothing with a key it never made', async () => {
        const { calendarKeys } = await open();
        await calendarKeys.calendarKeyFor('c1');
        expect(await calendarKeys.customerForCalendarKey('A'.repeat(32))).toBeNull();
        expect(await calendarKeys.customerForCalendarKey("' OR 1=1 --")).toBeNull();
        expect(await calendarKeys.customerForCalendarKey('')).toBeNull();
      });
    });
  },
);
