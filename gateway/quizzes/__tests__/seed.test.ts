/**
 * The embedded default's quizzes: `npm run quizzes -- seed` gives the flagship course a quiz
 * for each of its eight weeks, 4 to 6 questions each in English and Hindi, once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';

const run = promisify(execFile);

describe('npm run quizzes -- seed', () => {
  it('seeds each week of the flagship course once, in both languages', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quiz-seed-'));
    const { DATABASE_URL: _shared, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const args = ['--import', 'tsx', 'scripts/quizzes.ts', 'seed'];
    const first = await run(process.execPath, args, { env });
    expect(first.stdout).toBe(
      'Seeded quizzes for course/week 1/1, 1/2, 1/3, 1/4, 1/5, 1/6, 1/7, 1/8.\n',
    );
    const again = await run(process.execPath, args, { env });
    expect(again.stdout).toBe('Every seeded week has a quiz already.\n');

    const database = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const quizzes = await database.quizzes.ofCourse('1');
      expect(quizzes.map((quiz) => [quiz.week, quiz.title.en, quiz.passMarkPercent])).toEqual([
        [1, 'How the market works', 70],
        [2, 'Reading candlesticks', 70],
        [3, 'Support and resistance', 70],
        [4, 'Moving averages and indicators', 70],
        [5, 'Risk management', 70],
        [6, 'Position sizing', 70],
        [7, 'Trading psychology', 70],
        [8, 'Your trading plan', 70],
      ]);
      expect(quizzes[4]?.timeLimitS).toBe(900);
      for (const quiz of quizzes) {
        const questions = await database.quizzes.questions(quiz.id);
        expect(questions.length).toBeGreaterThanOrEqual(4);
        expect(questions.length).toBeLessThanOrEqual(6);
        for (const question of questions) {
          expect(question.prompt.hi).toMatch(/[\u0900-\u097F]/);
          expect(question.explanation?.hi).toMatch(/[\u0900-\u097F]/);
        }
      }
      const [sizing] = (await database.quizzes.questions(quizzes[4]?.id ?? '')).filter(
        (question) => question.title === 'size',
      );
      expect(sizing?.numeric).toEqual({ answer: 300, tolerance: 0 });
    } finally {
      await database.close();
    }
  }, 60_000);
});
