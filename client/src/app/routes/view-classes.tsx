import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { ViewClasses } from '@/features/classes/components/view-classes.tsx';

export default function ViewClassesPage() {
  const { cid = '' } = useParams();
  return (
    <Container maxW="7xl" py={{ base: '8', md: '14' }}>
      <ViewClasses key={cid} courseId={cid} />
    </Container>
  );
}
