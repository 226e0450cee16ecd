/**
 * A build step for the browser's bundle alone. Chakra's `createSystem` works out its global
 * styles (the reset, the base styles and every token as a CSS variable) as soon as it is
 * called, for its provider's <Global>. That is a third of the system's cost and made the
 * longest task of a page's start on a phone (about 50 ms of 150 at 4x CPU slowdown), for
 * styles every page the browser runs already has: the gateway renders every page, and the
 * served HTML carries them in its <head> (emotion's `css-global` elements), where they stay.
 *
 * So in the browser's bundle the system's global styles are none: its <Global> adds nothing
 * and the served ones apply. The server's renderer (an SSR build) and the dev server (whose
 * page is rendered afresh in the browser) are left as they are, and so are the system's own
 * getTokenCss/getGlobalCss. Chakra's file is matched by its exact text: should an upgrade
 * change it, the build stops and says so rather than quietly bringing the cost back.
 * Decision: docs/decisions/0024-served-global-styles.md.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** Chakra's system module with no global styles of its own; throws when it reads otherwise. */
export function withServedGlobalStyles(code: string): string {
  if (!code.includes(EAGER)) {
    throw new Error(
      "Chakra's createSystem no longer reads as client/build/served-global-styles.ts expects: " +
        'check whether it still works out its global styles at once, and update or remove this step.',
    );
  }
  return code.replace(EAGER, 'const _global = [];');
}

export function servedGlobalStylesPlugin(): Plugin {
  return {
    name: 'academy:served-global-styles',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !SYSTEM_MODULE.test(id)) return null;
      return { code: withServedGlobalStyles(code), map: null };
    },
  };
}
