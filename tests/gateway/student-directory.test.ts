/**
 * The student directory (issue 38's last gap): the one-time walk over customer ids (its rate,
 * its end, resuming where it stopped, pausing through an outage, one gateway at a time) and,
 * end to end, the seeded demo student asking for a reset before ever signing in here.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type GatewayDatabase } from '../../gateway/db/database.ts';
import { DirectoryBackfill } from '../../gateway/accounts/directory-backfill.ts';
import { providerRejected, UpstreamUnavailableError } from '../../gateway/errors.ts';
import {
  REQUEST_RESET,
  RESET,
  SIGN_IN,
  errorOf,
  mailTo,
  startStack,
  tokenIn,
  type Stack,
} from './accounts-stack.ts';

const silent = pino({ level: 'silent' });
/** The customer ids the fake legacy API knows: 3 is a deleted row, 6 on are not there yet. */
const KNOWN = new Set(['1', '2', '4', '5']);

const opened: GatewayDatabase[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function freshDatabase(dataDir = mkdtempSync(path.join(tmpdir(), 'directory-'))) {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  opened.push(database);
  return { database, dataDir };
}

/** A get_customer stand-in recording each id asked for and when. */
function fakeLegacyApi(outages: Record<string, number> = {}) {
  const calls: { id: string; at: number }[] = [];
  const left = { ...outages };
  const lookUp = async (id: string) => {
    calls.push({ id, at: performance.now() });
    if ((left[id] ?? 0) > 0) {
      left[id] = (left[id] ?? 0) - 1;
      throw new UpstreamUnavailableError('connection refused');
    }
    if (!KNOWN.has(id)) throw providerRejected('404', 'Customer not found.');
    return { id };
  };
  return { calls, lookUp };
}

function walk(
  database: GatewayDatabase,
  lookUp: (id: string) => Promise<unknown>,
  settings: { ratePerSecond: number; stopAfter?: number; pauseMs?: number },
) {
  return new DirectoryBackfill({
    directory: database.directory,
    lookUp,
    ratePerSecond: settings.ratePerSecond,
    stopAfter: settings.stopAfter ?? 3,
    pauseMs: settings.pauseMs ?? 100,
    logger: silent,
  });
}

describe('the walk over customer ids', () => {
  it('asks for ids in order at most the set rate, and ends after a run of unknown ids', async () => {
    const { database } = await freshDatabase();
    const api = fakeLegacyApi();
    const backfill = walk(database, api.lookUp, { ratePerSecond: 20 });
    backfill.start();
    await backfill.ended();
    // 3 is unknown but 4 is not: only three unknown in a row (6, 7, 8) end it.
    expect(api.calls.map((call) => call.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const gaps = api.calls.slice(1).map((call, index) => call.at - (api.calls[index]?.at ?? 0));
    // 20 a second: 50 ms apart at the least (timers may fire a millisecond early).
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(48);
    expect(await database.directory.backfillState()).toEqual({ nextId: 9, misses: 3, done: true });

    // Done is done: a later start (a restart) asks nothing.
    const again = fakeLegacyApi();
    const restarted = walk(database, again.lookUp, { ratePerSecond: 20 });
    restarted.start();
    await restarted.ended();
    expect(again.calls).toEqual([]);
  });

  it('resumes where a stopped gateway left off', async () => {
    const { database, dataDir } = await freshDatabase();
    const first = fakeLegacyApi();
    const stopped = walk(database, first.lookUp, { ratePerSecond: 10 });
    stopped.start();
    await vi.waitFor(() => expect(first.calls.length).toBeGreaterThanOrEqual(3), {
      timeout: 2000,
      interval: 10,
    });
    await stopped.stop();
    const asked = first.calls.map((call) => call.id);
    expect(asked.slice(0, 3)).toEqual(['1', '2', '3']);
    expect(await database.directory.backfillState()).toEqual({
      nextId: asked.length + 1,
      misses: asked.at(-1) === '3' ? 1 : 0,
      done: false,
    });

    // Another process over the same file goes on from the next id, and asks none twice.
    const { database: reopened } = await freshDatabase(dataDir);
    const second = fakeLegacyApi();
    const resumed = walk(reopened, second.lookUp, { ratePerSecond: 50 });
    resumed.start();
    await resumed.ended();
    expect([...asked, ...second.calls.map((call) => call.id)].join(' ')).toBe('1 2 3 4 5 6 7 8');
  });

  it('pauses through an outage and asks for the same id again, not counting it unknown', async () => {
    const { database } = await freshDatabase();
    const api = fakeLegacyApi({ '2': 2 });
    const backfill = walk(database, api.lookUp, { ratePerSecond: 50, pauseMs: 150 });
    backfill.start();
    await backfill.ended();
    expect(api.calls.map((call) => call.id).join(' ')).toBe('1 2 2 2 3 4 5 6 7 8');
    const [, firstTry, secondTry, thirdTry] = api.calls;
    expect((secondTry?.at ?? 0) - (firstTry?.at ?? 0)).toBeGreaterThanOrEqual(148);
    expect((thirdTry?.at ?? 0) - (secondTry?.at ?? 0)).toBeGreaterThanOrEqual(148);
  });

  it('runs on one gateway only when several start together', async () => {
    const { dataDir, database: one } = await freshDatabase();
    const { database: other } = await freshDatabase(dataDir);
    const apiOne = fakeLegacyApi();
    const apiOther = fakeLegacyApi();
    const first = walk(one, apiOne.lookUp, { ratePerSecond: 50 });
    const second = walk(other, apiOther.lookUp, { ratePerSecond: 50 });
    first.start();
    second.start();
    await vi.waitFor(async () => expect((await one.directory.backfillState()).done).toBe(true), {
      timeout: 3000,
      interval: 20,
    });
    const counts = [apiOne.calls.length, apiOther.calls.length].sort();
    expect(counts).toEqual([0, 8]);
    await Promise.all([first.stop(), second.stop()]);
  });
});

describe('a reset for a student the gateway never met', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      DIRECTORY_BACKFILL_RATE: '100',
      DIRECTORY_BACKFILL_STOP_AFTER: '5',
    });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('e-mails the seeded demo student a link that sets a password they then sign in with', async () => {
    const { database } = stack.gateway.server;
    // Started with the gateway, the walk finds the demo student (customer 1) on its own.
    await vi.waitFor(
      async () => expect((await database.directory.backfillState()).done).toBe(true),
      { timeout: 5000, interval: 25 },
    );
    expect(await database.accounts.byEmail('demo@example.com')).toBeNull();
    expect(await database.directory.byEmail('DEMO@example.com')).toEqual({
      customerId: '1',
      email: 'demo@example.com',
      name: 'Demo Student',
      mobile: '9876543210',
    });

    const asked = await stack.gateway.gql(REQUEST_RESET, { e: 'Demo@Example.com' });
    expect(asked.body).toEqual({ data: { requestPasswordReset: true } });
    const [message] = await mailTo(stack, 'demo@example.com', 1);
    if (!message) throw new Error('no reset e-mail');
    expect(message.subject).toBe('Reset your Sharpline Trading Academy password');
    expect(message.text).toContain('Demo Student');

    const reset = await stack.gateway.gql(RESET, {
      t: tokenIn(message, '/reset-password'),
      p: 'fresh-start-42',
    });
    expect(reset.body).toEqual({ data: { resetPassword: true } });

    const signedIn = await stack.gateway.gql(SIGN_IN, {
      u: 'demo@example.com',
      p: 'fresh-start-42',
    });
    expect(signedIn.body.data?.login).toMatchObject({
      customer: { id: '1', email: 'demo@example.com', name: 'Demo Student' },
    });
    const old = await stack.gateway.gql(SIGN_IN, { u: 'demo@example.com', p: 'demo12345' });
    expect(errorOf(old.body).code).toBe('PROVIDER_REJECTED');
  });
});
