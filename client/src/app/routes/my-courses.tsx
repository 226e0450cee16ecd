import { Container } from '@chakra-ui/react';
import { myCoursesContent as text } from '@/content/classes.ts';
import { MyCourses } from '@/features/orders/components/my-courses.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function MyCoursesPage() {
  usePageTitle(text.title);
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <MyCourses />
    </Container>
  );
}
