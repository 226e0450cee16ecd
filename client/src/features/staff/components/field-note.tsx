import { Field } from '@chakra-ui/react';

/**
 * What stands under a staff form's field: the refusal when there is one, otherwise its hint.
 * The hint gives way so that the field says one thing at a time.
 */
export function FieldNote({ error, hint }: { error: string | undefined; hint?: string | null }) {
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>;
  return hint ? <Field.HelperText>{hint}</Field.HelperText> : null;
}
