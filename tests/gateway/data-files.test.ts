/**
 * The gateway's data files in DATA_DIR (its SQLite store and its durable data with their
 * -wal and -shm files, and the session secret it generates) are readable by their owner only: 0600 when created,
 * and tightened at start when an older run left them open to other local users.
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/config.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';

const FILES = [
  'gateway.db',
  'gateway.db-wal',
  'gateway.db-shm',
  'app.db',
  'app.db-wal',
  'app.db-shm',
  'session-secret',
];

const gateways: TestGateway[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const gateway of gateways.splice(0)) await gateway.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('data files', () => {
  it("are 0600 after start, and an older run's looser ones are tightened", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-data-files-'));
    dirs.push(dataDir);
    // No SESSION_SECRET: the gateway generates one into DATA_DIR.
    const config = loadConfig({
      DATA_DIR: dataDir,
      PROVIDER_URL: 'http://provider.test/api/v1/',
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent/client-dist',
    });
    const paths = FILES.map((file) => path.join(dataDir, file));

    gateways.push(await startGateway({ config }));
    expect(paths.map(modeOf)).toEqual(FILES.map(() => '600'));

    // As a run before this fix left them (0644 under the usual umask), while one still runs.
    for (const file of paths) chmodSync(file, 0o644);
    gateways.push(await startGateway({ config }));
    expect(paths.map(modeOf)).toEqual(FILES.map(() => '600'));
  });
});
