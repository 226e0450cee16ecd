import { Container } from '@chakra-ui/react';
import { PaymentSuccess } from '@/features/checkout/components/payment-result.tsx';

export default function PaymentSuccessPage() {
  return (
    <Container maxW="4xl">
      <PaymentSuccess />
    </Container>
  );
}
