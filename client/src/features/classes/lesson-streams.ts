/**
 * Choosing how a video lesson streams (issue 28): the qualities offered (with the data
 * saver, 240p at most and audio only), the address each one plays from, and what watching
 * the lesson costs at the chosen quality. The gateway prepares the renditions; until they
 * are ready the original file plays, as before.
 */
import type { LessonCard_ItemFragment } from '@/gql/graphql.ts';
import { viewClassesContent } from '@/content/classes.ts';
import type { Translation } from '@/lib/i18n/translation.ts';

export type LessonMedia = NonNullable<LessonCard_ItemFragment['media']>;

/**
 * hls.js's settings (npm run bench:video plays with the same): Auto never picks a picture
 * larger than the player shows, and no more than 30 s is fetched ahead, so leaving a
 * lesson early wastes little data.
 */
export const HLS_SETTINGS = { capLevelToPlayerSize: true, maxBufferLength: 30 } as const;
export type Quality = 'auto' | '240p' | '480p' | '720p' | 'audio';

/** The picture qualities a data saver allows. */
const SAVER_LABELS = new Set<string>(['240p']);

/** The qualities to offer for this lesson, in the menu's order. */
export function qualitiesFor(media: LessonMedia | null, dataSaver: boolean): Quality[] {
  if (!media?.hlsUrl) return [];
  const pictures = media.renditions
    .map((rendition) => rendition.label)
    .filter((label): label is '240p' | '480p' | '720p' => /^(240|480|720)p$/.test(label))
    .filter((label) => !dataSaver || SAVER_LABELS.has(label));
  const audio: Quality[] = media.audioUrl ? ['audio'] : [];
  return dataSaver ? [...pictures, ...audio] : ['auto', ...pictures, ...audio];
}

/** The quality a lesson starts in, or keeps when the data saver changes. */
export function settledQuality(wanted: Quality, offered: Quality[]): Quality {
  if (offered.includes(wanted)) return wanted;
  return offered[0] ?? 'auto';
}

/** What the player loads: an HLS playlist (master, one rendition or audio), else the original. */
export function sourceFor(
  media: LessonMedia | null,
  quality: Quality,
  original: string,
): { url: string; hls: boolean } {
  if (!media?.hlsUrl) return { url: original, hls: false };
  if (quality === 'audio' && media.audioUrl) return { url: media.audioUrl, hls: true };
  if (quality === 'auto' || quality === 'audio') return { url: media.hlsUrl, hls: true };
  // A rendition's playlist sits beside the master: {label}/index.m3u8.
  return { url: new URL(`${quality}/index.m3u8`, media.hlsUrl).href, hls: true };
}

/** 1536 -> "2 KB", 12_400_000 -> "12 MB", 3_140_000 -> "3.1 MB" (decimal units, as phones count data). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}

/** The words of a cost, in the page's language (English by default). */
type CostParts = Translation<(typeof viewClassesContent)['costParts']>;

/**
 * What the whole lesson costs at the chosen quality, beside its largest picture for
 * comparison: "150 KB at 240p, 1.2 MB at 720p". Auto counts as the largest allowed.
 * Before the renditions are ready: the original's size.
 */
export function costText(
  media: LessonMedia | null,
  quality: Quality,
  dataSaver: boolean,
  words: CostParts = viewClassesContent.costParts,
): string | null {
  const named = (size: string, label: string) =>
    label === 'audio' ? words.audioOnly(size) : words.at(size, label);
  const ladder = media?.renditions ?? [];
  if (!media?.hlsUrl || ladder.length === 0) {
    return media?.originalBytes ? words.original(formatBytes(media.originalBytes)) : null;
  }
  const pictures = ladder.filter((rendition) => rendition.label !== 'audio');
  const allowed = dataSaver ? pictures.filter((r) => SAVER_LABELS.has(r.label)) : pictures;
  const chosenLabel = quality === 'auto' ? allowed[allowed.length - 1]?.label : quality;
  const chosen = ladder.find((rendition) => rendition.label === chosenLabel);
  const largest = pictures[pictures.length - 1];
  if (!chosen) return null;
  const parts = [named(formatBytes(chosen.bytes), chosen.label)];
  if (largest && largest.label !== chosen.label) {
    parts.push(named(formatBytes(largest.bytes), largest.label));
  }
  return parts.join(', ');
}
