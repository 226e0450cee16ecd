/**
 * The one-time walk that fills the student directory with customers the gateway never met:
 * get_customer for ids 1, 2, 3, ... (the legacy API cannot list customers or find one by
 * e-mail). Each answer reaches the directory the way every get_customer answer does
 * (directory-sightings.ts). The walk
 * - asks at most DIRECTORY_BACKFILL_RATE times a second (0: it never runs), so the legacy
 *   API hardly notices it;
 * - ends after DIRECTORY_BACKFILL_STOP_AFTER unknown ids in a row (ids are handed out in
 *   order, so a long run of unknown ones is the end of the list, gaps being deleted rows);
 * - remembers in the database the next id after each step, so a restart goes on from there;
 * - runs on one gateway at a time: it holds a lease row, renewed at each step; another
 *   gateway takes over only when the lease has run out;
 * - waits DIRECTORY_BACKFILL_PAUSE_MS when the legacy API (or the database) is away, then
 *   asks again for the same id: an outage neither ends the walk nor counts as unknown ids.
 * It runs in the background from the gateway's start and never holds up a request.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { StudentDirectory } from '../db/student-directory.ts';
import { isProviderRejection } from '../errors.ts';

interface BackfillSettings {
  /** Calls a second at most; 0 turns the walk off. */
  ratePerSecond: number;
  /** Unknown ids in a row that end the walk. */
  stopAfter: number;
  /** The wait after the legacy API or the database failed. */
  pauseMs: number;
}

interface BackfillOptions extends BackfillSettings {
  directory: Pick<
    StudentDirectory,
    'backfillState' | 'claimBackfill' | 'advanceBackfill' | 'releaseBackfill'
  >;
  /** get_customer for one id; its answer reaches the directory on its own way back. */
  lookUp: (customerId: string) => Promise<unknown>;
  logger: Logger;
  /** How long a claim holds without renewal (a gateway that died frees the walk after it). */
  leaseMs?: number;
  /** The real clock: leases and waits follow it, whatever the gateway's clock says. */
  clock?: () => number;
}

const DEFAULT_LEASE_MS = 60_000;

export class DirectoryBackfill {
  readonly owner = randomUUID();
  private stopped = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly leaseMs: number;
  private readonly clock: () => number;

  constructor(private readonly options: BackfillOptions) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.clock = options.clock ?? Date.now;
  }

  /** Starts the walk in the background (nothing when the rate is 0 or it runs already). */
  start(): void {
    if (this.options.ratePerSecond <= 0 || this.running) return;
    this.stopped = false;
    this.running = this.run().catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'directory backfill stopped');
    });
  }

  /** Ends the walk after the step under way and lets go of its claim. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.running = null;
    await this.options.directory.releaseBackfill(this.owner).catch(() => undefined);
  }

  /** Resolves when the walk has ended here (done, handed to another gateway, or stopped). */
  async ended(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    const { directory, logger } = this.options;
    const gapMs = 1000 / this.options.ratePerSecond;
    while (!this.stopped) {
      let claimed: boolean;
      let state;
      try {
        claimed = await directory.claimBackfill(this.owner, this.clock() + this.leaseMs);
        state = await directory.backfillState();
      } catch (error) {
        logger.warn({ err: error }, 'directory backfill paused: database away');
        await this.sleep(this.options.pauseMs);
        continue;
      }
      if (state.done) return;
      if (!claimed) {
        // Another gateway walks; look again when its lease could have run out.
        await this.sleep(this.leaseMs);
        continue;
      }
      const startedAt = this.clock();
      let next;
      try {
        await this.options.lookUp(String(state.nextId));
        next = { nextId: state.nextId + 1, misses: 0, done: false };
      } catch (error) {
        if (!isProviderRejection(error)) {
          logger.warn({ err: error, customerId: state.nextId }, 'directory backfill paused');
          await this.sleep(this.options.pauseMs);
          continue;
        }
        const misses = state.misses + 1;
        next = { nextId: state.nextId + 1, misses, done: misses >= this.options.stopAfter };
      }
      // A step not written is asked again: asking twice for an id does no harm.
      const written = await directory.advanceBackfill(this.owner, next).catch(() => false);
      if (written && next.done) {
        logger.info({ lastId: next.nextId - 1 - next.misses }, 'directory backfill done');
        return;
      }
      await this.sleep(gapMs - (this.clock() - startedAt));
    }
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
