/**
 * The gateway's database for tests run on each kind it supports: SQLite in a folder of the
 * test's own, and a real PostgreSQL (tests/support/postgres.ts) with a database per test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../gateway/db/database.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

/** For `describe.each`: each kind of database the gateway runs on. */
export const DATABASE_KINDS = [{ kind: 'sqlite' }, { kind: 'postgres' }] as const;

type DatabaseKind = (typeof DATABASE_KINDS)[number]['kind'];

/** Where a database is, as the gateway's settings name it. */
export interface DatabasePlace {
  dataDir: string;
  databaseUrl: string | null;
}

interface TestDatabases {
  /** A new, empty database: a folder of its own and, on PostgreSQL, a database of its own. */
  empty(): Promise<DatabasePlace>;
  /** A gateway's connection to `place` (a new, empty database when none is given). */
  open(
    place?: DatabasePlace,
    options?: Parameters<typeof openDatabase>[1],
  ): Promise<GatewayDatabase>;
}

/**
 * Sets up, in the describe block it is called from, the databases of `kind` its tests use:
 * PostgreSQL started before them (SQLite needs nothing) and stopped after, each connection
 * opened through it closed after its test (or, with `keep: 'block'`, after the block), and
 * the folders removed at the end. A test's own after-hooks run before these.
 */
export function testDatabases(
  kind: DatabaseKind,
  folderPrefix: string,
  keep: 'test' | 'block' = 'test',
): TestDatabases {
  let postgres: TestPostgres | null = null;
  const opened: GatewayDatabase[] = [];
  const folders: string[] = [];
  const closeAll = async () => {
    for (const database of opened.splice(0)) await database.close();
  };
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await closeAll();
    await postgres?.stop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  if (keep === 'test') afterEach(closeAll);
  const empty = async (): Promise<DatabasePlace> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
    folders.push(dataDir);
    return { dataDir, databaseUrl: postgres ? await postgres.createDatabase() : null };
  };
  return {
    empty,
    async open(place, options) {
      const database = await openDatabase(place ?? (await empty()), options);
      opened.push(database);
      return database;
    },
  };
}
