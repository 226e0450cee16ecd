import { MotionGlobalConfig } from 'framer-motion';
import { afterAll, beforeAll, vi } from 'vitest';

/** The system's motion preference, as components read it through matchMedia. */
export function prefersReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/**
 * For the describe block it is called from: dialogs open and close without their motion.
 * For tests about a dialog's form (its motion has tests of its own, account-dialog.test.tsx);
 * it also spares happy-dom's Web Animations, which report a cancelled animation as an
 * unhandled rejection where browsers do not.
 */
export function skipMotion(): void {
  beforeAll(() => {
    MotionGlobalConfig.skipAnimations = true;
  });
  afterAll(() => {
    MotionGlobalConfig.skipAnimations = false;
  });
}
