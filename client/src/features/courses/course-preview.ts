/**
 * The course object the list hands to the detail page as navigation state (SPEC.md §2).
 * The detail page loads the course by id anyway (DESIGN.md §5); this only paints the
 * header at once. History state is untrusted input, so it is checked before use.
 */
import type { CourseCard_CourseFragment } from '@/gql/route-queries.ts';

export type CoursePreview = CourseCard_CourseFragment;

export interface CourseNavigationState {
  course: CoursePreview;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The course carried in `location.state`, when it is a well-formed one for `id`. */
export function coursePreviewFrom(state: unknown, id: string): CoursePreview | null {
  if (!isRecord(state) || !isRecord(state.course)) return null;
  const c = state.course;
  if (
    c.id !== id ||
    typeof c.title !== 'string' ||
    typeof c.description !== 'string' ||
    !(typeof c.imageUrl === 'string' || c.imageUrl === null) ||
    typeof c.price !== 'number' ||
    typeof c.discount !== 'number' ||
    typeof c.finalPrice !== 'number'
  ) {
    return null;
  }
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    imageUrl: c.imageUrl,
    price: c.price,
    discount: c.discount,
    finalPrice: c.finalPrice,
  };
}
