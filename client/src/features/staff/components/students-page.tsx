import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { StaffMeDocument } from '@/gql/staff.ts';
import { ClientOnly } from '@/lib/client-only.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import { isRefusal } from './refusal.ts';
import { StudentsAtRisk } from './students-at-risk.tsx';
import { StudentsFunnel } from './students-funnel.tsx';
import { StudentsList } from './students-list.tsx';

/**
 * /staff/students: a course's funnel, the students at risk first, then every student. For
 * owners and instructors; anyone else is sent to staff sign-in (the gateway decides).
 */
export function StudentsPage() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Link asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={paths.staff}>{text.back}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {text.heading}
        </Heading>
        <Text color="fg.muted">{text.intro}</Text>
        <ClientOnly>
          <PageBody />
        </ClientOnly>
      </Stack>
    </Container>
  );
}

function PageBody() {
  const { staffConsoleText } = useText(staffCatalogue);
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  const { data, error, loading } = useQuery(StaffMeDocument, {
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Text role="status">{text.loading}</Text>;
  if (error || !data) {
    return (
      <Stack gap="4" role="alert">
        <Text>{isRefusal(error) ? staffConsoleText.signInNeeded : text.failed}</Text>
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={paths.staffSignIn}>{staffConsoleText.signInLink}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="10">
      <StudentsAtRisk />
      <StudentsFunnel />
      <StudentsList />
    </Stack>
  );
}
