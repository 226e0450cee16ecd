import { Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { coursesCatalogue } from '@/content/courses.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/** The header placeholder while a course loads without a preview from the list. */
export function CourseSummarySkeleton() {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
      gap={{ base: '6', lg: '10' }}
      data-testid="course-detail-skeleton"
    >
      <Skeleton aspectRatio={16 / 10} borderRadius="lg" />
      <Stack gap="5">
        <Skeleton h="10" w="4/5" />
        <SkeletonText noOfLines={4} />
        <Skeleton h="12" w="40" />
        <Skeleton h="12" w="44" />
      </Stack>
    </Grid>
  );
}

/** The overview and outline placeholder, shown until the class items arrive. */
export function CourseOutlineSkeleton() {
  const { courseDetailContent: text } = useText(coursesCatalogue);
  return (
    <Stack gap="8" role="status" aria-label={text.loadingLabel} aria-busy="true">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} h="24" borderRadius="lg" />
        ))}
      </Grid>
      <Stack gap="3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h="14" borderRadius="md" />
        ))}
      </Stack>
    </Stack>
  );
}
