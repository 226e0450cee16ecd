/**
 * Weekly quizzes from the command line:
 *
 *   npm run quizzes -- seed
 *
 * `seed` gives the embedded default's flagship course a quiz for each week that has none, from
 * gateway/quizzes/seed/ (`npm start` runs it when it starts the stand-in). Writes the
 * gateway's durable data as the gateway does (DATABASE_URL, else DATA_DIR/app.db).
 */
import { loadConfig } from '../gateway/config.ts';
import { openDatabase } from '../gateway/db/database.ts';
import { seedQuizzes } from '../gateway/quizzes/seed.ts';

async function main(command: string | undefined): Promise<number> {
  if (command !== 'seed') {
    process.stderr.write('usage: npm run quizzes -- seed\n');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const seeded = await seedQuizzes(database.quizzes);
    process.stdout.write(
      seeded.length === 0
        ? 'Every seeded week has a quiz already.\n'
        : `Seeded quizzes for course/week ${seeded.join(', ')}.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
