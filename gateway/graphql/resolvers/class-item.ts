/**
 * ClassItem: a lesson as the viewer sees it; a file link only for the owner's unlocked
 * lessons; its opening date and the owner's progress only on their successful order.
 */
import { ACADEMY_TIME_ZONE, toIsoWithOffset } from '../../../common/time-zone.ts';
import { orNullWhileDatabaseAway } from '../../errors/database.ts';
import { lessonMedia } from '../../media/lesson-media.ts';
import type { ClassItemView } from '../../upstream/legacy-api/models.ts';
import type { GatewayContext } from '../context.ts';
import type { ClassItemResolvers } from '../generated/resolvers-types.ts';

/** The signed-in owner of an unlocked lesson, or null. */
const ownerOf = (view: ClassItemView, context: GatewayContext) =>
  view.owned && view.unlocked && context.session.kind === 'valid' ? context.session.identity : null;

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
  // Streams for slow connections; asking queues the video's renditions when not yet made.
  media: (view, _args, context) => {
    const owner = ownerOf(view, context);
    return owner && view.item.fileType === 'VIDEO'
      ? lessonMedia(context.lessons, owner, view.item)
      : null;
  },
  fileBytes: (view, _args, context) =>
    ownerOf(view, context) && view.item.fileType === 'PDF' && view.item.fileUrl
      ? context.lessons.sizes.of(view.item.fileUrl)
      : null,
  unlocksAt: (view) =>
    view.opensAtMs === null ? null : toIsoWithOffset(view.opensAtMs, ACADEMY_TIME_ZONE),
  // Read for all of the order's items at once, the first time any of them asks; null while
  // the database is away, so the lessons themselves still open.
  progress: async (view, _args, context) => {
    const scope = view.progressScope;
    if (scope === null) return null;
    const all = await orNullWhileDatabaseAway(() => context.progressIn(scope));
    return all?.get(view.item.id) ?? null;
  },
};
