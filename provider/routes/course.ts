/** course/*: the catalogue and each course's class items. */
import { Router } from 'express';
import type { ProviderDeps } from '../deps.ts';
import { readFields, rules } from '../fields.ts';
import { notFound, success } from '../legacy.ts';
import { findCourse, listClassItems, listCourses } from '../store/courses.ts';
import type { ClassItemRow, CourseRow } from '../store/courses.ts';
import { legacyPost } from './legacy-route.ts';

export const courseMessages = {
  listed: 'Courses fetched successfully.',
  detailsListed: 'Course details fetched successfully.',
  courseNotFound: 'Course not found.',
} as const;

/** The legacy API answers a missing discount as "" and a zero one as "0". */
function discountText(discount: number | null): string {
  return discount === null ? '' : String(discount);
}

function courseAnswer(course: CourseRow) {
  return {
    course_id: String(course.course_id),
    course_title: course.title,
    course_description: course.description,
    course_image: course.image,
    course_price: String(course.price),
    discount: discountText(course.discount),
  };
}

function classItemAnswer(item: ClassItemRow) {
  return {
    cd_id: String(item.cd_id),
    title: item.title,
    description: item.description,
    week: String(item.week),
    file_type: item.file_type,
    file: item.file,
    image_thumbnail: item.image_thumbnail,
  };
}

export function courseRoutes(deps: ProviderDeps): Router {
  const router = Router();
  legacyPost(router, '/course/list', () =>
    success(courseMessages.listed, listCourses(deps.db).map(courseAnswer)),
  );
  legacyPost(router, '/course/details_list', (body) => {
    const input = readFields(body, { course_id: rules.id });
    const course = findCourse(deps.db, Number(input.course_id));
    if (!course) throw notFound(courseMessages.courseNotFound);
    return success(
      courseMessages.detailsListed,
      listClassItems(deps.db, course.course_id).map(classItemAnswer),
    );
  });
  return router;
}
