/**
 * ClassItem: a lesson as the viewer sees it; a file link only for the owner's unlocked
 * lessons; its opening date and the owner's progress only on their successful order.
 */
import { ACADEMY_TIME_ZONE, toIsoWithOffset } from '../../../common/time-zone.ts';
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
  unlocksAt: (view) =>
    view.opensAtMs === null ? null : toIsoWithOffset(view.opensAtMs, ACADEMY_TIME_ZONE),
  // Read for all of the order's items at once, the first time any of them asks.
  progress: async (view, _args, context) =>
    view.progressScope === null
      ? null
      : ((await context.progressIn(view.progressScope)).get(view.item.id) ?? null),
};
