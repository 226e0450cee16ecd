import { describe, expect, it } from 'vitest';
import { FINISHED_MARGIN_SECONDS, formatClock, resumePosition } from '../playback-position.ts';
import { downloadName } from '../lesson-files.ts';

describe('resumePosition', () => {
  it('resumes where the student stopped', () => {
    expect(resumePosition(42.5, 120)).toBe(42.5);
  });

  it('starts over when the lesson was (almost) finished', () => {
    expect(resumePosition(120 - FINISHED_MARGIN_SECONDS, 120)).toBeNull();
    expect(resumePosition(119, 120)).toBeNull();
  });

  it('uses a tenth of a short clip as its end', () => {
    expect(resumePosition(2, 4)).toBe(2);
    expect(resumePosition(3.7, 4)).toBeNull();
  });

  it('has nothing to resume without a saved position', () => {
    expect(resumePosition(null, 120)).toBeNull();
  });

  it('keeps the saved position while the duration is unknown', () => {
    expect(resumePosition(30, Number.NaN)).toBe(30);
  });
});

describe('formatClock', () => {
  it('formats minutes and seconds, and hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('downloadName', () => {
  it('names the file after the lesson', () => {
    expect(downloadName('Week 2: Risk & Reward')).toBe('Week-2-Risk-Reward.pdf');
    expect(downloadName('???')).toBe('lesson.pdf');
  });
});
