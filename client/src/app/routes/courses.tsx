import { Container, Stack } from '@chakra-ui/react';
import { CourseList } from '@/features/courses/components/course-list.tsx';
import { LearningFeatures } from '@/features/courses/components/learning-features.tsx';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';

export default function CoursesPage() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '16' }}>
        {/* Each part hydrates on its own (see the boundaries in layout.tsx). */}
        <HydrationBoundary>
          <CourseList />
        </HydrationBoundary>
        <HydrationBoundary later>
          <LearningFeatures />
        </HydrationBoundary>
      </Stack>
    </Container>
  );
}
