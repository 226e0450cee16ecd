import { everyRow, firstRow, type Db } from '../db.ts';

export interface CourseRow {
  course_id: number;
  title: string;
  description: string;
  image: string;
  price: number;
  discount: number | null;
}

export interface ClassItemRow {
  cd_id: number;
  course_id: number;
  title: string;
  description: string;
  week: number;
  file_type: 'video' | 'pdf';
  file: string;
  image_thumbnail: string;
}

export function listCourses(db: Db): CourseRow[] {
  return everyRow<CourseRow>(db, 'SELECT * FROM courses ORDER BY course_id');
}

export function findCourse(db: Db, courseId: number): CourseRow | undefined {
  return firstRow<CourseRow>(db, 'SELECT * FROM courses WHERE course_id = ?', courseId);
}

export function listClassItems(db: Db, courseId: number): ClassItemRow[] {
  return everyRow<ClassItemRow>(
    db,
    'SELECT * FROM class_items WHERE course_id = ? ORDER BY week, cd_id',
    courseId,
  );
}

/** What the student pays, in rupees: the price less any discount. */
export function priceToPay(course: CourseRow): number {
  return course.price - (course.discount ?? 0);
}
