import { Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';

/**
 * What stands under a staff form's field: the refusal when there is one, otherwise its hint.
 * The hint gives way so that the field says one thing at a time.
 */
export function FieldNote({ error, hint }: { error: string | undefined; hint?: string | null }) {
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>;
  return hint ? <Field.HelperText>{hint}</Field.HelperText> : null;
}

interface InputFieldProps extends Omit<InputProps, 'id' | 'maxW'> {
  /** The input's id, which its label names. */
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | null;
  /** The field's width at the most (a number's field need not be wide). */
  maxW?: string;
}

/** A labelled one-line input of a staff form, with its refusal or hint under it. */
export function InputField({ id, label, error, hint, maxW, ...input }: InputFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} maxW={maxW}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} {...input} />
      <FieldNote error={error} hint={hint} />
    </Field.Root>
  );
}

interface TextareaFieldProps extends Omit<TextareaProps, 'id'> {
  /** The text box's id, which its label names. */
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | null;
  required?: boolean;
}

/** A labelled text box of a staff form, with its refusal or hint under it. */
export function TextareaField({ id, label, error, hint, required, ...box }: TextareaFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Textarea id={id} {...box} />
      <FieldNote error={error} hint={hint} />
    </Field.Root>
  );
}
