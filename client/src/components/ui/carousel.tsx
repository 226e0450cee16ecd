/**
 * The site's one carousel (Our Classes, testimonials, About): Embla with its autoplay
 * plugin, wrapped in the WAI-ARIA carousel pattern. A region labelled by `label` holds the
 * slides ("n of N"), previous/next buttons, one dot per slide and a visible Pause/Play
 * control. Rotation stops while the pointer is over it or focus is inside it (except on
 * the Pause/Play control itself), and never starts by itself under prefers-reduced-motion.
 * Arrow keys move between slides while focus is inside.
 *
 * Every slide is in the HTML the server sends; only the motion waits. Its code
 * (carousel-engine.ts: Embla, and framer-motion for the dots' indicator) loads once the
 * carousel comes within a screen of the viewport, or when the visitor reaches for a control
 * first, and a move asked for before it arrives is made as soon as it does.
 */
import { Box, Button, chakra, Flex, HStack, IconButton } from '@chakra-ui/react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { CarouselEngine } from './carousel-engine.ts';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { shellCatalogue } from '@/content/shell.ts';
import {
  useHasIntersectionObserver,
  useMediaQuery,
  usePrefersReducedMotion,
} from '@/hooks/use-media-query.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons.tsx';

/** From `minWidth` (px) up, `count` slides share the view. Ascending, the first at 0. */
export interface PerView {
  minWidth: number;
  count: number;
}

interface CarouselProps {
  /** The carousel's accessible name, e.g. "Our Classes". */
  label: string;
  slides: readonly ReactNode[];
  /** Slides per view by viewport width; one slide at a time when omitted. */
  perView?: readonly PerView[];
  /** Time each position stays before moving on, in ms. */
  autoplayDelay: number;
  /** Space between slides (a Chakra spacing token). */
  gap?: string;
}

/**
 * Embla's `duration` is a spring constant, not milliseconds: 20 settles the one-slide
 * move visually in about 500 ms (SPEC.md §9) at 60 frames per second.
 */
const TRANSITION_DURATION = 20;
const ONE_AT_A_TIME: readonly PerView[] = [{ minWidth: 0, count: 1 }];

/** A dot's cell: the current dot's mark slides over the cells, one cell wide. */
const dotCell = { w: '6', h: '6', display: 'grid', placeItems: 'center' } as const;

/** The round mark drawn in a dot's cell. */
const dotMark = (size: string, bg: string) =>
  ({ content: '""', w: size, h: size, rounded: 'full', bg }) as const;

/** The slide width at each breakpoint, as CSS media rules for the slide box. */
function slideBasis(perView: readonly PerView[]) {
  const rules: Record<string, { flexBasis: string }> = {};
  for (const { minWidth, count } of perView) {
    const basis = { flexBasis: `${100 / count}%` };
    if (minWidth === 0) continue;
    rules[`@media screen and (min-width: ${minWidth}px)`] = basis;
  }
  const first = perView[0]?.count ?? 1;
  return { flexBasis: `${100 / first}%`, ...rules };
}

/** How many slides the current viewport shows, for the region's data-per-view. */
function useSlidesPerView(perView: readonly PerView[]): number {
  const ordered = [...perView].sort((a, b) => b.minWidth - a.minWidth);
  const widest = ordered[0];
  const second = ordered[1];
  const third = ordered[2];
  // Hooks must be called a fixed number of times; three breakpoints cover every carousel.
  const matchesWidest = useMediaQuery(`(min-width: ${widest?.minWidth ?? 0}px)`);
  const matchesSecond = useMediaQuery(`(min-width: ${second?.minWidth ?? 0}px)`);
  const matchesThird = useMediaQuery(`(min-width: ${third?.minWidth ?? 0}px)`);
  if (widest && matchesWidest) return widest.count;
  if (second && matchesSecond) return second.count;
  if (third && matchesThird) return third.count;
  return ordered[ordered.length - 1]?.count ?? 1;
}

type Move = 'prev' | 'next' | number;

/** A move the visitor asked for restarts the wait before the next automatic move. */
function moveTo(embla: EmblaCarouselType, move: Move) {
  if (move === 'prev') embla.scrollPrev();
  else if (move === 'next') embla.scrollNext();
  else embla.scrollTo(move);
  embla.plugins().autoplay?.reset();
}

/**
 * The Embla instance on `viewport` and the indicator's motion, loaded once the carousel is
 * near the viewport or `want()` is called; Embla is made again when its options change.
 */
function useCarouselEngine(
  viewport: HTMLElement | null,
  regionRef: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  autoplayDelay: number,
) {
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<CarouselEngine | undefined>();
  const want = useCallback(() => setWanted(true), []);

  // Without IntersectionObserver (very old browsers) the motion loads at once.
  const observable = useHasIntersectionObserver();
  const load = wanted || !observable;

  useEffect(() => {
    const region = regionRef.current;
    if (load || !region) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(region);
    return () => observer.disconnect();
  }, [load, regionRef]);

  const { loop, align, slidesToScroll, duration } = options;
  useEffect(() => {
    if (!load || !viewport) return;
    let cancelled = false;
    let created: CarouselEngine | undefined;
    void import('./carousel-engine.ts').then(({ createCarouselEngine }) => {
      if (cancelled) return;
      created = createCarouselEngine(
        viewport,
        { loop, align, slidesToScroll, duration },
        autoplayDelay,
      );
      setEngine(created);
    });
    return () => {
      cancelled = true;
      created?.embla.destroy();
      setEngine(undefined);
    };
  }, [load, viewport, loop, align, slidesToScroll, duration, autoplayDelay]);

  return { engine, want };
}

export function Carousel({
  label,
  slides,
  perView = ONE_AT_A_TIME,
  autoplayDelay,
  gap = '4',
}: CarouselProps) {
  const { carouselText: text } = useText(shellCatalogue);
  const reducedMotion = usePrefersReducedMotion();
  const regionRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const { engine, want } = useCarouselEngine(
    viewport,
    regionRef,
    {
      loop: true,
      align: 'start',
      slidesToScroll: 1,
      duration: reducedMotion ? 0 : TRANSITION_DURATION,
    },
    autoplayDelay,
  );
  const embla = engine?.embla;

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  // null: the visitor has not chosen, so play unless they prefer reduced motion.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const indicatorRef = useRef<HTMLSpanElement>(null);
  const slidesId = useId();
  const slidesPerView = useSlidesPerView(perView);

  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focusInside && snapCount > 1;

  // A pointer that came to rest over the carousel before the app took the page over sent
  // its mouseenter to nobody: ask where it is once the carousel is live.
  useEffect(() => {
    if (regionRef.current?.matches(':hover')) setHovered(true);
  }, [regionRef]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const autoplay = embla.plugins().autoplay;
      if (!autoplay) return;
      if (rotating) autoplay.play();
      else autoplay.stop();
    };
    apply();
    // A re-initialisation (after a resize) restarts the plugin stopped: apply the state again.
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, rotating]);

  // The indicator follows the current slide; it starts on the first dot, where the server
  // draws it.
  useEffect(() => {
    const indicator = indicatorRef.current;
    if (!engine || !indicator) return;
    engine.moveIndicator(indicator, selected, reducedMotion);
  }, [engine, selected, reducedMotion]);

  /** A move the visitor asked for restarts the wait before the next automatic move. */
  const pendingMove = useRef<Move | null>(null);
  const go = useCallback(
    (move: Move) => {
      if (!embla) {
        // Made once the engine is here (below): a press before then is not lost.
        pendingMove.current = move;
        want();
        return;
      }
      moveTo(embla, move);
    },
    [embla, want],
  );
  useEffect(() => {
    const move = pendingMove.current;
    if (!embla || move === null) return;
    pendingMove.current = null;
    moveTo(embla, move);
  }, [embla]);

  // Arrow keys anywhere inside the carousel (its buttons are the focusable parts).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') go('prev');
      else if (event.key === 'ArrowRight') go('next');
      else return;
      event.preventDefault();
    };
    region.addEventListener('keydown', onKey);
    return () => region.removeEventListener('keydown', onKey);
  }, [go]);

  const onFocus = (event: FocusEvent) => {
    want();
    // Focus on the Pause/Play control must not count as "reading": Play has to work there.
    setFocusInside(event.target !== toggleRef.current);
  };
  const onBlur = (event: FocusEvent) => {
    if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const basis = slideBasis(perView);
  const toggleLabel = paused ? text.playLabel(label) : text.pauseLabel(label);

  return (
    <Box
      as="section"
      ref={regionRef}
      aria-roledescription={text.roleDescription}
      aria-label={label}
      data-per-view={slidesPerView}
      data-rotating={rotating ? 'true' : 'false'}
      onPointerDown={want}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Box ref={setViewport} overflow="hidden">
        <Flex
          id={slidesId}
          aria-live={rotating ? 'off' : 'polite'}
          touchAction="pan-y pinch-zoom"
          ms={`-${gap}`}
        >
          {slides.map((slide, index) => (
            <Box
              key={index}
              role="group"
              aria-roledescription={text.slideRoleDescription}
              aria-label={text.slideLabel(index + 1, slides.length)}
              data-slide-index={index}
              flexGrow={0}
              flexShrink={0}
              minW="0"
              ps={gap}
              css={basis}
            >
              {slide}
            </Box>
          ))}
        </Flex>
      </Box>

      <Flex mt="4" gap="2" align="center" justify="center" wrap="wrap">
        <StepButton label={text.previous} controls={slidesId} onClick={() => go('prev')}>
          <ChevronLeftIcon />
        </StepButton>
        <HStack gap="0" role="group" aria-label={text.dotsLabel} position="relative">
          {Array.from({ length: snapCount }, (_, index) => (
            <chakra.button
              key={index}
              type="button"
              aria-label={text.goTo(index + 1)}
              aria-controls={slidesId}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go(index)}
              {...dotCell}
              cursor="pointer"
              rounded="full"
              focusVisibleRing="outside"
              _after={dotMark('2', 'gray.500')}
            />
          ))}
          {/* The current dot's mark: one dot wide, over the dot of the current slide. */}
          <chakra.span
            ref={indicatorRef}
            aria-hidden="true"
            data-testid="carousel-indicator"
            position="absolute"
            top="0"
            left="0"
            {...dotCell}
            pointerEvents="none"
            _after={dotMark('3', 'brand.solid')}
          />
        </HStack>
        <StepButton label={text.next} controls={slidesId} onClick={() => go('next')}>
          <ChevronRightIcon />
        </StepButton>
        <Button
          ref={toggleRef}
          aria-label={toggleLabel}
          variant="ghost"
          size="sm"
          onClick={() => setUserPaused(!paused)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? text.play : text.pause}
        </Button>
      </Flex>
    </Box>
  );
}

/** The previous or next button: an outlined round icon button moving the slides. */
function StepButton({
  label,
  controls,
  onClick,
  children,
}: {
  label: string;
  controls: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      aria-controls={controls}
      variant="outline"
      size="sm"
      rounded="full"
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
