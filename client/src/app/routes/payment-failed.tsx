import { Container } from '@chakra-ui/react';
import { PaymentFailed } from '@/features/checkout/components/payment-result.tsx';

export default function PaymentFailedPage() {
  return (
    <Container maxW="4xl">
      <PaymentFailed />
    </Container>
  );
}
