import { Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorPage } from '@/components/errors/error-page.tsx';
import { coursesCatalogue } from '@/content/courses.ts';
import { routeManifest } from '@/config/routes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useRouteQuery } from '@/lib/route-query.ts';
import { useMinimumLoading } from '@/hooks/use-minimum-loading.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { CourseCard } from './course-card.tsx';
import { CourseListSkeleton } from './course-list-skeleton.tsx';

/**
 * The course list (SPEC.md §2): skeleton rows while loading (and 500 ms after), then one
 * card per course; the error page of §8 when the load fails or brings no course.
 */
export function CourseList() {
  const { courseListContent: text } = useText(coursesCatalogue);
  const { data, loading } = useRouteQuery(routeManifest.courses.data.courses);
  const showSkeleton = useMinimumLoading(loading);
  const courses = data?.courses ?? [];

  if (!showSkeleton && courses.length === 0) {
    return <ErrorPage error={text.error} splitAt={text.errorSplitAt} />;
  }

  return (
    <Stack as="section" gap="8" aria-labelledby="course-list-heading">
      <Stack gap="3" textAlign="center" maxW="3xl" mx="auto">
        <Heading as="h1" id="course-list-heading" size={{ base: '2xl', md: '4xl' }}>
          {text.heading}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {text.intro}
        </Text>
      </Stack>
      {showSkeleton ? (
        <CourseListSkeleton />
      ) : (
        <Stack gap="6">
          {courses.map((course, index) =>
            // Only the first card is on a phone's first screen; the others hydrate when they
            // come near it, or when the visitor reaches into one (lib/hydration-boundary.tsx).
            index === 0 ? (
              <CourseCard key={course.id} course={course} eagerImage />
            ) : (
              <HydrationBoundary key={course.id} later>
                <CourseCard course={course} eagerImage={false} />
              </HydrationBoundary>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}
