/**
 * ClassItem: a lesson as the viewer sees it; a file link only for the owner's unlocked lessons.
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
  // A signed, short-lived link to the gateway, for the owner's session only.
  fileUrl: (view, _args, context) =>
    view.owned && view.unlocked && context.session.kind === 'valid'
      ? context.media.issue(context.session.identity, view.item)
      : null,
};
