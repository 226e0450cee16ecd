/**
 * Rendering a part of the site for a component test, in the providers the app gives it:
 * Chakra's system, the site's Apollo client (over the stubbed gateway, gateway.ts) and a
 * router whose current path the test can read, as the address bar would show it.
 */
import '@testing-library/jest-dom/vitest';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import { createApolloClient } from '@/lib/apollo.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { getSystem } from '@/theme/system.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Where the app is: the router's path, and the window's, which the session link reads. */
function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    window.history.replaceState(null, '', pathname + search);
  }, [pathname, search]);
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <output aria-label="Address">{pathname + search}</output>;
}

/** Renders `ui` as the page at `path`. */
export function renderAt(path: string, ui: ReactElement) {
  window.history.replaceState(null, '', path);
  return render(
    <ChakraProvider value={getSystem()}>
      <ApolloProvider client={createApolloClient()}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <AddressBar />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
}

/** Stores the login record a signed-in browser keeps (lib/session.ts). */
export function signedInAs(name: string, id = '1'): void {
  window.localStorage.setItem('userLog', JSON.stringify({ c_id: id, name }));
}

/** The toast showing `message` (react-toastify's alerts), once it appears. */
export function findToast(message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .queryAllByRole('alert')
      .find((alert) => alert.closest('.Toastify') && alert.textContent?.includes(message));
    if (!toast) throw new Error(`No toast says "${message}".`);
    return toast;
  });
}

/** Waits until the app is at `path` (with its query string, if any). */
export async function expectAddress(path: string): Promise<void> {
  // Found even while a modal dialog hides the rest of the page from assistive technology.
  const address = () => screen.getByRole('status', { name: 'Address', hidden: true });
  await waitFor(() => expect(address().textContent).toBe(path));
}
