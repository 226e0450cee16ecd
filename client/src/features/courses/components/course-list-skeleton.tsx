import { Box, Card, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { coursesCatalogue } from '@/content/courses.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/** SPEC.md §9: two placeholder rows on the course list. */
const COURSE_LIST_SKELETON_ROWS = 2;

/** Placeholder rows shaped like course cards, so nothing jumps when the list arrives. */
export function CourseListSkeleton() {
  const { courseListContent: text } = useText(coursesCatalogue);
  return (
    <Stack gap="6" role="status" aria-label={text.loadingLabel} aria-busy="true">
      {Array.from({ length: COURSE_LIST_SKELETON_ROWS }, (_, row) => (
        <Card.Root
          key={row}
          data-testid="course-skeleton"
          flexDirection={{ base: 'column', md: 'row' }}
          overflow="hidden"
          variant="outline"
        >
          <Box flexShrink={0} w={{ base: 'full', md: '2/5' }} p={{ base: '0', md: '4' }}>
            <Skeleton aspectRatio={16 / 10} borderRadius={{ base: '0', md: 'lg' }} />
          </Box>
          <Card.Body gap="4">
            <Skeleton h="8" w="3/4" />
            <SkeletonText noOfLines={3} />
            <Skeleton h="8" w="32" />
            <Skeleton h="11" w={{ base: 'full', md: '36' }} alignSelf="flex-end" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
