import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The id of the form inside, so the footer's submit button can submit it. */
  formId: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  closeLabel: string;
  /** The control focus goes back to on closing (the one that opened the dialog). */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

/** SPEC.md §2: the account dialogs open and close in 300 ms ('slow' in Chakra's durations). */
const transition = {
  _open: { animationDuration: 'slow' },
  _closed: { animationDuration: 'slow' },
  _motionReduce: { animation: 'none' },
} as const;

/** The frame shared by the Profile and Change Password dialogs: title, form, Close and Submit. */
export function AccountDialog({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  submittingLabel,
  submitting,
  closeLabel,
  returnFocusTo,
  children,
}: AccountDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      motionPreset="scale"
      size="md"
      finalFocusEl={returnFocusTo}
      // Focus cannot leave a modal dialog (it is trapped), and React's development double
      // mount makes the dialog's own content look "outside" when it mounts open: ignore it.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Dialog.Backdrop {...transition} />
        <Dialog.Positioner>
          <Dialog.Content {...transition}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{closeLabel}</Button>
              </Dialog.ActionTrigger>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={submitting}
                loadingText={submittingLabel}
              >
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
