import { Card, Container, Stack } from '@chakra-ui/react';
import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Form, SubmitButton, useSchemaForm } from '@/components/ui/form/form.tsx';
import { staffCatalogue } from '@/content/staff.ts';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { usePreloadToasts } from '@/lib/toast.ts';
import { useStaffSignIn } from '../api/staff-sign-in.ts';

/**
 * Staff sign-in (/staff/sign-in): e-mail, password and the authenticator app's current
 * code. Posts to its own page without the app too (decision 0017).
 */
export function StaffSignInForm() {
  const { staffSignInText: text } = useText(staffCatalogue);
  const signIn = useStaffSignIn();
  const form = useSchemaForm(inputRules[useLanguage()].staffSignIn, text.fields, 'staffSignIn');
  usePreloadToasts();
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Card.Root variant="elevated">
        <Card.Body p={{ base: '5', md: '8' }} gap="6">
          <PageHeading heading={text.heading} intro={text.intro} />
          <HydrationBoundary>
            <Form form={form} onSubmit={signIn}>
              <Stack gap="5">
                <TextField kind="username" required {...form.field('email')} />
                <TextField kind="current-password" required {...form.field('password')} />
                <TextField kind="one-time-code" required {...form.field('code')} />
                <SubmitButton busyLabel={text.submitting}>{text.submit}</SubmitButton>
              </Stack>
            </Form>
          </HydrationBoundary>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
