/**
 * Who in the staff room may do what, in one place. An owner may do everything; an instructor
 * works with students, their progress and quizzes, and never sees money or the audit log.
 * Every staff field asks here first: a visitor or a student is refused (FORBIDDEN), a staff
 * session that has ended is told to sign in again (UNAUTHENTICATED), and a role without the
 * permission is refused (FORBIDDEN).
 */
import type { StaffRole } from '../db/tables.ts';
import type { StaffSessionRecord } from '../db/staff.ts';
import { forbidden, staffSessionEnded } from '../errors.ts';
import type { StaffContext } from './request.ts';

/** What a staff field may need beyond being staff. */
type StaffPermission = 'audit' | 'money' | 'students' | 'quizzes';

const GRANTS: Readonly<Record<StaffRole, ReadonlySet<StaffPermission>>> = {
  owner: new Set<StaffPermission>(['audit', 'money', 'students', 'quizzes']),
  instructor: new Set<StaffPermission>(['students', 'quizzes']),
};

export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'instructor'];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].has(permission);
}

/** The signed-in staff member, who holds `permission` when one is named; else refused. */
export async function requireStaff(
  context: Pick<StaffContext, 'staff'>,
  permission?: StaffPermission,
): Promise<StaffSessionRecord> {
  const session = await context.staff.session();
  if (session.kind === 'ended') throw staffSessionEnded();
  if (session.kind !== 'valid') throw forbidden('staffOnly');
  if (permission !== undefined && !roleMay(session.staff.role, permission)) {
    throw forbidden('ownerOnly');
  }
  return session.staff;
}
