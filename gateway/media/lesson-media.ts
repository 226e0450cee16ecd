/**
 * What a student is told about a video lesson's streams (ClassItem.media): the signed stream
 * links once its renditions are ready, its length, the original's size and each rendition's
 * cost. Asking for it is what queues a lesson to be prepared.
 */
import type { ClassItemModel } from '../upstream/legacy-api/models.ts';
import type { LiveSession } from '../sessions/session.ts';
import { AUDIO_LABEL, MASTER_PLAYLIST, MEDIA_PLAYLIST } from './ladder.ts';
import type { FileSizes } from './file-sizes.ts';
import type { MediaLinks } from './links.ts';
import { mediaKeyOf, type PreparedRendition, type Renditions } from './renditions.ts';

interface LessonMediaView {
  hlsUrl: string | null;
  audioUrl: string | null;
  durationS: number | null;
  originalBytes: number | null;
  renditions: PreparedRendition[];
}

export interface LessonMediaParts {
  renditions: Renditions;
  links: MediaLinks;
  sizes: FileSizes;
}

/** The lesson's streams for this session; null for a lesson without a file. */
export async function lessonMedia(
  parts: LessonMediaParts,
  session: LiveSession,
  item: ClassItemModel,
): Promise<LessonMediaView | null> {
  if (!item.fileUrl) return null;
  const prepared = await parts.renditions.lesson(item.fileUrl);
  if (!prepared) {
    return {
      hlsUrl: null,
      audioUrl: null,
      durationS: null,
      originalBytes: await parts.sizes.of(item.fileUrl),
      renditions: [],
    };
  }
  const base = parts.links.issueStream(session, item.id, mediaKeyOf(item.fileUrl));
  return {
    hlsUrl: `${base}${MASTER_PLAYLIST}`,
    audioUrl: `${base}${AUDIO_LABEL}/${MEDIA_PLAYLIST}`,
    durationS: prepared.durationS,
    originalBytes: prepared.originalBytes,
    renditions: prepared.renditions,
  };
}
