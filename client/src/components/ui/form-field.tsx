import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The visible label, tied to the control inside. */
  label: string;
  /** The field's error message; when set the control is marked invalid and the message shows below it. */
  error?: string | undefined;
  /** A hint shown under the control while there is no error. */
  helperText?: string;
  /** Marks the field as required (an asterisk on the label, aria-required on the control). */
  required?: boolean;
  /** The control: Chakra Input, Textarea, NativeSelect, ... */
  children: ReactNode;
}

/**
 * A labelled form control with its error below it in red. Chakra's Field wires the label,
 * aria-invalid and aria-describedby to the control inside.
 */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
