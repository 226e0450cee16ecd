/**
 * The gateway's own provider fixtures (tests/gateway/fixtures/recordings), replayed like
 * the contract recordings: they add the loose shapes a real legacy API answers with
 * (numbers for strings, "" and null discounts, mixed-case file types, paths with spaces).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ENDPOINTS, loadRecordings, replay } from './replay.ts';

const fixtures = loadRecordings(fileURLToPath(new URL('./fixtures/recordings', import.meta.url)));

describe('gateway fixtures replayed through MockAgent', () => {
  it('cover every provider endpoint', () => {
    const endpoints = new Set(fixtures.map(({ recording }) => recording.endpoint));
    expect([...endpoints].sort()).toEqual([...PROVIDER_ENDPOINTS].sort());
  });

  for (const { file, recording } of fixtures) {
    it(`${file}: ${recording.description ?? recording.case}`, async () => {
      await replay(recording);
    });
  }
});
