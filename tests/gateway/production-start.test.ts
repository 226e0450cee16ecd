/**
 * `NODE_ENV=production` start-up, as a process: the gateway stops at once, naming each
 * payment setting that is unset or still the repository's test value, and starts with real ones.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_PAYMENT_ENV, TEST_SESSION_SECRET } from '../support/gateway.ts';

/** A loopback port of its own (the process must bind one to show it started). */
const PORT = 4742;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the gateway until it exits or prints its ready line; then stops it. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/index.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SESSION_SECRET: TEST_SESSION_SECRET,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('gateway listening on')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('production start-up', () => {
  it("refuses the repository's test payment settings, naming each", async () => {
    const { code, output } = await start({
      RAZORPAY_KEY_ID: 'rzp_test_academy0000001',
      RAZORPAY_KEY_SECRET: 'academy_test_secret_0000000001',
    });
    expect(code).toBe(1);
    for (const line of [
      "RAZORPAY_KEY_ID holds the repository's test value; set a real one for production",
      "RAZORPAY_KEY_SECRET holds the repository's test value; set a real one for production",
      'RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production',
      'RAZORPAY_API_URL is required when NODE_ENV=production',
      'CHECKOUT_SCRIPT_URL is required when NODE_ENV=production',
      'SMTP_URL is required when NODE_ENV=production',
    ]) {
      expect(output).toContain(line);
    }
    expect(output).not.toContain('gateway listening on');
  });

  it('starts with real payment settings', async () => {
    // No sweep: the live API addresses here are not to be called.
    const { output } = await start({
      ...LIVE_PAYMENT_ENV,
      RECONCILE_INTERVAL_MS: '0',
      // Nothing listens there: the mail is kept and tried again, never sent.
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    expect(output).toContain('gateway listening on');
  });
});
