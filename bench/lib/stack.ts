/**
 * Starts the real `npm start` stack (scripts/start.mjs) on loopback ports of the
 * benchmark's choosing with a fresh data folder, and stops it again. The stand-in and the
 * gateway are found as the start script's children, so their memory can be read.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Stack {
  baseURL: string;
  graphqlURL: string;
  providerURL: string;
  providerOrigin: string;
  gatewayPid: number;
  providerPid: number | null;
  stop: () => Promise<void>;
}

interface StackOptions {
  port: number;
  providerPort: number;
  env?: Record<string, string>;
  /** Point the gateway at another provider URL (e.g. a counting proxy); no stand-in is started. */
  providerURL?: string;
  quiet?: boolean;
}

/**
 * The gateway as production runs it (NODE_ENV=production, real-looking secrets, metrics
 * behind a token). Production refuses the stand-in's payment API, so the payment settings
 * (and the SMTP server) point at a closed loopback port and the reconciliation schedule is off: the figures taken
 * with it are the site's, not the payments'.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-session-secret-0123456789abcdefghijklmnop',
  RAZORPAY_KEY_ID: 'rzp_live_BenchKeyId0001',
  RAZORPAY_KEY_SECRET: 'bench-key-secret-0123456789abcdefghij',
  RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789abcdef',
  RAZORPAY_API_URL: 'http://127.0.0.1:9/v1/',
  CHECKOUT_SCRIPT_URL: 'https://checkout.example.invalid/v1/checkout.js',
  RECONCILE_INTERVAL_MS: '0',
  METRICS_TOKEN: 'bench-metrics-token-0123456789',
  // Production requires an SMTP server: a closed port too (receipts wait in the outbox).
  SMTP_URL: 'smtp://127.0.0.1:9',
};

function childrenOf(pid: number): { pid: number; command: string }[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], {
      encoding: 'utf8',
    });
    return out
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [pidText = '', ...rest] = line.split(/\s+/);
        return { pid: Number(pidText), command: rest.join(' ') };
      });
  } catch {
    return [];
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(options.port),
    PROVIDER_PORT: String(options.providerPort),
    // The stand-in's SMTP server on a free port (start.mjs points the gateway at it).
    MAIL_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    ...options.env,
  };
  // The stack runs as `npm start` does by default, whatever a library loaded in this
  // process has set NODE_ENV to (production would also demand a SESSION_SECRET).
  if (options.env?.NODE_ENV === undefined) delete env.NODE_ENV;
  if (options.providerURL) env.PROVIDER_URL = options.providerURL;
  else delete env.PROVIDER_URL;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: options.quiet === false ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${options.port}`;
  await waitFor(`${baseURL}/readyz`, 240_000);
  const kids = childrenOf(child.pid ?? 0);
  const gateway = kids.find((k) => k.command.includes('gateway/index.ts'));
  const provider = kids.find((k) => k.command.includes('provider/index.ts'));
  if (!gateway) throw new Error('could not find the gateway process');
  const providerOrigin = `http://127.0.0.1:${options.providerPort}`;
  return {
    baseURL,
    graphqlURL: `${baseURL}/graphql`,
    providerURL: options.providerURL ?? `${providerOrigin}/api/v1/`,
    providerOrigin,
    gatewayPid: gateway.pid,
    providerPid: provider?.pid ?? null,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}
