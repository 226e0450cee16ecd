import { Box, Container, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { marketingCatalogue } from '@/content/marketing.ts';
import { useHasIntersectionObserver, usePrefersReducedMotion } from '@/hooks/use-media-query.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/** How long the count-up runs once the strip is on screen. */
const COUNT_UP_S = 2;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** A figure's value and how it is written: the same in every language. */
interface CounterItem {
  value: number;
  decimals: number;
  suffix: string;
}

const figure = (item: CounterItem, progress: number) =>
  `${(item.value * progress).toFixed(item.decimals)}${item.suffix}`;

/** framer-motion's animate(), in a chunk of its own: nothing of it is in the first load. */
const loadAnimate = () => import('@/lib/motion-animate.ts').then((module) => module.animate);

/**
 * The count-up: when the strip is half on screen, framer-motion's code loads (it is not
 * part of the page's first load unless the strip is on the first screen) and the figures
 * count up; under
 * prefers-reduced-motion they show their final values at once. Each frame of the animation
 * writes the figures into their elements itself rather than through a render: a render a
 * frame for two seconds would hold up whatever the visitor does meanwhile (opening a page
 * is a render of lower priority). The last frame hands the final figures to React, which
 * then owns them again; so does a failure to load the animation.
 */
function useCountUp(items: readonly CounterItem[], reducedMotion: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const figures = useRef<(HTMLElement | null)[]>([]);
  const [counted, setCounted] = useState(false);

  useEffect(() => {
    const strip = ref.current;
    if (!strip || reducedMotion || !('IntersectionObserver' in window)) return;
    let stopped = false;
    let animation: { stop: () => void } | undefined;
    const write = (progress: number) => {
      items.forEach((item, index) => {
        const element = figures.current[index];
        if (element) element.textContent = figure(item, progress);
      });
    };
    const run = () => {
      loadAnimate().then(
        (animate) => {
          if (stopped) return;
          animation = animate(0, 1, {
            duration: COUNT_UP_S,
            ease: easeOutCubic,
            onUpdate: write,
            onComplete: () => setCounted(true),
          });
        },
        () => setCounted(true),
      );
    };
    const inView = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          inView.disconnect();
          run();
        }
      },
      { threshold: 0.5 },
    );
    inView.observe(strip);
    return () => {
      stopped = true;
      inView.disconnect();
      animation?.stop();
    };
  }, [items, reducedMotion]);

  const supported = useHasIntersectionObserver();
  return { ref, figures, progress: counted || reducedMotion || !supported ? 1 : 0 };
}

/**
 * The animated figures: students mentored, sessions finished, Google rating. The number
 * on screen counts up; assistive technology reads the final figure only.
 */
export function CounterStrip() {
  const text = useText(marketingCatalogue).homeContent.counters;
  const reducedMotion = usePrefersReducedMotion();
  const { ref, figures, progress } = useCountUp(text.items, reducedMotion);

  return (
    <Box as="section" aria-labelledby="counter-strip-heading" bg="#0f1b2d" color="white" py="10">
      <Container maxW="6xl">
        <VisuallyHidden asChild>
          <Heading as="h2" id="counter-strip-heading">
            {text.heading}
          </Heading>
        </VisuallyHidden>
        <SimpleGrid ref={ref} as="ul" columns={{ base: 1, sm: 3 }} gap="6" listStyleType="none">
          {text.items.map((item, index) => {
            const final = figure(item, 1);
            const shown = figure(item, progress);
            return (
              <Box as="li" key={item.label} textAlign="center" data-counter={item.label}>
                <Text
                  ref={(element: HTMLParagraphElement | null) => {
                    figures.current[index] = element;
                  }}
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
