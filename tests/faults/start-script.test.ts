/**
 * `npm start` as a person runs it (through npm, client build skipped, free ports): a
 * crashed stand-in is started again while the gateway answers PROVIDER_UNAVAILABLE, and
 * SIGTERM or SIGINT to npm stops every process the script started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { graphql, tempDataDir, until } from '../support/processes.ts';

interface Stack {
  npm: ChildProcess;
  output: () => string;
  /** Pids of the processes `npm start` reported ready, newest last. */
  pids: (name: 'provider' | 'gateway') => number[];
  gatewayPort: number;
  exited: Promise<number | null>;
}

function startStack(): Promise<Stack> {
  const data = tempDataDir();
  const npm = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: '0',
      PROVIDER_PORT: '0',
      MAIL_PORT: '0',
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATA_DIR: data.path,
      PUBLIC_CACHE_TTL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  npm.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  npm.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    npm.once('exit', (code) => {
      data.remove();
      resolve(code);
    });
  });
  const pids = (name: string) =>
    [...log.matchAll(new RegExp(`\\[start\\] ${name} ready \\(pid (\\d+)\\)`, 'g'))].map((m) =>
      Number(m[1]),
    );
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`not ready in 60 s:\n${log}`)), 60_000);
    const poll = setInterval(() => {
      const ready = /\[start\] site ready on http:\/\/localhost:(\d+)/.exec(log);
      if (!ready) return;
      clearInterval(poll);
      clearTimeout(deadline);
      resolve({ npm, output: () => log, pids, gatewayPort: Number(ready[1]), exited });
    }, 100);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(deadline);
      reject(new Error(`npm start exited early:\n${log}`));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const COURSES = '{ courses { id } }';

describe('npm start', () => {
  it('starts a crashed stand-in again; meanwhile the gateway says the provider is unavailable', async () => {
    const stack = await startStack();
    try {
      const [first] = stack.pids('provider');
      expect(first).toBeGreaterThan(0);
      expect((await graphql(stack.gatewayPort, COURSES)).data).toMatchObject({
        courses: expect.arrayContaining([{ id: '1' }]) as unknown,
      });

      process.kill(first ?? 0, 'SIGKILL');
      const down = await graphql(stack.gatewayPort, COURSES);
      expect(down.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
      expect(down.status).toBe(200);

      const back = await until(
        async () => (await graphql(stack.gatewayPort, COURSES)).errors === undefined,
        15_000,
      );
      expect(back, stack.output()).toBe(true);
      const restarted = stack.pids('provider');
      expect(restarted).toHaveLength(2);
      expect(restarted[1]).not.toBe(first);
      expect(stack.output()).toContain('[start] provider stopped unexpectedly');
      // The gateway kept running throughout.
      expect(stack.pids('gateway')).toHaveLength(1);
    } finally {
      stack.npm.kill('SIGTERM');
      await stack.exited;
    }
  }, 90_000);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to npm stops every process it started`, async () => {
      const stack = await startStack();
      const started = [...stack.pids('provider'), ...stack.pids('gateway')];
      expect(started).toHaveLength(2);
      expect(started.every(alive)).toBe(true);
      stack.npm.kill(signal);
      const code = await Promise.race([
        stack.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
      ]);
      expect(code, stack.output()).not.toBe('still running');
      expect(await until(async () => !started.some(alive), 5000), stack.output()).toBe(true);
    }, 90_000);
  }
});
