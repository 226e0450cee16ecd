/**
 * The home page's moving parts below the fold (the Our Classes and testimonial carousels
 * and the FAQ). Their headings render at once; their code loads when the visitor scrolls
 * near them, which keeps Embla and the accordion out of the first load.
 */
import { Box, Button } from '@chakra-ui/react';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { homeContent } from '@/content/marketing.ts';
import { MarketingSection } from './section.tsx';
import { WhenVisible } from './when-visible.tsx';

const OurClassesCarousel = lazy(() =>
  import('./our-classes.tsx').then((m) => ({ default: m.OurClassesCarousel })),
);
const Testimonials = lazy(() =>
  import('./testimonials.tsx').then((m) => ({ default: m.Testimonials })),
);
const Faq = lazy(() => import('./faq.tsx').then((m) => ({ default: m.Faq })));

export function OurClassesSection() {
  const text = homeContent.ourClasses;
  return (
    <MarketingSection heading={text.heading} intro={text.intro} bg="bg.subtle">
      <WhenVisible minH={{ base: '31rem', md: '30rem' }}>
        <OurClassesCarousel />
      </WhenVisible>
      <Box textAlign="center" mt="6">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={paths.myCourses}>{text.viewAll}</RouterLink>
        </Button>
      </Box>
    </MarketingSection>
  );
}

export function TestimonialsSection() {
  return (
    <MarketingSection heading={homeContent.testimonials.heading}>
      <WhenVisible minH={{ base: '22rem', md: '18rem' }}>
        <Testimonials />
      </WhenVisible>
    </MarketingSection>
  );
}

export function FaqSection() {
  return (
    <MarketingSection heading={homeContent.faq.heading} bg="bg.subtle">
      <WhenVisible minH="32rem">
        <Faq />
      </WhenVisible>
    </MarketingSection>
  );
}
