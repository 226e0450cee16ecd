/**
 * Class videos prepared for slow connections (issue 28): each source file is made, once, into
 * the HLS ladder of ladder.ts by ffmpeg, in the background, and kept in MEDIA_DIR under a
 * folder named after the source (a hash of its address at the provider).
 *
 * - Once per machine at a time: a lock in the gateway's store named after the host, so the
 *   processes of one machine (WORKERS) take turns.
 * - Never the same file twice across gateways: a second lock in the store, named after the
 *   source; gateways sharing MEDIA_DIR (a shared volume) see the finished folder.
 * - Never served half made: the work happens in `.partial/` and the finished folder (its
 *   manifest written last) is renamed into place in one step. A failed or interrupted
 *   transcode leaves nothing served; it is tried again after a pause, by whichever gateway
 *   is asked next (a crashed gateway's locks expire by themselves).
 * - Without ffmpeg the originals are served (as before) and that is logged once.
 *
 * Until a lesson is ready, its original plays (the resolvers keep `fileUrl`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { GatewayStore } from '../store/store.ts';
import {
  AUDIO_KBPS,
  AUDIO_LABEL,
  MASTER_PLAYLIST,
  ffmpegArguments,
  masterPlaylist,
  rungKbps,
  rungsFor,
  type RenditionLabel,
  type SourceFacts,
} from './ladder.ts';

/** One rendition of a prepared lesson. */
export interface PreparedRendition {
  label: RenditionLabel;
  /** Picture height; null for audio only. */
  height: number | null;
  bitrateKbps: number;
  /** Bytes of its playlist and segments: what watching the whole lesson in it costs. */
  bytes: number;
}

/** manifest.json of a prepared lesson: written last, so its presence means ready. */
export interface LessonManifest {
  version: 1;
  durationS: number;
  originalBytes: number;
  renditions: PreparedRendition[];
  preparedAt: string;
}

/** A source file's stream at the provider (the gateway's credential added by the caller). */
type SourceOpener = (
  url: string,
  signal: AbortSignal,
) => Promise<{ statusCode: number; body: NodeJS.ReadableStream & { dump(): Promise<void> } }>;

interface RenditionsOptions {
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
  /** This machine's name in the per-machine lock (default: the host name). */
  machine?: string;
}

/** What the transcoder reports (tests and logs listen). */
interface RenditionEvents {
  started: [{ key: string; pid: number | undefined }];
  ready: [{ key: string }];
  failed: [{ key: string; error: Error }];
}

const MANIFEST = 'manifest.json';
const PARTIAL = '.partial';
const SOURCE_FILE = 'source';
const MACHINE_LOCK = (machine: string) => `media:transcoder:${machine}`;
const FILE_LOCK = (key: string) => `media:transcode:${key}`;
/** A folder name in MEDIA_DIR: 32 hex digits. */
export const MEDIA_KEY = /^[0-9a-f]{32}$/;
/** How soon a queued lesson is tried again while another process of this machine transcodes. */
const MACHINE_BUSY_RETRY_MS = 2000;
/** Partial folders untouched this long belong to nobody (a crash) and are removed. */
const STALE_PARTIAL_MS = 6 * 3600_000;

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
  private readonly ready = new Map<string, LessonManifest>();
  private readonly queue = new Map<string, string>();
  private readonly failures = new Map<string, { attempts: number; retryAtMs: number }>();
  private available: Promise<boolean> | null = null;
  private working = false;
  private stopped = false;
  private child: ChildProcess | null = null;
  private abort: AbortController | null = null;
  private timer: NodeJS.Timeout | null = null;

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
    };
  }

  /**
   * The lesson's renditions when ready; otherwise null, and the lesson is queued to be made
   * (unless it is being made, or failed a moment ago).
   */
  async lesson(fileUrl: string): Promise<LessonManifest | null> {
    const key = mediaKeyOf(fileUrl);
    const known = this.ready.get(key) ?? (await this.readManifest(key));
    if (known) return known;
    this.request(key, fileUrl);
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

  /** Stops queueing, kills a running ffmpeg (this process's own child) and its download. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.abort?.abort();
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('close', () => resolve());
        child.kill('SIGKILL');
      });
    }
    while (this.working) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private request(key: string, fileUrl: string): void {
    if (this.stopped) return;
    const failed = this.failures.get(key);
    if (failed && failed.retryAtMs > this.options.now()) return;
    this.queue.set(key, fileUrl);
    // Picks up a queue left waiting (the store away, this machine's turn taken).
    void this.work();
  }

  /** Whether ffmpeg runs here; asked once, and its absence logged once. */
  private ffmpegAvailable(): Promise<boolean> {
    this.available ??= new Promise((resolve) => {
      const probe = spawn(this.options.ffmpeg, ['-version'], { stdio: 'ignore' });
      probe.once('error', () => {
        this.options.logger.warn(
          'ffmpeg is not installed: class videos are served as their original files (apt-get install ffmpeg)',
        );
        resolve(false);
      });
      probe.once('close', (code) => resolve(code === 0));
    });
    return this.available;
  }

  /** Takes queued lessons one at a time, while this machine's turn is free. */
  private async work(): Promise<void> {
    if (this.working || this.stopped) return;
    this.working = true;
    try {
      if (!(await this.ffmpegAvailable())) {
        this.queue.clear();
        return;
      }
      for (const [key, fileUrl] of this.queue) {
        if (this.stopped) return;
        const machine = await this.lock(MACHINE_LOCK(this.options.machine));
        if (!machine) {
          // Another process of this machine transcodes: its turn ends, then ours.
          this.timer = setTimeout(() => void this.work(), MACHINE_BUSY_RETRY_MS);
          this.timer.unref();
          return;
        }
        try {
          this.queue.delete(key);
          const file = await this.lock(FILE_LOCK(key));
          // Another gateway makes it; the next question finds it ready, or asks again.
          if (!file) continue;
          try {
            if (!(await this.readManifest(key))) await this.prepare(key, fileUrl, [machine, file]);
          } finally {
            await this.unlock(file);
          }
        } finally {
          await this.unlock(machine);
        }
      }
    } catch (error) {
      this.options.logger.error({ err: error }, 'class video preparation stopped');
    } finally {
      this.working = false;
    }
  }

  private async lock(name: string): Promise<{ name: string; token: string } | null> {
    const token = randomUUID();
    const taken = await this.options.store.setIfAbsent(name, token, this.options.lockTtlMs);
    return taken ? { name, token } : null;
  }

  private async unlock(lock: { name: string; token: string }): Promise<void> {
    await this.options.store.deleteIfValue(lock.name, lock.token).catch(() => false);
  }

  /** Keeps the locks alive while their holder works (a crashed holder's expire). */
  private renew(locks: { name: string; token: string }[]): () => void {
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

  private async prepare(
    key: string,
    fileUrl: string,
    locks: { name: string; token: string }[],
  ): Promise<void> {
    const log = this.options.logger.child({ media: key });
    const partial = path.join(this.mediaDir, PARTIAL, `${key}-${randomUUID()}`);
    const stopRenewing = this.renew(locks);
    this.abort = new AbortController();
    const startedAt = this.options.now();
    try {
      await this.sweepPartials();
      await mkdir(partial, { recursive: true });
      const source = path.join(partial, SOURCE_FILE);
      const originalBytes = await this.download(fileUrl, source, this.abort.signal);
      const facts = await this.probe(source);
      const rungs = rungsFor(facts.height);
      for (const label of [...rungs.map((rung) => rung.label), AUDIO_LABEL]) {
        await mkdir(path.join(partial, label));
      }
      log.info(
        { height: facts.height, durationS: facts.durationS },
        'class video transcode started',
      );
      await this.run(this.options.ffmpeg, ffmpegArguments(source, partial, facts), key);
      await rm(source);
      await writeFile(path.join(partial, MASTER_PLAYLIST), masterPlaylist(rungs, facts));
      const renditions: PreparedRendition[] = [];
      for (const rung of rungs) {
        renditions.push({
          label: rung.label,
          height: rung.height,
          bitrateKbps: rungKbps(rung),
          bytes: await folderBytes(path.join(partial, rung.label)),
        });
      }
      renditions.push({
        label: AUDIO_LABEL,
        height: null,
        bitrateKbps: AUDIO_KBPS,
        bytes: await folderBytes(path.join(partial, AUDIO_LABEL)),
      });
      const manifest: LessonManifest = {
        version: 1,
        durationS: Math.round(facts.durationS * 1000) / 1000,
        originalBytes,
        renditions,
        preparedAt: new Date(this.options.now()).toISOString(),
      };
      await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      try {
        await rename(partial, path.join(this.mediaDir, key));
      } catch (error) {
        // Made meanwhile by a gateway whose lock had expired: theirs stands.
        if (!(await this.readManifest(key))) throw error;
        await rm(partial, { recursive: true, force: true });
      }
      this.ready.set(key, manifest);
      this.failures.delete(key);
      log.info({ ms: this.options.now() - startedAt }, 'class video ready');
      this.emit('ready', { key });
    } catch (error) {
      await rm(partial, { recursive: true, force: true }).catch(() => undefined);
      const attempts = (this.failures.get(key)?.attempts ?? 0) + 1;
      this.failures.set(key, {
        attempts,
        retryAtMs: this.options.now() + this.options.retryAfterMs * Math.min(attempts, 10),
      });
      const failure = error instanceof Error ? error : new Error(String(error));
      log.error({ err: failure, attempts }, 'class video transcode failed; the original is served');
      this.emit('failed', { key, error: failure });
    } finally {
      stopRenewing();
      this.abort = null;
    }
  }

  private async download(url: string, file: string, signal: AbortSignal): Promise<number> {
    const answer = await this.options.openSource(url, signal);
    if (answer.statusCode !== 200) {
      await answer.body.dump().catch(() => undefined);
      throw new Error(`the provider answered ${answer.statusCode} for the source`);
    }
    await pipeline(answer.body, createWriteStream(file), { signal });
    return (await stat(file)).size;
  }

  private async probe(file: string): Promise<SourceFacts> {
    const output = await this.run(
      this.options.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      null,
    );
    const parsed = JSON.parse(output) as {
      streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
      format?: { duration?: string };
    };
    const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
    const durationS = Number(parsed.format?.duration ?? video?.duration);
    if (!video?.width || !video.height) throw new Error('the source has no picture');
    if (!Number.isFinite(durationS) || durationS <= 0) throw new Error('the source has no length');
    return {
      durationS,
      width: video.width,
      height: video.height,
      hasAudio: parsed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
    };
  }

  /** Runs a tool to its end; its standard output, or an error with the end of its complaints. */
  private run(command: string, args: string[], key: string | null): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      if (key !== null) {
        this.child = child;
        this.emit('started', { key, pid: child.pid });
      }
      let output = '';
      let complaints = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => {
        complaints = (complaints + chunk.toString()).slice(-2000);
      });
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (this.child === child) this.child = null;
        if (code === 0) resolve(output);
        else
          reject(
            new Error(
              `${path.basename(command)} ended with ${signal ?? `code ${code}`}: ${complaints.trim()}`,
            ),
          );
      });
    });
  }

  /** Removes partial folders nobody has touched for hours (left by a crash). */
  private async sweepPartials(): Promise<void> {
    const folder = path.join(this.mediaDir, PARTIAL);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const where = path.join(folder, name);
      const info = await stat(where).catch(() => null);
      if (info && this.options.now() - info.mtimeMs > STALE_PARTIAL_MS) {
        await rm(where, { recursive: true, force: true }).catch(() => undefined);
      }
    }
  }
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(folder)) total += (await stat(path.join(folder, name))).size;
  return total;
}
