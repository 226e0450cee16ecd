/**
 * The flags Chromium runs with under the browser tests (playwright.config.ts), and under the
 * benchmarks, which measure the same browser: no sandbox or GPU in containers, and nothing
 * that reaches the network on its own.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
