/**
 * Fills a new database with the catalogue and the demo student, once: the `seeded_at`
 * row in meta marks it done, so later starts never add or restore rows.
 */
import { firstRow, inTransaction } from './db.ts';
import type { Db } from './db.ts';
import { hashPassword } from './passwords.ts';
import { demoOrder, demoStudent, seedCourses } from './seed-data.ts';
import type { SeedCourse } from './seed-data.ts';
import { insertCustomer } from './store/customers.ts';
import { insertOrder } from './store/orders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function seededAt(db: Db): string | undefined {
  return firstRow<{ value: string }>(db, "SELECT value FROM meta WHERE key = 'seeded_at'")?.value;
}

function insertCourse(db: Db, course: SeedCourse): number {
  const result = db
    .prepare(
      'INSERT INTO courses (title, description, image, price, discount) VALUES (?, ?, ?, ?, ?)',
    )
    .run(course.title, course.description, course.image, course.price, course.discount);
  const courseId = Number(result.lastInsertRowid);
  const insertItem = db.prepare(
    `INSERT INTO class_items (course_id, title, description, week, file_type, file, image_thumbnail)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const item of course.classItems) {
    insertItem.run(
      courseId,
      item.title,
      item.description,
      item.week,
      item.fileType,
      item.file,
      item.thumbnail,
    );
  }
  return courseId;
}

/** Seeds the database unless it was seeded before; answers whether it did. */
export async function seedIfNew(db: Db, now: Date): Promise<boolean> {
  if (seededAt(db) !== undefined) return false;
  const passwordHash = await hashPassword(demoStudent.password);
  return inTransaction(db, () => {
    // Checked again inside the transaction in case another process seeded meanwhile.
    if (seededAt(db) !== undefined) return false;
    const courseIds = seedCourses.map((course) => insertCourse(db, course));
    const studentCreatedAt = new Date(now.getTime() - (demoOrder.daysBeforeSeed + 1) * DAY_MS);
    const cId = insertCustomer(db, { ...demoStudent, passwordHash }, studentCreatedAt);
    const course = seedCourses[demoOrder.courseIndex];
    const courseId = courseIds[demoOrder.courseIndex];
    if (!course || courseId === undefined) throw new Error('The demo order names no course');
    insertOrder(db, {
      bookingCode: demoOrder.bookingCode,
      paymentId: demoOrder.paymentId,
      cId,
      courseId,
      customerName: demoStudent.name,
      amount: course.price - (course.discount ?? 0),
      orderDate: new Date(now.getTime() - demoOrder.daysBeforeSeed * DAY_MS),
    });
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(now.toISOString());
    return true;
  });
}
