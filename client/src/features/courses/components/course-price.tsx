import { Badge, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { coursesCatalogue } from '@/content/courses.ts';
import type { CoursePrice_CourseFragment } from '@/gql/route-queries.ts';
import { formatRupees } from '@/lib/format.ts';
import { useText } from '@/lib/i18n/catalogue.ts';

interface CoursePriceProps {
  course: CoursePrice_CourseFragment;
  /** 'lg' on the course's own page, 'md' where it is one course among others. */
  size?: 'md' | 'lg';
}

const amountSize = {
  md: { fontSize: '2xl' },
  lg: { fontSize: { base: '3xl', md: '4xl' } },
} as const;

/**
 * A course's fee, wherever it shows (SPEC.md §2): with a discount, the list price struck
 * through, the price after the discount and what it saves; without one, the price alone.
 * Each amount is named for screen readers, which do not announce the strike-through.
 */
export function CoursePrice({ course, size = 'md' }: CoursePriceProps) {
  const { coursePriceText: text } = useText(coursesCatalogue);
  const discounted = course.discount > 0;
  return (
    <Stack gap="1" align="flex-start" data-testid="course-price">
      {discounted ? (
        <Text fontSize={size === 'lg' ? 'lg' : 'md'} color="fg.muted">
          <VisuallyHidden>{text.originalPrice}: </VisuallyHidden>
          <del>{formatRupees(course.price)}</del>
        </Text>
      ) : null}
      <Text fontWeight="bold" lineHeight="1.2" {...amountSize[size]}>
        <VisuallyHidden>{discounted ? text.finalPrice : text.price}: </VisuallyHidden>
        {formatRupees(discounted ? course.finalPrice : course.price)}
      </Text>
      {discounted ? (
        <Badge colorPalette="green" variant="subtle" size="lg" whiteSpace="normal">
          {text.saving(formatRupees(course.discount))}
        </Badge>
      ) : null}
    </Stack>
  );
}
