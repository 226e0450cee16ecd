import { useEffect, useState } from 'react';

/** SPEC.md §4 and §9: a skeleton stays up for at least this long after loading ends. */
const MINIMUM_SKELETON_MS = 500;

/**
 * True while `loading` is true and for `minimumMs` after it turns false, so a skeleton
 * does not flash for a moment when an answer arrives quickly. When the first render is
 * not loading (data already cached) it is false at once.
 */
export function useMinimumLoading(loading: boolean, minimumMs = MINIMUM_SKELETON_MS): boolean {
  const [lingering, setLingering] = useState(loading);
  const [previous, setPrevious] = useState(loading);

  // Adjusting state while rendering (React's pattern for reacting to a changed input):
  // a new loading phase restarts the hold.
  if (loading !== previous) {
    setPrevious(loading);
    if (loading) setLingering(true);
  }

  useEffect(() => {
    if (loading || !lingering) return;
    const timer = window.setTimeout(() => setLingering(false), minimumMs);
    return () => window.clearTimeout(timer);
  }, [loading, lingering, minimumMs]);

  return loading || lingering;
}
