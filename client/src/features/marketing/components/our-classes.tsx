import { Box, Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { marketingCatalogue } from '@/content/marketing.ts';
import { Carousel, type PerView } from '@/components/ui/carousel.tsx';
import { ResponsiveImage } from '@/components/ui/picture.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** Autoplay every 2500 ms (SPEC.md §9). */
const OUR_CLASSES_INTERVAL_MS = 2500;

/**
 * 3 slides from 1200 px, 2 from 992 px, 1 at 600 px and below (SPEC.md §2). Between 601
 * and 991 px two cards still fit comfortably, so 2 from 601 px.
 */
const ourClassesPerView: readonly PerView[] = [
  { minWidth: 0, count: 1 },
  { minWidth: 601, count: 2 },
  { minWidth: 1200, count: 3 },
];

/** The Our Classes block: the nine class cards as a carousel, and View all classes. */
export function OurClassesSection() {
  const text = useText(marketingCatalogue).homeContent.ourClasses;
  return (
    <PageSection heading={text.heading} intro={text.intro} bg="bg.subtle">
      <OurClassesCarousel />
      <Box textAlign="center" mt="6">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={paths.myCourses}>{text.viewAll}</RouterLink>
        </Button>
      </Box>
    </PageSection>
  );
}

function OurClassesCarousel() {
  const text = useText(marketingCatalogue).homeContent.ourClasses;
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
