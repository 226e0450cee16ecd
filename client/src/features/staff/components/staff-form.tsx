import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';

interface StaffFormProps extends Omit<HTMLChakraProps<'form'>, 'onSubmit'> {
  /** May be async: its promise is the handler's own business, not the browser's. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
}

/**
 * A staff room form: its fields in a column, checked by its own code and the gateway rather
 * than by the browser (whose messages would be in the browser's language, not the console's).
 */
export function StaffForm({ onSubmit, ...rest }: StaffFormProps) {
  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(event) => void onSubmit(event)}
      {...rest}
    />
  );
}
