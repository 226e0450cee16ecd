/**
 * Contract: every recorded provider answer replayed through the gateway with undici's
 * MockAgent and no network. For each one the gateway must send exactly the form fields
 * and give the GraphQL client exactly the answer written in the recording's `gateway`
 * section: data for "200", PROVIDER_REJECTED with the provider's message otherwise,
 * PROVIDER_UNAVAILABLE for HTTP errors, and BAD_USER_INPUT with the SPEC.md §5 message,
 * without any provider call, for input the shared rules refuse.
 */
import { describe, expect, it } from 'vitest';
import { replay } from './gateway-replay.ts';
import {
  LEGACY_ENDPOINTS,
  LEGACY_SHAPES_DIR,
  RECORDINGS_DIR,
  loadRecordings,
  recordingFileName,
} from './provider-recordings.ts';

const sets = [
  { name: 'stand-in recordings', recordings: loadRecordings(RECORDINGS_DIR) },
  { name: 'legacy-API shapes', recordings: loadRecordings(LEGACY_SHAPES_DIR) },
];

for (const { name, recordings } of sets) {
  describe(`${name} replayed through the gateway`, () => {
    it('include every endpoint the gateway calls', () => {
      const endpoints = new Set(recordings.map((recording) => recording.endpoint));
      expect([...endpoints].sort()).toEqual([...LEGACY_ENDPOINTS].sort());
    });

    for (const recording of recordings) {
      it(`${recordingFileName(recording.endpoint, recording.case)}: ${recording.description}`, async () => {
        await replay(recording);
      });
    }
  });
}
