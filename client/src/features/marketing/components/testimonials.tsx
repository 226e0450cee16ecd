import { Box, Card, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { marketingCatalogue } from '@/content/marketing.ts';
import { Carousel, type PerView } from '@/components/ui/carousel.tsx';
import { QuoteIcon } from '@/components/ui/icons.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { initials } from '@/lib/initials.ts';

/** Testimonials advance every 2 s (SPEC.md §9). */
const TESTIMONIAL_INTERVAL_MS = 2000;

const perView: readonly PerView[] = [
  { minWidth: 0, count: 1 },
  { minWidth: 768, count: 2 },
  { minWidth: 1200, count: 3 },
];

/** The testimonials block: the five student testimonials as a carousel. */
export function TestimonialsSection() {
  const text = useText(marketingCatalogue).homeContent.testimonials;
  return (
    <PageSection heading={text.heading}>
      <Testimonials />
    </PageSection>
  );
}

function Testimonials() {
  const text = useText(marketingCatalogue).homeContent.testimonials;
  const slides = text.items.map((item) => (
    <Card.Root key={item.name} variant="outline" h="full">
      {/* The figure holds the quote and its caption directly, as HTML wants. */}
      <Card.Body as="figure" gap="4" m="0">
        <QuoteIcon boxSize="8" color="brand.solid" />
        <Box as="blockquote" flex="1">
          <Text>{item.quote}</Text>
        </Box>
        <HStack as="figcaption" gap="3">
          <Circle size="10" bg="brand.muted" color="brand.fg" fontWeight="bold" aria-hidden="true">
            {initials(item.name)}
          </Circle>
          <Stack gap="0">
            <Text fontWeight="semibold">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.place}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  ));
  return (
    <Carousel
      label={text.carouselLabel}
      slides={slides}
      perView={perView}
      autoplayDelay={TESTIMONIAL_INTERVAL_MS}
    />
  );
}
