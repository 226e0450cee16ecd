/**
 * Progress readings on their way to the gateway. Every reading is written here first (in
 * localStorage, so it survives a closed tab or a dead battery), then sent; it leaves only
 * once the gateway has stored it. A reading that could not be sent (offline, a failed call)
 * waits and goes with the next attempt: when the browser is back online, when the next
 * reading comes, after a while (as long as the gateway asked, when it said), or on the next
 * visit. The gateway keeps the newest reading by the time it
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
 * a way sending again would not change), rejects when it should be tried again (with a
 * `SendLater` when the gateway said when).
 */
type SendReading = (reading: ProgressReading) => Promise<unknown>;

/**
 * A send refused for now, with how long the gateway asked to wait (its database away, or the
 * account's allowance of saves spent): every reading waits that long, then only the latest of
 * each lesson goes.
 */
export class SendLater extends Error {
  constructor(readonly waitMs: number) {
    super(`send again in ${String(waitMs)} ms`);
    this.name = 'SendLater';
  }
}

/**
 * How long readings that failed wait for the next try when nothing else comes first (the
 * next reading, the browser coming back online): a student who stopped watching while the
 * gateway was away still has them stored a little later, not on their next visit.
 */
const SEND_AGAIN_MS = 30_000;
/** The longest a `SendLater` is followed; a longer wait would outlast most visits. */
const LONGEST_WAIT_MS = 5 * 60_000;

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
let nextTry: ReturnType<typeof setTimeout> | undefined;
/** While the gateway's asked-for wait lasts, nothing is sent, new readings included. */
let paused = false;

/**
 * Sends again after `ms`. With `pause`, nothing is sent until then: readings taken meanwhile
 * merge into the waiting one of their lesson, so a wait never turns into a burst.
 */
function tryAgainIn(ms: number, pause: boolean): void {
  if (nextTry !== undefined) clearTimeout(nextTry);
  paused = pause;
  nextTry = setTimeout(() => {
    nextTry = undefined;
    paused = false;
    void flushProgress();
  }, ms);
}

/**
 * Sends every waiting reading, one at a time; readings that fail stay for the next try. A
 * call made while a round is going runs another round after it, for what came meanwhile.
 * A wait the gateway asked for ends the round (the other lessons would be refused too) and
 * holds every send until it is over; any other failure is tried again after SEND_AGAIN_MS.
 */
export function flushProgress(): Promise<void> {
  if (sending) return sending.then(flushProgress);
  const send = sender;
  if (!send || paused) return Promise.resolve();
  sending = (async () => {
    let failed = false;
    for (const reading of Object.values(readOutbox())) {
      try {
        await send(reading);
        settle(reading);
      } catch (error) {
        if (error instanceof SendLater) {
          if (sender === send) {
            tryAgainIn(Math.min(LONGEST_WAIT_MS, Math.max(1000, error.waitMs)), true);
          }
          return;
        }
        // Offline, or a failure the gateway gave no wait for: it waits for the next try.
        failed = true;
      }
    }
    if (failed && sender === send) tryAgainIn(SEND_AGAIN_MS, false);
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
    if (nextTry !== undefined) clearTimeout(nextTry);
    nextTry = undefined;
    paused = false;
  };
}
