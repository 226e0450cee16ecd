/**
 * The staff room's fields (schema.graphql, "The staff room"): each asks requireStaff
 * (gateway/staff/roles.ts) first, and each action is written to the audit log.
 */
import type {
  AuditEntryResolvers,
  MutationResolvers,
  QueryResolvers,
  StaffResolvers,
} from '../generated/resolvers-types.ts';
import { refusedField } from '../../errors.ts';
import { audit } from '../../staff/audit.ts';
import { requireStaff } from '../../staff/roles.ts';
import { staffSignIn } from '../../staff/sign-in.ts';
import { rulesFor, validated } from '../validate.ts';

/** The most audit entries one answer holds (the message auditPageSize says so). */
const AUDIT_PAGE_MAX = 200;

export const StaffQuery: Pick<QueryResolvers, 'staffMe' | 'staffAudit'> = {
  staffMe: async (_parent, _args, context) => {
    const { email, role } = await requireStaff(context);
    return { email, role };
  },

  staffAudit: async (_parent, { first }, context) => {
    await requireStaff(context, 'audit');
    const count = first ?? 50;
    if (!Number.isInteger(count) || count < 1 || count > AUDIT_PAGE_MAX) {
      throw refusedField('first', 'auditPageSize');
    }
    return context.database.staff.audit.recent(count);
  },
};

export const StaffMutation: Pick<MutationResolvers, 'staffSignIn' | 'staffSignOut'> = {
  staffSignIn: (_parent, { input }, context) =>
    staffSignIn(context, validated(rulesFor(context).staffSignIn, input, context)),

  staffSignOut: async (_parent, _args, context) => {
    const session = await context.staff.session();
    if (session.kind === 'valid') await audit(context, 'sign-out', session.staff.email);
    await context.staff.endSession();
    return true;
  },
};

export const Staff: StaffResolvers = {
  role: (staff) => (staff.role === 'owner' ? 'OWNER' : 'INSTRUCTOR'),
};

export const AuditEntry: AuditEntryResolvers = {
  at: (entry) => entry.at.toISOString(),
};
