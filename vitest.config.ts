import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  test: {
    include: [
      'common/**/*.test.ts',
      'eslint/**/*.test.ts',
      'gateway/**/*.test.ts',
      'provider/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores - 1); most files spend their
    // time starting servers and waiting on them, and each pays ~2 s importing the gateway, so
    // two files at a time take CI's two Vitest passes from about 12 to about 8 minutes each.
    maxWorkers: 2,
  },
});
