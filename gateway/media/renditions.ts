/**
 * Class videos prepared for slow connections (issue 28): each source file is made, once, into
 * the HLS ladder of ladder.ts by ffmpeg, in the background, and kept in MEDIA_DIR under a
 * folder named after the source (a hash of its address at the provider).
 *
 * - One transcode at a time per machine, with one exception: while a long lesson (over
 *   `longLessonS`) is being made, a second slot opens for short ones, so a long job never
 *   holds the lessons behind it for more than one short lesson's time. Both slots are locks
 *   in the gateway's store named after the host, so the processes of one machine (WORKERS)
 *   share them.
 * - Never the same file twice across gateways: a lock in the store named after the source;
 *   gateways sharing MEDIA_DIR (a shared volume) see the finished folder.
 * - Never served half made: the work happens in `.partial/` (partials.ts) and the finished
 *   folder (its manifest written last) is renamed into place in one step. A failed,
 *   interrupted or overlong transcode leaves nothing served; it is tried again after a
 *   pause, by whichever gateway is asked next (a crashed gateway's locks expire by
 *   themselves, and its ffmpeg dies with it: tools.ts).
 * - Sources beyond the limits are refused for good (source-checks.ts): the original plays.
 * - Without ffmpeg the originals are served (as before) and that is logged once.
 *
 * Until a lesson is ready, its original plays (the resolvers keep `fileUrl`).
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { GatewayStore } from '../store/store.ts';
import {
  MANIFEST,
  SOURCE_FILE,
  makeLesson,
  transcodeTimeLimitMs,
  type LessonManifest,
} from './make-lesson.ts';
import type { SourceFacts } from './ladder.ts';
import { partialName, sweepPartials } from './partials.ts';
import {
  checkSource,
  downloadSource,
  probeSource,
  readRefusal,
  SourceRefused,
  writeRefusal,
  type SourceLimits,
  type SourceOpener,
} from './source-checks.ts';
import { killChild, toolAnswers } from './tools.ts';

export type { LessonManifest, PreparedRendition } from './make-lesson.ts';

interface RenditionsOptions extends Partial<SourceLimits> {
  /** MEDIA_DIR. */
  mediaDir: string;
  store: GatewayStore;
  logger: Logger;
  openSource: SourceOpener;
  now?: () => number;
  ffmpeg?: string;
  ffprobe?: string;
  /** Life of the store's locks; renewed while a transcode runs. */
  lockTtlMs?: number;
  /** Pause before a failed lesson is tried again. */
  retryAfterMs?: number;
  /** This machine's name in the per-machine locks (default: the host name). */
  machine?: string;
  /** A lesson longer than this opens the second slot while it is made (and may not use it). */
  longLessonS?: number;
  /** ffmpeg's time for a source of that length. */
  timeLimitMs?: (durationS: number) => number;
}

/** What the transcoder reports (tests and logs listen). */
interface RenditionEvents {
  started: [{ key: string; pid: number | undefined }];
  ready: [{ key: string }];
  failed: [{ key: string; error: Error }];
  refused: [{ key: string; reason: SourceRefused['reason'] }];
}

/** A machine's two slots: any lesson, and short lessons while a long one is being made. */
type Slot = 'any' | 'short';
type Lock = { name: string; token: string };

const PARTIAL = '.partial';
const SLOT_LOCK = (machine: string, slot: Slot) =>
  slot === 'any' ? `media:transcoder:${machine}` : `media:transcoder:${machine}:short`;
/** Present while the machine's first slot makes a long lesson: the second slot is open. */
const LONG_FLAG = (machine: string) => `media:transcoder:${machine}:long`;
const FILE_LOCK = (key: string) => `media:transcode:${key}`;
/** A folder name in MEDIA_DIR: 32 hex digits. */
export const MEDIA_KEY = /^[0-9a-f]{32}$/;
/** How soon a queued lesson is tried again while the machine's slots are taken. */
const MACHINE_BUSY_RETRY_MS = 2000;
/** Defaults of MEDIA_MAX_DURATION_S and MEDIA_MAX_BYTES (config.ts gives the real ones). */
const DEFAULT_LIMITS: SourceLimits = { maxDurationS: 3 * 3600, maxBytes: 12e9 };
/** Lessons up to half an hour are short: they may pass a long one in the second slot. */
const LONG_LESSON_S = 30 * 60;
/** A long lesson taken by the second slot: handed back to the queue for the first. */
class LongForThisSlot extends Error {}

/** The folder a source file's renditions live in. */
export function mediaKeyOf(fileUrl: string): string {
  return createHash('sha256').update(fileUrl).digest('hex').slice(0, 32);
}

export class Renditions extends EventEmitter<RenditionEvents> {
  readonly mediaDir: string;
  private readonly options: Required<
    Omit<RenditionsOptions, 'mediaDir' | 'store' | 'logger' | 'openSource'>
  > &
    Pick<RenditionsOptions, 'store' | 'logger' | 'openSource'>;
  private readonly limits: SourceLimits;
  private readonly ready = new Map<string, LessonManifest>();
  private readonly queue = new Map<string, string>();
  private readonly failures = new Map<string, { attempts: number; retryAtMs: number }>();
  /** Lessons this process found long: the second slot leaves them to the first. */
  private readonly long = new Set<string>();
  private available: Promise<boolean> | null = null;
  private readonly busy: Record<Slot, boolean> = { any: false, short: false };
  private stopped = false;
  private readonly children = new Set<ChildProcess>();
  private readonly aborts = new Set<AbortController>();
  private timer: NodeJS.Timeout | null = null;
  /** Dead work of this machine, removed when the gateway starts. */
  private readonly swept: Promise<void>;

  constructor(options: RenditionsOptions) {
    super();
    this.mediaDir = options.mediaDir;
    this.options = {
      store: options.store,
      logger: options.logger,
      openSource: options.openSource,
      now: options.now ?? Date.now,
      ffmpeg: options.ffmpeg ?? 'ffmpeg',
      ffprobe: options.ffprobe ?? 'ffprobe',
      lockTtlMs: options.lockTtlMs ?? 60_000,
      retryAfterMs: options.retryAfterMs ?? 60_000,
      machine: options.machine ?? hostname(),
      maxDurationS: options.maxDurationS ?? DEFAULT_LIMITS.maxDurationS,
      maxBytes: options.maxBytes ?? DEFAULT_LIMITS.maxBytes,
      longLessonS: options.longLessonS ?? LONG_LESSON_S,
      timeLimitMs: options.timeLimitMs ?? transcodeTimeLimitMs,
    };
    this.limits = { maxDurationS: this.options.maxDurationS, maxBytes: this.options.maxBytes };
    this.swept = this.sweep();
  }

  /**
   * The lesson's renditions when ready; otherwise null, and the lesson is queued to be made
   * (unless it is being made, failed a moment ago, or was refused).
   */
  async lesson(fileUrl: string): Promise<LessonManifest | null> {
    const key = mediaKeyOf(fileUrl);
    const known = this.ready.get(key) ?? (await this.readManifest(key));
    if (known) return known;
    if (!this.queue.has(key) && (await readRefusal(this.mediaDir, key, this.limits)) === null) {
      this.request(key, fileUrl);
    }
    return null;
  }

  /** The prepared manifest of the folder `key`, or null (not ready, or not a folder of ours). */
  async readManifest(key: string): Promise<LessonManifest | null> {
    if (!MEDIA_KEY.test(key)) return null;
    try {
      const manifest = JSON.parse(
        await readFile(path.join(this.mediaDir, key, MANIFEST), 'utf8'),
      ) as LessonManifest;
      this.ready.set(key, manifest);
      return manifest;
    } catch {
      return null;
    }
  }

  /** Stops queueing, kills the running ffmpeg (this process's own children) and downloads. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    for (const abort of this.aborts) abort.abort();
    await Promise.all([...this.children].map((child) => killChild(child)));
    await this.swept;
    while (this.busy.any || this.busy.short) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private request(key: string, fileUrl: string): void {
    if (this.stopped) return;
    const failed = this.failures.get(key);
    if (failed && failed.retryAtMs > this.options.now()) return;
    this.queue.set(key, fileUrl);
    // Picks up a queue left waiting (the store away, this machine's slots taken).
    this.kick();
  }

  private kick(): void {
    void this.work('any');
    void this.work('short');
  }

  /** Tries the queue again in a moment (another process of this machine holds the slot). */
  private retrySoon(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, MACHINE_BUSY_RETRY_MS);
    this.timer.unref();
  }

  private async sweep(): Promise<void> {
    const folder = path.join(this.mediaDir, PARTIAL);
    await sweepPartials(folder, this.options.machine, this.options.now()).catch(
      (error: unknown) => {
        this.options.logger.warn({ err: error }, 'leftovers of class video work not removed');
      },
    );
  }

  /** Whether ffmpeg runs here; asked once, and its absence logged once. */
  private ffmpegAvailable(): Promise<boolean> {
    this.available ??= toolAnswers(this.options.ffmpeg).then((answers) => {
      if (!answers) {
        this.options.logger.warn(
          'ffmpeg is not installed: class videos are served as their original files (apt-get install ffmpeg)',
        );
      }
      return answers;
    });
    return this.available;
  }

  /** The first queued lesson `slot` may take. */
  private next(slot: Slot): [string, string] | null {
    for (const entry of this.queue) {
      if (slot === 'any' || !this.long.has(entry[0])) return entry;
    }
    return null;
  }

  /** Takes queued lessons one at a time in `slot`, while the machine's slot is free. */
  private async work(slot: Slot): Promise<void> {
    if (this.busy[slot] || this.stopped) return;
    this.busy[slot] = true;
    try {
      if (!(await this.ffmpegAvailable())) {
        this.queue.clear();
        return;
      }
      await this.swept;
      while (!this.stopped && this.next(slot)) {
        const machine = this.options.machine;
        const open = slot === 'any' || (await this.options.store.get(LONG_FLAG(machine))) !== null;
        const taken = open ? await this.lock(SLOT_LOCK(machine, slot)) : null;
        if (!taken) {
          // The machine's slot is busy: its turn ends, then ours.
          this.retrySoon();
          return;
        }
        try {
          await this.takeNext(slot, taken);
        } finally {
          await this.unlock(taken);
        }
      }
    } catch (error) {
      this.options.logger.error({ err: error }, 'class video preparation stopped');
    } finally {
      this.busy[slot] = false;
    }
  }

  /** Makes the next queued lesson in the machine's slot `slot` (held). */
  private async takeNext(slot: Slot, taken: Lock): Promise<void> {
    const next = this.next(slot);
    if (!next) return;
    const [key, fileUrl] = next;
    this.queue.delete(key);
    const file = await this.lock(FILE_LOCK(key));
    // Another gateway makes it; the next question finds it ready, or asks again.
    if (!file) return;
    try {
      if (await this.readManifest(key)) return;
      // Refused meanwhile by another gateway sharing MEDIA_DIR.
      if ((await readRefusal(this.mediaDir, key, this.limits)) !== null) return;
      await this.prepare(key, fileUrl, slot, [taken, file]);
    } finally {
      await this.unlock(file);
    }
  }

  private async lock(name: string, token = randomUUID()): Promise<Lock | null> {
    const taken = await this.options.store.setIfAbsent(name, token, this.options.lockTtlMs);
    return taken ? { name, token } : null;
  }

  private async unlock(lock: Lock): Promise<void> {
    await this.options.store.deleteIfValue(lock.name, lock.token).catch(() => false);
  }

  /** Keeps the locks alive while their holder works (a crashed holder's expire). */
  private renew(locks: Lock[]): () => void {
    const timer = setInterval(() => {
      for (const lock of locks) {
        void this.options.store
          .get(lock.name)
          .then((holder) =>
            holder === lock.token
              ? this.options.store.set(lock.name, lock.token, this.options.lockTtlMs)
              : undefined,
          )
          .catch(() => undefined);
      }
    }, this.options.lockTtlMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async prepare(key: string, fileUrl: string, slot: Slot, locks: Lock[]): Promise<void> {
    const log = this.options.logger.child({ media: key });
    const partial = path.join(this.mediaDir, PARTIAL, partialName(key, this.options.machine));
    const stopRenewing = this.renew(locks);
    const abort = new AbortController();
    this.aborts.add(abort);
    let longFlag: Lock | null = null;
    const startedAt = this.options.now();
    try {
      await mkdir(partial, { recursive: true });
      const source = path.join(partial, SOURCE_FILE);
      const originalBytes = await downloadSource(
        this.options.openSource,
        fileUrl,
        source,
        abort.signal,
        this.limits.maxBytes,
      );
      const facts = await probeSource(this.options.ffprobe, source);
      checkSource(facts, originalBytes, this.limits);
      if (facts.durationS > this.options.longLessonS) {
        if (slot === 'short') throw new LongForThisSlot();
        // Opens the second slot for the lessons queued behind this one.
        longFlag = await this.lock(LONG_FLAG(this.options.machine));
        if (longFlag) locks.push(longFlag);
        this.kick();
      }
      log.info(
        { height: facts.height, durationS: facts.durationS },
        'class video transcode started',
      );
      const manifest = await this.transcode(key, partial, facts, originalBytes);
      this.ready.set(key, manifest);
      this.failures.delete(key);
      log.info({ ms: this.options.now() - startedAt }, 'class video ready');
      this.emit('ready', { key });
    } catch (error) {
      await rm(partial, { recursive: true, force: true }).catch(() => undefined);
      if (error instanceof LongForThisSlot) {
        this.long.add(key);
        this.queue.set(key, fileUrl);
      } else if (error instanceof SourceRefused) {
        await this.refuse(key, error, log);
      } else {
        this.fail(key, error, log);
      }
    } finally {
      stopRenewing();
      this.aborts.delete(abort);
      if (longFlag) await this.unlock(longFlag);
    }
  }

  /** Makes the lesson in `partial` and moves the folder into place; its manifest. */
  private async transcode(
    key: string,
    partial: string,
    facts: SourceFacts,
    originalBytes: number,
  ): Promise<LessonManifest> {
    const manifest = await makeLesson({
      ffmpeg: this.options.ffmpeg,
      partial,
      facts,
      originalBytes,
      timeLimitMs: this.options.timeLimitMs(facts.durationS),
      onStart: (child) => {
        this.children.add(child);
        child.once('close', () => this.children.delete(child));
        this.emit('started', { key, pid: child.pid });
      },
      now: this.options.now,
    });
    try {
      await rename(partial, path.join(this.mediaDir, key));
    } catch (error) {
      // Made meanwhile by a gateway whose lock had expired: theirs stands.
      const theirs = await this.readManifest(key);
      if (!theirs) throw error;
      await rm(partial, { recursive: true, force: true });
      return theirs;
    }
    return manifest;
  }

  /** Remembers a refused source for every gateway, and says so once. */
  private async refuse(key: string, refusal: SourceRefused, log: Logger): Promise<void> {
    // Should the marker not be written (a full disk), this process still waits long to retry.
    this.failures.set(key, {
      attempts: 10,
      retryAtMs: this.options.now() + this.options.retryAfterMs * 10,
    });
    await writeRefusal(this.mediaDir, key, refusal, this.options.now()).catch((error: unknown) =>
      log.error({ err: error }, 'a refused class video could not be remembered'),
    );
    // A PDF or other file that is not a video is expected, not a warning.
    const level = refusal.reason === 'not-a-video' ? 'info' : 'warn';
    log[level](
      { reason: refusal.reason, detail: refusal.message },
      'class video refused; the original is served',
    );
    this.emit('refused', { key, reason: refusal.reason });
  }

  private fail(key: string, error: unknown, log: Logger): void {
    const attempts = (this.failures.get(key)?.attempts ?? 0) + 1;
    this.failures.set(key, {
      attempts,
      retryAtMs: this.options.now() + this.options.retryAfterMs * Math.min(attempts, 10),
    });
    const failure = error instanceof Error ? error : new Error(String(error));
    log.error({ err: failure, attempts }, 'class video transcode failed; the original is served');
    this.emit('failed', { key, error: failure });
  }
}
