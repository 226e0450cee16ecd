import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { aboutCatalogue } from '@/content/about.ts';
import { BrochureLink } from './brochure-link.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { EyeIcon, PeopleIcon, TargetIcon } from '@/components/ui/icons.tsx';
import { ResponsiveImage } from '@/components/ui/picture.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The About carousel rotates at the carousel library's usual pace (SPEC.md §9: 5 s). */
const ABOUT_INTERVAL_MS = 5000;

/** Heading, the three-picture carousel, Enroll Now and the brochure. */
export function AboutIntro() {
  const { aboutContent: text } = useText(aboutCatalogue);
  const slides = text.slides.map((slide, index) => (
    <Box
      as="figure"
      key={slide.image.name}
      m="0"
      position="relative"
      rounded="xl"
      overflow="hidden"
    >
      <ResponsiveImage
        picture={slide.image}
        sizes="(min-width: 1200px) 1104px, 94vw"
        priority={index === 0}
      />
      <Box
        as="figcaption"
        position={{ base: 'static', md: 'absolute' }}
        insetX="0"
        bottom="0"
        px={{ base: '3', md: '6' }}
        py="3"
        bg={{ base: 'transparent', md: 'blackAlpha.700' }}
        color={{ base: 'fg', md: 'white' }}
        fontWeight="medium"
      >
        {slide.caption}
      </Box>
    </Box>
  ));
  return (
    <Box as="section" aria-labelledby="about-heading" pt={{ base: '10', md: '14' }} pb="6">
      <Container maxW="6xl">
        <Stack gap="4" mb="8" textAlign={{ base: 'left', md: 'center' }} align={{ md: 'center' }}>
          <Heading as="h1" id="about-heading" size={{ base: '3xl', md: '4xl' }}>
            {text.heading}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
            {text.intro}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.courses}>{text.enrollNow}</RouterLink>
            </Button>
            <BrochureLink colorPalette="brand" variant="outline" size="lg" />
          </Stack>
        </Stack>
        {/* The page's heaviest part: opened within the app, About shows its heading and
            links first and the carousel right after; served, it hydrates as it is seen. */}
        <HydrationBoundary later>
          <Carousel label={text.carouselLabel} slides={slides} autoplayDelay={ABOUT_INTERVAL_MS} />
        </HydrationBoundary>
      </Container>
    </Box>
  );
}

export function OurStory() {
  const { aboutContent: text } = useText(aboutCatalogue);
  return (
    <PageSection heading={text.story.heading}>
      <Stack gap="4" maxW="3xl" mx="auto" fontSize={{ base: 'md', md: 'lg' }}>
        {text.story.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </PageSection>
  );
}

const valueIcons = [PeopleIcon, TargetIcon, EyeIcon];

export function OurValues() {
  const { aboutContent: text } = useText(aboutCatalogue);
  return (
    <PageSection heading={text.values.heading} bg="bg.subtle">
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" listStyleType="none">
        {text.values.cards.map((card, index) => {
          const Glyph = valueIcons[index] ?? TargetIcon;
          return (
            <Card.Root as="li" key={card.title} variant="elevated">
              <Card.Body gap="3">
                <Box
                  bg="brand.solid"
                  color="brand.contrast"
                  rounded="lg"
                  p="2.5"
                  alignSelf="flex-start"
                >
                  <Glyph boxSize="6" />
                </Box>
                <Heading as="h3" size="lg">
                  {card.title}
                </Heading>
                <Text color="fg.muted">{card.body}</Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </PageSection>
  );
}
