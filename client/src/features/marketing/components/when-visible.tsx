import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHasIntersectionObserver } from '../hooks/use-media-query.ts';

export interface WhenVisibleProps {
  /** Height kept free until the content arrives, so the page below does not jump. */
  minH: string | Record<string, string>;
  children: ReactNode;
}

/**
 * Renders `children` (typically a lazy component) only once the spot comes within a
 * screen of the viewport, keeping below-the-fold code out of the first load.
 */
export function WhenVisible({ minH, children }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver (very old browsers) everything renders at once.
  const observable = useHasIntersectionObserver();
  const visible = seen || !observable;

  useEffect(() => {
    const spot = ref.current;
    if (visible || !spot) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Box ref={ref} minH={visible ? undefined : minH}>
      {visible ? <Suspense fallback={<Box minH={minH} />}>{children}</Suspense> : null}
    </Box>
  );
}
