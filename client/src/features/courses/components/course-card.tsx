import { Badge, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { courseDetailPath } from '@/config/paths.ts';
import { courseListContent as text } from '@/content/courses.ts';
import type { CourseCard_CourseFragment } from '@/gql/graphql.ts';
import { formatRupees } from '@/lib/format.ts';
import type { CourseNavigationState } from '../course-preview.ts';
import { CourseImage } from './course-image.tsx';

interface CourseCardProps {
  course: CourseCard_CourseFragment;
  eagerImage?: boolean;
}

/** One course on the list: picture, title, description, fee, discount note, Enroll now. */
export function CourseCard({ course, eagerImage = false }: CourseCardProps) {
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
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} id={titleId}>
          {course.title}
        </Heading>
        <Text color="fg.muted">{course.description}</Text>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {text.priceLabel}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="fg">
            {formatRupees(course.price)}
          </Text>
          {course.discount > 0 ? (
            <Badge
              alignSelf="flex-start"
              colorPalette="green"
              variant="subtle"
              size="lg"
              whiteSpace="normal"
            >
              {text.discountNote(formatRupees(course.discount), formatRupees(course.finalPrice))}
            </Badge>
          ) : null}
        </Stack>
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
