/**
 * Certificates of completion, one per (customer, course), named by an unguessable code: 16
 * characters of Crockford's base32 (80 random bits; no I, L, O or U to misread). What the
 * certificate says (the student's name, the course's title, the dates) is kept as it was
 * issued, so the public verification page needs nothing else.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { camelCased } from './columns.ts';
import type { CertificatesTable, Tables } from './tables.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;
const CODE_FORMAT = /^[0-9A-HJKMNP-TV-Z]{16}$/;

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export interface CertificateRecord {
  code: string;
  customerId: string;
  courseId: string;
  orderId: string;
  studentName: string;
  courseTitle: string;
  completedAt: Date;
  issuedAt: Date;
  /** When the student's account was deleted, withdrawing it (its name then erased); else null. */
  withdrawnAt: Date | null;
  /** For a course with quizzes: the mean of each week's best score; else null. */
  finalScorePercent: number | null;
  passMarkPercent: number | null;
}

interface IssueRequest {
  customerId: string;
  courseId: string;
  orderId: string;
  studentName: string;
  courseTitle: string;
  completedAtMs: number;
  /** For a course with quizzes (domain/certificates.ts finalScore); null without. */
  score?: { finalScorePercent: number; passMarkPercent: number } | null;
}

export class Certificates {
  private readonly db: Kysely<Tables>;
  private readonly now: () => Date;

  constructor(db: Kysely<Tables>, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  /** The customer's certificate for the course, issued now if they have none (once, however many ask). */
  async issue(request: IssueRequest): Promise<CertificateRecord> {
    await this.db
      .insertInto('certificates')
      .values({
        code: newCode(),
        customer_id: request.customerId,
        course_id: request.courseId,
        order_id: request.orderId,
        student_name: request.studentName,
        course_title: request.courseTitle,
        completed_at: request.completedAtMs,
        issued_at: this.now().getTime(),
        withdrawn_at: null,
        final_score_percent: request.score?.finalScorePercent ?? null,
        pass_mark_percent: request.score?.passMarkPercent ?? null,
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'course_id']).doNothing())
      .execute();
    const issued = await this.forCourse(request.customerId, request.courseId);
    if (!issued) throw new Error('a certificate was issued but cannot be read back');
    return issued;
  }

  /** The customer's certificate for the course, or null when none was issued. */
  async forCourse(customerId: string, courseId: string): Promise<CertificateRecord | null> {
    const row = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Every certificate issued to the customer, oldest first. */
  async allOf(customerId: string): Promise<CertificateRecord[]> {
    const rows = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('issued_at')
      .orderBy('code')
      .execute();
    return rows.map(toRecord);
  }

  /** The certificate a code names; null for a code that is malformed or names none. */
  async byCode(code: string): Promise<CertificateRecord | null> {
    const wanted = code.trim().toUpperCase();
    if (!CODE_FORMAT.test(wanted)) return null;
    const row = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('code', '=', wanted)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }
}

function toRecord(row: Selectable<CertificatesTable>): CertificateRecord {
  const {
    completed_at: completedAt,
    issued_at: issuedAt,
    withdrawn_at: withdrawnAt,
    ...kept
  } = row;
  return {
    ...camelCased(kept),
    completedAt: new Date(completedAt),
    issuedAt: new Date(issuedAt),
    withdrawnAt: withdrawnAt === null ? null : new Date(withdrawnAt),
  };
}
