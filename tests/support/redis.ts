/**
 * A real Redis for tests and benchmarks: Debian's redis-server on a free loopback port,
 * with no persistence unless asked, started and stopped by its pid. When redis-server is missing and we
 * run as root with apt-get (CI on a fresh machine), the package is installed first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, installDebianPackage } from './local-servers.ts';

const SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

function ensureRedisServer(): string {
  if (existsSync(SERVER)) return SERVER;
  const onPath = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() !== '') return onPath.stdout.trim();
  installDebianPackage('redis-server');
  return SERVER;
}

export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty unless started to persist). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Where a persisting server keeps its append-only file, or null for nothing kept. */
function launch(binary: string, port: number, dir: string | null): Promise<ChildProcess> {
  const persistence = dir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir]
    : ['--appendonly', 'no'];
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        ...persistence,
        '--protected-mode',
        'yes',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server was not ready in 10 s:\n${output}`));
    }, 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (code ${code}):\n${output}`));
    });
  });
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * A redis-server of its own; with `persist`, every write reaches its append-only file
 * before it answers (as production is advised to run), so a restart keeps what it held.
 */
export async function startRedis(options: { persist?: boolean } = {}): Promise<TestRedis> {
  const binary = ensureRedisServer();
  const port = await freePort();
  const dir = options.persist ? mkdtempSync(path.join(tmpdir(), 'redis-aof-')) : null;
  let child: ChildProcess | null = await launch(binary, port, dir);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (child) await ended(child, 'SIGKILL');
      child = null;
    },
    async restart() {
      if (child) await ended(child, 'SIGKILL');
      child = await launch(binary, port, dir);
    },
    async stop() {
      if (child) await ended(child, 'SIGTERM');
      child = null;
    },
  };
}
