import { Box, Container, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { homeContent } from '@/content/marketing.ts';
import { useHasIntersectionObserver, usePrefersReducedMotion } from '@/hooks/use-media-query.ts';

const text = homeContent.counters;

/** How long the count-up runs once the strip is on screen. */
const COUNT_UP_MS = 2000;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Progress of the count-up, from 0 to 1: starts when the element first scrolls into view,
 * and is 1 at once under prefers-reduced-motion.
 */
function useCountUp(reducedMotion: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const strip = ref.current;
    if (!strip || reducedMotion || !('IntersectionObserver' in window)) return;
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / COUNT_UP_MS);
        setProgress(easeOutCubic(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(strip);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  const supported = useHasIntersectionObserver();
  return { ref, progress: reducedMotion || !supported ? 1 : progress };
}

/**
 * The animated figures: students mentored, sessions finished, Google rating. The number
 * on screen counts up; assistive technology reads the final figure only.
 */
export function CounterStrip() {
  const reducedMotion = usePrefersReducedMotion();
  const { ref, progress } = useCountUp(reducedMotion);

  return (
    <Box as="section" aria-labelledby="counter-strip-heading" bg="#0f1b2d" color="white" py="10">
      <Container maxW="6xl">
        <VisuallyHidden asChild>
          <Heading as="h2" id="counter-strip-heading">
            {text.heading}
          </Heading>
        </VisuallyHidden>
        <SimpleGrid ref={ref} as="ul" columns={{ base: 1, sm: 3 }} gap="6" listStyleType="none">
          {text.items.map((item) => {
            const final = `${item.value.toFixed(item.decimals)}${item.suffix}`;
            const shown = `${(item.value * progress).toFixed(item.decimals)}${item.suffix}`;
            return (
              <Box as="li" key={item.label} textAlign="center" data-counter={item.label}>
                <Text
                  aria-hidden="true"
                  data-testid="counter-value"
                  fontSize={{ base: '4xl', md: '5xl' }}
                  fontWeight="bold"
                  color="brand.300"
                  lineHeight="1.1"
                  fontVariantNumeric="tabular-nums"
                >
                  {shown}
                </Text>
                <VisuallyHidden>{final}</VisuallyHidden>
                <Text fontWeight="semibold" letterSpacing="wider" fontSize="sm">
                  {item.label}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
