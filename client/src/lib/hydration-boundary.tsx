/**
 * A part of a server-rendered page that React hydrates on its own: a Suspense boundary,
 * which React 19 hydrates after the rest of the page, each in a task of its own, and first
 * of all when the visitor clicks, types or submits inside it (the event is then handled
 * with the part's own handlers). Nothing inside may suspend while hydrating: every page's
 * code is loaded before hydration starts (app/router.tsx, loadRouteModules).
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
