import { Container } from '@chakra-ui/react';
import { paymentSuccessContent as text } from '@/content/payment.ts';
import { PaymentSuccess } from '@/features/checkout/components/payment-result.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function PaymentSuccessPage() {
  usePageTitle(text.title, text.metaDescription);
  return (
    <Container maxW="4xl">
      <PaymentSuccess />
    </Container>
  );
}
