/**
 * Progress readings on their way to the gateway. Every reading is written here first (in
 * localStorage, so it survives a closed tab or a dead battery), then sent; it leaves only
 * once the gateway has stored it. A reading that could not be sent (offline, a failed call)
 * waits and goes with the next attempt: when the browser is back online, when the next
 * reading comes, or on the next visit. The gateway keeps the newest reading by the time it
 * was taken, so sending late or twice never moves a lesson back.
 */

export interface ProgressReading {
  classItemId: string;
  /** Where playback stood, in seconds. */
  positionS?: number;
  /** The lesson's length, when known (a video counts as done at 90%). */
  durationS?: number;
  completed?: boolean;
  /** When the reading was taken (ISO 8601). */
  recordedAt: string;
}

/**
 * Sends one reading; resolves once the gateway has answered for good (stored, or refused in
 * a way sending again would not change), rejects when it should be tried again: with
 * `SendLater` when the gateway said how long to wait.
 */
type SendReading = (reading: ProgressReading) => Promise<unknown>;

/**
 * The gateway asked for a pause (the account's allowance of saves is spent for now): every
 * reading waits that long, then only the latest of each lesson goes.
 */
export class SendLater extends Error {
  constructor(readonly waitMs: number) {
    super(`send again in ${String(waitMs)} ms`);
    this.name = 'SendLater';
  }
}

const STORAGE_KEY = 'progressOutbox';

type Outbox = Record<string, ProgressReading>;

function readOutbox(): Outbox {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Outbox) : {};
  } catch {
    return {};
  }
}

function writeOutbox(outbox: Outbox): void {
  try {
    if (Object.keys(outbox).length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(outbox));
  } catch {
    // Storage full or unavailable: the reading is still sent now, only not kept for later.
  }
}

/**
 * Adds a reading, merged with one of the same lesson still waiting: the newer reading's
 * fields win, a field it leaves out keeps the waiting one's (a "done" is not lost to a
 * position taken after it).
 */
function enqueue(reading: ProgressReading): ProgressReading {
  const outbox = readOutbox();
  const waiting = outbox[reading.classItemId];
  const merged: ProgressReading = { ...waiting, ...withoutUndefined(reading) };
  outbox[reading.classItemId] = merged;
  writeOutbox(outbox);
  return merged;
}

function withoutUndefined(reading: ProgressReading): ProgressReading {
  return Object.fromEntries(
    Object.entries(reading).filter(([, value]) => value !== undefined),
  ) as unknown as ProgressReading;
}

/** Takes a reading out once stored, unless a newer one of the lesson came meanwhile. */
function settle(sent: ProgressReading): void {
  const outbox = readOutbox();
  const waiting = outbox[sent.classItemId];
  if (waiting && JSON.stringify(waiting) === JSON.stringify(sent)) {
    writeOutbox(
      Object.fromEntries(Object.entries(outbox).filter(([id]) => id !== sent.classItemId)),
    );
  }
}

/** The reading of a lesson still waiting to be stored, if any. */
export function waitingReading(classItemId: string): ProgressReading | undefined {
  return readOutbox()[classItemId];
}

let sender: SendReading | undefined;
let sending: Promise<void> | undefined;
/** While the gateway asked for a pause: the timer that sends again when it ends. */
let pause: ReturnType<typeof setTimeout> | undefined;

/**
 * Holds every sending back for `waitMs`, then sends what is waiting. Readings taken meanwhile
 * merge into the waiting one of their lesson, so a pause never turns into a burst.
 */
function pauseSending(waitMs: number): void {
  if (pause !== undefined) clearTimeout(pause);
  pause = setTimeout(() => {
    pause = undefined;
    void flushProgress();
  }, waitMs);
}

/**
 * Sends every waiting reading, one at a time; readings that fail stay for the next try. A
 * call made while a round is going runs another round after it, for what came meanwhile.
 * While the gateway's pause lasts nothing is sent: the round after it sends everything.
 */
export function flushProgress(): Promise<void> {
  if (sending) return sending.then(flushProgress);
  const send = sender;
  if (!send || pause !== undefined) return Promise.resolve();
  sending = (async () => {
    for (const reading of Object.values(readOutbox())) {
      try {
        await send(reading);
        settle(reading);
      } catch (error) {
        // The allowance is the account's: the other lessons would be refused too.
        if (error instanceof SendLater) {
          pauseSending(error.waitMs);
          return;
        }
        // Offline or refused for now: it waits for the next attempt.
      }
    }
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/** Keeps a reading and sends it (with any others waiting). */
export function recordProgress(reading: ProgressReading): Promise<void> {
  enqueue(reading);
  return flushProgress();
}

/**
 * Starts sending with `send` (the app's GraphQL mutation); readings kept from an earlier
 * visit go now, and the rest whenever the browser comes back online. Returns a function
 * that stops.
 */
export function startProgressSync(send: SendReading): () => void {
  sender = send;
  const online = () => void flushProgress();
  window.addEventListener('online', online);
  void flushProgress();
  return () => {
    window.removeEventListener('online', online);
    if (sender !== send) return;
    sender = undefined;
    // What waits stays in storage for the next page that sends.
    if (pause !== undefined) clearTimeout(pause);
    pause = undefined;
  };
}
