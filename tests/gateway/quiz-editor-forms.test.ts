/**
 * The quiz editor opened from the quizzes page's list, without scripts (issue 37): each view
 * of a quiz has its own address, and each change is a form posted to the page, answered as
 * the app would answer it (a 303 to the view changed, the app's words as its notice), or
 * the form again with what was typed and the problem under its field.
 */
import { describe, expect, it } from 'vitest';
import { noticesOf, textOf } from '../support/scriptless-browser.ts';
import { WEEK_1_GIFT } from '../support/quizzes.ts';
import { signedInStaff } from './site-gateway.ts';

const PAGE = '/staff/quizzes?course=1';

/** A staff member with week 1's quiz of course 1 imported, and the quiz's id. */
async function withWeekOne() {
  const visitor = await signedInStaff();
  await visitor.open(PAGE);
  const imported = await visitor.post(PAGE, {
    _form: 'importQuizGift',
    course: '1',
    week: '1',
    gift: WEEK_1_GIFT,
  });
  expect(imported.response.status).toBe(303);
  const list = await visitor.open(PAGE);
  const [, quizId = ''] =
    /href="\/staff\/quizzes\?course=1&amp;quiz=([\w-]+)&amp;view=edit#quiz-panel"/.exec(
      list.body,
    ) ?? [];
  expect(quizId).not.toBe('');
  const editor = `${PAGE}&quiz=${quizId}&view=edit`;
  return { ...visitor, quizId, editor };
}

/** The editor's questions as listed: their headings, "1. prompt" each. */
const promptsOf = (body: string) =>
  [...body.matchAll(/<h4[^>]*>(\d+)<!-- -->\. <!-- -->([^<]*)<\/h4>/g)].map(
    ([, place, prompt]) => `${place}. ${prompt}`,
  );

/** The ids of the questions listed, in order (each one's Up form carries it). */
const questionIdsOf = (body: string) => [
  ...new Set(
    [...body.matchAll(/<input type="hidden" name="questionId" value="([\w-]+)"\/>/g)].map(
      ([, id]) => id ?? '',
    ),
  ),
];

/** Posts a form that succeeds; answers the page it leads to. */
async function postedTo(
  visitor: Awaited<ReturnType<typeof withWeekOne>>,
  path: string,
  fields: Record<string, string | string[]>,
  location: string,
) {
  const { response } = await visitor.post(path, fields);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(location);
  return visitor.open(location);
}

describe('the quiz panel by its address', () => {
  it('opens each view of a quiz from the list’s links, with Close back to the list', async () => {
    const { open, quizId, editor } = await withWeekOne();
    const list = await open(PAGE);
    for (const view of ['preview', 'stats', 'settings']) {
      expect(list.body).toContain(
        `href="/staff/quizzes?course=1&amp;quiz=${quizId}&amp;view=${view}#quiz-panel"`,
      );
    }
    const edit = await open(editor);
    expect(edit.response.status).toBe(200);
    expect(textOf(edit.body)).toContain('Week 1 quiz: questions');
    expect(promptsOf(edit.body)[0]).toBe('1. Which exchange publishes the Nifty 50?');
    expect(edit.body).toMatch(
      /<a(?=[^>]*aria-label="Close")[^>]*href="\/staff\/quizzes\?course=1"/,
    );
    expect(edit.body).toMatch(
      /<a(?=[^>]*aria-current="true")[^>]*aria-label="Edit the week 1 quiz"/,
    );

    const preview = textOf((await open(`${PAGE}&quiz=${quizId}&view=preview`)).body);
    expect(preview).toContain('Preview as a student: week 1 quiz');
    expect(preview).toContain('Which two candles are bullish reversals?');

    // Checked without the app: a GET form of the page, the answers in the address.
    expect(preview).not.toContain('of 4 right.');
    const [exchange = '', , risk = ''] = questionIdsOf(edit.body);
    const form = await open(`${PAGE}&quiz=${quizId}&view=edit&question=${exchange}`);
    const [nse = ''] = [...form.body.matchAll(/name="optionId" value="([\w-]+)"/g)].map(
      ([, id]) => id ?? '',
    );
    const answers = new URLSearchParams({
      course: '1',
      quiz: quizId,
      view: 'preview',
      checked: '1',
      [`quiz-question-${exchange}`]: nse,
      [`quiz-question-${risk}-value`]: '2,000',
    });
    const checked = await open(`/staff/quizzes?${answers.toString()}`);
    expect(checked.body).toMatch(/<form[^>]*action="\/staff\/quizzes"[^>]*method="get"/);
    expect(checked.body).toMatch(/<input[^>]*name="quiz-question-[\w-]+-value"[^>]*value="2,000"/);
    const marked = textOf(checked.body);
    expect(marked).toContain('2 of 4 right.');
    expect(marked.match(/ Right /g)).toHaveLength(2);
    expect(marked.match(/ Wrong /g)).toHaveLength(2);

    const stats = textOf((await open(`${PAGE}&quiz=${quizId}&view=stats`)).body);
    expect(stats).toContain('Stats: week 1 quiz');
    expect(stats).toContain('Nobody has submitted an attempt yet.');

    // A quiz the course does not have opens nothing.
    const unknown = textOf((await open(`${PAGE}&quiz=999999&view=edit`)).body);
    expect(unknown).not.toContain('quiz: questions');
  });

  it("saves a quiz's settings by its form, checked as in the app", async () => {
    const visitor = await withWeekOne();
    const settings = `${PAGE}&quiz=${visitor.quizId}&view=settings`;
    const page = await visitor.open(settings);
    expect(page.body).toContain('<input type="hidden" name="_form" value="quizSettings"/>');
    expect(page.body).toMatch(/<input[^>]*name="passMarkPercent"[^>]*value="60"/);
    const fields = {
      _form: 'quizSettings',
      course: '1',
      quizId: visitor.quizId,
      week: '1',
      title: 'Markets and risk',
      titleHi: '',
      passMarkPercent: '101',
      maxAttempts: '2',
      timeLimitS: '',
    };
    const refused = await visitor.post(settings, fields);
    expect(refused.response.status).toBe(400);
    expect(textOf(refused.body)).toContain('Enter a whole number from 1 to 100.');
    expect(refused.body).toMatch(/<input[^>]*name="title"[^>]*value="Markets and risk"/);

    const next = await postedTo(
      visitor,
      settings,
      { ...fields, passMarkPercent: '75' },
      `${settings}#quiz-panel`,
    );
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Settings saved.' },
    ]);
    const listed = textOf(next.body);
    expect(listed).toContain('Markets and risk');
    expect(listed).toContain('75%');
  });
});

describe('the question editor without scripts', () => {
  it('moves a question up, and deletes one once confirmed', async () => {
    const visitor = await withWeekOne();
    const { editor } = visitor;
    const page = await visitor.open(editor);
    const [first, second] = questionIdsOf(page.body);
    expect(page.body).toContain('<input type="hidden" name="_form" value="moveQuizQuestion"/>');

    const moved = await postedTo(
      visitor,
      editor,
      { _form: 'moveQuizQuestion', course: '1', questionId: second ?? '', position: '1' },
      `${editor}#quiz-panel`,
    );
    expect(noticesOf(moved.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Question moved to place 1.' },
    ]);
    expect(promptsOf(moved.body).slice(0, 2)).toEqual([
      '1. Which two candles are bullish reversals?',
      '2. Which exchange publishes the Nifty 50?',
    ]);

    // Delete is a link to the question's confirmation; the form there deletes it.
    expect(moved.body).toContain(
      `href="/staff/quizzes?course=1&amp;quiz=${visitor.quizId}&amp;view=edit&amp;remove=${first}#quiz-panel"`,
    );
    const asked = await visitor.open(`${editor}&remove=${first}`);
    expect(textOf(asked.body)).toContain('Delete question 2? Its past answers stay');
    expect(asked.body).toContain('<input type="hidden" name="_form" value="deleteQuizQuestion"/>');
    expect(promptsOf(asked.body)).toHaveLength(4);
    const deleted = await postedTo(
      visitor,
      `${editor}&remove=${first}`,
      { _form: 'deleteQuizQuestion', course: '1', questionId: first ?? '' },
      `${editor}#quiz-panel`,
    );
    expect(noticesOf(deleted.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Question deleted.' },
    ]);
    expect(promptsOf(deleted.body)).toHaveLength(3);
    expect(textOf(deleted.body)).not.toContain('Which exchange publishes the Nifty 50?');
  });

  it('adds a question through its form: answers added, a bad number refused as typed', async () => {
    const visitor = await withWeekOne();
    const adding = `${visitor.editor}&question=new`;
    const form = await visitor.open(adding);
    expect(form.body).toContain('<input type="hidden" name="_form" value="saveQuizQuestion"/>');
    expect(form.body.match(/name="optionText"/g)).toHaveLength(2);
    const question = {
      _form: 'saveQuizQuestion',
      course: '1',
      quizId: visitor.quizId,
      questionId: '',
      kind: 'SINGLE',
      prompt: 'What does a put option give its buyer?',
      promptHi: '',
      imageUrl: '',
      optionId: ['', ''],
      optionText: ['The right to sell', 'The right to buy'],
      optionTextHi: ['', ''],
      right: ['0'],
      value: '',
      tolerance: '',
      explanation: 'A put is the right to sell.',
      explanationHi: '',
    };
    // Add answer serves the form again with a third, empty row, and the rest as typed.
    const third = await visitor.post(adding, { ...question, _step: 'add' });
    expect(third.response.status).toBe(200);
    expect(third.body.match(/name="optionText"/g)).toHaveLength(3);
    expect(third.body).toMatch(/<input[^>]*name="optionText"[^>]*value="The right to buy"/);
    expect(third.body).toMatch(/<textarea[^>]*name="prompt"[^>]*>What does a put option/);
    // Remove answer takes its row away again.
    const two = await visitor.post(adding, {
      ...question,
      optionId: ['', '', ''],
      optionText: ['The right to sell', 'The right to buy', 'Nothing'],
      optionTextHi: ['', '', ''],
      _step: 'remove-2',
    });
    expect(two.body.match(/name="optionText"/g)).toHaveLength(2);
    expect(two.body).not.toContain('value="Nothing"');

    const badNumber = await visitor.post(adding, { ...question, kind: 'NUMERIC', value: 'lots' });
    expect(badNumber.response.status).toBe(400);
    expect(textOf(badNumber.body)).toContain('Enter the right number, such as 2000 or 1.5.');
    expect(badNumber.body).toMatch(/<input[^>]*name="value"[^>]*value="lots"/);
    expect(badNumber.body).toMatch(/<option value="NUMERIC" selected="">/);

    // The gateway's own refusal comes back under the answers, as typed.
    const noRight = await visitor.post(adding, { ...question, right: [] });
    expect(noRight.response.status).toBe(400);
    expect(noRight.body).toMatch(/<input[^>]*name="optionText"[^>]*value="The right to sell"/);
    expect(noticesOf(noRight.body)).toEqual([]);

    const added = await postedTo(visitor, adding, question, `${visitor.editor}#quiz-panel`);
    expect(noticesOf(added.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Question added at the end of the quiz.' },
    ]);
    expect(promptsOf(added.body).at(-1)).toBe('5. What does a put option give its buyer?');
  });

  it('edits a question in place, its answers keeping their ids', async () => {
    const visitor = await withWeekOne();
    const page = await visitor.open(visitor.editor);
    const [first = ''] = questionIdsOf(page.body);
    const editing = `${visitor.editor}&question=${first}`;
    const form = await visitor.open(editing);
    expect(textOf(form.body)).toContain('Edit question 1');
    expect(form.body).toMatch(/<textarea[^>]*name="prompt"[^>]*>Which exchange publishes/);
    const optionIds = [...form.body.matchAll(/name="optionId" value="([\w-]+)"/g)].map(
      ([, id]) => id ?? '',
    );
    expect(optionIds).toHaveLength(3);
    const saved = await postedTo(
      visitor,
      editing,
      {
        _form: 'saveQuizQuestion',
        course: '1',
        quizId: visitor.quizId,
        questionId: first,
        kind: 'SINGLE',
        prompt: 'Which exchange runs the Nifty 50?',
        promptHi: '',
        imageUrl: '',
        optionId: optionIds,
        optionText: ['NSE', 'BSE', 'MCX'],
        optionTextHi: ['', '', ''],
        right: ['0'],
        value: '',
        tolerance: '',
        explanation: '',
        explanationHi: '',
      },
      `${visitor.editor}#quiz-panel`,
    );
    expect(noticesOf(saved.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Question saved.' },
    ]);
    expect(promptsOf(saved.body)[0]).toBe('1. Which exchange runs the Nifty 50?');
  });
});
