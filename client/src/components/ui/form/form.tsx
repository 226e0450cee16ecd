/**
 * The site's one way to build a form: react-hook-form checking the values against a schema
 * of common/validation.ts (the rules the gateway applies too), Chakra fields (fields.tsx)
 * with each message tied to its control, and the gateway's own field messages
 * (BAD_USER_INPUT `extensions.fields`) put under the same fields.
 *
 * Every form behaves alike (SPEC.md §4, §5): everything is checked on submit, a field's
 * message goes as soon as that field is edited, and the next submit checks it again.
 */
import { Button, chakra, type ButtonProps, type HTMLChakraProps } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useState, type FormEvent } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { fieldErrorsOf } from '@/lib/apollo.ts';
import type { PostedFormId } from '@/lib/form-post.ts';
import { FormPostFields, useServedForm } from './served-form.tsx';
import { toastWarning } from '@/lib/toast.ts';

/** A field's words, from content/: its label and, for some, a placeholder. */
interface FieldText {
  label: string;
  placeholder?: string;
}

/** What a field component needs from its form: its words, wiring and message. */
export interface FieldBinding extends FieldText {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** What the field held when the gateway refused the form (a served page's form). */
  defaultValue?: string;
}

export interface SchemaForm<V extends FieldValues> extends UseFormReturn<V> {
  /** Binds a field component to the value `name`; editing it clears its message. */
  field: (name: Path<V>) => FieldBinding;
  /** Empties every field and forgets every message. */
  clear: () => void;
  /** The form's name when it also posts to its page without the app (lib/form-post.ts). */
  id: string | undefined;
  /** What a served page's form held for a field not bound by `field` (a checkbox). */
  servedValue: (name: string) => string | undefined;
  /** Forgets the gateway's messages of a served page's form (a new submit checks again). */
  forgetServedErrors: () => void;
}

/**
 * A form over `schema`, its fields worded by `text`. Each field starts with what its
 * element holds as it registers, so what a visitor typed before the page was hydrated is
 * kept. With an `id`, the form also posts to its page without the app: a page the gateway
 * served for it, refused, comes with what was typed and each field's message.
 */
export function useSchemaForm<S extends AnyObjectSchema, V extends InferType<S> = InferType<S>>(
  schema: S,
  text: Record<keyof V, FieldText>,
  id?: PostedFormId,
): SchemaForm<V> {
  const served = useServedForm(id);
  const form = useForm<V, unknown, V>({
    resolver: yupResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...(served ? { defaultValues: served.values as DefaultValues<V> } : {}),
  });
  const [servedErrors, setServedErrors] = useState<Record<string, string>>(
    () => served?.errors ?? {},
  );
  const forgetServedErrors = useCallback(() => setServedErrors({}), []);
  const { register, clearErrors, getFieldState, formState, reset } = form;
  const clear = useCallback(() => {
    forgetServedErrors();
    // Every field of these forms is text: an empty string is each one's blank.
    reset(
      Object.fromEntries(Object.keys(schema.fields).map((key) => [key, ''])) as DefaultValues<V>,
    );
  }, [reset, schema, forgetServedErrors]);
  return {
    ...form,
    field: (name) => ({
      ...text[name],
      registration: register(name, {
        onChange: () => {
          clearErrors(name);
          if (servedErrors[name] !== undefined) {
            setServedErrors(({ [name]: _edited, ...others }) => others);
          }
        },
      }),
      error: getFieldState(name, formState).error?.message ?? servedErrors[name],
      ...(served?.values[name] === undefined ? {} : { defaultValue: served.values[name] }),
    }),
    clear,
    id,
    servedValue: (name) => served?.values[name],
    forgetServedErrors,
  };
}

export interface FormProps<V extends FieldValues> extends Omit<
  HTMLChakraProps<'form'>,
  'onSubmit' | 'onInvalid'
> {
  form: SchemaForm<V>;
  /**
   * Sends the checked (trimmed) values. Throwing means it did not go through: the failure
   * has been shown already (the `api/` hooks show it), and any field messages the gateway
   * gave are put under their fields here.
   */
  onSubmit: (values: V) => Promise<void> | void;
  /**
   * How values the schema refuses are reported: each message under its field (the
   * default), or the first one as a warning toast (the password form, SPEC.md §5).
   */
  refusal?: 'fields' | 'warning';
}

const isFieldOf = <V extends FieldValues>(values: V, name: string): name is Path<V> =>
  Object.hasOwn(values, name);

function firstMessage<V extends FieldValues>(errors: FieldErrors<V>): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string') return error.message;
  }
  return undefined;
}

/** A form element for `form`: validates on submit, then hands the values to `onSubmit`. */
export function Form<V extends FieldValues>({
  form,
  onSubmit,
  refusal = 'fields',
  children,
  ...element
}: FormProps<V>) {
  const handle = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        // The one place the gateway's field messages meet the fields.
        const current = form.getValues();
        for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
          if (isFieldOf(current, name)) form.setError(name, { type: 'server', message });
        }
      }
    },
    (errors) => {
      if (refusal !== 'warning') return;
      const message = firstMessage(errors);
      form.clearErrors();
      if (message) toastWarning(message);
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.forgetServedErrors();
    return handle(event);
  };
  return (
    <FormProvider {...form}>
      <chakra.form
        noValidate
        // Posted to its own page (the address it was opened at) when the app is not there.
        method={form.id === undefined ? undefined : 'post'}
        onSubmit={(event) => void submit(event)}
        {...element}
      >
        {form.id === undefined ? null : <FormPostFields id={form.id} />}
        {children}
      </chakra.form>
    </FormProvider>
  );
}

/** The submit button of the `Form` around it: disabled, with `busyLabel`, while it sends. */
export function SubmitButton({ busyLabel, ...button }: ButtonProps & { busyLabel: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      loading={isSubmitting}
      loadingText={busyLabel}
      {...button}
    />
  );
}
