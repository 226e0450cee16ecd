/**
 * Browser tests drive Debian's Chromium against the real `npm start` stack, started here
 * on its own ports with a fresh data folder (scripts/e2e.mjs wipes it before each run).
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './tests/e2e/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4500);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 10);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${port}`;

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export const e2e = {
  baseURL: `http://localhost:${port}`,
  providerURL: `http://127.0.0.1:${providerPort}`,
};
process.env.E2E_BASE_URL = e2e.baseURL;
process.env.E2E_PROVIDER_URL = e2e.providerURL;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: e2e.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${e2e.baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PROVIDER_PORT: String(providerPort),
      // The stand-in's SMTP server on a free port (`npm start` points the gateway at it).
      MAIL_PORT: '0',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '1000',
      // No scheduled sweep: a browser test decides when a payment is recorded (My Courses and
      // checkout still reconcile; the schedule has its own tests in tests/gateway/reconcile).
      RECONCILE_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
