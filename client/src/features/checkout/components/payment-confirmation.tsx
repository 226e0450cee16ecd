import { Button, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { ConfirmationView, RefundNotice } from '../hooks/use-purchase.ts';

interface PaymentConfirmationProps {
  view: ConfirmationView;
  /** Set with the 'refunded' view: what the academy says about the refund. */
  refund: RefundNotice | null;
  onClose: () => void;
}

/**
 * The dialog over the course page while a captured payment is confirmed: a spinner while
 * the page asks again; "your payment is safe" and the way to My Courses once it has stopped.
 * It cannot be closed while confirming, so the student waits for the answer. A payment the
 * academy refunded instead says so, and why, until the student closes it.
 */
export function PaymentConfirmation({ view, refund, onClose }: PaymentConfirmationProps) {
  const { paymentConfirmationContent: text } = useText(paymentCatalogue);
  if (view === 'refunded' && refund) {
    return <RefundedPayment refund={refund} onClose={onClose} />;
  }
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

/** A refunded payment: why, when the money arrives, and (for an owned course) the way to it. */
function RefundedPayment({ refund, onClose }: { refund: RefundNotice; onClose: () => void }) {
  const { paymentConfirmationContent: text } = useText(paymentCatalogue);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="md"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text.refundedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text role="status" aria-live="polite">
                {refund.message}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant={refund.alreadyOwned ? 'outline' : 'solid'} colorPalette="brand">
                  {text.close}
                </Button>
              </Dialog.ActionTrigger>
              {refund.alreadyOwned ? (
                <Button asChild colorPalette="brand">
                  <RouterLink to={paths.myCourses}>{text.goToMyCourses}</RouterLink>
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
