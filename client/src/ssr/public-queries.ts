/**
 * The public queries a page may be rendered with (config/routes.ts names them), as
 * documents, and as the text Apollo Client itself would send: the answers go into the
 * cache the browser hydrates from, so they must have the same shape.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { PublicQueryName } from '@/config/routes.ts';
import {
  CourseDetailDocument,
  CourseListDocument,
  HomeCoursesDocument,
  PaymentConfigDocument,
} from '@/gql/graphql.ts';

export const publicQueries: Record<PublicQueryName, DocumentNode> = {
  HomeCourses: HomeCoursesDocument,
  CourseList: CourseListDocument,
  CourseDetail: CourseDetailDocument,
  PaymentConfig: PaymentConfigDocument,
};

export const publicQueryText = (name: PublicQueryName): string =>
  print(addTypenameToDocument(publicQueries[name]));
