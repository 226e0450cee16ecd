/** Launches Debian's Chromium (or CHROMIUM_PATH) for the benchmarks, as the browser tests do. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags } from '../../tests/e2e/support/chromium.ts';

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROMIUM_PATH.`);
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}
