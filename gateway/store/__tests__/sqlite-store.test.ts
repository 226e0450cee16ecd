import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../sqlite-store.ts';
import { describeGatewayStore } from './store-contract.ts';

describeGatewayStore(
  'SqliteStore in memory',
  (now) => new SqliteStore({ dataDir: ':memory:', now }),
);
describeGatewayStore(
  'SqliteStore on a file',
  (now) => new SqliteStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'gateway-store-')), now }),
);

describe('SqliteStore', () => {
  it('keeps its state in DATA_DIR across a reopening, and sweeps what expired', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-store-'));
    let now = Date.parse('2026-11-22T06:30:00Z');
    const first = new SqliteStore({ dataDir, now: () => now });
    await first.setIfAbsent('kept', 'yes', 60_000);
    await first.setIfAbsent('brief', 'yes', 10);
    await first.increment('count', 5, 60_000);
    await first.close();

    const second = new SqliteStore({ dataDir, now: () => now });
    expect(await second.get('kept')).toBe('yes');
    expect((await second.counter('count'))?.value).toBe(5);
    now += 20;
    second.sweep();
    expect(await second.get('brief')).toBeNull();
    expect(await second.setIfAbsent('brief', 'again', 10)).toBe(true);
    await second.close();
  });
});
