import { Button, chakra, Dialog, Portal, Stack, useDialogStyles } from '@chakra-ui/react';
import {
  AnimatePresence,
  domAnimation,
  LazyMotion,
  m,
  useReducedMotion,
  type TargetAndTransition,
  type Transition,
} from 'framer-motion';
import { useEffect, useState } from 'react';
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
  /** The submit button destroys something (deleting the account): it is drawn in red. */
  destructive?: boolean;
}

/** SPEC.md §2: the account dialogs open and close in 300 ms. */
const OPEN_CLOSE: Transition = { duration: 0.3, ease: 'easeOut' };
/** Under prefers-reduced-motion they appear and go at once. */
const AT_ONCE: Transition = { duration: 0 };

/** The dialog's box fades in and grows to full size over a fading shade; closing reverses it. */
const contentShown: TargetAndTransition = { opacity: 1, scale: 1 };
const contentHidden: TargetAndTransition = { opacity: 0, scale: 0.95 };
const shadeShown: TargetAndTransition = { opacity: 1 };
const shadeHidden: TargetAndTransition = { opacity: 0 };

/** The motion of a part of the dialog: from `hidden` to `shown` and back, or none at all. */
const motionOf = (
  shown: TargetAndTransition,
  hidden: TargetAndTransition,
  reducedMotion: boolean,
) => ({
  initial: reducedMotion ? false : hidden,
  animate: shown,
  exit: hidden,
  transition: reducedMotion ? AT_ONCE : OPEN_CLOSE,
});

/**
 * The Profile and Change Password dialogs: a form whose title, fields, Close and Submit
 * make the dialog. It opens empty; once saved, the form empties and the dialog closes
 * (SPEC.md §4); closing gives focus back to the control that opened it.
 *
 * framer-motion animates the opening and closing: Chakra (Ark UI) keeps the dialog's
 * content in the page while `present` is true, which stays so until the closing animation
 * has ended. Focus trap, Escape, outside clicks and aria-modal stay Chakra's: they follow
 * `open` and end as soon as the dialog closes, before the animation does.
 */
export function AccountDialog<V extends FieldValues>({
  open,
  onClose,
  text,
  form,
  onSubmit,
  destructive = false,
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
  const [present, setPresent] = useState(open);
  // Adjusting state while rendering (React's documented pattern): opening makes it present.
  if (open && !present) setPresent(true);
  const reducedMotion = useReducedMotion() ?? false;
  return (
    <Dialog.Root
      open={open}
      present={present}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      motionPreset="none"
      size="md"
      finalFocusEl={accountModalReturnFocus}
      // Focus cannot leave a modal dialog (it is trapped), and React's development double
      // mount makes the dialog's own content look "outside" when it mounts open: ignore it.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        {/* The features travel with this file, which loads on the first opening (account-dialogs.tsx). */}
        <LazyMotion features={domAnimation} strict>
          <AnimatePresence onExitComplete={() => setPresent(false)}>
            {open ? <Backdrop key="backdrop" reducedMotion={reducedMotion} /> : null}
            {open ? (
              <Dialog.Positioner key="positioner">
                <Dialog.Content asChild>
                  <m.div {...motionOf(contentShown, contentHidden, reducedMotion)}>
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
                        <SubmitButton
                          busyLabel={text.submitting}
                          {...(destructive ? { colorPalette: 'red' } : {})}
                        >
                          {text.submit}
                        </SubmitButton>
                      </Dialog.Footer>
                    </Form>
                  </m.div>
                </Dialog.Content>
              </Dialog.Positioner>
            ) : null}
          </AnimatePresence>
        </LazyMotion>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The shade over the page, in Chakra's dialog styles, fading in and out with the dialog.
 * It only draws: clicks around the dialog land on Chakra's positioner while the dialog is
 * open, and on the page as soon as it closes, while the shade still fades.
 */
function Backdrop({ reducedMotion }: { reducedMotion: boolean }) {
  const styles = useDialogStyles();
  return (
    <chakra.div asChild css={styles.backdrop} pointerEvents="none">
      <m.div {...motionOf(shadeShown, shadeHidden, reducedMotion)} />
    </chakra.div>
  );
}
