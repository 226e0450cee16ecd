#!/usr/bin/env node
/**
 * `npm start`: the whole site on one command.
 * 1. Builds the client (`npm run build`: vite, then the prerendered pages) when its sources
 *    are newer than dist/client (SKIP_BUILD=1 skips).
 * 2. Unless PROVIDER_URL is set, starts the legacy-API stand-in as its own process.
 * 3. Starts the gateway, which serves the site, /graphql, /healthz and /readyz.
 * Stops everything cleanly on SIGINT/SIGTERM; if a process dies, the others are stopped too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
const children = new Set();
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

function buildClient() {
  if (env.SKIP_BUILD === '1') return;
  if (!clientIsStale()) {
    log('client build is current');
    return;
  }
  log('building the client (npm run build: vite build, then prerendering the public pages)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    // Always a production bundle, whatever NODE_ENV the servers run with.
    env: { ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    log('the client build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

/** Starts a TypeScript entry with tsx and resolves once it prints its ready line. */
function startProcess(name, entry, childEnv, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let ready = false;
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!ready) {
        buffered += chunk.toString();
        if (buffered.includes(readyText)) {
          ready = true;
          buffered = '';
          resolve(child);
        }
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!ready) {
        reject(new Error(`${name} exited before it was ready (code ${code ?? signal})`));
        return;
      }
      if (!stopping) {
        log(`${name} stopped unexpectedly (code ${code ?? signal}); stopping the site.`);
        void stop(1);
      }
    });
  });
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const exits = [...children].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  );
  await Promise.all(exits);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  buildClient();
  if (!env.PROVIDER_URL) {
    const providerPort = env.PROVIDER_PORT ?? '4010';
    await startProcess('provider', 'provider/index.ts', env, 'provider listening on');
    env.PROVIDER_URL = `http://127.0.0.1:${providerPort}/api/v1/`;
  } else {
    log(`using the provider at ${env.PROVIDER_URL}`);
  }
  await startProcess('gateway', 'gateway/index.ts', env, 'gateway listening on');
  log(`site ready on http://localhost:${env.PORT ?? '4000'}`);
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  void stop(1);
});
