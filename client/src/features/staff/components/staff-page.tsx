import { Container, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffMeDocument, type StaffMeQuery } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { isRefusal } from './refusal.ts';
import { useStaffQuery } from '../api/staff-query.ts';

interface StaffPageProps {
  heading: string;
  intro?: string;
  /** The way back to the staff room's home; none on the home itself. */
  back?: string;
  maxW?: '4xl' | '5xl' | '6xl';
  children: ReactNode;
}

/**
 * A page of the staff room: its heading, what it is for and the way back, then its body.
 * The gateway renders it for the staff member who asked, with their answers
 * (client/src/ssr/staff-render.ts); the browser carries on from there.
 */
export function StaffPage({ heading, intro, back, maxW = '5xl', children }: StaffPageProps) {
  return (
    <Container maxW={maxW} px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <PageHeading heading={heading} intro={intro}>
          {back ? (
            <Link asChild colorPalette="brand" alignSelf="flex-start">
              <RouterLink to={paths.staff}>{back}</RouterLink>
            </Link>
          ) : null}
        </PageHeading>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * What a page says when the gateway refused it or could not answer: a refusal (no staff
 * session, or one that ended) with the way to staff sign-in, in the gateway's words when it
 * gave some (`said`); anything else as `failed`.
 */
export function StaffRefusal({
  error,
  failed,
  said,
}: {
  error: unknown;
  failed: string;
  said?: string;
}) {
  const { staffConsoleText: text } = useText(staffCatalogue);
  return (
    <Stack gap="4" role="alert">
      <Text>{isRefusal(error) ? (said ?? text.signInNeeded) : failed}</Text>
      <Link asChild colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={paths.staffSignIn}>{text.signInLink}</RouterLink>
      </Link>
    </Stack>
  );
}

type Staff = StaffMeQuery['staffMe'];

/**
 * Renders `children` for the signed-in staff member, asked of the gateway first; whoever
 * is not staff is pointed to staff sign-in.
 */
export function SignedInStaff({
  loading: loadingText,
  failed,
  children,
}: {
  loading: string;
  failed: string;
  children: (staff: Staff) => ReactNode;
}) {
  const { data, error, loading } = useStaffQuery(StaffMeDocument);
  if (loading) return <Text role="status">{loadingText}</Text>;
  if (error || !data) return <StaffRefusal error={error} failed={failed} />;
  return children(data.staffMe);
}
