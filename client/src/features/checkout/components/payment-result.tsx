import { Box, Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { paymentFailedContent, paymentSuccessContent } from '@/content/payment.ts';
import { clearPaymentStatus } from '../payment-status.ts';

function ResultIcon({ success }: { success: boolean }) {
  return (
    <Box
      aria-hidden="true"
      w="20"
      h="20"
      borderRadius="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg={success ? 'green.100' : 'red.100'}
      color={success ? 'green.700' : 'red.700'}
    >
      <svg
        width="44"
        height="44"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={success ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 6l12 12M18 6L6 18'} />
      </svg>
    </Box>
  );
}

/** /payment-success (SPEC.md §2): the good news and the way to the course. */
export function PaymentSuccess() {
  // The checkout's stored status has done its job once this page shows.
  useEffect(() => clearPaymentStatus(), []);
  const text = paymentSuccessContent;
  return (
    <VStack
      as="section"
      gap="5"
      textAlign="center"
      py={{ base: '12', md: '20' }}
      maxW="2xl"
      mx="auto"
    >
      <ResultIcon success />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {text.heading}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {text.body}
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={paths.myCourses}>{text.goToMyCourses}</RouterLink>
      </Button>
    </VStack>
  );
}

/** /payment-failed (SPEC.md §2): what happened and what happens to deducted money. */
export function PaymentFailed() {
  useEffect(() => clearPaymentStatus(), []);
  const text = paymentFailedContent;
  return (
    <VStack
      as="section"
      gap="5"
      textAlign="center"
      py={{ base: '12', md: '20' }}
      maxW="2xl"
      mx="auto"
    >
      <ResultIcon success={false} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {text.heading}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {text.body}
      </Text>
      <Text fontSize="lg" fontWeight="medium">
        {text.refundNote}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.courses}>{text.browseCourses}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.contact}>{text.contactUs}</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}
