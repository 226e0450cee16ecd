#!/usr/bin/env node
/**
 * `npm start`: the whole site on one command.
 * 1. Builds the client (`npm run build`: vite, then the prerendered pages) when its sources
 *    are newer than dist/client (SKIP_BUILD=1 skips).
 * 2. Unless PROVIDER_URL is set, starts the legacy-API stand-in as its own process, with its
 *    Razorpay webhooks pointed at the gateway's POST /webhooks/razorpay, a class-file key
 *    (PROVIDER_FILES_KEY, made up for this run when unset) that the gateway is given too, and
 *    its SMTP server on MAIL_PORT (0: a free port), where the gateway's SMTP_URL points.
 * 3. Starts the gateway, which serves the site, /graphql, /healthz and /readyz.
 * A process that crashes after it was ready is started again (the gateway answers
 * PROVIDER_UNAVAILABLE while the stand-in is down); one that keeps crashing stops the site.
 * SIGINT/SIGTERM stop every process started here, the build included.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
/** Every child process running now. */
const children = new Set();
/** Restarts allowed within RESTART_WINDOW_MS before the site is stopped instead. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const STOP_GRACE_MS = 5000;
let stopping = false;

function log(message) {
  process.stdout.write(`[start] ${message}\n`);
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function clientIsStale() {
  // Written last by the build (scripts/prerender.ts).
  const built = join(root, 'dist/prerender/build.json');
  if (!existsSync(built)) return true;
  const sources = [
    'client',
    'common',
    'schema.graphql',
    'package-lock.json',
    'scripts/prerender.ts',
  ].map((p) => join(root, p));
  const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newestSource > statSync(built).mtimeMs;
}

/** Runs the build as a child (not blocking this process, so a signal can stop it). */
async function buildClient() {
  if (env.SKIP_BUILD === '1') return;
  if (!clientIsStale()) {
    log('client build is current');
    return;
  }
  log('building the client (npm run build: vite build, then prerendering the public pages)...');
  const build = spawn('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    // Its own process group, so stopping it stops vite and the prerenderer with it.
    detached: process.platform !== 'win32',
    // Always a production bundle, whatever NODE_ENV the servers run with.
    env: { ...env, NODE_ENV: 'production' },
  });
  const code = await watched(build, true);
  if (stopping) return;
  if (code !== 0) {
    log('the client build failed; see the messages above.');
    await stop(typeof code === 'number' ? code : 1);
  }
}

/**
 * Gives the stand-in's flagship course its weekly quizzes, where a week has none yet (the
 * gateway's own database; the legacy API has no quizzes). A failure is said and start-up goes
 * on: the site works without them.
 */
async function seedQuizzes() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/quizzes.ts', 'seed'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const code = await watched(child);
  if (code !== 0 && !stopping) log('the quizzes could not be seeded; see the message above.');
}

/** Tracks a child until it exits; resolves with its exit code (or signal). */
function watched(child, group = false) {
  const entry = { child, group };
  children.add(entry);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(entry);
      resolve(code ?? signal);
    });
  });
}

/**
 * Starts a TypeScript entry with tsx and resolves with what its ready line says (the
 * text after `readyText`). An IPC channel lets the child notice if this process dies.
 */
function launch(name, entry, childEnv, readyText, onExit) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let ready = false;
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (ready) return;
      buffered += chunk.toString();
      const at = buffered.indexOf(readyText);
      const lineEnd = buffered.indexOf('\n', at);
      if (at !== -1 && lineEnd !== -1) {
        ready = true;
        const said = buffered.slice(at + readyText.length, lineEnd).trim();
        buffered = '';
        log(`${name} ready (pid ${child.pid})`);
        resolve(said);
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    void watched(child).then((code) => {
      if (!ready) reject(new Error(`${name} exited before it was ready (code ${code})`));
      else if (!stopping) onExit(code);
    });
  });
}

/**
 * Keeps a process running: started once (a failure then is fatal), then started again
 * after each crash, with a growing pause, unless it has crashed too often.
 */
async function supervise(name, entry, childEnv, readyText) {
  const failures = [];
  let pause = 250;

  const again = () => {
    const now = Date.now();
    failures.push(now);
    while ((failures[0] ?? now) < now - RESTART_WINDOW_MS) failures.shift();
    if (failures.length > MAX_RESTARTS) {
      log(`${name} failed ${failures.length} times within a minute; stopping the site.`);
      void stop(1);
      return;
    }
    log(`starting ${name} again in ${pause} ms`);
    setTimeout(() => {
      if (stopping) return;
      launch(name, entry, childEnv(), readyText, crashed).then(
        () => {
          pause = 250;
        },
        (error) => {
          log(`${name} could not start again: ${error.message}`);
          pause = Math.min(pause * 2, 5000);
          again();
        },
      );
    }, pause).unref();
  };
  const crashed = (code) => {
    log(`${name} stopped unexpectedly (code ${code})`);
    again();
  };
  return launch(name, entry, childEnv(), readyText, crashed);
}

function signalChild({ child, group }, signal) {
  try {
    if (group && child.pid !== undefined) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  const exits = running.map(
    (entry) =>
      new Promise((resolve) => {
        if (entry.child.exitCode !== null || entry.child.signalCode !== null) {
          resolve();
          return;
        }
        entry.child.once('exit', resolve);
        signalChild(entry, 'SIGTERM');
        setTimeout(() => signalChild(entry, 'SIGKILL'), STOP_GRACE_MS).unref();
      }),
  );
  await Promise.all(exits);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

/** A port nothing listens on now, for a server started on it next. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  await buildClient();
  if (stopping) return;
  if (!env.PROVIDER_URL) {
    // The stand-in receives the mail; the gateway sends it there unless SMTP_URL says otherwise.
    env.MAIL_PORT = env.MAIL_PORT === '0' ? String(await freePort()) : (env.MAIL_PORT ?? '4025');
    env.SMTP_URL ??= `smtp://127.0.0.1:${env.MAIL_PORT}`;
    // A key for this run unless one is given: only the gateway ever learns it.
    env.PROVIDER_FILES_KEY ??= randomBytes(24).toString('base64url');
    let providerPort = env.PROVIDER_PORT ?? '4010';
    // The stand-in plays Razorpay: its webhooks go to this gateway, signed with the
    // RAZORPAY_WEBHOOK_SECRET both read (the same test value when unset).
    const webhookUrl =
      env.RAZORPAY_WEBHOOK_URL ?? `http://127.0.0.1:${env.PORT ?? '4000'}/webhooks/razorpay`;
    const url = await supervise(
      'provider',
      'provider/index.ts',
      // Started again on the port it got the first time (PROVIDER_PORT=0 picks one). On
      // loopback whatever HOST the gateway has: the gateway reaches it at 127.0.0.1.
      () => ({
        ...env,
        HOST: '127.0.0.1',
        PROVIDER_PORT: providerPort,
        RAZORPAY_WEBHOOK_URL: webhookUrl,
      }),
      'provider listening on',
    );
    providerPort = new URL(url).port || providerPort;
    env.PROVIDER_PORT = providerPort;
    env.PROVIDER_URL = `http://127.0.0.1:${providerPort}/api/v1/`;
    await seedQuizzes();
    if (stopping) return;
  } else {
    log(`using the provider at ${env.PROVIDER_URL}`);
  }
  const site = await supervise('gateway', 'gateway/index.ts', () => env, 'gateway listening on');
  log(`site ready on ${site}`);
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  void stop(1);
});
