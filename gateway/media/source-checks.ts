/**
 * What the transcoder (renditions.ts) accepts as a source, and what it remembers of a
 * refusal. A refused source is never transcoded: its original plays. Refused are sources
 * longer than MEDIA_MAX_DURATION_S, larger than MEDIA_MAX_BYTES (known from Content-Length
 * before downloading, or counted while downloading, which stops there), with frames larger
 * than 4K, too small for the length they declare (a few bytes declaring an hour: decoding
 * them costs as much as a real hour, for nothing to watch), or that ffprobe cannot read as
 * a video (a PDF, a broken upload).
 *
 * A refusal is written to `MEDIA_DIR/.refused/<key>.json`, so neither this gateway, nor
 * another sharing MEDIA_DIR, nor a restart downloads the file again. A refusal for size or
 * length stands only while the limit it broke does: raising the limit retries the file.
 * Deleting the marker retries it too.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SourceFacts } from './ladder.ts';
import { runTool, ToolFailed } from './tools.ts';

/** MEDIA_MAX_DURATION_S and MEDIA_MAX_BYTES. */
export interface SourceLimits {
  maxDurationS: number;
  maxBytes: number;
}

/** 4K UHD; a frame with more pixels is refused (decoding it needs more memory than a lesson should). */
const MAX_FRAME_PIXELS = 3840 * 2160;
/**
 * A real lesson, even a still slide with quiet speech, takes several kB a second; under
 * 1 kB a second of its declared length a file cannot be one, and ffmpeg would still spend
 * the whole declared length making frames out of nothing.
 */
const MIN_BYTES_PER_S = 1000;
/** ffprobe reads a file's headers in well under a second; a file that holds it longer is hostile. */
const PROBE_TIME_LIMIT_MS = 30_000;

type RefusalReason =
  'too-long' | 'too-large' | 'frame-too-large' | 'too-small-for-its-length' | 'not-a-video';

/** A source the transcoder will not make renditions of. */
export class SourceRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** The measure that broke the limit (seconds or bytes), kept to see if a new limit lets it pass. */
    readonly value: number | null = null,
  ) {
    super(message);
  }
}

/** `.refused/<key>.json`. */
interface RefusalMarker {
  version: 1;
  reason: RefusalReason;
  message: string;
  value: number | null;
  refusedAt: string;
}

const REFUSED = '.refused';
const markerFile = (mediaDir: string, key: string) => path.join(mediaDir, REFUSED, `${key}.json`);

/** Remembers a refusal for every gateway sharing MEDIA_DIR. */
export async function writeRefusal(
  mediaDir: string,
  key: string,
  refusal: SourceRefused,
  now: number,
): Promise<void> {
  const marker: RefusalMarker = {
    version: 1,
    reason: refusal.reason,
    message: refusal.message,
    value: refusal.value,
    refusedAt: new Date(now).toISOString(),
  };
  const file = markerFile(mediaDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a gateway reading it never sees half a marker.
  await writeFile(`${file}.${process.pid}`, `${JSON.stringify(marker, null, 2)}\n`);
  await rename(`${file}.${process.pid}`, file);
}

/** Why the source `key` is refused under today's limits, or null (never refused, or no longer). */
export async function readRefusal(
  mediaDir: string,
  key: string,
  limits: SourceLimits,
): Promise<string | null> {
  let marker: RefusalMarker;
  try {
    marker = JSON.parse(await readFile(markerFile(mediaDir, key), 'utf8')) as RefusalMarker;
  } catch {
    return null;
  }
  if (marker.reason === 'too-long' && (marker.value ?? 0) <= limits.maxDurationS) return null;
  if (marker.reason === 'too-large' && (marker.value ?? 0) <= limits.maxBytes) return null;
  return marker.message;
}

/** A source file's stream at the provider (the gateway's credential added by the caller). */
export type SourceOpener = (
  url: string,
  signal: AbortSignal,
) => Promise<{
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: NodeJS.ReadableStream & { dump(): Promise<void> };
}>;

/**
 * Downloads the source to `file`; its size. Refuses it unread when its Content-Length is over
 * the limit, and stops reading when more bytes than the limit arrive.
 */
export async function downloadSource(
  open: SourceOpener,
  url: string,
  file: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<number> {
  const answer = await open(url, signal);
  if (answer.statusCode !== 200) {
    await answer.body.dump().catch(() => undefined);
    throw new Error(`the provider answered ${answer.statusCode} for the source`);
  }
  const tooLarge = (bytes: number, known: boolean) =>
    new SourceRefused(
      'too-large',
      `the source is ${known ? '' : 'over '}${bytes} bytes, more than MEDIA_MAX_BYTES (${maxBytes})`,
      bytes,
    );
  const declared = Number(answer.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await answer.body.dump().catch(() => undefined);
    throw tooLarge(declared, true);
  }
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      // Failing here ends the pipeline, which closes the provider's connection.
      if (bytes > maxBytes) done(tooLarge(bytes, false));
      else done(null, chunk);
    },
  });
  await pipeline(answer.body, counted, createWriteStream(file), { signal });
  return bytes;
}

/** The source's facts as ffprobe reads them; refuses a file it cannot read as a video. */
export async function probeSource(ffprobe: string, file: string): Promise<SourceFacts> {
  let output: string;
  try {
    output = await runTool({
      command: ffprobe,
      args: ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      timeLimitMs: PROBE_TIME_LIMIT_MS,
    });
  } catch (error) {
    // ffprobe ran and gave up (its code 1) on a whole download: not a video it can read.
    if (error instanceof ToolFailed && error.code === 1) {
      throw new SourceRefused('not-a-video', `ffprobe cannot read the source: ${error.message}`);
    }
    throw error;
  }
  const parsed = JSON.parse(output) as {
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
    format?: { duration?: string };
  };
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  const durationS = Number(parsed.format?.duration ?? video?.duration);
  if (!video?.width || !video.height)
    throw new SourceRefused('not-a-video', 'the source has no picture');
  if (!Number.isFinite(durationS) || durationS <= 0) {
    throw new SourceRefused('not-a-video', 'the source has no length');
  }
  return {
    durationS,
    width: video.width,
    height: video.height,
    hasAudio: parsed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

/** Refuses a source beyond the limits (see the top of this file). */
export function checkSource(facts: SourceFacts, bytes: number, limits: SourceLimits): void {
  const { durationS, width, height } = facts;
  if (durationS > limits.maxDurationS) {
    throw new SourceRefused(
      'too-long',
      `the source lasts ${Math.round(durationS)} s, more than MEDIA_MAX_DURATION_S (${limits.maxDurationS} s)`,
      durationS,
    );
  }
  if (width * height > MAX_FRAME_PIXELS) {
    throw new SourceRefused(
      'frame-too-large',
      `the source's frames are ${width}x${height}, larger than 4K (3840x2160)`,
    );
  }
  if (bytes / durationS < MIN_BYTES_PER_S) {
    throw new SourceRefused(
      'too-small-for-its-length',
      `the source is ${bytes} bytes for a declared ${Math.round(durationS)} s, under ${MIN_BYTES_PER_S} bytes a second: not a real lesson`,
    );
  }
}
