import { Container } from '@chakra-ui/react';
import { paymentFailedContent as text } from '@/content/payment.ts';
import { PaymentFailed } from '@/features/checkout/components/payment-result.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function PaymentFailedPage() {
  usePageTitle(text.title, text.metaDescription);
  return (
    <Container maxW="4xl">
      <PaymentFailed />
    </Container>
  );
}
