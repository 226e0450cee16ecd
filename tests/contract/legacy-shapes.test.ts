/**
 * Answers in the loose shapes a real legacy API gives and the stand-in does not
 * (tests/contract/recordings/legacy-shapes: numbers for strings, "" and null discounts,
 * mixed-case file types, paths with spaces), replayed like the stand-in's recordings.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ENDPOINTS, loadRecordings, replay } from './replay.ts';

const fixtures = loadRecordings(
  fileURLToPath(new URL('./recordings/legacy-shapes', import.meta.url)),
);

describe('gateway fixtures replayed through MockAgent', () => {
  it('cover every provider endpoint', () => {
    const endpoints = new Set(fixtures.map(({ recording }) => recording.endpoint));
    expect([...endpoints].sort()).toEqual([...PROVIDER_ENDPOINTS].sort());
  });

  for (const loaded of fixtures) {
    const { file, recording } = loaded;
    it(`${file}: ${recording.description ?? recording.case}`, async () => {
      await replay(loaded);
    });
  }
});
