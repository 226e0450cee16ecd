/**
 * One transcode (renditions.ts decides which and when): ffmpeg makes the ladder of
 * ladder.ts from a downloaded source in a work folder, under a time limit, and the folder
 * gets its master playlist and, last, its manifest (whose presence means ready).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
import { runTool } from './tools.ts';

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

export const MANIFEST = 'manifest.json';
/** The downloaded original in a work folder (removed once the renditions are made). */
export const SOURCE_FILE = 'source';

/**
 * ffmpeg's time limit: a minute to start, then 3 s for each second of source. A 5-minute
 * 720p lesson took 91 s on 2 cores (0.3 s a second of source), so this leaves a slower or
 * busier machine (two transcodes at once) room, and still stops a source that takes far
 * longer to decode than it lasts, which a real lesson never does.
 */
const TIME_LIMIT_START_MS = 60_000;
const TIME_LIMIT_PER_SOURCE_S = 3;
export const transcodeTimeLimitMs = (durationS: number) =>
  TIME_LIMIT_START_MS + TIME_LIMIT_PER_SOURCE_S * durationS * 1000;

interface Transcode {
  ffmpeg: string;
  /** The work folder holding SOURCE_FILE. */
  partial: string;
  facts: SourceFacts;
  originalBytes: number;
  timeLimitMs: number;
  onStart: (child: ChildProcess) => void;
  now: () => number;
}

/** Makes the renditions in the work folder; the manifest it wrote there last. */
export async function makeLesson(job: Transcode): Promise<LessonManifest> {
  const { partial, facts } = job;
  const source = path.join(partial, SOURCE_FILE);
  const rungs = rungsFor(facts.height);
  for (const label of [...rungs.map((rung) => rung.label), AUDIO_LABEL]) {
    await mkdir(path.join(partial, label));
  }
  await runTool({
    command: job.ffmpeg,
    args: ffmpegArguments(source, partial, facts),
    timeLimitMs: job.timeLimitMs,
    onStart: job.onStart,
  });
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
    originalBytes: job.originalBytes,
    renditions,
    preparedAt: new Date(job.now()).toISOString(),
  };
  await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(folder)) total += (await stat(path.join(folder, name))).size;
  return total;
}
