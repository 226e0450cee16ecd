import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormPostFields } from '@/components/ui/form/served-form.tsx';
import type { PostedFormId } from '@/lib/form-post.ts';

interface StaffFormProps extends Omit<HTMLChakraProps<'form'>, 'onSubmit'> {
  /** May be async: its promise is the handler's own business, not the browser's. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /**
   * The form's name when it also posts to its page without the app (app/form-actions.ts):
   * the gateway then runs the same mutation and answers with the page again.
   */
  postAs?: PostedFormId;
}

/**
 * A staff room form: its fields in a column, checked by its own code and the gateway rather
 * than by the browser (whose messages would be in the browser's language, not the console's).
 */
export function StaffForm({ onSubmit, postAs, children, ...rest }: StaffFormProps) {
  return (
    <chakra.form
      noValidate
      method={postAs === undefined ? undefined : 'post'}
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(event) => void onSubmit(event)}
      {...rest}
    >
      {postAs === undefined ? null : <FormPostFields id={postAs} />}
      {children}
    </chakra.form>
  );
}
