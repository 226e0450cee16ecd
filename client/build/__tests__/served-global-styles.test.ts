import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { servedGlobalStylesPlugin, withServedGlobalStyles } from '../served-global-styles.ts';

const require = createRequire(import.meta.url);
const systemModule = require
  .resolve('@chakra-ui/react')
  .replace(/dist[\\/].*$/, 'dist/esm/styled-system/system.js');
const installed = readFileSync(systemModule, 'utf8');

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => unknown;
const transform = servedGlobalStylesPlugin().transform as Transform;

describe("the browser bundle's Chakra system", () => {
  it('works out no global styles in the installed Chakra, and keeps everything else', () => {
    const changed = withServedGlobalStyles(installed);
    expect(changed).toContain('const _global = [];');
    expect(changed).not.toContain('getPreflightCss(), getGlobalCss(), getTokenCss()');
    // The system's own functions for them are still there, and only that line changed.
    expect(changed).toContain('function getTokenCss()');
    expect(changed.split('\n').length).toBe(installed.split('\n').length);
  });

  it('stops the build when Chakra no longer reads as expected', () => {
    expect(() => withServedGlobalStyles('const _global = makeGlobal();')).toThrow(
      /no longer reads as client\/build\/served-global-styles.ts expects/,
    );
  });

  it("changes only that module, and only in the browser's bundle (the server renders them)", () => {
    expect(transform(installed, systemModule)).toEqual({
      code: expect.stringContaining('const _global = [];'),
      map: null,
    });
    expect(transform(installed, systemModule, { ssr: true })).toBeNull();
    expect(transform(installed, '/app/src/theme/system.ts')).toBeNull();
  });
});
