// @vitest-environment happy-dom
/**
 * The browser's style cache takes the rules a served page carries as inserted: hydrating
 * the page adds no <style> for them, only for rules the page did not carry.
 */
import { ClassNames, CacheProvider, Global, type CSSObject } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowserStyleCache,
  createOffscreenStyleCache,
  STYLE_CACHE_KEY,
} from '../style-cache.ts';

// React's act() is used to render and flush effects in this environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const served = serializeStyles([{ color: 'red' }]);
const fresh = serializeStyles([{ gap: '4px' }]);

function Styled({ styles }: { styles: CSSObject[] }) {
  return (
    <ClassNames>
      {({ css }) => styles.map((style, index) => <p key={index} className={css(style)} />)}
    </ClassNames>
  );
}

async function hydrateWith(styles: CSSObject[]) {
  const container = document.createElement('div');
  document.body.append(container);
  const cache = createBrowserStyleCache();
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <CacheProvider value={cache}>
        <Styled styles={styles} />
      </CacheProvider>,
    );
  });
  return root;
}

const ruleCount = (name: string) =>
  [...document.querySelectorAll('style')].filter((element) =>
    element.textContent?.includes(`${STYLE_CACHE_KEY}-${name}`),
  ).length;

describe('createBrowserStyleCache', () => {
  it('inserts nothing again for the rules the page was served with', async () => {
    document.head.innerHTML = `<style data-emotion="${STYLE_CACHE_KEY} ${served.name}">.${STYLE_CACHE_KEY}-${served.name}{color:red;}</style>`;
    const root = await hydrateWith([{ color: 'red' }, { gap: '4px' }]);

    expect(ruleCount(served.name)).toBe(1);
    expect(ruleCount(fresh.name)).toBe(1);
    act(() => root.unmount());
  });

  it('inserts every rule on a page that carries none', async () => {
    const root = await hydrateWith([{ color: 'red' }]);
    expect(ruleCount(served.name)).toBe(1);
    act(() => root.unmount());
  });
});

describe('createOffscreenStyleCache', () => {
  it('keeps the rules of a page rendered out of sight off the document', async () => {
    document.head.innerHTML = `<style data-emotion="${STYLE_CACHE_KEY}-global x1">body{margin:0}</style>`;
    const before = document.head.innerHTML;
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <CacheProvider value={createOffscreenStyleCache()}>
          <Global styles={{ body: { margin: 0 } }} />
          <Styled styles={[{ color: 'red' }]} />
        </CacheProvider>,
      );
    });
    act(() => root.unmount());
    expect(document.head.innerHTML).toBe(before);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });
});
