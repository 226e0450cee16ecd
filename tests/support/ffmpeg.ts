/**
 * ffmpeg for tests and benchmarks (class video renditions, issue 28): Debian's `ffmpeg`
 * package (ffmpeg and ffprobe on the PATH). When it is missing and we run as root with
 * apt-get (CI on a fresh machine), the package is installed first. Also makes short test
 * videos of a given size and length.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { installDebianPackage } from './local-servers.ts';

const onPath = (name: string) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Makes sure ffmpeg and ffprobe can be run. */
export function ensureFfmpeg(): void {
  if (onPath('ffmpeg') && onPath('ffprobe')) return;
  installDebianPackage('ffmpeg');
}

interface TestVideo {
  width: number;
  height: number;
  seconds: number;
  /** A tone under the picture (a spoken lesson); without it the video is silent. */
  sound?: boolean;
}

/**
 * Writes an H.264 + AAC MP4 of ffmpeg's test picture (a moving pattern with a running clock,
 * so every second differs, as a lesson's screen does) to `file`.
 */
export function makeTestVideo(file: string, video: TestVideo): void {
  const size = `${video.width}x${video.height}`;
  makeVideo(file, `testsrc2=size=${size}:rate=25:duration=${video.seconds}`, [
    ...(video.sound
      ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${video.seconds}`]
      : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-b:v',
    video.height >= 720 ? '3000k' : '1200k',
    '-pix_fmt',
    'yuv420p',
    ...(video.sound ? ['-c:a', 'aac', '-b:a', '128k'] : []),
  ]);
}

/**
 * Writes an H.264 MP4 of black frames, one every `frameEveryS` seconds, lasting `seconds`:
 * a tiny file declaring a long length, or a few frames of a given (large) size.
 */
export function makeStillVideo(
  file: string,
  video: { width: number; height: number; seconds: number; frameEveryS: number },
): void {
  makeVideo(file, `color=c=black:size=${video.width}x${video.height}:rate=1/${video.frameEveryS}`, [
    '-t',
    String(video.seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ]);
}

/**
 * Runs ffmpeg on the picture of lavfi's `source` with `encoding` (further inputs and codecs),
 * writing an MP4 that plays before it has all arrived (+faststart) to `file`.
 */
function makeVideo(file: string, source: string, encoding: readonly string[]): void {
  ensureFfmpeg();
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      source,
      ...encoding,
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: 'inherit' },
  );
}
