/**
 * The resolver map: one file per GraphQL type. Types whose fields match their model
 * (Checkout, CourseProgress, payloads) use the default resolvers.
 */
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Certificate } from './certificate.ts';
import { ClassItem } from './class-item.ts';
import { Course } from './course.ts';
import { Customer } from './customer.ts';
import { LessonProgress } from './lesson-progress.ts';
import { Mutation } from './mutation.ts';
import { Order } from './order.ts';
import { Query } from './query.ts';
import { QuizMutation, QuizQuery } from './quiz.ts';
import { QuizStaffMutation, QuizStaffQuery } from './quiz-staff.ts';
import { AuditEntry, Staff, StaffMutation, StaffQuery } from './staff.ts';
import { SalesQuery } from './sales.ts';
import { StaffRefundMutation, StaffRefundQuery } from './staff-refunds.ts';
import { StaffStudentsQuery } from './staff-students.ts';
import { Coupon, CouponMutation, CouponQuery } from './coupon.ts';

export const resolvers: Resolvers = {
  Query: {
    ...Query,
    ...StaffQuery,
    ...StaffStudentsQuery,
    ...StaffRefundQuery,
    ...SalesQuery,
    ...CouponQuery,
    ...QuizQuery,
    ...QuizStaffQuery,
  },
  Mutation: {
    ...Mutation,
    ...StaffMutation,
    ...StaffRefundMutation,
    ...CouponMutation,
    ...QuizMutation,
    ...QuizStaffMutation,
  },
  Course,
  ClassItem,
  Order,
  Customer,
  LessonProgress,
  Certificate,
  Staff,
  AuditEntry,
  Coupon,
};
