/**
 * The system's global CSS, as every served page carries it: what it declares on every
 * element is paid for in style work on every element of every page.
 */
import { describe, expect, it } from 'vitest';
import { getSystem } from '../system.ts';

type Declarations = Record<string, unknown>;

/** The declarations the global CSS makes under a selector, in any of its layers. */
function declarationsFor(selector: string): Declarations {
  const found: Declarations = {};
  const visit = (styles: Declarations) => {
    for (const [key, value] of Object.entries(styles)) {
      if (!value || typeof value !== 'object') continue;
      // A key may list several selectors (each written with its `&`).
      const selectors = key.split(',').map((part) => part.trim().replace(/^&/, ''));
      if (selectors.includes(selector)) Object.assign(found, value);
      else visit(value as Declarations);
    }
  };
  const system = getSystem();
  // Every global layer a page carries: preflight's reset, the site's own global CSS, tokens.
  for (const layer of [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]) {
    visit(layer);
  }
  return found;
}

describe('the global CSS', () => {
  it('declares no custom property on every element: each copies the inherited ones', () => {
    const everyElement = declarationsFor('*');
    expect(everyElement).toHaveProperty('fontFeatureSettings');
    expect(Object.keys(everyElement).filter((name) => name.startsWith('--'))).toEqual([]);
  });

  it('declares the border colour and body font once, on the root, where preflight reads them', () => {
    const root = declarationsFor('html');
    expect(root['--global-color-border']).toBe('var(--chakra-colors-border)');
    expect(root['--global-font-body']).toBe('var(--chakra-fonts-body)');
  });

  it('sets Hindi text at 14 px or more where English uses its two smallest sizes', () => {
    // On a Hindi page's body: on the root element the tokens' layer has the last word.
    const hindi = declarationsFor('[lang|="hi"] body');
    expect(hindi['--chakra-font-sizes-xs']).toBe('0.875rem');
    expect(hindi['--chakra-font-sizes-2xs']).toBe('0.875rem');
    expect(hindi['--leading-xs']).toBe('1.25rem');
    // English keeps 12 px and 10 px.
    const system = getSystem();
    expect(system.token('fontSizes.xs')).toBe('0.75rem');
    expect(system.token('fontSizes.2xs')).toBe('0.625rem');
    expect(system.css({ textStyle: 'xs' })).toMatchObject({
      fontSize: 'var(--chakra-font-sizes-xs)',
      lineHeight: 'var(--leading-xs, 1rem)',
    });
  });
});
