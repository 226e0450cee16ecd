/**
 * Playback helpers for video lessons: where to resume, how often to save, clock text and
 * the speeds offered. Positions themselves are kept by the gateway (saveProgress), so a
 * lesson resumes where it was left on any device.
 */

/**
 * Positions this close to the end count as finished, so the next play starts over: the
 * last 3 seconds, or the last tenth of a short clip.
 */
export const FINISHED_MARGIN_SECONDS = 3;

function finishedMargin(duration: number): number {
  return Math.min(FINISHED_MARGIN_SECONDS, duration / 10);
}

/** While playing, the position is saved this often: another device resumes within it. */
export const SAVE_INTERVAL_SECONDS = 10;

/** A video counts as done once this share of it has been played to. */
export const DONE_AT_SHARE = 0.9;

/** The position to resume from, or null when there is none or the lesson was finished. */
export function resumePosition(saved: number | null, duration: number): number | null {
  if (saved === null || !Number.isFinite(duration) || duration <= 0) return saved;
  return saved < duration - finishedMargin(duration) ? saved : null;
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The speeds the player offers. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
