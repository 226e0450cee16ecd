/**
 * The staff room's reads about students (issue 39 item 4): owners and instructors
 * ('students'), each read written to the audit log. The work is gateway/staff/students.ts.
 */
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { audit } from '../../staff/audit.ts';
import { requireStaff } from '../../staff/roles.ts';
import { courseFunnel, listStudents } from '../../staff/students.ts';

export const StaffStudentsQuery: Pick<QueryResolvers, 'staffStudents' | 'staffFunnel'> = {
  staffStudents: async (_parent, args, context) => {
    await requireStaff(context, 'students');
    const page = await listStudents(context, args);
    await audit(context, 'students-read', args.search?.trim() || null);
    return page;
  },

  staffFunnel: async (_parent, { courseId }, context) => {
    await requireStaff(context, 'students');
    const funnel = await courseFunnel(context, courseId);
    await audit(context, 'funnel-read', `course:${courseId.trim()}`);
    return funnel;
  },
};
