import { describe, expect, it } from 'vitest';
import type { ClassItemModel, ClassItemView } from '../../upstream/legacy-api/models.ts';
import { completionOf, courseProgress, nextLesson } from '../progress.ts';

describe('completionOf', () => {
  it('counts a video done from 90% of its duration, its end included', () => {
    expect(completionOf('VIDEO', { positionS: 89.9, durationS: 100 })).toBeUndefined();
    expect(completionOf('VIDEO', { positionS: 90, durationS: 100 })).toBe(true);
    expect(completionOf('VIDEO', { positionS: 100, durationS: 100 })).toBe(true);
  });
  it('never undoes a lesson by a position short of 90%, nor without a duration', () => {
    expect(completionOf('VIDEO', { positionS: 10, durationS: 100 })).toBeUndefined();
    expect(completionOf('VIDEO', { positionS: 500 })).toBeUndefined();
    expect(completionOf('PDF', { positionS: 95, durationS: 100 })).toBeUndefined();
  });
  it('takes an explicit completion as it is: marked, unmarked, a PDF opened', () => {
    expect(completionOf('VIDEO', { positionS: 95, durationS: 100, completed: false })).toBe(false);
    expect(completionOf('VIDEO', { positionS: 1, durationS: 100, completed: true })).toBe(true);
    expect(completionOf('PDF', { completed: true })).toBe(true);
    expect(completionOf('PDF', { completed: false })).toBe(false);
  });
});

const item = (id: string, week: number): ClassItemModel => ({
  id,
  title: `Lesson ${id}`,
  description: '',
  week,
  fileType: 'VIDEO',
  thumbnailUrl: null,
  fileUrl: null,
});
const view = (id: string, week: number, unlocked: boolean): ClassItemView => ({
  item: item(id, week),
  owned: true,
  unlocked,
  opensAtMs: 0,
  progressScope: null,
});
const record = (completed: boolean, recordedAt: string) => ({
  completed,
  recordedAt: new Date(recordedAt),
});

describe('courseProgress', () => {
  it('counts done lessons of all lessons and rounds the percentage down', () => {
    const items = ['1', '2', '3'].map((id) => item(id, 1));
    const records = new Map([
      ['1', record(true, '2026-11-20T10:00:00Z')],
      ['2', record(false, '2026-11-20T10:00:00Z')],
      ['9', record(true, '2026-11-20T10:00:00Z')],
    ]);
    expect(courseProgress(items, records)).toEqual({
      completedItems: 1,
      totalItems: 3,
      percent: 33,
    });
    expect(courseProgress([], records)).toEqual({ completedItems: 0, totalItems: 0, percent: 0 });
  });
});

describe('nextLesson', () => {
  const views = [view('1', 1, true), view('2', 2, true), view('3', 3, true), view('4', 4, false)];
  it('is the first unlocked lesson not started when none is in progress', () => {
    expect(nextLesson(views, new Map())?.item.id).toBe('1');
    const done = new Map([['1', record(true, '2026-11-20T10:00:00Z')]]);
    expect(nextLesson(views, done)?.item.id).toBe('2');
  });
  it('prefers the lesson in progress the student last worked on', () => {
    const records = new Map([
      ['1', record(true, '2026-11-20T10:00:00Z')],
      ['2', record(false, '2026-11-19T10:00:00Z')],
      ['3', record(false, '2026-11-21T10:00:00Z')],
    ]);
    expect(nextLesson(views, records)?.item.id).toBe('3');
  });
  it('is null when every unlocked lesson is done (locked ones wait)', () => {
    const records = new Map(
      ['1', '2', '3'].map((id) => [id, record(true, '2026-11-20T10:00:00Z')] as const),
    );
    expect(nextLesson(views, records)).toBeNull();
  });
});
