/**
 * The audit log's one writer: every staff action is written here, with who did it, what it
 * was, the record it touched, when, and from which address. Owners read it (staffAudit).
 */
import type { StaffContext } from './request.ts';

/** What staff do, as the log names it. */
type AuditAction =
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-in-held'
  | 'sign-out'
  | 'students-read'
  | 'funnel-read'
  | 'refund'
  | 'sales-report'
  | 'sales-export'
  | 'coupon-created'
  | 'quiz-import'
  | 'quiz-import-refused'
  | 'quiz-export'
  | 'quiz-question-added'
  | 'quiz-question-edited'
  | 'quiz-question-moved'
  | 'quiz-question-deleted'
  | 'quiz-settings-saved';

/**
 * Writes `action` on `target` (null when it touches no record) by the signed-in staff
 * member, or by `as` (the e-mail a refused sign-in was tried with).
 */
export async function audit(
  context: Pick<StaffContext, 'staff' | 'database'>,
  action: AuditAction,
  target: string | null,
  as?: string,
): Promise<void> {
  const session = await context.staff.session();
  const staffEmail = as ?? (session.kind === 'valid' ? session.staff.email : '');
  await context.database.staff.audit.write({
    staffEmail,
    action,
    target,
    address: context.staff.address,
  });
}
