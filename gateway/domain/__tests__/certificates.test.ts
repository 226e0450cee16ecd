import { describe, expect, it } from 'vitest';
import { courseFinishedAtMs, finalScore } from '../certificates.ts';

const ORDERED = Date.parse('2026-11-07T10:42:00+05:30');
const paid = { status: 'Success', orderedAtMs: ORDERED };
const items = [
  { id: 'a', week: 1 },
  { id: 'b', week: 2 },
];
const done = (at: string): { completed: boolean; completedAt: Date | null; updatedAt: Date } => ({
  completed: true,
  completedAt: new Date(at),
  updatedAt: new Date(at),
});
const allDone = new Map([
  ['a', done('2026-11-10T09:00:00+05:30')],
  ['b', done('2026-11-16T20:15:00+05:30')],
]);
// Week 2 opens on 14 Nov at 10:42 IST.
const WEEK_TWO_OPEN = new Date('2026-11-14T10:42:00+05:30');

describe('courseFinishedAtMs', () => {
  it('is when the last lesson was done on the gateway’s clock, once every lesson is done and the last week open', () => {
    expect(courseFinishedAtMs(paid, items, allDone, WEEK_TWO_OPEN)).toBe(
      Date.parse('2026-11-16T20:15:00+05:30'),
    );
  });

  it('is null while a lesson is not done, or was undone', () => {
    const oneLeft = new Map([['a', done('2026-11-10T09:00:00+05:30')]]);
    expect(courseFinishedAtMs(paid, items, oneLeft, WEEK_TWO_OPEN)).toBeNull();
    const undone = new Map([
      ...oneLeft,
      [
        'b',
        { completed: false, completedAt: null, updatedAt: new Date('2026-11-16T20:15:00+05:30') },
      ],
    ]);
    expect(courseFinishedAtMs(paid, items, undone, WEEK_TWO_OPEN)).toBeNull();
  });

  it('is null before the last week opens, for a course without lessons, and for an unpaid order', () => {
    expect(
      courseFinishedAtMs(paid, items, allDone, new Date('2026-11-14T10:41:59+05:30')),
    ).toBeNull();
    expect(courseFinishedAtMs(paid, [], new Map(), WEEK_TWO_OPEN)).toBeNull();
    expect(
      courseFinishedAtMs({ ...paid, status: 'Failed' }, items, allDone, WEEK_TWO_OPEN),
    ).toBeNull();
  });

  it('needs every quiz passed, and is then the later of the last lesson and the last first pass', () => {
    const passedAt = Date.parse('2026-11-18T08:00:00+05:30');
    const quizzes = (second: number | null) => ({
      quizzes: [
        {
          passMarkPercent: 70,
          bestScorePercent: 100,
          passedAtMs: Date.parse('2026-11-09T10:00:00+05:30'),
        },
        { passMarkPercent: 70, bestScorePercent: second === null ? 50 : 75, passedAtMs: second },
      ],
    });
    expect(courseFinishedAtMs(paid, items, allDone, WEEK_TWO_OPEN, quizzes(null))).toBeNull();
    expect(courseFinishedAtMs(paid, items, allDone, WEEK_TWO_OPEN, quizzes(passedAt))).toBe(
      passedAt,
    );
    expect(finalScore(quizzes(passedAt))).toEqual({ finalScorePercent: 87, passMarkPercent: 70 });
    expect(finalScore({ quizzes: [] })).toBeNull();
  });
});
