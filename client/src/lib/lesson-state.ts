/**
 * What a student sees of where they stand: each lesson's state, and when the next week
 * opens. The gateway says what is done and where playback stood; the week rule and dates
 * are its too (ClassItem.unlocked, unlocksAt).
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface LessonFacts {
  unlocked: boolean;
  unlocksAt?: string | null;
  progress?: { positionS: number; completed: boolean } | null;
}

export type LessonState =
  | { kind: 'done' }
  | { kind: 'in-progress'; minutesLeft: number | null }
  | { kind: 'new' }
  | { kind: 'none' };

/**
 * Done; in progress (with the minutes left once the lesson's length is known); new this
 * week (opened within the last seven days and not started); or nothing to say.
 */
export function lessonState(item: LessonFacts, now: number, durationS?: number): LessonState {
  const { progress } = item;
  if (progress?.completed) return { kind: 'done' };
  if (progress && progress.positionS > 0) {
    const minutesLeft =
      durationS && Number.isFinite(durationS) && durationS > 0
        ? Math.max(0, Math.ceil((durationS - progress.positionS) / 60))
        : null;
    return { kind: 'in-progress', minutesLeft };
  }
  if (item.unlocked && item.unlocksAt) {
    const openedAt = Date.parse(item.unlocksAt);
    if (Number.isFinite(openedAt) && openedAt <= now && now - openedAt < WEEK_MS) {
      return { kind: 'new' };
    }
  }
  return { kind: 'none' };
}

interface WeekFacts {
  week: number;
  unlocked: boolean;
  unlocksAt?: string | null;
}

/** The next week to open, and when; null when every week is open or no date is known. */
export function nextOpening(items: readonly WeekFacts[]): { week: number; at: string } | null {
  let next: { week: number; at: string; ms: number } | null = null;
  for (const item of items) {
    if (item.unlocked || !item.unlocksAt) continue;
    const ms = Date.parse(item.unlocksAt);
    if (!Number.isFinite(ms)) continue;
    if (!next || ms < next.ms) next = { week: item.week, at: item.unlocksAt, ms };
  }
  return next ? { week: next.week, at: next.at } : null;
}
