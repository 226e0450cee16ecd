#!/usr/bin/env node
/**
 * Runs the Playwright browser tests. Finds a Chromium (CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium); when none exists and we run as root with apt-get, installs Debian's
 * `chromium`; otherwise falls back to Playwright's own browser if one is installed.
 * Starts each run from a fresh data folder. Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      console.error(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`);
      process.exit(1);
    }
    return;
  }
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('[e2e] installing Debian chromium with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) !== 0 ||
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
    ) {
      console.error('[e2e] could not install chromium with apt-get.');
      process.exit(1);
    }
    return;
  }
  console.log(
    '[e2e] no system Chromium found; using the browser Playwright has installed, if any.',
  );
}

/**
 * ffmpeg prepares the class videos' HLS renditions (issue 28); the gateway checks for it
 * once, so it is installed (Debian's `ffmpeg`, as root with apt-get) before the app starts.
 */
function ensureFfmpeg() {
  if (spawnSync('sh', ['-c', 'command -v ffmpeg'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error('[e2e] ffmpeg is not installed (apt-get install ffmpeg).');
    process.exit(1);
  }
  console.log('[e2e] installing Debian ffmpeg with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'ffmpeg'], { env }) !== 0
  ) {
    console.error('[e2e] could not install ffmpeg with apt-get.');
    process.exit(1);
  }
}

ensureChromium();
ensureFfmpeg();
const port = process.env.E2E_PORT ?? '4500';
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
