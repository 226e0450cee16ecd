import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, SubmitButton, type FormProps, type SchemaForm } from '@/components/ui/form/form.tsx';
import { accountModalReturnFocus } from '../hooks/account-modal.ts';

/** Whether an account dialog is open, and how it closes. */
export interface AccountDialogState {
  open: boolean;
  onClose: () => void;
}

interface AccountDialogProps<V extends FieldValues> extends FormProps<V>, AccountDialogState {
  form: SchemaForm<V>;
  text: { title: string; submit: string; submitting: string; close: string };
}

/** SPEC.md §2: the account dialogs open and close in 300 ms ('slow' in Chakra's durations). */
const transition = {
  _open: { animationDuration: 'slow' },
  _closed: { animationDuration: 'slow' },
  _motionReduce: { animation: 'none' },
} as const;

/**
 * The Profile and Change Password dialogs: a form whose title, fields, Close and Submit
 * make the dialog. It opens empty; once saved, the form empties and the dialog closes
 * (SPEC.md §4); closing gives focus back to the control that opened it.
 */
export function AccountDialog<V extends FieldValues>({
  open,
  onClose,
  text,
  form,
  onSubmit,
  children,
  ...element
}: AccountDialogProps<V>) {
  const { clear } = form;
  // Opening shows the form empty (SPEC.md §4).
  useEffect(() => {
    if (open) clear();
  }, [open, clear]);
  const save = async (values: V) => {
    await onSubmit(values);
    clear();
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      motionPreset="scale"
      size="md"
      finalFocusEl={accountModalReturnFocus}
      // Focus cannot leave a modal dialog (it is trapped), and React's development double
      // mount makes the dialog's own content look "outside" when it mounts open: ignore it.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Dialog.Backdrop {...transition} />
        <Dialog.Positioner>
          <Dialog.Content {...transition}>
            {/* The form holds the whole dialog, Submit included; it adds no box of its own. */}
            <Form display="contents" form={form} onSubmit={save} {...element}>
              <Dialog.Header>
                <Dialog.Title>{text.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{text.close}</Button>
                </Dialog.ActionTrigger>
                <SubmitButton busyLabel={text.submitting}>{text.submit}</SubmitButton>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
