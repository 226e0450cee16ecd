/**
 * LessonProgress: a stored progress record, its times in India Standard Time.
 */
import {
  ACADEMY_TIME_ZONE,
  toIsoWithOffset,
  toIsoWithOffsetMs,
} from '../../../common/time-zone.ts';
import type { LessonProgressResolvers } from '../generated/resolvers-types.ts';

export const LessonProgress: LessonProgressResolvers = {
  updatedAt: (record) => toIsoWithOffset(record.updatedAt, ACADEMY_TIME_ZONE),
  recordedAt: (record) => toIsoWithOffsetMs(record.recordedAt, ACADEMY_TIME_ZONE),
};
