import { Box, Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { courseDetailPath } from '@/config/paths.ts';
import { coursesCatalogue } from '@/content/courses.ts';
import type { CourseCard_CourseFragment } from '@/gql/route-queries.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { CourseNavigationState } from '../course-preview.ts';
import { CourseImage } from '@/components/ui/course-image.tsx';
import { CoursePrice } from './course-price.tsx';

interface CourseCardProps {
  course: CourseCard_CourseFragment;
  eagerImage?: boolean;
  /** h2 on the course list; h3 where the card sits in a section of its own (Home). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One course, on the list and featured on Home: picture, title, description, fee with its
 * discount note, and Enroll now, which hands the course to its page to paint at once.
 */
export function CourseCard({ course, eagerImage = false, headingLevel = 'h2' }: CourseCardProps) {
  const { courseListContent: text } = useText(coursesCatalogue);
  const titleId = `course-${course.id}-title`;
  const state: CourseNavigationState = { course };
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      flexDirection={{ base: 'column', md: 'row' }}
      overflow="hidden"
      variant="outline"
    >
      <Box flexShrink={0} w={{ base: 'full', md: '2/5' }} p={{ base: '0', md: '4' }}>
        <CourseImage
          src={course.imageUrl}
          alt={course.title}
          eager={eagerImage}
          borderRadius={{ base: '0', md: 'lg' }}
        />
      </Box>
      <Card.Body gap="3">
        <Heading as={headingLevel} size={{ base: 'lg', md: 'xl' }} id={titleId}>
          {course.title}
        </Heading>
        <Text color="fg.muted">{course.description}</Text>
        <CoursePrice course={course} />
      </Card.Body>
      <Card.Footer alignSelf={{ base: 'stretch', md: 'flex-end' }}>
        <Button asChild colorPalette="brand" size="lg" w={{ base: 'full', md: 'auto' }}>
          <RouterLink
            to={courseDetailPath(course.id, course.title)}
            state={state}
            aria-describedby={titleId}
          >
            {text.enrollNow}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
