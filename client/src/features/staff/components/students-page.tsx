import { Stack } from '@chakra-ui/react';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { StudentsAtRisk } from './students-at-risk.tsx';
import { StudentsFunnel } from './students-funnel.tsx';
import { StudentsList } from './students-list.tsx';
import { SignedInStaff, StaffPage } from './staff-page.tsx';

/**
 * /staff/students: a course's funnel, the students at risk first, then every student. For
 * owners and instructors; anyone else is sent to staff sign-in (the gateway decides).
 */
export function StudentsPage() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  return (
    <StaffPage heading={text.heading} intro={text.intro} back={text.back} maxW="6xl">
      <SignedInStaff loading={text.loading} failed={text.failed}>
        {() => (
          <Stack gap="10">
            <StudentsAtRisk />
            <StudentsFunnel />
            <StudentsList />
          </Stack>
        )}
      </SignedInStaff>
    </StaffPage>
  );
}
