import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/errors/error-page.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { coursesCatalogue } from '@/content/courses.ts';
import { routeManifest } from '@/config/routes.ts';
import type { CourseDetailQuery } from '@/gql/route-queries.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useRouteQuery } from '@/lib/route-query.ts';
import type { CoursePreview } from '../course-preview.ts';
import { ClassOutline } from './class-outline.tsx';
import { CourseOutlineSkeleton, CourseSummarySkeleton } from './course-detail-skeleton.tsx';
import { CourseOverview } from './course-overview.tsx';
import { CourseSummary } from './course-summary.tsx';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';

/** The course fields the Purchase Now control needs. */
interface PurchasableCourse {
  id: string;
  title: string;
}

interface CourseDetailProps {
  /** The course the list passed along, painted until the full course arrives. */
  preview: CoursePreview | null;
  purchase: (course: PurchasableCourse) => ReactNode;
}

/**
 * The course detail page (SPEC.md §2): loads the course by the id in its URL so a pasted or
 * refreshed URL works; an unknown id is the not-found page.
 */
export function CourseDetail({ preview, purchase }: CourseDetailProps) {
  const { data, loading, error } = useRouteQuery(routeManifest.courseDetail.data.course);
  const course = data?.course;

  if (!loading && data && course === null) return <NotFound />;
  if (!loading && !course && error) return <CourseDetailError />;

  return <CourseDetailView course={course ?? null} preview={preview} purchase={purchase} />;
}

type LoadedCourse = NonNullable<CourseDetailQuery['course']>;

interface CourseDetailViewProps {
  course: LoadedCourse | null;
  preview: CoursePreview | null;
  purchase: (course: PurchasableCourse) => ReactNode;
}

function CourseDetailView({ course, preview, purchase }: CourseDetailViewProps) {
  const summary = course ?? preview;
  return (
    <Stack gap={{ base: '10', md: '14' }}>
      {/* Each part in a boundary of its own: a page rendered by the gateway hydrates part by
          part, in short tasks, rather than all at once (see layout.tsx). */}
      {summary ? (
        <HydrationBoundary>
          <CourseSummary course={summary} purchase={purchase(summary)} />
        </HydrationBoundary>
      ) : (
        <CourseSummarySkeleton />
      )}
      {course ? (
        <>
          {/* Words and figures only, below a phone's first screen: nothing to hydrate early. */}
          <HydrationBoundary later>
            <CourseOverview weekRange={course.weekRange} lessonCount={course.classItems.length} />
          </HydrationBoundary>
          <HydrationBoundary later>
            <ClassOutline items={course.classItems} />
          </HydrationBoundary>
        </>
      ) : (
        <CourseOutlineSkeleton />
      )}
    </Stack>
  );
}

function CourseDetailError() {
  const { courseListContent } = useText(coursesCatalogue);
  return <ErrorPage error={courseListContent.error} splitAt={courseListContent.errorSplitAt} />;
}
