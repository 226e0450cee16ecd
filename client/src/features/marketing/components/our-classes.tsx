import { Card, Heading, Text } from '@chakra-ui/react';
import { homeContent } from '@/content/marketing.ts';
import { Carousel, type PerView } from './carousel.tsx';
import { ResponsiveImage } from './picture.tsx';

const text = homeContent.ourClasses;

/** Autoplay every 2500 ms (SPEC.md §9). */
export const OUR_CLASSES_INTERVAL_MS = 2500;

/**
 * 3 slides from 1200 px, 2 from 992 px, 1 at 600 px and below (SPEC.md §2). Between 601
 * and 991 px two cards still fit comfortably, so 2 from 601 px.
 */
export const ourClassesPerView: readonly PerView[] = [
  { minWidth: 0, count: 1 },
  { minWidth: 601, count: 2 },
  { minWidth: 1200, count: 3 },
];

/** The nine class cards as a carousel. Loaded when scrolled near. */
export function OurClassesCarousel() {
  const slides = text.cards.map((card) => (
    <Card.Root key={card.id} variant="outline" h="full" overflow="hidden" data-class-id={card.id}>
      <ResponsiveImage
        picture={card.image}
        sizes="(min-width: 1200px) 370px, (min-width: 601px) 46vw, 92vw"
      />
      <Card.Body gap="2">
        <Heading as="h3" size="lg">
          {card.heading}
        </Heading>
        <Text color="fg.muted">{card.description}</Text>
      </Card.Body>
    </Card.Root>
  ));
  return (
    <Carousel
      label={text.carouselLabel}
      slides={slides}
      perView={ourClassesPerView}
      autoplayDelay={OUR_CLASSES_INTERVAL_MS}
    />
  );
}
