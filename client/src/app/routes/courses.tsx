import { Container, Stack } from '@chakra-ui/react';
import { courseListContent as text } from '@/content/courses.ts';
import { CourseList } from '@/features/courses/components/course-list.tsx';
import { LearningFeatures } from '@/features/courses/components/learning-features.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function CoursesPage() {
  usePageTitle(text.title, text.metaDescription);
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '16' }}>
        <CourseList />
        <LearningFeatures />
      </Stack>
    </Container>
  );
}
