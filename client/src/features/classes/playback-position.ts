/**
 * Where the student stopped in each video lesson, kept in localStorage so a lesson
 * resumes where it was left, across visits.
 */
const KEY_PREFIX = 'lessonPosition:';

/**
 * Positions this close to the end count as finished, so the next play starts over: the
 * last 3 seconds, or the last tenth of a short clip.
 */
export const FINISHED_MARGIN_SECONDS = 3;

function finishedMargin(duration: number): number {
  return Math.min(FINISHED_MARGIN_SECONDS, duration / 10);
}

/** Saving at most this often while playing keeps writes cheap. */
export const SAVE_INTERVAL_SECONDS = 5;

function positionKey(itemId: string): string {
  return `${KEY_PREFIX}${itemId}`;
}

export function readPosition(itemId: string): number | null {
  try {
    const raw = window.localStorage.getItem(positionKey(itemId));
    if (raw === null) return null;
    const seconds = Number(raw);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

export function savePosition(itemId: string, seconds: number): void {
  try {
    if (Number.isFinite(seconds) && seconds > 0) {
      window.localStorage.setItem(positionKey(itemId), String(Math.floor(seconds * 10) / 10));
    } else {
      window.localStorage.removeItem(positionKey(itemId));
    }
  } catch {
    // Storage full or unavailable: the lesson simply starts from the beginning next time.
  }
}

export function forgetPosition(itemId: string): void {
  try {
    window.localStorage.removeItem(positionKey(itemId));
  } catch {
    // As above.
  }
}

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
