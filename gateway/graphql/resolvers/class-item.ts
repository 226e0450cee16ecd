/**
 * ClassItem: a lesson as the viewer sees it; the file URL only for the owner's unlocked lessons.
 */
import type { ClassItemResolvers } from '../generated/resolvers-types.ts';

export const ClassItem: ClassItemResolvers = {
  id: (view) => view.item.id,
  title: (view) => view.item.title,
  description: (view) => view.item.description,
  week: (view) => view.item.week,
  fileType: (view) => view.item.fileType,
  thumbnailUrl: (view) => view.item.thumbnailUrl,
  unlocked: (view) => view.owned && view.unlocked,
  fileUrl: (view) => (view.owned && view.unlocked ? view.item.fileUrl : null),
};
