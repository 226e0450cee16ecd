/**
 * Contract: every recorded provider answer (tests/contract/recordings) replayed through the
 * gateway with undici's MockAgent and no network. For each one the gateway must send
 * exactly the recorded form fields and give the GraphQL client the answer written beside
 * the recording: data for "200", PROVIDER_REJECTED with the provider's message otherwise,
 * PROVIDER_UNAVAILABLE for HTTP errors, and BAD_USER_INPUT without any provider call for
 * input the shared rules refuse.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ENDPOINTS, loadRecordings, replay } from './replay.ts';

const recordings = loadRecordings(fileURLToPath(new URL('./recordings', import.meta.url)));

describe('provider recordings replayed through the gateway', () => {
  it('include every endpoint the gateway calls', () => {
    const endpoints = new Set(recordings.map(({ recording }) => recording.endpoint));
    for (const endpoint of PROVIDER_ENDPOINTS) expect(endpoints).toContain(endpoint);
  });

  for (const loaded of recordings) {
    const { file, recording } = loaded;
    it(`${file}: ${recording.description ?? recording.case}`, async () => {
      await replay(loaded);
    });
  }
});
