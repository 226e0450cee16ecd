// @vitest-environment happy-dom
/**
 * Progress readings are kept until the gateway has stored them: a failed send (offline, a
 * server error) keeps them for the next attempt, and coming back online sends them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  flushProgress,
  recordProgress,
  startProgressSync,
  waitingReading,
  type ProgressReading,
} from '../progress-outbox.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  window.localStorage.clear();
});

const at = (second: number) => `2026-12-05T10:00:${String(second).padStart(2, '0')}.000Z`;

describe('the progress outbox', () => {
  it('sends a reading and forgets it once stored', async () => {
    const sent: ProgressReading[] = [];
    stop = startProgressSync((reading) => {
      sent.push(reading);
      return Promise.resolve();
    });
    await recordProgress({ classItemId: '7', positionS: 42, recordedAt: at(1) });
    expect(sent).toEqual([{ classItemId: '7', positionS: 42, recordedAt: at(1) }]);
    expect(waitingReading('7')).toBeUndefined();
  });

  it('keeps readings while offline and sends the newest, merged, once back online', async () => {
    let online = false;
    const sent: ProgressReading[] = [];
    stop = startProgressSync((reading) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      sent.push(reading);
      return Promise.resolve();
    });
    await recordProgress({
      classItemId: '7',
      positionS: 100,
      durationS: 110,
      completed: true,
      recordedAt: at(1),
    });
    await recordProgress({ classItemId: '7', positionS: 105, recordedAt: at(2) });
    await recordProgress({ classItemId: '9', completed: true, recordedAt: at(3) });
    expect(sent).toEqual([]);
    // Kept across a reload: it is in localStorage.
    expect(JSON.parse(window.localStorage.getItem('progressOutbox') ?? '{}')).toHaveProperty('7');
    expect(waitingReading('7')).toEqual({
      classItemId: '7',
      positionS: 105,
      durationS: 110,
      completed: true,
      recordedAt: at(2),
    });

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await flushProgress();
    expect(sent).toEqual([
      { classItemId: '7', positionS: 105, durationS: 110, completed: true, recordedAt: at(2) },
      { classItemId: '9', completed: true, recordedAt: at(3) },
    ]);
    expect(window.localStorage.getItem('progressOutbox')).toBeNull();
  });

  it('sends what an earlier visit could not, as soon as sending starts', async () => {
    window.localStorage.setItem(
      'progressOutbox',
      JSON.stringify({ 3: { classItemId: '3', positionS: 61, recordedAt: at(5) } }),
    );
    const sent: ProgressReading[] = [];
    stop = startProgressSync((reading) => {
      sent.push(reading);
      return Promise.resolve();
    });
    await flushProgress();
    expect(sent).toEqual([{ classItemId: '3', positionS: 61, recordedAt: at(5) }]);
  });

  it('keeps a newer reading taken while an older one was on its way', async () => {
    let release: () => void = () => undefined;
    const sent: ProgressReading[] = [];
    stop = startProgressSync((reading) => {
      sent.push(reading);
      return sent.length === 1
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.resolve();
    });
    const first = recordProgress({ classItemId: '7', positionS: 10, recordedAt: at(1) });
    // The first reading is on its way when the second is taken.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = recordProgress({ classItemId: '7', positionS: 20, recordedAt: at(2) });
    release();
    await Promise.all([first, second]);
    await flushProgress();
    expect(sent.map((reading) => reading.positionS)).toEqual([10, 20]);
    expect(waitingReading('7')).toBeUndefined();
  });
});
