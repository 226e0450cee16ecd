/**
 * A part of a server-rendered page that React hydrates on its own: a Suspense boundary,
 * which React 19 hydrates after the rest of the page, each in a task of its own, and first
 * of all when the visitor clicks, types or submits inside it (the event is then handled
 * with the part's own handlers). Nothing inside may suspend while hydrating: every page's
 * code is loaded before hydration starts (app/router.tsx, loadRouteModules).
 *
 * A part marked `later` (below the first screen of its page) also waits its turn when the
 * page is opened within the app: the page's top is committed and painted first, and the
 * part renders right after, so following a link shows the new page as soon as its top is
 * ready. Served pages are untouched: the server renders every part and hydration finds
 * them all, so no content is ever missing from the HTML.
 */
import {
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { afterNextPaint } from './after-paint.ts';

interface HydrationBoundaryProps {
  children: ReactNode;
  /** Below the page's first screen: opened within the app, it renders after the top is painted. */
  later?: boolean;
}

export function HydrationBoundary({ children, later = false }: HydrationBoundaryProps) {
  return (
    <Suspense fallback={null}>
      {later ? <AfterFirstPaint>{children}</AfterFirstPaint> : children}
    </Suspense>
  );
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates server HTML (it reads the server snapshot then), false for a
 * part rendered afresh in the browser.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function AfterFirstPaint({ children }: { children: ReactNode }) {
  const hydrating = useIsHydrating();
  // Decided when the part first renders: a part found in the served HTML is shown at once.
  const [shown, setShown] = useState(hydrating);
  useEffect(() => {
    if (shown) return;
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : null;
}
