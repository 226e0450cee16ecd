import { Button, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { paymentConfirmationContent as text } from '@/content/payment.ts';
import type { ConfirmationView } from '../hooks/use-purchase.ts';

interface PaymentConfirmationProps {
  view: ConfirmationView;
  onClose: () => void;
}

/**
 * The dialog over the course page while a captured payment is confirmed: a spinner while
 * the page asks again; "your payment is safe" and the way to My Courses once it has stopped.
 * It cannot be closed while confirming, so the student waits for the answer.
 */
export function PaymentConfirmation({ view, onClose }: PaymentConfirmationProps) {
  const pending = view === 'pending';
  return (
    <Dialog.Root
      open={view !== 'hidden'}
      role="alertdialog"
      placement="center"
      size="md"
      closeOnEscape={pending}
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{pending ? text.delayedTitle : text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="4" align="flex-start">
                {pending ? null : <Spinner size="lg" color="brand.fg" flexShrink="0" />}
                <Text role="status" aria-live="polite">
                  {pending ? text.delayed : text.confirming}
                </Text>
              </HStack>
            </Dialog.Body>
            {pending ? (
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{text.close}</Button>
                </Dialog.ActionTrigger>
                <Button asChild colorPalette="brand">
                  <RouterLink to={paths.myCourses}>{text.goToMyCourses}</RouterLink>
                </Button>
              </Dialog.Footer>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
