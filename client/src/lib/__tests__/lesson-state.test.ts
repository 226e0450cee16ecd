import { describe, expect, it } from 'vitest';
import { lessonState, nextOpening } from '../lesson-state.ts';

const now = Date.parse('2026-12-10T12:00:00+05:30');

describe('lessonState', () => {
  it('is done once completed, whatever the position', () => {
    expect(
      lessonState({ unlocked: true, progress: { positionS: 30, completed: true } }, now, 600),
    ).toEqual({ kind: 'done' });
  });

  it('is in progress with the minutes left once the length is known', () => {
    const item = { unlocked: true, progress: { positionS: 125, completed: false } };
    expect(lessonState(item, now, 600)).toEqual({ kind: 'in-progress', minutesLeft: 8 });
    expect(lessonState(item, now)).toEqual({ kind: 'in-progress', minutesLeft: null });
  });

  it('is new in the seven days after its week opened, until started', () => {
    const openedTwoDaysAgo = '2026-12-08T12:00:00+05:30';
    expect(lessonState({ unlocked: true, unlocksAt: openedTwoDaysAgo }, now)).toEqual({
      kind: 'new',
    });
    expect(lessonState({ unlocked: true, unlocksAt: '2026-12-03T11:59:00+05:30' }, now)).toEqual({
      kind: 'none',
    });
    expect(lessonState({ unlocked: false, unlocksAt: '2026-12-12T12:00:00+05:30' }, now)).toEqual({
      kind: 'none',
    });
  });
});

describe('nextOpening', () => {
  it('is the earliest week still locked', () => {
    expect(
      nextOpening([
        { week: 1, unlocked: true, unlocksAt: '2026-11-28T10:42:00+05:30' },
        { week: 3, unlocked: false, unlocksAt: '2026-12-12T10:42:00+05:30' },
        { week: 2, unlocked: false, unlocksAt: '2026-12-05T10:42:00+05:30' },
      ]),
    ).toEqual({ week: 2, at: '2026-12-05T10:42:00+05:30' });
  });

  it('is null when every week is open or no date is known', () => {
    expect(nextOpening([{ week: 1, unlocked: true, unlocksAt: null }])).toBeNull();
    expect(nextOpening([{ week: 2, unlocked: false, unlocksAt: null }])).toBeNull();
  });
});
