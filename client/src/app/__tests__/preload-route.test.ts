// @vitest-environment happy-dom
/**
 * A page preloaded into the running router opens without a loading step: the router goes
 * straight from the current page to the new one, where a route still lazy first puts the
 * router in a "loading" state (and React renders the current page again for it).
 */
import { createElement } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadRouteModulesInto } from '../router.tsx';

function Page() {
  return createElement('h1', null, 'Sign in');
}

function makeRouter() {
  const lazy = vi.fn(() => Promise.resolve({ Component: Page }));
  const router = createMemoryRouter(
    [
      { path: '/', element: createElement('h1', null, 'Course') },
      { id: 'signIn', path: '/sign-in', lazy },
    ],
    { initialEntries: ['/'] },
  );
  const states: string[] = [];
  router.subscribe((state) => states.push(`${state.navigation.state} ${state.location.pathname}`));
  return { router, lazy, states };
}

describe('loadRouteModulesInto', () => {
  it('makes the next navigation there a single step', async () => {
    const { router, lazy, states } = makeRouter();
    await loadRouteModulesInto(router, '/sign-in');
    expect(lazy).toHaveBeenCalledTimes(1);

    await router.navigate('/sign-in');
    expect(states).toEqual(['idle /sign-in']);
    expect(router.state.matches.at(-1)?.route.Component).toBeTruthy();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('without it, the router first shows a loading step', async () => {
    const { router, states } = makeRouter();
    await router.navigate('/sign-in');
    expect(states).toEqual(['loading /', 'idle /sign-in']);
  });

  it('leaves a page with no lazy module alone, and an unknown path is no error', async () => {
    const { router, states } = makeRouter();
    await loadRouteModulesInto(router, '/');
    await loadRouteModulesInto(router, '/nowhere');
    await router.navigate('/');
    expect(states.at(-1)).toBe('idle /');
  });
});
