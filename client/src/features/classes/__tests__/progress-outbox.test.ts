// @vitest-environment happy-dom
/**
 * Progress readings are kept until the gateway has stored them: a failed send (offline, a
 * server error) keeps them for the next attempt, and coming back online sends them. When the
 * gateway asks for a pause (TOO_MANY_REQUESTS), nothing goes until it ends, then only the
 * latest reading of each lesson.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptFor } from '../use-progress-sync.ts';
import {
  SendLater,
  flushProgress,
  recordProgress,
  startProgressSync,
  waitingReading,
  type ProgressReading,
} from '../progress-outbox.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  stop?.();
  stop = undefined;
  window.localStorage.clear();
  vi.useRealTimers();
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

  it('waits as long as the gateway asks, then sends only the latest reading of each lesson', async () => {
    vi.useFakeTimers();
    const sent: ProgressReading[] = [];
    let refuse = true;
    stop = startProgressSync((reading) => {
      sent.push(reading);
      if (refuse) return Promise.reject(new SendLater(2000));
      return Promise.resolve();
    });
    await recordProgress({ classItemId: '7', positionS: 10, recordedAt: at(1) });
    expect(sent).toHaveLength(1);
    refuse = false;

    // Taken during the pause: kept, merged per lesson, and not sent.
    await recordProgress({ classItemId: '7', positionS: 20, recordedAt: at(2) });
    await recordProgress({ classItemId: '9', positionS: 5, recordedAt: at(3) });
    await recordProgress({ classItemId: '7', positionS: 30, recordedAt: at(4) });
    window.dispatchEvent(new Event('online'));
    await flushProgress();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await flushProgress();
    expect(sent).toEqual([
      { classItemId: '7', positionS: 10, recordedAt: at(1) },
      { classItemId: '7', positionS: 30, recordedAt: at(4) },
      { classItemId: '9', positionS: 5, recordedAt: at(3) },
    ]);
    expect(window.localStorage.getItem('progressOutbox')).toBeNull();
  });

  it('stops the round at a pause: the other lessons wait for its end too', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(
      'progressOutbox',
      JSON.stringify({
        3: { classItemId: '3', positionS: 61, recordedAt: at(5) },
        4: { classItemId: '4', positionS: 12, recordedAt: at(6) },
      }),
    );
    const sent: string[] = [];
    stop = startProgressSync((reading) => {
      sent.push(reading.classItemId);
      return sent.length === 1 ? Promise.reject(new SendLater(1000)) : Promise.resolve();
    });
    await flushProgress();
    expect(sent).toEqual(['3']);
    await vi.advanceTimersByTimeAsync(1000);
    await flushProgress();
    expect(sent).toEqual(['3', '3', '4']);
    expect(waitingReading('3')).toBeUndefined();
    expect(waitingReading('4')).toBeUndefined();
  });

  it("reads the gateway's TOO_MANY_REQUESTS as a pause of retryAfterSeconds", () => {
    const refusal = (extensions: Record<string, unknown>) =>
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'Too many attempts.', extensions }],
      });
    const wait = (error: unknown) => {
      const kept = keptFor(error);
      return kept instanceof SendLater ? kept.waitMs : kept;
    };
    expect(wait(refusal({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2 }))).toBe(2000);
    expect(wait(refusal({ code: 'TOO_MANY_REQUESTS' }))).toBe(5000);
    expect(wait(refusal({ code: 'FORBIDDEN' }))).toBe('dropped');
    expect(wait(new TypeError('Failed to fetch'))).toBeInstanceOf(TypeError);
  });

  it('keeps a reading the gateway could not store (its database away) and sends it when asked', async () => {
    vi.useFakeTimers();
    const away = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Our records are unavailable right now.',
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
        },
      ],
    });
    let databaseUp = false;
    const tries: ProgressReading[] = [];
    stop = startProgressSync(async (reading) => {
      tries.push(reading);
      // As use-progress-sync.ts does with the mutation's answer.
      if (!databaseUp) {
        const kept = keptFor(away);
        if (kept !== 'dropped') throw kept;
      }
    });
    await recordProgress({ classItemId: '7', positionS: 42, recordedAt: at(1) });
    expect(tries).toHaveLength(1);
    expect(waitingReading('7')).toEqual({ classItemId: '7', positionS: 42, recordedAt: at(1) });

    // Still away at the next try, 5 s later (retryAfterSeconds): kept again.
    await vi.advanceTimersByTimeAsync(4999);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(2);
    expect(waitingReading('7')).toEqual({ classItemId: '7', positionS: 42, recordedAt: at(1) });

    // Back: the try after that stores it, and nothing is left waiting or scheduled.
    databaseUp = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(tries).toHaveLength(3);
    expect(tries[2]).toEqual({ classItemId: '7', positionS: 42, recordedAt: at(1) });
    expect(window.localStorage.getItem('progressOutbox')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(3);
  });

  it('tries a failed send again after a while when the gateway did not say when', async () => {
    vi.useFakeTimers();
    let failing = true;
    const tries: ProgressReading[] = [];
    stop = startProgressSync((reading) => {
      tries.push(reading);
      return failing
        ? Promise.reject(new Error('Response not successful: 502'))
        : Promise.resolve();
    });
    await recordProgress({ classItemId: '9', completed: true, recordedAt: at(2) });
    failing = false;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(2);
    expect(waitingReading('9')).toBeUndefined();
  });
});

describe('what a failed saveProgress means for its reading', () => {
  const answer = (code: string, extensions: Record<string, unknown> = {}) =>
    new CombinedGraphQLErrors({
      errors: [{ message: 'refused', extensions: { code, ...extensions } }],
    });

  it('drops a reading refused for good', () => {
    expect(keptFor(answer('FORBIDDEN'))).toBe('dropped');
    expect(keptFor(answer('BAD_USER_INPUT'))).toBe('dropped');
    expect(keptFor(answer('NOT_FOUND'))).toBe('dropped');
  });

  it('keeps a reading refused for now, waiting as long as the gateway asks', () => {
    const later = keptFor(answer('SERVICE_UNAVAILABLE', { retryAfterSeconds: 5 }));
    expect(later).toBeInstanceOf(Error);
    expect((later as { waitMs?: number }).waitMs).toBe(5000);
    const limited = keptFor(answer('TOO_MANY_REQUESTS', { retryAfterSeconds: 12 }));
    expect((limited as { waitMs?: number }).waitMs).toBe(12_000);
    const provider = keptFor(answer('PROVIDER_UNAVAILABLE'));
    expect(provider).toBeInstanceOf(CombinedGraphQLErrors);
    const offline = keptFor(new TypeError('Failed to fetch'));
    expect(offline).toBeInstanceOf(TypeError);
  });
});
