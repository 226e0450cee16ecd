import {
  Field,
  Input,
  NativeSelect,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldBinding } from './form.tsx';

/**
 * A labelled control with its error below it in red. Chakra's Field ties the label,
 * aria-invalid and aria-describedby (the error) to the control inside, and marks a
 * required one.
 */
function FieldFrame({
  label,
  error,
  required,
  helper,
  children,
}: Pick<FieldBinding, 'label' | 'error'> & {
  required?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** What a one-line field holds: its input type, the keyboard, what the browser may fill in. */
const kinds = {
  name: { autoComplete: 'name' },
  'given-name': { autoComplete: 'given-name' },
  'family-name': { autoComplete: 'family-name' },
  city: { autoComplete: 'address-level2' },
  email: { type: 'email', autoComplete: 'email' },
  username: { type: 'email', autoComplete: 'username' },
  tel: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  'current-password': { type: 'password', autoComplete: 'current-password' },
  'new-password': { type: 'password', autoComplete: 'new-password' },
  'one-time-code': { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
} as const satisfies Record<string, InputProps>;

/**
 * A field's props: its binding (`form.field(name)`), whether it is marked required (an
 * asterisk on the label, aria-required), and what is left of its control's.
 */
type FieldProps<Control> = FieldBinding & { required?: boolean } & Omit<
    Control,
    'ref' | 'name' | 'onChange' | 'onBlur' | 'children' | 'required' | 'placeholder'
  >;

/** Splits a field's props between its frame and its control (wired to the form). */
function split<P extends FieldBinding & { required?: boolean }>({
  label,
  error,
  required,
  registration,
  defaultValue,
  ...control
}: P) {
  return {
    frame: { label, error, required },
    control: { ...control, ...registration, defaultValue },
  };
}

/** A one-line text field of a `Form`. */
export function TextField({
  kind,
  ...props
}: FieldProps<InputProps> & { kind: keyof typeof kinds }) {
  const { frame, control } = split(props);
  return (
    <FieldFrame {...frame}>
      <Input {...kinds[kind]} {...control} />
    </FieldFrame>
  );
}

/** A multi-line text field of a `Form`. */
export function TextareaField({
  helper,
  ...props
}: FieldProps<TextareaProps> & { helper?: ReactNode }) {
  const { frame, control } = split(props);
  return (
    <FieldFrame {...frame} helper={helper}>
      <Textarea {...control} />
    </FieldFrame>
  );
}

/**
 * A drop-down field of a `Form`, its options' labels being their values. Its placeholder
 * is the first, empty choice: the value is '' until another is picked.
 */
export function SelectField({
  options,
  optionLabel = (option) => option,
  ...props
}: FieldBinding & {
  required?: boolean;
  options: readonly string[];
  /** What an option shows (its value is sent as it is). */
  optionLabel?: (option: string) => string;
}) {
  const { frame, control } = split(props);
  const { placeholder, ...select } = control;
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
