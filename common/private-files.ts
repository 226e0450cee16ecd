/**
 * Data files only their owner may read (mode 600): the gateway's and the stand-in's SQLite
 * databases with their -wal and -shm files, and the generated session secret. They hold
 * sessions, password hashes and signing keys, so no other local user may read them. Created
 * so, and tightened at start when an older run left them readable.
 */
import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

const PRIVATE_MODE = 0o600;

/** Sets `file` to mode 600 when it exists and others (group or world) may read or write it. */
export function makePrivate(file: string): void {
  try {
    // Left alone when already private: no chmod, which a file of another owner would refuse.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE_MODE);
  } catch (error) {
    // Absent (a -wal or -shm SQLite has just removed): nothing to tighten.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Before SQLite opens `file`: creates it (empty) with mode 600 when absent, since SQLite
 * gives the -wal and -shm files it creates the database's own mode, and tightens all three
 * when they are already there.
 */
export function privateDatabaseFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) makePrivate(path);
}
