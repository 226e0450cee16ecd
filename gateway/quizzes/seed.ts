/**
 * The embedded default's quizzes: the flagship course (the stand-in's course 1, "Stock Market
 * Foundations") gets a quiz for each of its eight weeks from the GIFT files in seed/course-1/,
 * so a new checkout shows them. A week that has a quiz already keeps it (staff may have
 * changed it); a seed file with a problem stops the seeding with its line.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Quizzes } from '../db/quizzes.ts';
import { parseGift } from './gift-parse.ts';

const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));
const WEEK_FILE = /^week-(\d+)\.gift$/;

/** Seeds every course folder's weeks that have no quiz yet; returns "course/week" of each seeded. */
export async function seedQuizzes(quizzes: Quizzes, dir = SEED_DIR): Promise<string[]> {
  const seeded: string[] = [];
  for (const folder of (await readdir(dir)).sort()) {
    const courseId = /^course-(.+)$/.exec(folder)?.[1];
    if (courseId === undefined) continue;
    for (const file of (await readdir(path.join(dir, folder))).sort()) {
      const week = Number(WEEK_FILE.exec(file)?.[1]);
      if (!Number.isInteger(week) || (await quizzes.forWeek(courseId, week))) continue;
      const { quiz, problems } = parseGift(await readFile(path.join(dir, folder, file), 'utf8'));
      const [problem] = problems;
      if (problem) throw new Error(`${folder}/${file}:${problem.line}: ${problem.message}`);
      await quizzes.replaceWeek(courseId, week, quiz);
      seeded.push(`${courseId}/${week}`);
    }
  }
  return seeded;
}
