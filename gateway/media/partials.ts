/**
 * The transcoder's work folders, `MEDIA_DIR/.partial/`. Each is named after its lesson, the
 * machine and the process making it (`<key>-<random>.<pid>.<process start>.<machine>`, the
 * machine as a short hash of its name, which may be long), so
 * a gateway can tell which leftovers are dead work: a folder of this machine whose process
 * is gone (a crash, `kill -9`) is removed at once; one of another machine (a shared volume),
 * whose processes cannot be seen from here, only once nobody has touched it for hours.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';

/** Partial folders of another machine untouched this long belong to nobody and are removed. */
const STALE_PARTIAL_MS = 6 * 3600_000;
/**
 * When this process started, to the second: in a container a restarted gateway often gets
 * its predecessor's pid, and only this tells their folders apart.
 */
const PROCESS_STARTED = String(Math.round(Date.now() / 1000 - process.uptime()));
const NAME = /^([0-9a-f]{32})-[0-9a-f]{8}\.(\d+)\.(\d+)\.([0-9a-f]{12})$/;

/** A machine's name as partial folders hold it. */
export const machineTag = (machine: string) =>
  createHash('sha256').update(machine).digest('hex').slice(0, 12);

/** A new work folder's name for the lesson `key`, made on `machine` by this process. */
export function partialName(key: string, machine: string): string {
  const random = randomUUID().slice(0, 8);
  return `${key}-${random}.${process.pid}.${PROCESS_STARTED}.${machineTag(machine)}`;
}

/** Whether a process of this machine is running (one of another user's counts). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the folder `name` is work nobody will finish. */
function abandoned(name: string, machine: string, modifiedMs: number, nowMs: number): boolean {
  const parts = NAME.exec(name);
  const [, , pid, started, owner] = parts ?? [];
  if (pid === undefined || owner !== machineTag(machine)) {
    return nowMs - modifiedMs > STALE_PARTIAL_MS;
  }
  if (Number(pid) === process.pid) return started !== PROCESS_STARTED;
  return !running(Number(pid));
}

/** Removes the work folders under `folder` that nobody will finish. */
export async function sweepPartials(folder: string, machine: string, nowMs: number): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const where = path.join(folder, name);
    const info = await stat(where).catch(() => null);
    if (info && abandoned(name, machine, info.mtimeMs, nowMs)) {
      await rm(where, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}
