import { Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffMeDocument } from '@/gql/staff.ts';
import { ClientOnly } from '@/lib/client-only.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useStaffSignOut } from '../api/staff-sign-out.ts';
import { AuditLog } from './audit-log.tsx';
import { isRefusal } from './refusal.ts';
import { StudentsLink } from './students-link.tsx';
import { SalesLink } from './sales-link.tsx';
import { QuizzesLink } from './quizzes-link.tsx';

/**
 * The staff room's home (/staff): who is signed in, as what, a way out, and for owners the
 * audit log. Whoever is not signed in as staff is sent to staff sign-in; the gateway decides
 * (a student's session is no staff session).
 */
export function StaffConsole() {
  const { staffConsoleText: text } = useText(staffCatalogue);
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {text.heading}
        </Heading>
        {/* Who is signed in is the browser's to ask: nothing of it is rendered ahead. */}
        <ClientOnly>
          <ConsoleBody />
        </ClientOnly>
      </Stack>
    </Container>
  );
}

function ConsoleBody() {
  const { staffConsoleText: text } = useText(staffCatalogue);
  const { data, error, loading } = useQuery(StaffMeDocument, {
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Text role="status">{text.loading}</Text>;
  if (error || !data) {
    return (
      <Stack gap="4" role="alert">
        <Text>{isRefusal(error) ? text.signInNeeded : text.failed}</Text>
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={paths.staffSignIn}>{text.signInLink}</RouterLink>
        </Link>
      </Stack>
    );
  }
  const { email, role } = data.staffMe;
  return (
    <Stack gap="8">
      <HStack
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        flexDirection={{ base: 'column', sm: 'row' }}
        gap="4"
        borderWidth="1px"
        rounded="lg"
        p="4"
      >
        <Box minW="0">
          <Text>
            {text.signedInAs}{' '}
            <Text as="strong" wordBreak="break-all">
              {email}
            </Text>
          </Text>
          <Text color="fg.muted">
            {text.roleLabel}: {text.roles[role]}
          </Text>
        </Box>
        <SignOutButton />
      </HStack>
      <StudentsLink />
      <QuizzesLink />
      {role === 'OWNER' ? <SalesLink /> : null}
      {role === 'OWNER' ? <CouponsLink /> : null}
      {role === 'OWNER' ? <AuditLog /> : null}
    </Stack>
  );
}

function SignOutButton() {
  const { staffConsoleText: text } = useText(staffCatalogue);
  const signOut = useStaffSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={busy}
      loadingText={text.signingOut}
      onClick={() => {
        setBusy(true);
        signOut().catch(() => setBusy(false));
      }}
    >
      {text.signOut}
    </Button>
  );
}

/** The way to the coupons page, for owners (coupons are money). */
function CouponsLink() {
  const { staffCouponsText: text } = useText(staffCatalogue);
  return (
    <Box as="nav" aria-label={text.heading} borderWidth="1px" rounded="lg" p="4">
      <Link asChild colorPalette="brand" fontWeight="semibold">
        <RouterLink to={paths.staffCoupons}>{text.consoleLink}</RouterLink>
      </Link>
      <Text color="fg.muted">{text.consoleLinkHint}</Text>
    </Box>
  );
}
