/**
 * Writes the seeded media into provider/media/: course images, class thumbnails and
 * short videos (ffmpeg, a developer tool only), and lesson PDFs (provider/tools/pdf.ts).
 * The output is committed; the stand-in never runs this. Re-run after changing the
 * catalogue in seed-data.ts:  npx tsx provider/tools/generate-media.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCourses } from '../seed-data.ts';
import type { SeedClassItem, SeedCourse } from '../seed-data.ts';
import { MEDIA_DIR } from '../uploads.ts';
import { lessonNotesPdf } from './pdf.ts';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const palettes = [
  ['0x0b1f3a', '0x1d4e89'],
  ['0x06302b', '0x0f766e'],
  ['0x2e1065', '0x6d28d9'],
] as const;

const work = mkdtempSync(path.join(tmpdir(), 'academy-media-'));
let textFiles = 0;

/** drawtext reads its text from a file, which spares escaping titles for the filtergraph. */
function textFile(text: string): string {
  textFiles += 1;
  const file = path.join(work, `text-${textFiles}.txt`);
  writeFileSync(file, text);
  return file;
}

function wrapWords(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines.join('\n');
}

function drawText(text: string, options: string): string {
  return `drawtext=fontfile=${FONT_BOLD}:textfile=${textFile(text)}:fontcolor=white:${options}`;
}

/** A little candlestick chart, the same on every run (a seeded pseudo-random walk). */
function candles(seed: number, x0: number, y0: number, count: number, scale: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let close = 0.5;
  const boxes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const open = close;
    close = Math.min(0.9, Math.max(0.1, open + (next() - 0.45) * 0.25));
    const high = Math.max(open, close) + next() * 0.08;
    const low = Math.min(open, close) - next() * 0.08;
    const color = close >= open ? '0x22c55e' : '0xef4444';
    const y = (v: number) => Math.round(y0 + (1 - v) * scale);
    const x = x0 + i * Math.max(18, Math.round(scale / 7));
    const bodyTop = y(Math.max(open, close));
    const bodyHeight = Math.max(2, y(Math.min(open, close)) - bodyTop);
    boxes.push(`drawbox=x=${x + 6}:y=${y(high)}:w=2:h=${y(low) - y(high)}:color=${color}:t=fill`);
    boxes.push(`drawbox=x=${x}:y=${bodyTop}:w=14:h=${bodyHeight}:color=${color}:t=fill`);
  }
  return boxes;
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

function gradient(size: string, index: number): string {
  const [from, to] = palettes[index % palettes.length] ?? palettes[0];
  return `gradients=s=${size}:c0=${from}:c1=${to}:x0=0:y0=0:x1=800:y1=450:nb_colors=2:d=1`;
}

function courseImage(course: SeedCourse, index: number): void {
  const weeks = Math.max(...course.classItems.map((item) => item.week));
  const filters = [
    ...candles(17 + index * 31, 430, 40, 18, 260),
    drawText(wrapWords(course.title, 20), 'fontsize=46:line_spacing=10:x=48:y=h-210'),
    drawText(`${weeks}-week course  |  Trading academy`, 'fontsize=22:x=48:y=h-60'),
  ];
  ffmpeg([
    ...['-f', 'lavfi', '-i', gradient('800x450', index)],
    ...['-vf', filters.join(','), '-frames:v', '1', '-q:v', '6'],
    path.join(MEDIA_DIR, 'course', course.image),
  ]);
}

function thumbnail(item: SeedClassItem, index: number): void {
  const label = item.fileType === 'video' ? 'VIDEO' : 'PDF NOTES';
  const filters = [
    ...candles(5 + index * 13, 196, 40, 6, 50),
    drawText(`${label}  |  WEEK ${item.week}`, 'fontsize=15:x=16:y=18'),
    drawText(wrapWords(item.title, 22), 'fontsize=21:line_spacing=6:x=16:y=h-78'),
  ];
  ffmpeg([
    ...['-f', 'lavfi', '-i', gradient('320x180', index)],
    ...['-vf', filters.join(','), '-frames:v', '1', '-q:v', '7'],
    path.join(MEDIA_DIR, 'course_data', item.thumbnail),
  ]);
}

function video(item: SeedClassItem): void {
  const filters = [
    'drawbox=x=0:y=96:w=iw:h=168:color=black@0.72:t=fill',
    drawText(item.title, 'fontsize=30:x=(w-text_w)/2:y=120'),
    drawText(`Week ${item.week} lesson preview`, 'fontsize=22:x=(w-text_w)/2:y=170'),
    `drawtext=fontfile=${FONT}:textfile=${textFile('%{pts:hms}')}:fontcolor=white:fontsize=20:x=(w-text_w)/2:y=216`,
  ];
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=24:d=4'],
    ...['-vf', filters.join(','), '-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0'],
    ...['-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'],
    path.join(MEDIA_DIR, 'course_data', item.file),
  ]);
}

async function lessonPdf(item: SeedClassItem, course: SeedCourse): Promise<void> {
  writeFileSync(path.join(MEDIA_DIR, 'course_data', item.file), await lessonNotesPdf(item, course));
}

async function main(): Promise<void> {
  mkdirSync(path.join(MEDIA_DIR, 'course'), { recursive: true });
  mkdirSync(path.join(MEDIA_DIR, 'course_data'), { recursive: true });
  const done = new Set<string>();
  const pdfs: Promise<void>[] = [];
  seedCourses.forEach((course, courseIndex) => {
    courseImage(course, courseIndex);
    course.classItems.forEach((item, itemIndex) => {
      if (done.has(item.file)) return;
      done.add(item.file);
      thumbnail(item, courseIndex * 16 + itemIndex);
      if (item.fileType === 'video') video(item);
      else pdfs.push(lessonPdf(item, course));
    });
  });
  await Promise.all(pdfs);
  rmSync(work, { recursive: true, force: true });
  process.stdout.write(`wrote ${seedCourses.length} course images and ${done.size} class files\n`);
}

await main();
