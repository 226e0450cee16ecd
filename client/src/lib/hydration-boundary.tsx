/**
 * Hydrating a page rendered ahead (scripts/prerender.ts, gateway/site/data-pages.ts) in parts:
 * React hydrates each Suspense boundary in a task of its own, after the rest of the page,
 * so starting the page is a few short tasks rather than one long one. Nothing inside ever
 * suspends; the boundary only cuts the work.
 *
 * Until the last part is hydrated, a click or a submission there would find no handler,
 * so what the visitor does early is held until then (whenHydrated, lib/early-input.ts).
 * The page's parts are counted from the markers React writes around each boundary.
 */
import { Suspense, useEffect, useId, type ReactNode } from 'react';

const hydrated = new Set<string>();
let expected = 0;
let waiting: (() => void) | null = null;

function settle() {
  if (!waiting || hydrated.size < expected) return;
  const callback = waiting;
  waiting = null;
  // In a task of its own, once React has finished committing the last part.
  window.setTimeout(callback, 0);
}

/** Counts the boundaries a page rendered ahead carries (React marks each with <!--$-->). */
export function countRenderedBoundaries(container: HTMLElement): number {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') count += 1;
  expected = count;
  return count;
}

/** Calls back once every counted boundary is hydrated (at once when there are none). */
export function whenHydrated(callback: () => void): void {
  waiting = callback;
  settle();
}

function MarkHydrated({ id }: { id: string }) {
  useEffect(() => {
    hydrated.add(id);
    settle();
  }, [id]);
  return null;
}

export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      {children}
      {/* Last, so its effect runs after those of everything inside. */}
      <MarkHydrated id={id} />
    </Suspense>
  );
}
