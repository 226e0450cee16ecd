import { Button, type ButtonProps } from '@chakra-ui/react';

interface BusyButtonProps extends ButtonProps {
  /** Whether the form's request is under way. */
  busy: boolean;
  /** What the button says meanwhile ("Submitting…"). */
  busyLabel: string;
}

/**
 * The submit button, in the brand's colour, of a form whose page keeps its own state: while
 * the request is under way it shows a spinner and `busyLabel` and cannot be pressed again. A
 * `Form` (form/form.tsx) reads that state itself, with its SubmitButton.
 */
export function BusyButton({ busy, busyLabel, ...button }: BusyButtonProps) {
  return (
    <Button type="submit" colorPalette="brand" loading={busy} loadingText={busyLabel} {...button} />
  );
}
