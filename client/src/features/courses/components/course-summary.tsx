import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { coursesCatalogue } from '@/content/courses.ts';
import type { CourseSummary_CourseFragment } from '@/gql/route-queries.ts';
import { riskDisclaimer } from '@common/disclaimer.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { CourseImage } from '@/components/ui/course-image.tsx';
import { CoursePrice } from './course-price.tsx';

interface CourseSummaryProps {
  course: CourseSummary_CourseFragment;
  /** The Purchase Now control, supplied by the page (the checkout is its own feature). */
  purchase: ReactNode;
}

/** The detail page's header: picture, title, description, the fee and Purchase Now. */
export function CourseSummary({ course, purchase }: CourseSummaryProps) {
  const { courseDetailContent: text } = useText(coursesCatalogue);
  const language = useLanguage();
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '6', lg: '10' }}>
      <CourseImage src={course.imageUrl} alt={text.imageAlt(course.title)} eager />
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {course.title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {course.description}
        </Text>
        <CoursePrice course={course} size="lg" />
        {/* Said before the student pays, as SEBI's rules for educators ask. */}
        <Text fontSize="sm" color="fg.muted" data-testid="risk-disclaimer">
          {riskDisclaimer[language]}
        </Text>
        <Box>{purchase}</Box>
      </Stack>
    </Grid>
  );
}
