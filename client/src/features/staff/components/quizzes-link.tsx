import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

/**
 * The staff room home's way to the quizzes page, for owners and instructors alike. A file of
 * its own, so the home's chunk does not carry the quizzes page.
 */
export function QuizzesLink() {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  return (
    <Stack gap="1">
      <Link asChild colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={paths.staffQuizzes}>{text.consoleLink}</RouterLink>
      </Link>
      <Text color="fg.muted">{text.consoleLinkHint}</Text>
    </Stack>
  );
}
