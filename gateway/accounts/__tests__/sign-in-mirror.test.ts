/**
 * The sign-in mirror on a real SQLite database and store: what it loads, what a refresh
 * brings, that a failed refresh keeps the last snapshot, that this process's own changes
 * reach it at once, and that another gateway's marks stop a sign-in it has not caught up
 * with.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../db/database.ts';
import { DatabaseUnavailableError } from '../../errors/database.ts';
import { SqliteStore } from '../../store/sqlite-store.ts';
import { SignInMirror } from '../sign-in-mirror.ts';

const START = Date.parse('2026-11-30T10:00:00.000Z');
const quiet = pino({ level: 'silent' });

let clockMs = START;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  clockMs = START;
});

async function openParts() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sign-in-mirror-'));
  const database = await openDatabase(
    { dataDir, databaseUrl: null },
    { now: () => new Date(clockMs) },
  );
  const store = new SqliteStore({ dataDir: ':memory:', now: () => clockMs });
  cleanups.push(
    () => database.close(),
    () => store.close(),
  );
  return { database, store };
}

/** A mirror over `database` whose reads fail as an outage while `down.now` is true. */
function mirrorOver(
  database: GatewayDatabase,
  store: SqliteStore,
  options: { watch?: boolean; intervalMs?: number } = {},
) {
  const down = { now: false };
  const guard = <T>(read: () => Promise<T>) =>
    down.now ? Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')) : read();
  const { accounts, deletions } = database;
  const mirror = new SignInMirror({
    accounts: {
      driftedAccounts: () => guard(() => accounts.driftedAccounts()),
      changedSince: (from) => guard(() => accounts.changedSince(from)),
      byCustomer: (customerId) => guard(() => accounts.byCustomer(customerId)),
    },
    deletions: { deletedSince: (from) => guard(() => deletions.deletedSince(from)) },
    store,
    logger: quiet,
    ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
  });
  if (options.watch !== false) {
    const unwatch = [accounts.watch(mirror), deletions.watch(mirror)];
    cleanups.push(async () => unwatch.forEach((stop) => stop()));
  }
  cleanups.push(() => mirror.stop());
  return { mirror, down };
}

/** A reset as recovery.ts makes it: only the gateway's hash moves, the account drifts. */
async function reset(database: GatewayDatabase, customerId: string, hash: string) {
  await database.accounts.transaction((trx) =>
    database.accounts.setResetPassword(trx, customerId, hash),
  );
}

async function inStep(database: GatewayDatabase, customerId: string, email: string) {
  await database.accounts.keepPassword(
    { customerId, email, passwordHash: `hash-of-${customerId}`, legacyInStep: true },
    { endDevices: false },
  );
}

describe('sign-in mirror', () => {
  it('loads drifted and deleted accounts only, and says undecided before its first load', async () => {
    const { database, store } = await openParts();
    await inStep(database, 'c1', 'Asha@Example.com');
    await inStep(database, 'c2', 'ravi@example.com');
    await reset(database, 'c2', 'hash-after-reset');
    await inStep(database, 'c3', 'gone@example.com');
    await database.deletions.erase('c3', 'gone@example.com', []);
    const { mirror } = mirrorOver(database, store, { watch: false });

    expect(mirror.loaded).toBe(false);
    expect(await mirror.verdict('ravi@example.com')).toEqual({ kind: 'undecided' });

    await mirror.start();
    expect(mirror.loaded).toBe(true);
    expect(await mirror.verdict('asha@example.com')).toEqual({ kind: 'legacy' });
    expect(await mirror.verdict(' RAVI@example.com ')).toEqual({
      kind: 'drifted',
      customerId: 'c2',
      passwordHash: 'hash-after-reset',
    });
    expect(await mirror.verdict('Gone@Example.com')).toEqual({ kind: 'deleted' });
    expect(await mirror.verdict('nobody@example.com')).toEqual({ kind: 'legacy' });
    expect(await mirror.legacyVerdict('c1')).toBe('fine');
    expect(await mirror.legacyVerdict('c2')).toBe('drifted');
    expect(await mirror.legacyVerdict('c3')).toBe('deleted');
    // Reset raised the generation from 1 to 2; in-step accounts' are not kept.
    expect(mirror.generationOf('ravi@example.com')).toBe(2);
    expect(mirror.generationOf('asha@example.com')).toBeNull();
  });

  it('refreshes on its interval, and a failed refresh keeps the last snapshot', async () => {
    const { database, store } = await openParts();
    await inStep(database, 'c1', 'asha@example.com');
    const { mirror, down } = mirrorOver(database, store, { watch: false, intervalMs: 40 });
    await mirror.start();
    expect(await mirror.verdict('asha@example.com')).toEqual({ kind: 'legacy' });

    clockMs += 1000;
    await reset(database, 'c1', 'hash-asha-2');
    await vi.waitFor(
      async () =>
        expect(await mirror.verdict('asha@example.com')).toEqual({
          kind: 'drifted',
          customerId: 'c1',
          passwordHash: 'hash-asha-2',
        }),
      { timeout: 3000, interval: 20 },
    );
    await mirror.stop();

    down.now = true;
    clockMs += 1000;
    expect(await mirror.refresh()).toBe(false);
    expect(mirror.loaded).toBe(true);
    expect(await mirror.verdict('asha@example.com')).toEqual({
      kind: 'drifted',
      customerId: 'c1',
      passwordHash: 'hash-asha-2',
    });

    down.now = false;
    await database.deletions.erase('c1', 'asha@example.com', []);
    expect(await mirror.refresh()).toBe(true);
    expect(await mirror.verdict('asha@example.com')).toEqual({ kind: 'deleted' });
  });

  it("takes this process's own changes at once", async () => {
    const { database, store } = await openParts();
    await inStep(database, 'c1', 'asha@example.com');
    await reset(database, 'c1', 'hash-asha-2');
    const { mirror, down } = mirrorOver(database, store);
    await mirror.start();

    // A drifted account's change of password (passwords.ts): the new hash, at once.
    clockMs += 1000;
    await database.accounts.keepPassword(
      {
        customerId: 'c1',
        email: 'asha@example.com',
        passwordHash: 'hash-asha-3',
        legacyInStep: false,
      },
      { endDevices: true },
    );
    expect(await mirror.verdict('asha@example.com')).toEqual({
      kind: 'drifted',
      customerId: 'c1',
      passwordHash: 'hash-asha-3',
    });
    expect(mirror.generationOf('asha@example.com')).toBe(3);

    // A new address: the old one is the legacy API's to refuse, the new one checked here.
    clockMs += 1000;
    await database.accounts.changeEmail('c1', 'Asha.New@example.com');
    expect(await mirror.verdict('asha@example.com')).toEqual({ kind: 'legacy' });
    expect(await mirror.verdict('asha.new@example.com')).toEqual({
      kind: 'drifted',
      customerId: 'c1',
      passwordHash: 'hash-asha-3',
    });

    // Sign out everywhere: the generation moves.
    clockMs += 1000;
    await database.accounts.endDevices('c1');
    expect(mirror.generationOf('asha.new@example.com')).toBe(4);

    // A deletion is refused at once, even with the database away afterwards.
    await database.deletions.erase('c1', 'asha.new@example.com', []);
    down.now = true;
    expect(await mirror.verdict('asha.new@example.com')).toEqual({ kind: 'deleted' });
    expect(await mirror.legacyVerdict('c1')).toBe('deleted');
  });

  it("refuses to decide on another gateway's change it has not caught up with", async () => {
    const { database, store } = await openParts();
    await inStep(database, 'c1', 'asha@example.com');
    await inStep(database, 'c2', 'ravi@example.com');
    await reset(database, 'c2', 'hash-ravi-2');
    // Gateway A loads, then stops hearing the database; gateway B makes the changes.
    const a = mirrorOver(database, store, { watch: false });
    await a.mirror.start();
    a.down.now = true;
    const b = mirrorOver(database, store);
    await b.mirror.start();

    clockMs += 1000;
    await reset(database, 'c1', 'hash-asha-2');
    await database.accounts.announce('c1');
    clockMs += 1000;
    await reset(database, 'c2', 'hash-ravi-3');
    await database.accounts.announce('c2');
    await database.deletions.erase('c1', 'asha@example.com', []);

    // A would have let the legacy API take Asha's old password, and Ravi's second one in.
    expect(await a.mirror.verdict('asha@example.com')).toEqual({ kind: 'deleted' });
    expect(await a.mirror.legacyVerdict('c1')).toBe('deleted');
    expect(await a.mirror.verdict('ravi@example.com')).toEqual({ kind: 'undecided' });

    a.down.now = false;
    expect(await a.mirror.refresh()).toBe(true);
    expect(await a.mirror.verdict('ravi@example.com')).toEqual({
      kind: 'drifted',
      customerId: 'c2',
      passwordHash: 'hash-ravi-3',
    });
  });
});
