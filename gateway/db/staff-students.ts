/**
 * What the staff room reads about students (issue 39 item 4), all from the gateway's own
 * data so a page of students costs no provider call per student: the directory's customers
 * with at least one paid order the gateway knows (a payment it recorded, or a Success order
 * seen in their legacy order list), their orders, progress and last activity.
 */
import { sql, type Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/** A student's row of the directory. */
interface StudentRow {
  customerId: string;
  email: string;
  name: string;
}

/** A course a student paid for, and from when its weeks open. */
export interface PaidCourse {
  customerId: string;
  courseId: string;
  orderedAtMs: number;
}

/** One lesson a student has progress in. */
export interface LessonDone {
  customerId: string;
  classItemId: string;
  completed: boolean;
}

/** `text` for LIKE, its wildcards taken literally. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class StaffStudents {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * Up to `limit` students after the e-mail `afterEmail`, in e-mail order, whose name or e-mail
   * holds `search` (any case).
   */
  async page(options: {
    search: string | null;
    afterEmail: string | null;
    limit: number;
  }): Promise<StudentRow[]> {
    let query = this.db
      .selectFrom('student_directory')
      .select(['customer_id', 'email', 'name'])
      .where((eb) =>
        eb.or([
          eb(
            'customer_id',
            'in',
            eb
              .selectFrom('student_orders')
              .select('customer_id')
              .where(sql<string>`lower(status)`, '=', 'success'),
          ),
          eb('customer_id', 'in', eb.selectFrom('recorded_payments').select('customer_id')),
        ]),
      );
    if (options.search !== null && options.search !== '') {
      const pattern = `%${likeEscaped(options.search.toLowerCase())}%`;
      query = query.where(
        sql<boolean>`(lower(name) like ${pattern} escape '\\' or email like ${pattern} escape '\\')`,
      );
    }
    if (options.afterEmail !== null) query = query.where('email', '>', options.afterEmail);
    const rows = await query.orderBy('email').limit(options.limit).execute();
    return rows.map((row) => ({ customerId: row.customer_id, email: row.email, name: row.name }));
  }

  /**
   * The paid courses of `customerIds` (of everyone when null), each course once per student
   * at its earliest order: a payment the gateway recorded counts from when it was recorded
   * unless the order list showed the order itself.
   */
  async paidCourses(
    customerIds: readonly string[] | null,
    courseId?: string,
  ): Promise<PaidCourse[]> {
    if (customerIds !== null && customerIds.length === 0) return [];
    let seen = this.db
      .selectFrom('student_orders')
      .select(['customer_id', 'course_id', 'ordered_at as at'])
      .where(sql<string>`lower(status)`, '=', 'success');
    let recorded = this.db
      .selectFrom('recorded_payments')
      .select(['customer_id', 'course_id', 'recorded_at as at']);
    if (customerIds !== null) {
      seen = seen.where('customer_id', 'in', customerIds);
      recorded = recorded.where('customer_id', 'in', customerIds);
    }
    if (courseId !== undefined) {
      seen = seen.where('course_id', '=', courseId);
      recorded = recorded.where('course_id', '=', courseId);
    }
    const [fromLists, fromPayments] = await Promise.all([seen.execute(), recorded.execute()]);
    const earliest = new Map<string, PaidCourse>();
    const key = (customer: string, course: string) => JSON.stringify([customer, course]);
    for (const row of fromLists) {
      const at = Number(row.at);
      const known = earliest.get(key(row.customer_id, row.course_id));
      if (!known || at < known.orderedAtMs) {
        earliest.set(key(row.customer_id, row.course_id), {
          customerId: row.customer_id,
          courseId: row.course_id,
          orderedAtMs: at,
        });
      }
    }
    for (const row of fromPayments) {
      // The order list's date is the one unlocking follows; a recording only stands in for it.
      if (earliest.has(key(row.customer_id, row.course_id))) continue;
      earliest.set(key(row.customer_id, row.course_id), {
        customerId: row.customer_id,
        courseId: row.course_id,
        orderedAtMs: Number(row.at),
      });
    }
    return [...earliest.values()];
  }

  /** The lessons `customerIds` have progress in. */
  async lessons(customerIds: readonly string[]): Promise<LessonDone[]> {
    if (customerIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('lesson_progress')
      .select(['customer_id', 'class_item_id', 'completed'])
      .where('customer_id', 'in', customerIds)
      .execute();
    return rows.map((row) => ({
      customerId: row.customer_id,
      classItemId: row.class_item_id,
      completed: Number(row.completed) === 1,
    }));
  }

  /** Each student's last progress save or sign-in (epoch ms); absent when neither is known. */
  async lastActive(customerIds: readonly string[]): Promise<Map<string, number>> {
    const last = new Map<string, number>();
    if (customerIds.length === 0) return last;
    const [saves, signIns] = await Promise.all([
      this.db
        .selectFrom('lesson_progress')
        .select((eb) => ['customer_id', eb.fn.max('updated_at').as('at')])
        .where('customer_id', 'in', customerIds)
        .groupBy('customer_id')
        .execute(),
      this.db
        .selectFrom('sign_ins')
        .select((eb) => ['customer_id', eb.fn.max('signed_in_at').as('at')])
        .where('customer_id', 'in', customerIds)
        .groupBy('customer_id')
        .execute(),
    ]);
    for (const row of [...saves, ...signIns]) {
      const at = Number(row.at);
      if (Number.isFinite(at))
        last.set(row.customer_id, Math.max(last.get(row.customer_id) ?? 0, at));
    }
    return last;
  }
}
