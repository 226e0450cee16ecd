import { Box, Checkbox, Link, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  batchOptions,
  capitalOptions,
  enquiryMaxLength,
  inputRules,
  type EnquiryValues,
} from '@common/validation.ts';
import { graphemeCount } from '@common/graphemes.ts';
import { SelectField, TextareaField, TextField } from '@/components/ui/form/fields.tsx';
import { Form, SubmitButton, useSchemaForm } from '@/components/ui/form/form.tsx';
import { paths } from '@/config/paths.ts';
import { contactCatalogue } from '@/content/contact.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { localizedPath, useLanguage } from '@/lib/i18n/language.ts';
import { showNotice, usePreloadToasts } from '@/lib/toast.ts';
import { enquiryNotices, useSendEnquiry } from '../api/send-enquiry.ts';

const max = enquiryMaxLength;

/**
 * The box as ticked when its input is ticked but no script has told the control so (the
 * form works without the app): the control's colours and a drawn tick.
 */
const TICKED_WITHOUT_APP = {
  '& input:checked + [data-part=control][data-state=unchecked]': {
    bg: 'colorPalette.solid',
    borderColor: 'colorPalette.solid',
    position: 'relative',
    _after: {
      content: '""',
      position: 'absolute',
      left: '35%',
      top: '15%',
      width: '30%',
      height: '55%',
      borderColor: 'colorPalette.contrast',
      borderStyle: 'solid',
      borderWidth: '0 2px 2px 0',
      transform: 'rotate(45deg)',
    },
  },
} as const;

/**
 * The enquiry form (SPEC.md §4, §5): every field validated on submit with its message in
 * red below it, a field's message cleared as soon as it is edited, the terms box required
 * (a warning toast, nothing sent, when it is not ticked), then the enquiry mutation; on
 * success the form empties and the box unticks.
 */
export function EnquiryForm({ labelledBy }: { labelledBy: string }) {
  // The batch months follow the clock: fixed once, so the options and the rule agree.
  const { contactContent } = useText(contactCatalogue);
  const text = contactContent.form;
  const language = useLanguage();
  const [now] = useState(() => new Date());
  const batches = useMemo(() => batchOptions(now), [now]);
  const schema = useMemo(() => inputRules[language].enquiry(now), [language, now]);
  const form = useSchemaForm(schema, text.fields, 'enquiry');
  // Ticked when the gateway sent the form back with the box ticked (a served page's form).
  const [termsAccepted, setTermsAccepted] = useState(() => form.servedValue('terms') === 'on');
  const sendEnquiry = useSendEnquiry();
  usePreloadToasts();

  const send = async (values: EnquiryValues) => {
    if (!termsAccepted) {
      showNotice(enquiryNotices(contactContent.toasts).acceptTerms);
      return;
    }
    await sendEnquiry(values);
    form.clear();
    setTermsAccepted(false);
  };

  return (
    <Form form={form} onSubmit={send} aria-labelledby={labelledBy}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField kind="given-name" {...form.field('fname')} />
          <TextField kind="family-name" {...form.field('lname')} />
          <TextField kind="email" {...form.field('email')} />
          <TextField kind="tel" {...form.field('mobile')} />
          <TextField kind="city" {...form.field('city')} />
          <SelectField
            options={capitalOptions}
            optionLabel={text.capitalOption}
            {...form.field('capital')}
          />
          <SelectField
            options={batches}
            optionLabel={text.batchOption}
            {...form.field('joinBatch')}
          />
        </SimpleGrid>
        {/* No maxlength: a browser counts code units and would cut a Hindi question short
            silently; the counter and the rule count characters as a reader sees them. */}
        <TextareaField
          rows={5}
          helper={<CharacterCount control={form.control} max={max.query} />}
          {...form.field('query')}
        />
        <Checkbox.Root
          checked={termsAccepted}
          onCheckedChange={({ checked }) => setTermsAccepted(checked === true)}
          colorPalette="brand"
          alignItems="flex-start"
          css={TICKED_WITHOUT_APP}
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
              href={localizedPath(paths.terms, language)}
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
          <SubmitButton size="lg" w={{ base: 'full', sm: 'auto' }} busyLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
        </Box>
      </Stack>
    </Form>
  );
}

/** "n / 200" under the question, counted as the rule counts: in characters a reader sees. */
function CharacterCount({ control, max }: { control: Control<EnquiryValues>; max: number }) {
  const value = useWatch({ control, name: 'query' }) ?? '';
  const count = graphemeCount(value);
  return (
    <Box as="span" color={count > max ? 'fg.error' : undefined} data-testid="query-count">
      {count} / {max}
    </Box>
  );
}
