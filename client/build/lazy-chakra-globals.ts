/**
 * Chakra's createSystem works out the site's global style sheet (the reset, the global
 * rules and a CSS variable for every token) as it creates the system, though only its
 * provider reads it, to insert it. That is half of creating the system: some 60 ms of one
 * uninterrupted task at a phone's speed, on every page's start. A served page already
 * carries that sheet (client/src/ssr/render.tsx), so the browser need not work it out
 * again (theme/system.ts, systemForPage).
 *
 * This build step makes the sheet a property worked out when first read. It changes one
 * statement of one module; should an upgrade of Chakra change that module, the build stops
 * here with this message, rather than quietly starting pages slower.
 */
import type { Plugin } from 'vite';

const MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

export function lazyChakraGlobals(): Plugin {
  return {
    name: 'academy:lazy-chakra-globals',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(RETURNED)) {
        this.error(
          `${id} no longer creates its global styles as this build step expects ` +
            '(client/build/lazy-chakra-globals.ts): update the step for this version of Chakra.',
        );
      }
      const lazy = code
        .replace(EAGER, 'let _global;')
        .replace(
          RETURNED,
          '\n    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
        );
      return { code: lazy, map: null };
    },
  };
}
