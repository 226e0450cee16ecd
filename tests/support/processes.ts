/**
 * Real processes for fault tests: the stand-in and the gateway started exactly as
 * `npm start` starts them (tsx entry points), on loopback ports, with temp data folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: () => boolean;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** An SMTP address where nothing answers (the discard port on loopback). */
export const UNUSED_SMTP_URL = 'smtp://127.0.0.1:9';

export function tempDataDir(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'academy-fault-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

function startEntry(
  entry: string,
  env: Record<string, string>,
  readyText: string,
  timeoutMs = 30_000,
): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    let exited = false;
    const timer = setTimeout(
      () => reject(new Error(`${entry} was not ready in ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(readyText)) {
        clearTimeout(timer);
        resolve(running);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.on('exit', () => {
      exited = true;
      clearTimeout(timer);
      reject(new Error(`${entry} exited early:\n${log}`));
    });
    const running: Running = {
      child,
      output: () => log,
      exited: () => exited,
      stop: (signal = 'SIGTERM') =>
        new Promise((done) => {
          if (exited) {
            done(child.exitCode);
            return;
          }
          child.once('exit', (code) => done(code));
          child.kill(signal);
        }),
    };
  });
}

export function startProvider(port: number, dataDir: string, env: Record<string, string> = {}) {
  return startEntry(
    'provider/index.ts',
    // Its SMTP server on a free port, so tests never meet another stand-in's.
    { PROVIDER_PORT: String(port), DATA_DIR: dataDir, MAIL_PORT: '0', ...env },
    'provider listening on',
  );
}

export function startGateway(
  port: number,
  providerPort: number,
  dataDir: string,
  env: Record<string, string> = {},
) {
  return startEntry(
    'gateway/index.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PROVIDER_URL: `http://127.0.0.1:${providerPort}/api/v1/`,
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      // Nothing listens there: mail is tried and kept, never sent to a stand-in of someone else's.
      SMTP_URL: UNUSED_SMTP_URL,
      ...env,
    },
    'gateway listening on',
  );
}

/** The stand-in and a gateway in front of it, over one temp data folder. */
interface Stack {
  provider: Running;
  gateway: Running;
  /** Starts the stand-in again on its port and data, after a test stopped or killed it. */
  restartProvider(): Promise<Running>;
}

interface StackPlan {
  providerPort: number;
  gatewayPort: number;
  /** The gateway's settings over startGateway's. */
  gatewayEnv?: Record<string, string>;
}

/**
 * Starts the stand-in, then the gateway, before a file's tests (`plan` may first start what
 * they need, such as a Redis); after them stops the gateway, then the stand-in, and removes
 * their data.
 */
export function stackForFile(plan: () => Promise<StackPlan>, timeoutMs = 60_000): Stack {
  const data = tempDataDir();
  let ports: StackPlan | undefined;
  let provider: Running | undefined;
  let gateway: Running | undefined;
  const started = <T>(running: T | undefined): T => {
    if (running === undefined) throw new Error('the stack starts before the tests');
    return running;
  };
  beforeAll(async () => {
    ports = await plan();
    provider = await startProvider(ports.providerPort, data.path);
    gateway = await startGateway(
      ports.gatewayPort,
      ports.providerPort,
      data.path,
      ports.gatewayEnv,
    );
  }, timeoutMs);
  afterAll(async () => {
    await gateway?.stop();
    await provider?.stop();
    data.remove();
  });
  return {
    get provider() {
      return started(provider);
    },
    get gateway() {
      return started(gateway);
    },
    async restartProvider() {
      provider = await startProvider(started(ports).providerPort, data.path);
      return provider;
    },
  };
}

interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export async function graphql<T = Record<string, unknown>>(
  port: number,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  signal?: AbortSignal,
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const body = (await res.json()) as Omit<GraphQLAnswer<T>, 'status'>;
  return { status: res.status, ...body };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  stepMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await wait(stepMs);
  }
  return false;
}
