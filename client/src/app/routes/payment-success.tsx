import { Container } from '@chakra-ui/react';
import { PaymentSuccess } from '@/features/checkout/components/payment-result.tsx';
import { LatestReceipt } from '@/features/orders/components/latest-receipt.tsx';

export default function PaymentSuccessPage() {
  return (
    <Container maxW="4xl">
      <PaymentSuccess />
      <LatestReceipt />
    </Container>
  );
}
