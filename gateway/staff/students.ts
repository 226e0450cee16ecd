/**
 * Students and where they stop (issue 39 item 4): the paged list of students with their
 * courses, progress, last activity and whether they are at risk, and a course's week-by-week
 * funnel. Everything about students comes from the gateway's own data (the student directory,
 * recorded payments and order lists seen, progress, sign-ins); from the legacy API only the
 * course list and each course's lessons, read through the shared cache, once per course a
 * page shows rather than once per student.
 */
import { refusedField, notFound } from '../errors.ts';
import type { GatewayDatabase } from '../db/database.ts';
import type { LessonDone, PaidCourse } from '../db/staff-students.ts';
import { availableWeek } from '../domain/unlock.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { ClassItemModel } from '../upstream/legacy-api/models.ts';

const PAGE_DEFAULT = 20;
const PAGE_MAX = 100;
const SEARCH_MAX = 200;
/** Nothing done for this long, with lessons open and left, puts a student at risk. */
const AT_RISK_AFTER_MS = 14 * 24 * 60 * 60_000;
/** What a cursor holds before the e-mail it continues after: a version, so it can change. */
const CURSOR_PREFIX = 'student:';

interface Sources {
  database: Pick<GatewayDatabase, 'staffStudents'>;
  provider: Pick<ProviderDataSource, 'course' | 'courses' | 'classItems'>;
  now: () => Date;
}

interface StudentCourse {
  courseId: string;
  title: string;
  weeksOpen: number;
  lessonsDone: number;
  lessonsTotal: number;
}

interface StudentNode {
  id: string;
  name: string;
  email: string;
  lastActiveAt: string | null;
  atRisk: boolean;
  orders: StudentCourse[];
}

interface StudentPage {
  edges: { cursor: string; node: StudentNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** An opaque cursor continuing after `email`. */
function cursorAfter(email: string): string {
  return Buffer.from(`${CURSOR_PREFIX}${email}`, 'utf8').toString('base64url');
}

/** The e-mail a cursor continues after; a cursor this gateway did not make is refused. */
function emailOfCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const email = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  if (email === '' || cursorAfter(email) !== cursor) {
    throw refusedField('after', 'staffStudentsCursor');
  }
  return email;
}

/** The lessons of each course asked for, from the shared cache, once each. */
async function lessonsByCourse(
  sources: Sources,
  courseIds: Iterable<string>,
): Promise<Map<string, ClassItemModel[]>> {
  const ids = [...new Set(courseIds)];
  const lists = await Promise.all(ids.map((id) => sources.provider.classItems(id)));
  return new Map(ids.map((id, index) => [id, lists[index] ?? []]));
}

function studentCourse(
  paid: PaidCourse,
  items: readonly ClassItemModel[],
  done: ReadonlySet<string>,
  title: string,
  now: Date,
): StudentCourse & { openLeft: boolean; orderedAtMs: number } {
  const open = availableWeek(paid.orderedAtMs, now);
  const lastWeek = items.reduce((most, item) => Math.max(most, item.week), 0);
  return {
    courseId: paid.courseId,
    title,
    weeksOpen: lastWeek > 0 ? Math.min(open, lastWeek) : open,
    lessonsDone: items.filter((item) => done.has(item.id)).length,
    lessonsTotal: items.length,
    openLeft: items.some((item) => item.week <= open && !done.has(item.id)),
    orderedAtMs: paid.orderedAtMs,
  };
}

export async function listStudents(
  sources: Sources,
  args: { search?: string | null; first?: number | null; after?: string | null },
): Promise<StudentPage> {
  const first = args.first ?? PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) {
    throw refusedField('first', 'staffStudentsPageSize');
  }
  const search = args.search?.trim() ?? '';
  if (search.length > SEARCH_MAX) throw refusedField('search', 'staffStudentsSearch');
  const afterEmail = args.after == null ? null : emailOfCursor(args.after);
  const data = sources.database.staffStudents;
  const rows = await data.page({ search, afterEmail, limit: first + 1 });
  const shown = rows.slice(0, first);
  const ids = shown.map((row) => row.customerId);
  const [paid, lessons, lastActive] = await Promise.all([
    data.paidCourses(ids),
    data.lessons(ids),
    data.lastActive(ids),
  ]);
  const [courses, items] = await Promise.all([
    sources.provider.courses(),
    lessonsByCourse(
      sources,
      paid.map((course) => course.courseId),
    ),
  ]);
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  const now = sources.now();
  const edges = shown.map((row) => {
    const done = doneBy(lessons, row.customerId);
    const orders = paid
      .filter((course) => course.customerId === row.customerId)
      .map((course) =>
        studentCourse(
          course,
          items.get(course.courseId) ?? [],
          done,
          titles.get(course.courseId) ?? course.courseId,
          now,
        ),
      );
    const last = lastActive.get(row.customerId) ?? null;
    // At risk: a course with open lessons left, and nothing done since the later of the last
    // activity and the course's order (a student who bought yesterday is not at risk).
    const atRisk = orders.some(
      (order) =>
        order.openLeft &&
        now.getTime() - Math.max(last ?? 0, order.orderedAtMs) >= AT_RISK_AFTER_MS,
    );
    return {
      cursor: cursorAfter(row.email),
      node: {
        id: row.customerId,
        name: row.name,
        email: row.email,
        lastActiveAt: last === null ? null : new Date(last).toISOString(),
        atRisk,
        orders: orders.map(({ courseId, title, weeksOpen, lessonsDone, lessonsTotal }) => ({
          courseId,
          title,
          weeksOpen,
          lessonsDone,
          lessonsTotal,
        })),
      },
    };
  });
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** The lessons `customerId` did (completed). */
function doneBy(lessons: readonly LessonDone[], customerId: string): Set<string> {
  return new Set(
    lessons
      .filter((lesson) => lesson.customerId === customerId && lesson.completed)
      .map((lesson) => lesson.classItemId),
  );
}

interface FunnelWeek {
  week: number;
  students: number;
  started: number;
  completed: number;
}

/** Week by week: owners with the week open, those who began it, those who finished it. */
export async function courseFunnel(sources: Sources, courseId: string): Promise<FunnelWeek[]> {
  const course = await sources.provider.course(courseId);
  if (!course) throw notFound('courseNotFound');
  const [items, owners] = await Promise.all([
    sources.provider.classItems(course.id),
    sources.database.staffStudents.paidCourses(null, course.id),
  ]);
  const lessons = await sources.database.staffStudents.lessons(
    owners.map((owner) => owner.customerId),
  );
  const now = sources.now();
  const weeks = [...new Set(items.map((item) => item.week))].sort((a, b) => a - b);
  return weeks.map((week) => {
    const ofWeek = items.filter((item) => item.week === week).map((item) => item.id);
    const funnel = { week, students: 0, started: 0, completed: 0 };
    for (const owner of owners) {
      if (availableWeek(owner.orderedAtMs, now) < week) continue;
      funnel.students += 1;
      const touched = lessons.filter(
        (lesson) => lesson.customerId === owner.customerId && ofWeek.includes(lesson.classItemId),
      );
      if (touched.length > 0) funnel.started += 1;
      const done = new Set(touched.filter((lesson) => lesson.completed).map((l) => l.classItemId));
      if (ofWeek.every((id) => done.has(id))) funnel.completed += 1;
    }
    return funnel;
  });
}
