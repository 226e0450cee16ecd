/**
 * Writes a week's quiz as GIFT, in the form gift-parse.ts reads (docs/quizzes-gift.md), so an
 * export imported again gives the same quiz. Multiple choice is written with weights that
 * share 100% among the right options and take 100% for each wrong one, as Moodle expects.
 */
import { HINDI_MARK, type GiftQuiz, type GiftText } from './gift-parse.ts';

/** Escapes what GIFT reads as markup; a line break as \n so a question stays one block. */
function escaped(text: string): string {
  return text.replace(/[~=#{}:\\[\]]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

function bilingual(text: GiftText): string {
  return text.hi === null
    ? escaped(text.en)
    : `${escaped(text.en)} ${HINDI_MARK} ${escaped(text.hi)}`;
}

/** A weight as GIFT writes it: at most five decimals, no trailing zeros. */
function weight(percent: number): string {
  return String(Number(percent.toFixed(5)));
}

type WrittenQuestion = Omit<GiftQuiz['questions'][number], 'line'>;

function answersOf(question: WrittenQuestion): string[] {
  if (question.kind === 'numeric' && question.numeric) {
    const { answer, tolerance } = question.numeric;
    return [tolerance === 0 ? `#${answer}` : `#${answer}:${tolerance}`];
  }
  if (question.kind === 'single') {
    return question.options.map((option) => `${option.right ? '=' : '~'}${bilingual(option.text)}`);
  }
  const rights = question.options.filter((option) => option.right).length;
  return question.options.map((option) =>
    option.right
      ? `~%${weight(100 / rights)}%${bilingual(option.text)}`
      : `~%-100%${bilingual(option.text)}`,
  );
}

function questionText(question: WrittenQuestion): string {
  const title = question.title === null ? '' : `::${escaped(question.title)}:: `;
  const image = question.imageUrl === null ? '' : ` [image=${question.imageUrl}]`;
  const lines = [`${title}${bilingual(question.prompt)}${image} {`];
  for (const answer of answersOf(question)) lines.push(`  ${answer}`);
  if (question.explanation) lines.push(`  ####${bilingual(question.explanation)}`);
  lines.push('}');
  return lines.join('\n');
}

/** The quiz as a GIFT file: its settings as comments, its title as the category, then each question. */
export function writeGift(quiz: Omit<GiftQuiz, 'questions'> & { questions: WrittenQuestion[] }) {
  const head = [
    `//@pass-mark: ${quiz.passMarkPercent}`,
    `//@attempts: ${quiz.maxAttempts}`,
    `//@time-limit: ${quiz.timeLimitS ?? 'none'}`,
  ];
  if (quiz.title) head.push(`$CATEGORY: ${bilingual(quiz.title)}`);
  return `${[head.join('\n'), ...quiz.questions.map(questionText)].join('\n\n')}\n`;
}
