/**
 * Reads a week's quiz from Moodle's GIFT text format (the plain-text quiz format most
 * learning systems import), as docs/quizzes-gift.md describes it: single choice
 * `{=right ~wrong}`, true/false `{T}`, multiple choice with weights `{~%50%a ~%50%b ~%-100%c}`
 * (a positive weight marks a right option: all of them are needed), numeric `{#value:tolerance}`
 * or `{#min..max}`, `::title::`, `####` general feedback as the explanation, `//` comments,
 * `$CATEGORY:` as the quiz's title, and the escapes `\~ \= \# \{ \} \: \\ \n`. Our additions
 * live where other readers skip them: `//@pass-mark:`, `//@attempts:`, `//@time-limit:`
 * comments, `[hi]` before a text's Hindi, `[image=URL]` in a prompt.
 *
 * Every problem found is reported with its line; a file with any is refused whole.
 */
import type { QuestionKind } from '../db/tables.ts';
import {
  MAX_ATTEMPTS,
  PASS_MARK_PERCENT,
  QUIZ_TITLE_MAX_CHARS,
  TIME_LIMIT_S,
} from '../../common/quiz-settings.ts';

/** A text in English and, when given, Hindi. */
export interface GiftText {
  en: string;
  hi: string | null;
}

interface GiftOption {
  text: GiftText;
  right: boolean;
}

interface GiftQuestion {
  /** Where the question starts in the file, from 1. */
  line: number;
  title: string | null;
  kind: QuestionKind;
  prompt: GiftText;
  imageUrl: string | null;
  explanation: GiftText | null;
  /** The choices of a single or multiple choice question; empty for a numeric one. */
  options: GiftOption[];
  /** A numeric question's answer; null for the other kinds. */
  numeric: { answer: number; tolerance: number } | null;
}

export interface GiftQuiz {
  title: GiftText | null;
  passMarkPercent: number;
  maxAttempts: number;
  timeLimitS: number | null;
  questions: GiftQuestion[];
}

export interface GiftProblem {
  line: number;
  message: string;
}

const MAX_QUESTIONS = 50;
const MAX_OPTIONS = 10;
const MAX_PROMPT = 2000;
const MAX_TEXT = 500;
/** The marker before a text's Hindi. */
export const HINDI_MARK = '[hi]';
const IMAGE_MARK = /\[image=([^\]\s]+)\]/;
const DIRECTIVE = /^\/\/\s*@([a-z-]+)\s*:\s*(.*)$/i;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const WEIGHT = /^\s*%(-?\d+(\.\d+)?)%/;
const ESCAPABLE = new Set(['~', '=', '#', '{', '}', ':', '\\', 'n', '[', ']']);

/** A question's lines as written, each with its line number. */
interface Block {
  text: string;
  /** The line number of each line of `text`. */
  lines: number[];
}

/** The offset of the first `needle` at or after `from` that no backslash escapes; -1 if none. */
function findUnescaped(text: string, needle: string, from = 0): number {
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '\\') {
      at += 1;
      continue;
    }
    if (text.startsWith(needle, at)) return at;
  }
  return -1;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (whole, char: string) =>
    char === 'n' ? '\n' : ESCAPABLE.has(char) ? char : whole,
  );
}

/** English, then Hindi after `[hi]`; each unescaped and trimmed. */
function bilingual(raw: string): GiftText {
  const mark = findUnescaped(raw, HINDI_MARK);
  if (mark < 0) return { en: unescape(raw).trim(), hi: null };
  const hi = unescape(raw.slice(mark + HINDI_MARK.length)).trim();
  return { en: unescape(raw.slice(0, mark)).trim(), hi: hi === '' ? null : hi };
}

/** The file's questions as blocks split at blank lines, its comments and directives aside. */
function read(gift: string) {
  const blocks: Block[] = [];
  const directives: { name: string; value: string; line: number }[] = [];
  let category: { value: string; line: number } | null = null;
  let current: Block | null = null;
  gift.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      current = null;
      return;
    }
    if (trimmed.startsWith('//')) {
      const directive = DIRECTIVE.exec(trimmed);
      if (directive) {
        directives.push({
          name: (directive[1] ?? '').toLowerCase(),
          value: directive[2] ?? '',
          line,
        });
      }
      return;
    }
    if (current === null && /^\$CATEGORY:/i.test(trimmed)) {
      category = { value: trimmed.slice('$CATEGORY:'.length), line };
      return;
    }
    if (current === null) {
      current = { text: raw, lines: [line] };
      blocks.push(current);
    } else {
      current.text += `\n${raw}`;
      current.lines.push(line);
    }
  });
  return { blocks, directives, category: category as { value: string; line: number } | null };
}

/** The line of an offset in a block. */
function lineAt(block: Block, offset: number): number {
  const before = block.text.slice(0, offset).split('\n').length - 1;
  return block.lines[Math.min(before, block.lines.length - 1)] ?? block.lines[0] ?? 1;
}

/** Reads a whole-number setting within its bounds. */
function setting(
  value: string,
  bounds: { min: number; max: number },
  what: string,
): { value: number } | { message: string } {
  const text = value.trim();
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < bounds.min || number > bounds.max) {
    return { message: `${what} must be a whole number from ${bounds.min} to ${bounds.max}.` };
  }
  return { value: number };
}

function settingsOf(directives: ReturnType<typeof read>['directives'], problems: GiftProblem[]) {
  const settings: Pick<GiftQuiz, 'passMarkPercent' | 'maxAttempts' | 'timeLimitS'> = {
    passMarkPercent: PASS_MARK_PERCENT.default,
    maxAttempts: MAX_ATTEMPTS.default,
    timeLimitS: null,
  };
  for (const { name, value, line } of directives) {
    const take = (result: ReturnType<typeof setting>, apply: (n: number) => void) => {
      if ('message' in result) problems.push({ line, message: result.message });
      else apply(result.value);
    };
    if (name === 'pass-mark') {
      take(setting(value.replace(/%\s*$/, ''), PASS_MARK_PERCENT, 'The pass mark'), (n) => {
        settings.passMarkPercent = n;
      });
    } else if (name === 'attempts') {
      take(setting(value, MAX_ATTEMPTS, 'The number of attempts'), (n) => {
        settings.maxAttempts = n;
      });
    } else if (name === 'time-limit') {
      if (value.trim().toLowerCase() === 'none') settings.timeLimitS = null;
      else {
        take(setting(value, TIME_LIMIT_S, 'The time limit in seconds'), (n) => {
          settings.timeLimitS = n;
        });
      }
    } else {
      problems.push({
        line,
        message: `Unknown setting @${name}: use @pass-mark, @attempts or @time-limit.`,
      });
    }
  }
  return settings;
}

/** Checks a text's lengths; pushes a problem for each one too long or empty. */
function checkText(text: GiftText, max: number, what: string, line: number, out: GiftProblem[]) {
  if (text.en === '') out.push({ line, message: `${what} has no English text.` });
  for (const part of [text.en, text.hi ?? '']) {
    if (part.length > max) {
      out.push({ line, message: `${what} is longer than ${max} characters.` });
      return;
    }
  }
}

type Answers = Pick<GiftQuestion, 'kind' | 'options' | 'numeric'>;

/** A numeric answer block's body after its `#`. */
function numericAnswer(body: string): { numeric: Answers['numeric'] } | { message: string } {
  const text = unescape(body).trim();
  const range = /^(.+)\.\.(.+)$/.exec(text);
  const [value = '', tolerance = '0'] = range ? [] : text.split(':');
  if (range) {
    const [low, high] = [range[1]?.trim() ?? '', range[2]?.trim() ?? ''];
    if (NUMBER.test(low) && NUMBER.test(high) && Number(low) <= Number(high)) {
      const [min, max] = [Number(low), Number(high)];
      return { numeric: { answer: (min + max) / 2, tolerance: (max - min) / 2 } };
    }
  } else if (NUMBER.test(value.trim()) && NUMBER.test(tolerance.trim())) {
    return { numeric: { answer: Number(value), tolerance: Number(tolerance) } };
  }
  return {
    message:
      'A numeric answer is written {#value}, {#value:tolerance} or {#min..max}, with one answer.',
  };
}

/** The `=`/`~` options of a choice question; a problem message when they are not usable. */
function choiceAnswers(body: string): Answers | { message: string } {
  const tokens: { mark: string; raw: string }[] = [];
  let at = 0;
  while (at < body.length) {
    const next = Math.min(
      ...['=', '~'].map((mark) => findUnescaped(body, mark, at)).map((i) => (i < 0 ? Infinity : i)),
    );
    if (next === Infinity) break;
    if (tokens.length === 0 && body.slice(0, next).trim() !== '') {
      return { message: 'Each answer must start with = (right) or ~ (wrong).' };
    }
    const last = tokens.at(-1);
    if (last) last.raw = body.slice(at, next);
    tokens.push({ mark: body[next] ?? '', raw: '' });
    at = next + 1;
  }
  const last = tokens.at(-1);
  if (!last) return { message: 'Each answer must start with = (right) or ~ (wrong).' };
  last.raw = body.slice(at);
  if (tokens.some((token) => findUnescaped(token.raw, '->') >= 0)) {
    return { message: 'Matching questions (a -> b) are not supported.' };
  }
  if (tokens.some((token) => findUnescaped(token.raw, '#') >= 0)) {
    return {
      message: 'Feedback for a single answer (#...) is not kept: write the explanation after ####.',
    };
  }
  const weighted = tokens.some((token) => WEIGHT.test(token.raw));
  const options = tokens.map(({ mark, raw }) => {
    const weight = WEIGHT.exec(raw);
    const text = bilingual(weight ? raw.slice(weight[0].length) : raw);
    return { text, right: mark === '=' || (weight !== null && Number(weight[1]) > 0) };
  });
  const rights = options.filter((option) => option.right).length;
  if (!tokens.some((token) => token.mark === '~')) {
    return { message: 'Short answer questions (only = answers) are not supported.' };
  }
  if (rights === 0) return { message: 'No right answer: mark one with = or a positive weight.' };
  if (!weighted && rights > 1) {
    return {
      message: 'More than one = answer: for several right answers write ~%50%a ~%50%b ~%-100%c.',
    };
  }
  if (options.length < 2 || options.length > MAX_OPTIONS) {
    return { message: `A question needs 2 to ${MAX_OPTIONS} answers.` };
  }
  return { kind: weighted ? 'multiple' : 'single', options, numeric: null };
}

const TRUE_FALSE: Readonly<Record<string, boolean>> = {
  t: true,
  true: true,
  f: false,
  false: false,
};

function answersOf(body: string): Answers | { message: string } {
  const trimmed = body.trim();
  if (trimmed === '') return { message: 'Essay questions ({}) are not supported.' };
  const truth = TRUE_FALSE[trimmed.toLowerCase()];
  if (truth !== undefined) {
    return {
      kind: 'single',
      numeric: null,
      options: [
        { text: { en: 'True', hi: 'सही' }, right: truth },
        { text: { en: 'False', hi: 'ग़लत' }, right: !truth },
      ],
    };
  }
  if (trimmed.startsWith('#')) {
    const numeric = numericAnswer(trimmed.slice(1));
    return 'message' in numeric
      ? numeric
      : { kind: 'numeric', options: [], numeric: numeric.numeric };
  }
  return choiceAnswers(trimmed);
}

function questionOf(block: Block, problems: GiftProblem[]): GiftQuestion | null {
  const start = block.lines[0] ?? 1;
  const fail = (offset: number, message: string) => {
    problems.push({ line: lineAt(block, offset), message });
    return null;
  };
  let text = block.text;
  let title: string | null = null;
  const lead = text.length - text.trimStart().length;
  if (text.startsWith('::', lead)) {
    const end = findUnescaped(text, '::', lead + 2);
    if (end < 0) return fail(lead, 'The title is not closed with ::.');
    title = unescape(text.slice(lead + 2, end)).trim() || null;
    text = ' '.repeat(end + 2) + text.slice(end + 2);
  }
  const open = findUnescaped(text, '{');
  if (open < 0) return fail(lead, 'No answers: write them in {...} after the question.');
  const close = findUnescaped(text, '}', open + 1);
  if (close < 0) return fail(open, 'The answers are not closed with }.');
  if (text.slice(close + 1).trim() !== '') {
    return fail(close, 'Text after the answers is not supported: end the question with }.');
  }
  const inner = text.slice(open + 1, close);
  if (findUnescaped(inner, '{') >= 0) return fail(open, 'An answer contains an unescaped {.');
  const feedbackAt = findUnescaped(inner, '####');
  const body = feedbackAt < 0 ? inner : inner.slice(0, feedbackAt);
  const explanation = feedbackAt < 0 ? null : bilingual(inner.slice(feedbackAt + 4));
  const answers = answersOf(body);
  if ('message' in answers) return fail(open, answers.message);

  let promptRaw = text.slice(0, open).replace(/^\s*\[(plain|markdown)\]/, '');
  const image = IMAGE_MARK.exec(promptRaw);
  const imageUrl = image?.[1] ?? null;
  if (image) promptRaw = promptRaw.replace(image[0], ' ');
  const before = problems.length;
  if (imageUrl !== null && !/^(https:\/\/|\/)[^\s"'<>]+$/.test(imageUrl)) {
    problems.push({ line: start, message: 'A picture address must start with https:// or /.' });
  }
  const prompt = bilingual(promptRaw);
  checkText(prompt, MAX_PROMPT, 'The question', start, problems);
  if (explanation) checkText(explanation, MAX_PROMPT, 'The explanation', start, problems);
  for (const option of answers.options)
    checkText(option.text, MAX_TEXT, 'An answer', start, problems);
  if (problems.length > before) return null;
  return {
    line: start,
    title,
    prompt,
    imageUrl,
    explanation: explanation && explanation.en !== '' ? explanation : null,
    ...answers,
  };
}

/** The quiz a GIFT file holds, and every problem found in it (none: it may be imported). */
export function parseGift(gift: string): { quiz: GiftQuiz; problems: GiftProblem[] } {
  const problems: GiftProblem[] = [];
  const { blocks, directives, category } = read(gift);
  const settings = settingsOf(directives, problems);
  const questions = blocks.flatMap((block) => questionOf(block, problems) ?? []);
  if (blocks.length === 0) {
    problems.push({ line: 1, message: 'The file holds no questions.' });
  } else if (blocks.length > MAX_QUESTIONS) {
    problems.push({ line: 1, message: `A quiz holds at most ${MAX_QUESTIONS} questions.` });
  }
  const title = category ? bilingual(category.value) : null;
  if (title && category)
    checkText(title, QUIZ_TITLE_MAX_CHARS, 'The quiz title', category.line, problems);
  problems.sort((a, b) => a.line - b.line);
  return { quiz: { title, ...settings, questions }, problems };
}
