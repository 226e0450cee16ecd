import { Container } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import { courseDetailPath } from '@/config/paths.ts';
import { PurchaseButton } from '@/features/checkout/components/purchase-button.tsx';
import { useCheckoutScript } from '@/features/checkout/hooks/use-checkout-script.ts';
import { CourseDetail } from '@/features/courses/components/course-detail.tsx';
import { coursePreviewFrom } from '@/features/courses/course-preview.ts';

export default function CourseDetailPage() {
  const { cdid = '' } = useParams();
  const { state } = useLocation();
  const ensureScript = useCheckoutScript();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <CourseDetail
        key={cdid}
        preview={coursePreviewFrom(state, cdid)}
        purchase={(course) => (
          <PurchaseButton
            courseId={course.id}
            returnPath={courseDetailPath(course.id, course.title)}
            ensureScript={ensureScript}
          />
        )}
      />
    </Container>
  );
}
