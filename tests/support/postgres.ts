/**
 * A real PostgreSQL for tests: Debian's server binaries (/usr/lib/postgresql/<version>/bin,
 * or POSTGRES_BIN_DIR), a throwaway cluster made by initdb in a temporary folder, listening
 * on a free loopback port only (its socket in that folder too), with nothing synced to disk.
 * Stopped by its pid, and the folder removed. When the binaries are missing and we run as
 * root with apt-get, Debian's `postgresql` package is installed first. PostgreSQL refuses to
 * run as root, so as root the cluster belongs to, and runs as, the `postgres` user.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, installDebianPackage, isRoot } from './local-servers.ts';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export interface TestPostgres {
  port: number;
  /** A new, empty database on the server, as a DATABASE_URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast shutdown), keeping its data for `restart`. */
  halt(): Promise<void>;
  /** Starts the halted server again on its port and data. */
  restart(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP to it and to its own children, the sessions, by pid): its
   * connections stay open and nothing answers. `thaw` sends SIGCONT.
   */
  freeze(): void;
  thaw(): void;
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/** The pids of the processes `pid` started (PostgreSQL's sessions and helpers). */
function childrenOf(pid: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return listed.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((value) => value > 0);
}

/** The folder holding initdb and postgres: POSTGRES_BIN_DIR, else Debian's newest version. */
function binariesIn(): string | null {
  const configured = process.env.POSTGRES_BIN_DIR;
  if (configured) return configured;
  if (!existsSync(DEBIAN_VERSIONS)) return null;
  const found = readdirSync(DEBIAN_VERSIONS)
    .map((version) => path.join(DEBIAN_VERSIONS, version, 'bin'))
    .filter((bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'postgres')))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  return found[0] ?? null;
}

function ensurePostgres(): string {
  const found = binariesIn();
  if (found) return found;
  installDebianPackage('postgresql');
  const installed = binariesIn();
  if (!installed)
    throw new Error(`postgresql was installed but no server is in ${DEBIAN_VERSIONS}`);
  return installed;
}

/** The uid and gid of the `postgres` user, whom the server runs as when we are root. */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error('there is no postgres user to run PostgreSQL as');
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/** Waits for the server's "ready" line; rejects when it exits or takes too long. */
function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`postgres was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited (code ${code}):\n${output}`));
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      }
    });
    child.once('exit', onExit);
  });
}

/** Sends `signal` to the server by its pid and waits for it to exit (SIGKILL after a while). */
function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      resolve();
      return;
    }
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid, signal);
  });
}

/**
 * Sends a signal to one of the server's processes, which may have ended between being
 * listed and being signalled (a connection's backend closing): that one needs none.
 */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = ensurePostgres();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'postgres-test-'));
  const data = path.join(dir, 'data');
  const user = isRoot() ? postgresUser() : null;
  if (user) chownSync(dir, user.uid, user.gid);
  const asOwner = user ? { uid: user.uid, gid: user.gid } : {};

  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', ...asOwner },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  }
  const serve = async (): Promise<ChildProcess> => {
    const started = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${dir}`,
        // A throwaway cluster: nothing needs to survive a crash.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...asOwner },
    );
    await ready(started);
    // The log is no longer read; draining it keeps the server from blocking on a full pipe.
    started.stderr?.resume();
    return started;
  };
  let child: ChildProcess;
  try {
    child = await serve();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  /** The server and its sessions, to freeze or thaw them by pid. */
  const serverPids = () => (child.pid === undefined ? [] : [child.pid, ...childrenOf(child.pid)]);

  const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
  let databases = 0;
  return {
    port,
    async createDatabase() {
      databases += 1;
      const name = `test_${databases}`;
      const client = new Client({ connectionString: `${serverUrl}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${serverUrl}/${name}`;
    },
    async halt() {
      // SIGINT is PostgreSQL's fast shutdown: sessions are ended, the server exits at once.
      await ended(child, 'SIGINT');
    },
    async restart() {
      child = await serve();
    },
    freeze() {
      for (const pid of serverPids()) signal(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of serverPids()) signal(pid, 'SIGCONT');
    },
    async stop() {
      // A frozen server would not hear the shutdown.
      if (child.exitCode === null && child.signalCode === null) {
        for (const pid of serverPids()) signal(pid, 'SIGCONT');
      }
      await ended(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
