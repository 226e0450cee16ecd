import type { Db } from '../db.ts';

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
  return db.prepare('SELECT * FROM courses ORDER BY course_id').all() as CourseRow[];
}

export function findCourse(db: Db, courseId: number): CourseRow | undefined {
  return db.prepare('SELECT * FROM courses WHERE course_id = ?').get(courseId) as
    CourseRow | undefined;
}

export function listClassItems(db: Db, courseId: number): ClassItemRow[] {
  return db
    .prepare('SELECT * FROM class_items WHERE course_id = ? ORDER BY week, cd_id')
    .all(courseId) as ClassItemRow[];
}

/** What the student pays, in rupees: the price less any discount. */
export function priceToPay(course: CourseRow): number {
  return course.price - (course.discount ?? 0);
}
