import {
  Box,
  Button,
  Field,
  Fieldset,
  Heading,
  Input,
  type InputProps,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { staffCatalogue } from '@/content/staff.ts';
import type { CouponInput } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';
import { useServedForm } from '@/components/ui/form/served-form.tsx';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { StaffForm } from './staff-form.tsx';

export interface CourseChoice {
  id: string;
  title: string;
}

type Kind = 'percent' | 'amount';

interface Draft {
  code: string;
  kind: Kind;
  value: string;
  maxUses: string;
  validUntil: string;
  courseIds: string[];
}

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  maxUses: '',
  validUntil: '',
  courseIds: [],
};

/** A typed number, or NaN for text that is not one (the gateway then says what is wrong). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The form's fields as posted (a page posted without the app, or served back refused):
 * course ids as a list, the rest as typed.
 */
export function couponDraftOf(
  values: Readonly<Record<string, string | undefined>>,
  courseIds: readonly string[],
): Draft {
  return {
    code: values.code ?? '',
    kind: values.kind === 'amount' ? 'amount' : 'percent',
    value: values.value ?? '',
    maxUses: values.maxUses ?? '',
    validUntil: values.validUntil ?? '',
    courseIds: [...courseIds],
  };
}

/** The form as the gateway takes it: rupees become paise; empty fields are left out. */
export function couponInputOf(draft: Draft): CouponInput {
  const value = numberOf(draft.value);
  const whole = (n: number | null) => (n === null || Number.isNaN(n) ? null : n);
  return {
    code: draft.code,
    percentOff: draft.kind === 'percent' ? whole(value) : null,
    amountOffPaise:
      draft.kind === 'amount' && value !== null && !Number.isNaN(value)
        ? Math.round(value * 100)
        : null,
    maxUses: whole(numberOf(draft.maxUses)),
    validUntil: draft.validUntil === '' ? null : draft.validUntil,
    courseIds: draft.courseIds,
  };
}

/** Where each of the gateway's field refusals is shown. */
const FIELD_OF: Record<string, keyof Draft> = {
  code: 'code',
  percentOff: 'value',
  amountOffPaise: 'value',
  maxUses: 'maxUses',
  validUntil: 'validUntil',
  courseIds: 'courseIds',
};

/** The gateway's field refusals, each under the field it is about (the first for each). */
function shownErrors(fields: Readonly<Record<string, string>>) {
  const shown: Partial<Record<keyof Draft, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const at = FIELD_OF[field];
    if (at && shown[at] === undefined) shown[at] = message;
  }
  return shown;
}

/**
 * The form that makes a coupon; each refusal is shown under its field. It posts to its page
 * without the app too: a refused one comes back with what was typed and the messages.
 */
export function CouponForm({ courses }: { courses: readonly CourseChoice[] | null }) {
  const { staffCouponsText } = useText(staffCatalogue);
  const text = staffCouponsText.form;
  const create = useCreateCoupon();
  const served = useServedForm('createCoupon');
  const [draft, setDraft] = useState<Draft>(() =>
    served
      ? couponDraftOf(served.values, served.values.courseIds?.split(',').filter(Boolean) ?? [])
      : EMPTY,
  );
  const [errors, setErrors] = useState(() => shownErrors(served?.errors ?? {}));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await create(couponInputOf(draft));
    setBusy(false);
    if (outcome.ok) {
      setDraft(EMPTY);
      setErrors({});
      toastSuccess(text.created(outcome.code));
      return;
    }
    setErrors(shownErrors(outcome.fields));
  };

  const toggleCourse = (id: string, checked: boolean) =>
    set(
      'courseIds',
      checked ? [...draft.courseIds, id] : draft.courseIds.filter((chosen) => chosen !== id),
    );

  /** A typed field, its hint kept under it when refused (the refusal added below). */
  const field = (
    name: 'code' | 'value' | 'maxUses' | 'validUntil',
    hint: string,
    { required = false, ...input }: InputProps & { required?: boolean },
  ) => (
    <Field.Root invalid={errors[name] !== undefined} required={required}>
      <Field.Label>{text[name]}</Field.Label>
      <Input
        name={name}
        value={draft[name]}
        onChange={(event) => set(name, event.target.value)}
        {...input}
      />
      <Field.HelperText>{hint}</Field.HelperText>
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack as="section" gap="4" aria-labelledby="coupon-form-heading" maxW="xl">
      <Heading as="h2" size="xl" id="coupon-form-heading">
        {text.heading}
      </Heading>
      <StaffForm postAs="createCoupon" onSubmit={submit}>
        <Stack gap="5">
          {field('code', text.codeHint, {
            required: true,
            autoComplete: 'off',
            autoCapitalize: 'characters',
            maxLength: 20,
          })}

          <Fieldset.Root>
            <Fieldset.Legend>{text.kind}</Fieldset.Legend>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
              {(['percent', 'amount'] as const).map((kind) => (
                <chakra.label key={kind} display="flex" alignItems="center" gap="2">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => set('kind', kind)}
                  />
                  {kind === 'percent' ? text.percent : text.amount}
                </chakra.label>
              ))}
            </Stack>
          </Fieldset.Root>

          {field('value', text.valueHint, { inputMode: 'decimal', required: true })}
          {field('maxUses', text.maxUsesHint, { inputMode: 'numeric' })}
          {field('validUntil', text.validUntilHint, { type: 'date' })}

          <Fieldset.Root invalid={errors.courseIds !== undefined}>
            <Fieldset.Legend>{text.courses}</Fieldset.Legend>
            <Fieldset.HelperText>{text.coursesHint}</Fieldset.HelperText>
            {courses === null ? (
              <Text role="status">{text.coursesLoading}</Text>
            ) : (
              <Stack gap="2">
                {courses.map((course) => (
                  <chakra.label key={course.id} display="flex" alignItems="center" gap="2">
                    <input
                      type="checkbox"
                      name="courseIds"
                      value={course.id}
                      checked={draft.courseIds.includes(course.id)}
                      onChange={(event) => toggleCourse(course.id, event.target.checked)}
                    />
                    {course.title}
                  </chakra.label>
                ))}
              </Stack>
            )}
            <Fieldset.ErrorText>{errors.courseIds}</Fieldset.ErrorText>
          </Fieldset.Root>

          <Box>
            <Button type="submit" colorPalette="brand" loading={busy} loadingText={text.submitting}>
              {text.submit}
            </Button>
          </Box>
        </Stack>
      </StaffForm>
    </Stack>
  );
}
