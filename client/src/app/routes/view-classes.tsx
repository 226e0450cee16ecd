import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { viewClassesContent as text } from '@/content/classes.ts';
import { ViewClasses } from '@/features/classes/components/view-classes.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function ViewClassesPage() {
  const { cid = '' } = useParams();
  usePageTitle(text.title);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '14' }}>
      <ViewClasses key={cid} courseId={cid} />
    </Container>
  );
}
