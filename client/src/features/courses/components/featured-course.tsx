import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { marketingCatalogue } from '@/content/marketing.ts';
import { routeManifest } from '@/config/routes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useRouteQuery } from '@/lib/route-query.ts';
import { CourseCard } from './course-card.tsx';

/**
 * Home's featured course (SPEC.md §2): the first course from the gateway, with Explore
 * More Courses when there are others. The courses query is the home page's only provider call.
 */
export function FeaturedCourse() {
  const text = useText(marketingCatalogue).homeContent.featuredCourse;
  const { data } = useRouteQuery(routeManifest.home.data.courses);
  const courses = data?.courses ?? [];
  const first = courses[0];

  return (
    <PageSection heading={text.heading} intro={text.intro} bg="bg.subtle">
      {first ? (
        <Stack gap="6" align="center">
          <Box w="full" bg="bg" rounded="l3">
            <CourseCard course={first} headingLevel="h3" />
          </Box>
          {courses.length > 1 ? (
            <Button asChild variant="outline" colorPalette="brand" size="lg">
              <RouterLink to={paths.courses}>{text.exploreMore}</RouterLink>
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Text
          role="status"
          textAlign="center"
          color="fg.muted"
          fontSize="lg"
          minH={{ base: '36rem', md: '24rem' }}
          pt="10"
        >
          {text.loading}
        </Text>
      )}
    </PageSection>
  );
}
