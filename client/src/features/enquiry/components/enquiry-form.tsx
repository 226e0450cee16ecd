import {
  Box,
  Button,
  chakra,
  Checkbox,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  batchOptions,
  capitalOptions,
  check,
  enquiryMaxLength,
  enquirySchema,
} from '@common/validation.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { paths } from '@/config/paths.ts';
import { contactContent } from '@/content/contact.ts';
import { toastWarning, usePreloadToasts } from '@/lib/toast.ts';
import { useSendEnquiry } from '../api/use-send-enquiry.ts';

const text = contactContent.form;

type EnquiryFormValues = {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  city: string;
  capital: string;
  join_batch: string;
  query: string;
};

const emptyForm: EnquiryFormValues = {
  fname: '',
  lname: '',
  email: '',
  mobile: '',
  city: '',
  capital: '',
  join_batch: '',
  query: '',
};

/** Maps a rule's (and the gateway's) input name onto this form's field name. */
function formFieldOf(name: string): keyof EnquiryFormValues | null {
  if (name === 'joinBatch') return 'join_batch';
  for (const key of Object.keys(emptyForm) as (keyof EnquiryFormValues)[]) {
    if (key === name) return key;
  }
  return null;
}

/**
 * Validates with the shared enquiry rules through `check`, exactly as the gateway does:
 * trimmed values, and the first broken rule's message per field. The form's own names
 * follow the enquiry record (SPEC.md §3: join_batch); the rules call it joinBatch.
 */
function enquiryResolver(now: Date): Resolver<EnquiryFormValues> {
  const rules = enquirySchema(now);
  return (values) => {
    const result = check(rules, { ...values, joinBatch: values.join_batch });
    if (result.ok) {
      const { joinBatch, ...rest } = result.value;
      return { values: { ...rest, join_batch: joinBatch }, errors: {} };
    }
    const errors: FieldErrors<EnquiryFormValues> = {};
    for (const [name, message] of Object.entries(result.fields)) {
      const target = formFieldOf(name);
      if (target) errors[target] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}

/**
 * The enquiry form (SPEC.md §4, §5): every field validated on submit with its message in
 * red below it, a field's message cleared as soon as it is edited, the terms box required
 * (a warning toast, nothing sent, when it is not ticked), then the enquiry mutation; on
 * success the form empties and the box unticks.
 */
export function EnquiryForm({ labelledBy }: { labelledBy: string }) {
  const [now] = useState(() => new Date());
  const batches = useMemo(() => batchOptions(now), [now]);
  const resolver = useMemo(() => enquiryResolver(now), [now]);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { send, sending } = useSendEnquiry();
  usePreloadToasts();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<EnquiryFormValues>({
    resolver,
    // No defaultValues: each field's value is adopted as it registers, so what a visitor
    // typed before the page was hydrated is kept (the fields are rendered empty).
    mode: 'onSubmit',
    // Editing clears the field's message (below); it is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });

  /** register() plus: editing the field clears its own error. */
  const field = (name: keyof EnquiryFormValues) =>
    register(name, { onChange: () => clearErrors(name) });

  const onValid = async (values: EnquiryFormValues) => {
    if (!termsAccepted) {
      toastWarning(contactContent.toasts.acceptTerms, { short: true });
      return;
    }
    const { join_batch: joinBatch, ...rest } = values;
    const outcome = await send({ ...rest, joinBatch });
    if (outcome.sent) {
      reset(emptyForm);
      setTermsAccepted(false);
      return;
    }
    for (const [name, message] of Object.entries(outcome.fields)) {
      const target = formFieldOf(name);
      if (target) setError(target, { type: 'server', message });
    }
  };

  return (
    <chakra.form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={labelledBy}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={text.labels.fname} error={errors.fname?.message}>
            <Input
              {...field('fname')}
              autoComplete="given-name"
              maxLength={enquiryMaxLength.fname}
            />
          </FormField>
          <FormField label={text.labels.lname} error={errors.lname?.message}>
            <Input
              {...field('lname')}
              autoComplete="family-name"
              maxLength={enquiryMaxLength.lname}
            />
          </FormField>
          <FormField label={text.labels.email} error={errors.email?.message}>
            <Input
              {...field('email')}
              type="email"
              autoComplete="email"
              maxLength={enquiryMaxLength.email}
            />
          </FormField>
          <FormField label={text.labels.mobile} error={errors.mobile?.message}>
            <Input
              {...field('mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={enquiryMaxLength.mobile}
            />
          </FormField>
          <FormField label={text.labels.city} error={errors.city?.message}>
            <Input
              {...field('city')}
              autoComplete="address-level2"
              maxLength={enquiryMaxLength.city}
            />
          </FormField>
          <FormField label={text.labels.capital} error={errors.capital?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('capital')}>
                <option value="">{text.placeholders.capital}</option>
                {capitalOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={text.labels.joinBatch} error={errors.join_batch?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('join_batch')}>
                <option value="">{text.placeholders.joinBatch}</option>
                {batches.map((batch) => (
                  <option key={batch} value={batch}>
                    {batch}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField label={text.labels.query} error={errors.query?.message}>
          <Textarea
            {...field('query')}
            rows={5}
            placeholder={text.placeholders.query}
            maxLength={enquiryMaxLength.query}
          />
        </FormField>
        <Checkbox.Root
          checked={termsAccepted}
          onCheckedChange={({ checked }) => setTermsAccepted(checked === true)}
          colorPalette="brand"
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput name="terms" />
          {/* A span: a label may hold phrasing content only. */}
          <Checkbox.Control mt="0.5" asChild>
            <span>
              <Checkbox.Indicator />
            </span>
          </Checkbox.Control>
          <Checkbox.Label fontWeight="normal">
            {text.termsBefore}
            <Link
              href={paths.terms}
              target="_blank"
              rel="noopener"
              color="brand.fg"
              textDecoration="underline"
            >
              {text.termsLink}
              <VisuallyHidden>{` ${text.termsLinkNote}`}</VisuallyHidden>
            </Link>
          </Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            loading={sending}
            loadingText={text.submitting}
          >
            {text.submit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
