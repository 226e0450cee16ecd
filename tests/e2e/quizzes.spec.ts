/**
 * Weekly quizzes in the browser (issue #40): an instructor imports a GIFT quiz for each week
 * of the Options course from the staff room; a student who owns it (an order dated 30 days
 * ago, both weeks open) and has done every lesson takes week 1's quiz on a 360 px phone,
 * fails it, reads why in the review, passes on the second attempt, passes week 2's in Hindi,
 * and finds the certificate on My Courses with the final score on its page.
 */
import Database from 'libsql';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { createAccount, signInViaUI, type Account } from './support/auth.ts';
import { e2eDataDir } from './support/stack.ts';
import { signInAsStaff } from './support/staff-room.ts';

const DAY_MS = 86_400_000;
const OPTIONS = { id: '3', title: 'Options Trading on NSE', segment: 'Options-Trading-on-NSE' };
const PHONE = { width: 360, height: 740 };
const ANSWER_MS = 5_000;

const WEEK_1 = `$CATEGORY: Calls and puts [hi] कॉल और पुट

::call:: What does a call option give its buyer? [hi] कॉल ऑप्शन खरीदार को क्या देता है? {
  =The right to buy at the strike price [hi] स्ट्राइक प्राइस पर ख़रीदने का अधिकार
  ~The duty to buy at the strike price [hi] स्ट्राइक प्राइस पर ख़रीदने की बाध्यता
  ####A call gives a right, not a duty: its buyer pays the premium for it. [hi] कॉल अधिकार देता है, बाध्यता नहीं: इसके लिए ख़रीदार प्रीमियम देता है।
}`;

const WEEK_2 = `$CATEGORY: The Greeks [hi] ग्रीक्स

::theta:: Which Greek measures the loss of value as time passes? [hi] समय बीतने से मूल्य की कमी कौन सा ग्रीक मापता है? {
  =Theta [hi] थीटा
  ~Delta [hi] डेल्टा
  ####Theta is the time decay of an option's premium. [hi] थीटा ऑप्शन के प्रीमियम का समय के साथ घटना है।
}`;

/** Gives the account a paid Options order dated 30 days ago (both weeks open). */
function ownOptions(account: Account): void {
  const db = new Database(`${e2eDataDir}/provider.db`, { timeout: 5000 });
  try {
    const { c_id: customerId } = db
      .prepare('SELECT c_id FROM customers WHERE email = ?')
      .get(account.email) as { c_id: number };
    const code = `TAQ${String(Date.now()).slice(-7)}`;
    db.prepare(
      `INSERT INTO orders (booking_code, payment_id, c_id, course_id, customer_name, amount, payment_status, order_date)
       VALUES (?, ?, ?, ?, ?, 5999, 'Success', ?)`,
    ).run(
      code,
      `pay_${code}`,
      customerId,
      Number(OPTIONS.id),
      account.name,
      Date.now() - 30 * DAY_MS,
    );
  } finally {
    db.close();
  }
}

async function graphql(
  request: APIRequestContext,
  query: string,
  variables: object,
  token?: string,
) {
  const response = await request.post('/graphql', {
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

/** Every lesson of the Options course done, through the gateway as the classroom does it. */
async function finishLessons(request: APIRequestContext, account: Account) {
  const login = await graphql(
    request,
    'mutation ($i: LoginInput!) { login(input: $i) { token } }',
    {
      i: { username: account.email, password: account.password },
    },
  );
  const token = (login.login as { token: string }).token;
  const data = await graphql(
    request,
    'query ($c: ID!) { orderByCourse(courseId: $c) { classItems { id } } }',
    { c: OPTIONS.id },
    token,
  );
  for (const item of (data.orderByCourse as { classItems: { id: string }[] }).classItems) {
    await graphql(
      request,
      'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { completed } }',
      { i: { classItemId: item.id, completed: true } },
      token,
    );
  }
}

/** An instructor imports both weeks' quizzes from the staff room. */
async function importQuizzes(page: Page) {
  await signInAsStaff(page, 'instructor');
  await page.getByRole('link', { name: 'Weekly quizzes' }).click();
  await expect(page).toHaveURL('/staff/quizzes');
  for (const [week, gift] of [
    [1, WEEK_1],
    [2, WEEK_2],
  ] as const) {
    await page.getByLabel('Course', { exact: true }).selectOption({ label: OPTIONS.title });
    await page.getByLabel('Week', { exact: true }).fill(String(week));
    await page.getByLabel('GIFT text').fill(gift);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(`Imported 1 question as the week ${week} quiz.`)).toBeVisible({
      timeout: ANSWER_MS,
    });
  }
  await expectNoSeriousA11yViolations(page);
}

// The instructor's test reads what the student's attempts left behind.
test.describe.configure({ mode: 'serial' });

test('a student fails a quiz, learns why, passes, and earns a certificate with a score', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await importQuizzes(page);

  const student = await createAccount(request, 'quiz-taker');
  ownOptions(student);
  await finishLessons(request, student);
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await signInViaUI(phone, student);

  // Week 1, in English: a wrong answer first.
  await phone.goto(`/view-classes/${OPTIONS.id}/${OPTIONS.segment}`);
  const card = phone.getByRole('region', { name: /Calls and puts/ });
  await expect(card).toContainText('Week 1 quiz');
  await expect(card).toContainText('Pass mark 70%');
  await card.getByRole('button', { name: 'Start quiz' }).click();
  await expect(phone.getByRole('heading', { name: 'Calls and puts: your attempt' })).toBeVisible({
    timeout: ANSWER_MS,
  });
  // Nothing on the page says which answer is right before it is sent.
  await expect(phone.getByText('A call gives a right, not a duty')).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone);
  await phone.getByRole('radio', { name: 'The duty to buy at the strike price' }).check();
  await phone.getByRole('button', { name: 'Submit answers' }).click();
  await expect(phone.getByRole('heading', { name: 'Your result' })).toBeVisible({
    timeout: ANSWER_MS,
  });
  await expect(phone.getByText('Score 0%')).toBeVisible();
  await expect(phone.getByText(/^Not passed/)).toBeVisible();
  await expect(
    phone.getByText('A call gives a right, not a duty: its buyer pays the premium for it.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  // The second attempt passes.
  await phone.getByRole('button', { name: 'Try again' }).click();
  await phone.getByRole('radio', { name: 'The right to buy at the strike price' }).check();
  await phone.getByRole('button', { name: 'Submit answers' }).click();
  await expect(phone.getByText('Score 100%')).toBeVisible({ timeout: ANSWER_MS });
  await expect(phone.getByText('Passed: the pass mark is 70%.')).toBeVisible();

  // Week 2, in Hindi.
  await phone.goto(`/hi/view-classes/${OPTIONS.id}/${OPTIONS.segment}`);
  const hindiCard = phone.getByRole('region', { name: /ग्रीक्स/ });
  await expect(hindiCard).toContainText('सप्ताह 2 की क्विज़');
  await hindiCard.getByRole('button', { name: 'क्विज़ शुरू करें' }).click();
  await phone.getByRole('radio', { name: 'थीटा' }).check();
  await phone.getByRole('button', { name: 'उत्तर जमा करें' }).click();
  await expect(phone.getByText('पास: पास होने के लिए 70% चाहिए।')).toBeVisible({
    timeout: ANSWER_MS,
  });
  await expect(phone.getByText('थीटा ऑप्शन के प्रीमियम का समय के साथ घटना है।')).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  // Every lesson done and every quiz passed: the certificate, with the final score.
  await phone.goto('/my-courses');
  const order = phone.getByRole('article', { name: OPTIONS.title });
  const certificate = order.getByRole('region', { name: 'Get your certificate' });
  await expect(certificate).toBeVisible({ timeout: ANSWER_MS });
  await certificate.getByRole('link', { name: 'Verification page' }).click();
  await expect(phone.getByRole('main')).toContainText('Final score');
  await expect(phone.getByRole('main')).toContainText('100%');
  await expectNoSeriousA11yViolations(phone);
  await context.close();
});

test('the instructor sees which question students miss, edits the quiz and previews it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, 'instructor');
  await page.goto('/staff/quizzes');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: OPTIONS.title });
  const list = page.getByRole('table', { name: 'The course’s quizzes by week' });
  await expect(list).toContainText('Calls and puts', { timeout: ANSWER_MS });

  // The student's two attempts at week 1: one wrong, one right.
  await page.getByRole('link', { name: 'Stats of the week 1 quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Stats: week 1 quiz' })).toBeVisible({
    timeout: ANSWER_MS,
  });
  const hardest = page.getByRole('table', { name: 'Questions, hardest first' });
  await expect(hardest.getByRole('row').nth(1)).toContainText(
    'What does a call option give its buyer?',
  );
  await expect(hardest.getByRole('row').nth(1)).toContainText('50%');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Close' }).click();

  // A second question, written in the console, then moved to the top.
  await page.getByRole('link', { name: 'Edit the week 1 quiz' }).click();
  await page.getByRole('link', { name: 'Add question' }).click();
  await page.getByLabel('Question (English)').fill('What does a put option give its buyer?');
  await page.getByLabel('Answer 1 (English)').fill('The right to sell at the strike price');
  await page.getByLabel('Answer 1 is right').check();
  await page.getByLabel('Answer 2 (English)').fill('The right to buy at the strike price');
  await page.getByLabel('Explanation (English, optional)').fill('A put is the right to sell.');
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question added at the end of the quiz.')).toBeVisible({
    timeout: ANSWER_MS,
  });
  await page.getByRole('button', { name: 'Move question 2 up' }).click();
  await expect(page.getByText('Question moved to place 1.')).toBeVisible({ timeout: ANSWER_MS });
  await expectNoSeriousA11yViolations(page);

  // The preview marks as the gateway will, and saves nothing.
  await page.getByRole('link', { name: 'Preview as a student: week 1 quiz' }).click();
  await expect(
    page.getByRole('heading', { name: 'Preview as a student: week 1 quiz' }),
  ).toBeVisible({ timeout: ANSWER_MS });
  await page.getByRole('radio', { name: 'The right to sell at the strike price' }).check();
  await page.getByRole('radio', { name: 'The duty to buy at the strike price' }).check();
  await page.getByRole('button', { name: 'Check answers' }).click();
  await expect(page.getByText('1 of 2 right.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
