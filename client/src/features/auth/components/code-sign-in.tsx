import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { Form, SubmitButton, useSchemaForm } from '@/components/ui/form/form.tsx';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { useRequestSignInCode, useSignInWithCode } from '../api/recovery.ts';

interface CodeSignInProps {
  /**
   * The address a password sign-in was just refused for while its account is held: the part
   * opens on it, so the student is offered the code at once.
   */
  heldEmail: string | null;
}

/**
 * "E-mail me a code instead", under the sign-in form: a disclosure that works without
 * scripts (`<details>`), with two steps, the address and then the code. A page the gateway
 * serves after the first step (or a refused second one) opens on the second.
 */
export function CodeSignIn({ heldEmail }: CodeSignInProps) {
  const { codeSignInText: text } = useText(recoveryCatalogue);
  const rules = inputRules[useLanguage()];
  const request = useSchemaForm(rules.accountRequest, text.requestFields, 'requestSignInCode');
  const enter = useSchemaForm(rules.signInWithCode, text.codeFields, 'signInWithCode');
  const requestCode = useRequestSignInCode();
  const signInWithCode = useSignInWithCode();
  const servedCodeStep = enter.servedValue('email') !== undefined;
  const [step, setStep] = useState<'email' | 'code'>(servedCodeStep ? 'code' : 'email');
  const [open, setOpen] = useState(servedCodeStep);
  const { setValue } = request;

  // A refusal for a held account opens the part on its first step (React's way of following
  // a prop: state set while rendering, before anything is shown)...
  const [offeredFor, setOfferedFor] = useState(heldEmail);
  if (heldEmail !== offeredFor) {
    setOfferedFor(heldEmail);
    if (heldEmail !== null) {
      setOpen(true);
      setStep('email');
    }
  }
  // ...with the address filled in (the form's own store, outside React's state).
  useEffect(() => {
    if (heldEmail !== null) setValue('email', heldEmail);
  }, [heldEmail, setValue]);

  return (
    <chakra.details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      borderTopWidth="1px"
      pt="5"
    >
      <chakra.summary cursor="pointer" fontWeight="semibold" color="brand.fg">
        {text.open}
      </chakra.summary>
      <Box pt="4">
        <Text color="fg.muted" mb="4">
          {text.intro}
        </Text>
        <HydrationBoundary>
          {step === 'email' ? (
            <Form
              form={request}
              onSubmit={async ({ email }) => {
                await requestCode(email);
                enter.setValue('email', email);
                setStep('code');
              }}
            >
              <Stack gap="5">
                <TextField kind="email" required size="lg" {...request.field('email')} />
                <SubmitButton size="lg" variant="outline" busyLabel={text.sending}>
                  {text.send}
                </SubmitButton>
              </Stack>
            </Form>
          ) : (
            <Form
              form={enter}
              onSubmit={async ({ email, code }) => {
                await signInWithCode(email, code);
              }}
            >
              <Stack gap="5">
                <TextField kind="email" required size="lg" {...enter.field('email')} />
                <TextField kind="one-time-code" required size="lg" {...enter.field('code')} />
                <SubmitButton size="lg" busyLabel={text.submitting}>
                  {text.submit}
                </SubmitButton>
                <Button type="button" variant="ghost" onClick={() => setStep('email')}>
                  {text.again}
                </Button>
              </Stack>
            </Form>
          )}
        </HydrationBoundary>
      </Box>
    </chakra.details>
  );
}
