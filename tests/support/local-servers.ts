/**
 * What the tests' own servers (Redis, PostgreSQL) need from the machine: a free loopback
 * port, and Debian's package for the server, installed with apt-get when it is missing and
 * we run as root (CI on a fresh machine).
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on loopback, as the system hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether this process runs as root. */
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs Debian's `name` package with apt-get; throws, saying how to install it, when not
 * root or without apt-get.
 */
export function installDebianPackage(name: string): void {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot() || !hasApt) {
    throw new Error(`${name} is not installed (apt-get install ${name})`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Test files run in parallel may install at once: apt waits for the other's lock.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [
    ['update', '-qq', ...wait],
    ['install', '-y', '-qq', ...wait, name],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
