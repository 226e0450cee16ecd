/**
 * The stand-in's database (provider.db, with its -wal and -shm files: customers' password
 * hashes, orders, payments) is readable by its owner only: 0600 when created, and
 * tightened when opened after an older run left it open to other local users.
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase, type Db } from '../db.ts';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('provider.db', () => {
  it('is 0600 with its -wal and -shm, and tightened when opened again', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'provider-data-files-'));
    dirs.push(dataDir);
    const file = databaseFile(dataDir);
    const paths = [file, `${file}-wal`, `${file}-shm`];

    opened.push(openDatabase(dataDir));
    expect(paths.map(modeOf)).toEqual(['600', '600', '600']);

    for (const each of paths) chmodSync(each, 0o644);
    opened.push(openDatabase(dataDir));
    expect(paths.map(modeOf)).toEqual(['600', '600', '600']);
  });
});
