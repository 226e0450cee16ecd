import { Container } from '@chakra-ui/react';
import { MyCourses } from '@/features/orders/components/my-courses.tsx';

export default function MyCoursesPage() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <MyCourses />
    </Container>
  );
}
