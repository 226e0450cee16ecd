import { Badge, Box, Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { courseDetailPath, paths } from '@/config/paths.ts';
import { homeContent } from '@/content/marketing.ts';
import { HomeCoursesDocument, type FeaturedCourse_CourseFragment } from '@/gql/graphql.ts';
import { formatRupees } from '@/lib/format.ts';
import { MarketingSection } from './section.tsx';

const text = homeContent.featuredCourse;

function CourseFeature({ course }: { course: FeaturedCourse_CourseFragment }) {
  const titleId = `featured-course-${course.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      overflow="hidden"
      data-testid="featured-course"
    >
      <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }}>
        <Box
          bg="brand.subtle"
          aspectRatio={16 / 10}
          alignSelf="center"
          overflow="hidden"
          m={{ base: '0', md: '5' }}
          me={{ md: '0' }}
          rounded={{ base: '0', md: 'lg' }}
        >
          {course.imageUrl ? (
            <img
              src={course.imageUrl}
              alt={course.title}
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
        </Box>
        <Stack gap="3" p={{ base: '5', md: '8' }}>
          <Heading as="h3" id={titleId} size={{ base: 'xl', md: '2xl' }}>
            {course.title}
          </Heading>
          <Text color="fg.muted">{course.description}</Text>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {text.priceLabel}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="featured-course-price">
              {formatRupees(course.finalPrice)}
            </Text>
          </Box>
          {course.discount > 0 ? (
            <Badge
              alignSelf="flex-start"
              colorPalette="green"
              variant="subtle"
              size="lg"
              whiteSpace="normal"
            >
              {text.discountNote(formatRupees(course.discount), formatRupees(course.price))}
            </Badge>
          ) : null}
          <Box pt="2">
            <Button asChild colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }}>
              <RouterLink
                to={courseDetailPath(course.id, course.title)}
                state={{ course }}
                aria-describedby={titleId}
              >
                {text.enrollNow}
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Grid>
    </Card.Root>
  );
}

/**
 * The first course from the gateway, with Explore More Courses when there are others.
 * The courses query is the home page's only provider call.
 */
export function FeaturedCourse() {
  const { data } = useQuery(HomeCoursesDocument);
  const courses = data?.courses ?? [];
  const first = courses[0];

  return (
    <MarketingSection heading={text.heading} intro={text.intro} bg="bg.subtle">
      {first ? (
        <Stack gap="6" align="center">
          <Box w="full">
            <CourseFeature course={first} />
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
    </MarketingSection>
  );
}
