/**
 * The HLS ladder a class video is prepared in (issue 28): H.264 + AAC renditions at 240p
 * (about 300 kbps all told), 480p (about 800 kbps) and 720p (about 2 Mbps), each made only
 * when the source is at least that tall (240p always), and an audio-only AAC rendition
 * (64 kbps) for lessons that are mostly talk. Segments are 4 s long, every segment starts
 * on a key frame, so any rendition can take over from another at a segment's edge.
 * Video renditions are MPEG-TS segments; the audio one is fragmented MP4 (audio/mp4).
 */

const SEGMENT_S = 4;
export const AUDIO_KBPS = 64;

/** A video rung: its label (also its folder), height and bitrates. */
interface VideoRung {
  label: '240p' | '480p' | '720p';
  height: number;
  videoKbps: number;
}

const VIDEO_RUNGS: readonly VideoRung[] = [
  { label: '240p', height: 240, videoKbps: 236 },
  { label: '480p', height: 480, videoKbps: 736 },
  { label: '720p', height: 720, videoKbps: 1936 },
];

export const AUDIO_LABEL = 'audio';
export type RenditionLabel = VideoRung['label'] | typeof AUDIO_LABEL;

/** The playlists and segments a prepared lesson holds, relative to its folder. */
export const MASTER_PLAYLIST = 'master.m3u8';
export const MEDIA_PLAYLIST = 'index.m3u8';
const AUDIO_INIT = 'init.mp4';
/** Every name a grant may ask for under a lesson's folder; nothing else is ever served. */
export const SERVED_FILE =
  /^(?:master\.m3u8|(?:240p|480p|720p)\/(?:index\.m3u8|seg-\d{1,5}\.ts)|audio\/(?:index\.m3u8|init\.mp4|seg-\d{1,5}\.m4s))$/;

/** What a served file is, by its ending. */
export function contentTypeOf(name: string): string {
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.ts')) return 'video/mp2t';
  return 'audio/mp4';
}

/** The rungs made from a source of that height (the smallest always). */
export function rungsFor(sourceHeight: number): VideoRung[] {
  const made = VIDEO_RUNGS.filter((rung) => rung.height <= sourceHeight);
  return made.length > 0 ? made : VIDEO_RUNGS.slice(0, 1);
}

/** The total bitrate of a video rung, with its audio, in kbps. */
export const rungKbps = (rung: VideoRung) => rung.videoKbps + AUDIO_KBPS;

/** The source as ffprobe found it. */
export interface SourceFacts {
  durationS: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/**
 * ffmpeg's arguments: one decode of `input`, scaled and encoded once per rung and once as
 * audio, each into its own folder under `outDir`. A source without sound gets a silent
 * track, so every rendition (and the audio-only one) has the same shape.
 */
export function ffmpegArguments(input: string, outDir: string, source: SourceFacts): string[] {
  const rungs = rungsFor(source.height);
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input];
  if (!source.hasAudio) {
    args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
  }
  const audio = source.hasAudio ? '0:a:0' : '1:a:0';
  const splits = rungs.map((_, index) => `[v${index}]`).join('');
  const scales = rungs
    .map((rung, index) => `[v${index}]scale=-2:${rung.height}[s${index}]`)
    .join(';');
  args.push('-filter_complex', `[0:v:0]split=${rungs.length}${splits};${scales}`);
  const keyFrames = `expr:gte(t,n_forced*${SEGMENT_S})`;
  const common = ['-f', 'hls', '-hls_time', String(SEGMENT_S), '-hls_playlist_type', 'vod'];
  // The same stereo AAC in every rendition and in the audio-only one.
  const audioCodec = ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'];
  rungs.forEach((rung, index) => {
    args.push(
      '-map',
      `[s${index}]`,
      '-map',
      audio,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      `${rung.videoKbps}k`,
      '-maxrate',
      `${Math.round(rung.videoKbps * 1.1)}k`,
      '-bufsize',
      `${rung.videoKbps * 2}k`,
      '-force_key_frames',
      keyFrames,
      '-sc_threshold',
      '0',
      ...audioCodec,
      '-shortest',
      ...common,
      '-hls_segment_filename',
      `${outDir}/${rung.label}/seg-%05d.ts`,
      `${outDir}/${rung.label}/${MEDIA_PLAYLIST}`,
    );
  });
  args.push(
    '-map',
    audio,
    '-vn',
    ...audioCodec,
    // The silent track of a soundless source is endless: it stops with the picture.
    '-t',
    String(source.durationS),
    ...common,
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    AUDIO_INIT,
    '-hls_segment_filename',
    `${outDir}/${AUDIO_LABEL}/seg-%05d.m4s`,
    `${outDir}/${AUDIO_LABEL}/${MEDIA_PLAYLIST}`,
  );
  return args;
}

/**
 * The master playlist naming the video rungs (the audio-only rendition is offered apart,
 * so an automatic choice never drops the picture).
 */
export function masterPlaylist(rungs: readonly VideoRung[], source: SourceFacts): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rung of rungs) {
    const width = Math.round(((source.width / source.height) * rung.height) / 2) * 2;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(rungKbps(rung) * 1100)},AVERAGE-BANDWIDTH=${rungKbps(rung) * 1000},RESOLUTION=${width}x${rung.height},CODECS="avc1.4d401f,mp4a.40.2"`,
      `${rung.label}/${MEDIA_PLAYLIST}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
