/**
 * The GIFT reader and writer (docs/quizzes-gift.md): each kind of question, the Hindi and
 * picture conventions, settings, escapes, every refusal with its line, and an export that
 * reads back as the same quiz.
 */
import { describe, expect, it } from 'vitest';
import { parseGift } from '../gift-parse.ts';
import { writeGift } from '../gift-write.ts';

const GOOD = `// Week 1: what a market is
//@pass-mark: 60
//@attempts: 2
//@time-limit: 600
$CATEGORY: Markets and candles [hi] बाज़ार और कैंडल

::exchanges:: Which exchange runs the Nifty 50? [hi] निफ्टी 50 कौन सा एक्सचेंज चलाता है? {
  =NSE [hi] एनएसई
  ~BSE [hi] बीएसई
  ~MCX
  ####The Nifty 50 is NSE's index. [hi] निफ्टी 50 एनएसई का सूचकांक है।
}

Pick both bullish candles [image=/media/quiz/candles.png] {
  ~%50%Hammer
  ~%50%Bullish engulfing
  ~%-100%Shooting star
}

// a comment between questions is skipped
Risk 1% of \\{100000\\} rupees\\: how many rupees? {#1000:0.5 ####One per cent of 100000 is 1000.}

A stop-loss limits a loss. {T}

Price band? {#95..105}`;

describe('parseGift', () => {
  it('reads each kind of question with its Hindi, picture, settings and explanation', () => {
    const { quiz, problems } = parseGift(GOOD);
    expect(problems).toEqual([]);
    expect(quiz.title).toEqual({ en: 'Markets and candles', hi: 'बाज़ार और कैंडल' });
    expect([quiz.passMarkPercent, quiz.maxAttempts, quiz.timeLimitS]).toEqual([60, 2, 600]);
    expect(quiz.questions).toEqual([
      {
        line: 7,
        title: 'exchanges',
        kind: 'single',
        prompt: { en: 'Which exchange runs the Nifty 50?', hi: 'निफ्टी 50 कौन सा एक्सचेंज चलाता है?' },
        imageUrl: null,
        explanation: {
          en: "The Nifty 50 is NSE's index.",
          hi: 'निफ्टी 50 एनएसई का सूचकांक है।',
        },
        options: [
          { text: { en: 'NSE', hi: 'एनएसई' }, right: true },
          { text: { en: 'BSE', hi: 'बीएसई' }, right: false },
          { text: { en: 'MCX', hi: null }, right: false },
        ],
        numeric: null,
      },
      {
        line: 14,
        title: null,
        kind: 'multiple',
        prompt: { en: 'Pick both bullish candles', hi: null },
        imageUrl: '/media/quiz/candles.png',
        explanation: null,
        options: [
          { text: { en: 'Hammer', hi: null }, right: true },
          { text: { en: 'Bullish engulfing', hi: null }, right: true },
          { text: { en: 'Shooting star', hi: null }, right: false },
        ],
        numeric: null,
      },
      {
        line: 21,
        title: null,
        kind: 'numeric',
        prompt: { en: 'Risk 1% of {100000} rupees: how many rupees?', hi: null },
        imageUrl: null,
        explanation: { en: 'One per cent of 100000 is 1000.', hi: null },
        options: [],
        numeric: { answer: 1000, tolerance: 0.5 },
      },
      {
        line: 23,
        title: null,
        kind: 'single',
        prompt: { en: 'A stop-loss limits a loss.', hi: null },
        imageUrl: null,
        explanation: null,
        options: [
          { text: { en: 'True', hi: 'सही' }, right: true },
          { text: { en: 'False', hi: 'ग़लत' }, right: false },
        ],
        numeric: null,
      },
      {
        line: 25,
        title: null,
        kind: 'numeric',
        prompt: { en: 'Price band?', hi: null },
        imageUrl: null,
        explanation: null,
        options: [],
        numeric: { answer: 100, tolerance: 5 },
      },
    ]);
  });

  it('takes the defaults without settings: 70% and 3 attempts, no time limit, no title', () => {
    const { quiz, problems } = parseGift('Two plus two? {#4}');
    expect(problems).toEqual([]);
    expect(quiz).toMatchObject({
      title: null,
      passMarkPercent: 70,
      maxAttempts: 3,
      timeLimitS: null,
    });
  });

  it('reports every problem with its line', () => {
    const bad = [
      '//@pass-mark: 120',
      '//@colour: blue',
      '',
      'No answers here',
      '',
      'Two right answers {=a =b ~c}',
      '',
      'Short answer {=Nifty}',
      '',
      'Not closed {=a ~b',
      '',
      'Numeric {#ten}',
      '',
      'Feedback per answer {=a#yes ~b#no}',
      '',
      'Essay {}',
      '',
      'Picture [image=http://example.com/x.png] {=a ~b}',
      '',
      'Matching {=a -> 1 =b -> 2}',
      '',
      'Words after {=a ~b} and more',
    ].join('\n');
    const { problems } = parseGift(bad);
    expect(problems).toEqual([
      { line: 1, message: 'The pass mark must be a whole number from 1 to 100.' },
      { line: 2, message: 'Unknown setting @colour: use @pass-mark, @attempts or @time-limit.' },
      { line: 4, message: 'No answers: write them in {...} after the question.' },
      {
        line: 6,
        message: 'More than one = answer: for several right answers write ~%50%a ~%50%b ~%-100%c.',
      },
      { line: 8, message: 'Short answer questions (only = answers) are not supported.' },
      { line: 10, message: 'The answers are not closed with }.' },
      {
        line: 12,
        message:
          'A numeric answer is written {#value}, {#value:tolerance} or {#min..max}, with one answer.',
      },
      {
        line: 14,
        message:
          'Feedback for a single answer (#...) is not kept: write the explanation after ####.',
      },
      { line: 16, message: 'Essay questions ({}) are not supported.' },
      { line: 18, message: 'A picture address must start with https:// or /.' },
      { line: 20, message: 'Matching questions (a -> b) are not supported.' },
      { line: 22, message: 'Text after the answers is not supported: end the question with }.' },
    ]);
  });

  it('names the line inside a question where its answers open', () => {
    const { problems } = parseGift('First {=a ~b}\n\nA question\nover two lines {=x}');
    expect(problems).toEqual([
      { line: 4, message: 'Short answer questions (only = answers) are not supported.' },
    ]);
  });

  it('refuses an empty file', () => {
    expect(parseGift('// only a comment\n').problems).toEqual([
      { line: 1, message: 'The file holds no questions.' },
    ]);
  });
});

describe('writeGift', () => {
  it('writes a quiz that reads back the same', () => {
    const { quiz } = parseGift(GOOD);
    const written = writeGift(quiz);
    expect(written.split('\n').slice(0, 12)).toEqual([
      '//@pass-mark: 60',
      '//@attempts: 2',
      '//@time-limit: 600',
      '$CATEGORY: Markets and candles [hi] बाज़ार और कैंडल',
      '',
      '::exchanges:: Which exchange runs the Nifty 50? [hi] निफ्टी 50 कौन सा एक्सचेंज चलाता है? {',
      '  =NSE [hi] एनएसई',
      '  ~BSE [hi] बीएसई',
      '  ~MCX',
      "  ####The Nifty 50 is NSE's index. [hi] निफ्टी 50 एनएसई का सूचकांक है।",
      '}',
      '',
    ]);
    expect(written).toContain(
      'Risk 1% of \\{100000\\} rupees\\: how many rupees? {\n  #1000:0.5\n',
    );
    expect(written).toContain('  ~%50%Hammer\n  ~%50%Bullish engulfing\n  ~%-100%Shooting star\n');
    const again = parseGift(written);
    expect(again.problems).toEqual([]);
    const withoutLines = (q: typeof quiz) => ({
      ...q,
      questions: q.questions.map(({ line: _line, ...rest }) => rest),
    });
    expect(withoutLines(again.quiz)).toEqual(withoutLines(quiz));
  });
});
