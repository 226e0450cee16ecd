import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useStaffSignOut } from '../api/staff-sign-out.ts';
import { AuditLog } from './audit-log.tsx';
import { StaffForm } from './staff-form.tsx';
import { SignedInStaff, StaffPage } from './staff-page.tsx';

/**
 * The staff room's home (/staff): who is signed in, as what, a way out, and for owners the
 * audit log. Whoever is not signed in as staff is sent to staff sign-in; the gateway decides
 * (a student's session is no staff session).
 */
export function StaffConsole() {
  const { staffConsoleText: text } = useText(staffCatalogue);
  return (
    <StaffPage heading={text.heading}>
      <SignedInStaff loading={text.loading} failed={text.failed}>
        {(staff) => <ConsoleBody email={staff.email} role={staff.role} />}
      </SignedInStaff>
    </StaffPage>
  );
}

function ConsoleBody({ email, role }: { email: string; role: 'OWNER' | 'INSTRUCTOR' }) {
  const { staffConsoleText: text } = useText(staffCatalogue);
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
      <StaffRoomNav role={role} />
      {role === 'OWNER' ? <AuditLog /> : null}
    </Stack>
  );
}

function SignOutButton() {
  const { staffConsoleText: text } = useText(staffCatalogue);
  const signOut = useStaffSignOut();
  const [busy, setBusy] = useState(false);
  // A form of its own, so the way out works before (or without) the app's scripts too.
  return (
    <StaffForm
      postAs="staffSignOut"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        signOut().catch(() => setBusy(false));
      }}
    >
      <BusyButton variant="outline" busy={busy} busyLabel={text.signingOut}>
        {text.signOut}
      </BusyButton>
    </StaffForm>
  );
}

type StaffPage = 'students' | 'quizzes' | 'sales' | 'refunds' | 'coupons';

/** The room's pages, and who may open each: the gateway refuses the rest anyway. */
const PAGES: readonly { page: StaffPage; path: string; ownersOnly: boolean }[] = [
  { page: 'students', path: paths.staffStudents, ownersOnly: false },
  { page: 'quizzes', path: paths.staffQuizzes, ownersOnly: false },
  { page: 'sales', path: paths.staffSales, ownersOnly: true },
  { page: 'refunds', path: paths.staffRefunds, ownersOnly: true },
  { page: 'coupons', path: paths.staffCoupons, ownersOnly: true },
];

/**
 * The ways from the home to the room's pages, each with what it is for. Only links: the
 * pages' code (and the charts) stay in chunks of their own until one is opened.
 */
function StaffRoomNav({ role }: { role: 'OWNER' | 'INSTRUCTOR' }) {
  const { staffConsoleText: text } = useText(staffCatalogue);
  const shown = PAGES.filter((entry) => role === 'OWNER' || !entry.ownersOnly);
  return (
    <Box as="nav" aria-label={text.nav.label}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
        {shown.map(({ page, path }) => (
          <Box as="li" key={page} borderWidth="1px" rounded="lg" p="4">
            <Link asChild colorPalette="brand" fontWeight="semibold">
              <RouterLink to={path}>{text.nav[page].title}</RouterLink>
            </Link>
            <Text color="fg.muted">{text.nav[page].hint}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
