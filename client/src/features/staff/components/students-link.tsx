import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/**
 * The staff room home's way to the students page, for owners and instructors alike. A file
 * of its own, so the home's chunk does not carry the students page and its chart.
 */
export function StudentsLink() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  return (
    <Link asChild colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
      <RouterLink to={paths.staffStudents}>{text.consoleLink}</RouterLink>
    </Link>
  );
}
