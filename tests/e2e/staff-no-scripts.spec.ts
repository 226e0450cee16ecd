/**
 * The staff room with scripts off (issue 37): an owner signs in, makes a coupon, finds a
 * student, refunds a sale from the sales page with its credit note, imports a week's quiz and
 * exports it as GIFT to download, and signs out, every
 * form posting to its own page and every page rendered by the gateway for the owner. What a
 * person waits for is time-bound: each answer is one round trip to the gateway.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { createAccount, signInViaUI } from './support/auth.ts';
import { signInAsOwner } from './support/staff-room.ts';
import { buyAtTestCheckout, FOREX } from './support/course-journey.ts';
import { e2eDataDir } from './support/stack.ts';
import { addStaff } from '../support/staff.ts';

/** A served answer on loopback, with a provider call or two behind it. */
const SERVED_MS = 3000;

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1024, height: 768 },
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A browser with the given cookies whose app's scripts never arrive (a failed chunk). */
async function servedWithoutTheApp(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    storageState,
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1024, height: 768 },
  });
  await context.route('**/assets/*.js', (route) => route.abort('connectionreset'));
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A notice the gateway put where the app would show a toast. */
const notice = (page: Page, text: string | RegExp) =>
  page.locator('.academy-notice').filter({ hasText: text });

test('an owner runs the staff room without scripts: a coupon, a student, a refund, sign-out', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A sale to refund, bought the usual way, scripts on.
  const student = await createAccount(request, 'scriptless-refund');
  await signInViaUI(page, student);
  await buyAtTestCheckout(page, FOREX);

  const tag = Math.random().toString(36).slice(2, 8);
  const owner = await addStaff(
    e2eDataDir,
    `owner-${tag}@academy.example`,
    'owner',
    `Own-${tag}-pw`,
  );
  await withoutScripts(browser, async (staff) => {
    await staff.goto('/staff/sign-in');
    await staff.getByLabel('Staff e-mail').fill(owner.email);
    await staff.getByLabel('Password').fill(owner.password);
    await staff.getByLabel('6-digit code').fill(owner.codeAt(new Date()));
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff).toHaveURL(/\/staff$/, { timeout: SERVED_MS });
    await expect(staff.getByText(`Signed in as ${owner.email}`, { exact: true })).toBeVisible();
    await expect(staff.getByText('Role: Owner')).toBeVisible();

    // A coupon, made by the served form.
    await staff.getByRole('link', { name: 'Coupons' }).click();
    const code = `NOJS-${tag.toUpperCase()}`;
    await staff.getByLabel('Code', { exact: true }).fill(code);
    await staff.getByLabel('How much').fill('15');
    await staff.getByLabel(FOREX.title).check();
    await staff.getByRole('button', { name: 'Create coupon' }).click();
    await expect(notice(staff, `Coupon ${code} created.`)).toBeVisible({ timeout: SERVED_MS });
    const listed = staff.getByRole('row').filter({ hasText: code });
    await expect(listed).toContainText('15% off');
    await expect(listed).toContainText(FOREX.title);

    // The student, found by the list's search.
    await staff.goto('/staff/students');
    await staff.getByLabel('Search by name or e-mail').fill(student.email);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff).toHaveURL(/\/staff\/students\?q=/, { timeout: SERVED_MS });
    const found = staff.getByRole('table', { name: 'Students, in e-mail order' }).getByRole('row');
    await expect(found.filter({ hasText: student.email })).toContainText(FOREX.title);

    // The sale on this month's sales page, refunded from its row.
    await staff.goto('/staff/sales');
    const sale = staff
      .getByRole('region', { name: /Invoices of the period/ })
      .getByRole('row')
      .filter({ hasText: student.email });
    await expect(sale).toContainText('₹6,999.00');
    const invoiceNumber = (await sale.getByRole('cell').nth(1).textContent())?.trim() ?? '';
    await sale.getByRole('link', { name: `Refund… ${invoiceNumber}` }).click();
    await expect(staff).toHaveURL(/\/staff\/refunds\?order=.+&refund=1$/, { timeout: SERVED_MS });
    await expect(staff.getByLabel('Amount to refund (₹)')).toHaveValue('6999.00');
    // A reason too short is refused under its field, the amount kept.
    await staff.getByLabel('Amount to refund (₹)').fill('1000');
    await staff.getByLabel('Reason (printed on the credit note)').fill('No');
    await staff.getByRole('button', { name: 'Refund now' }).click();
    await expect(staff.getByText('Give a reason of 3 to 500 characters.')).toBeVisible({
      timeout: SERVED_MS,
    });
    await expect(staff.getByLabel('Amount to refund (₹)')).toHaveValue('1000');
    const refundForm = staff.url();
    await staff.getByLabel('Reason (printed on the credit note)').fill('Part of the fee returned');
    await staff.getByRole('button', { name: 'Refund now' }).click();
    await expect(
      notice(staff, /^Refunded\. Credit note CN\/\d{2}-\d{2}\/\d{6} is issued\.$/),
    ).toBeVisible({ timeout: SERVED_MS });
    await expect(staff).toHaveURL(/\/staff\/refunds\?order=[^&]+$/);
    const refunds = staff.getByRole('table', { name: 'Refunds of this order' });
    await expect(refunds.getByRole('row').nth(1)).toContainText('₹1,000processed');
    await expect(refunds.getByRole('link', { name: /^Open credit note CN\// })).toBeVisible();

    // A week's quiz imported by the served form, then exported by the page's GET form: the
    // file to read, and to download without any script.
    await staff.goto(`/staff/quizzes?course=${FOREX.id}`);
    await staff.getByLabel('Week', { exact: true }).fill('47');
    await staff.getByLabel('GIFT text').fill(`Which pair is the euro against the dollar? {
  =EUR/USD
  ~USD/JPY
}`);
    await staff.getByRole('button', { name: 'Import' }).click();
    await expect(notice(staff, 'Imported 1 question as the week 47 quiz.')).toBeVisible({
      timeout: SERVED_MS,
    });
    await staff.getByLabel('Week to export').fill('47');
    await staff.getByRole('button', { name: 'Export' }).click();
    await expect(staff).toHaveURL(`/staff/quizzes?course=${FOREX.id}&export=47`, {
      timeout: SERVED_MS,
    });
    const exported = staff.getByRole('textbox', { name: 'Week 47 as GIFT' });
    await expect(exported).toHaveValue(/Which pair is the euro against the dollar\? \{/);
    const download = staff.waitForEvent('download');
    await staff.getByRole('link', { name: 'Download the file' }).click();
    expect((await download).suggestedFilename()).toBe(`course-${FOREX.id}-week-47.gift`);
    const exportPage = staff.url();

    // The quiz's editor, opened from the list by its link: a question added by the served
    // form (an answer row added first, then the kind changed to a number, which shows the
    // number's fields instead of the answers), moved up, then the old one deleted once
    // confirmed; then the quiz's settings.
    await staff.getByRole('link', { name: 'Edit the week 47 quiz' }).click();
    await expect(staff.getByRole('heading', { name: 'Week 47 quiz: questions' })).toBeVisible({
      timeout: SERVED_MS,
    });
    await staff.getByRole('link', { name: 'Add question' }).click();
    await staff.getByRole('button', { name: 'Add answer' }).click();
    await expect(staff.getByLabel('Answer 3 (English)')).toBeVisible({ timeout: SERVED_MS });
    const addPage = staff.url();
    await staff.getByLabel('Question (English)').fill('How many pips is 1.1050 to 1.1075?');
    await staff.getByLabel('Kind').selectOption({ label: 'Number' });
    await expect(staff.getByLabel('Answer 1 (English)')).toBeHidden();
    await staff.getByLabel('Right number').fill('25');
    await staff.getByRole('button', { name: 'Save question' }).click();
    await expect(notice(staff, 'Question added at the end of the quiz.')).toBeVisible({
      timeout: SERVED_MS,
    });
    const questions = staff.getByTestId('quiz-editor-question');
    await expect(questions.nth(1)).toContainText('2. How many pips is 1.1050 to 1.1075?');
    await expect(questions.nth(1)).toContainText('Answer: 25');
    await staff.getByRole('button', { name: 'Move question 2 up' }).click();
    await expect(notice(staff, 'Question moved to place 1.')).toBeVisible({ timeout: SERVED_MS });
    await expect(questions.first()).toContainText('1. How many pips');
    await staff.getByRole('link', { name: 'Delete question 2' }).click();
    await expect(staff.getByText(/^Delete question 2\? Its past answers stay/)).toBeVisible({
      timeout: SERVED_MS,
    });
    await staff.getByRole('button', { name: 'Delete question 2' }).click();
    await expect(notice(staff, 'Question deleted.')).toBeVisible({ timeout: SERVED_MS });
    await expect(questions).toHaveCount(1);
    // The preview checks answers by its GET form: the page comes back marked.
    await staff.getByRole('link', { name: 'Preview as a student: week 47 quiz' }).click();
    await staff.getByLabel('Your answer').fill('25');
    await staff.getByRole('button', { name: 'Check answers' }).click();
    await expect(staff.getByText('1 of 1 right.')).toBeVisible({ timeout: SERVED_MS });
    await expect(staff.getByTestId('preview-mark')).toHaveText('Right');
    await staff.getByRole('link', { name: 'Settings: week 47 quiz' }).click();
    const panel = staff.getByTestId('quiz-panel');
    await panel.getByLabel('Pass mark (%)').fill('80');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await expect(notice(staff, 'Settings saved.')).toBeVisible({ timeout: SERVED_MS });
    const list = staff.getByRole('table', { name: 'The course’s quizzes by week' });
    const week47 = list
      .getByRole('row')
      .filter({ has: staff.getByRole('link', { name: 'Edit the week 47 quiz' }) });
    await expect(week47).toContainText('80%');

    // The served pages checked with axe, which needs scripts: the same session in a browser
    // whose app never arrives.
    await servedWithoutTheApp(browser, await staff.context().storageState(), async (served) => {
      for (const address of ['/staff/coupons', refundForm, exportPage, addPage]) {
        await served.goto(address);
        await expect(served.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(served);
      }
    });

    // Out of the room: staff sign-in next, and the room asks for it again.
    await staff.goto('/staff');
    await staff.getByRole('button', { name: 'Sign out' }).click();
    await expect(staff).toHaveURL(/\/staff\/sign-in$/, { timeout: SERVED_MS });
    await expect(notice(staff, 'You have signed out of the staff room.')).toBeVisible();
    await staff.goto('/staff');
    await expect(
      staff.getByText('Sign in with your staff account to open the staff room.'),
    ).toBeVisible();
  });
});

test('staff pages the gateway rendered hydrate as served, answered or refused', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const hydrated = () =>
    expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('academy:page-hydrated').length))
      .toBe(1);

  // Refused: no staff session; the page and the app say the same.
  await page.goto('/staff');
  await hydrated();
  await expect(
    page.getByText('Sign in with your staff account to open the staff room.'),
  ).toBeVisible();

  await signInAsOwner(page);
  for (const address of ['/staff', '/staff/coupons', '/staff/students', '/staff/sales']) {
    await page.goto(address);
    await hydrated();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: /^Invoices of the period/ })).toBeVisible();
  // A week with no quiz exported: the gateway's refusal, rendered and then taken over.
  await page.goto('/staff/quizzes?course=1&export=52');
  await hydrated();
  await expect(page.getByText('This course week has no quiz yet.')).toBeVisible();

  // A quiz's panel opened by its address, each view, and the question form in it.
  const edit = page.getByRole('link', { name: 'Edit the week 51 quiz' });
  if ((await edit.count()) === 0) {
    await page.getByLabel('Week of the new quiz').fill('51');
    await page.getByLabel('Title (English)').fill('Hydration check');
    await page.getByRole('button', { name: 'Create quiz' }).click();
  }
  await expect(edit).toBeVisible();
  const editor = new URL((await edit.getAttribute('href')) ?? '', page.url());
  editor.hash = '';
  for (const view of ['edit', 'preview', 'stats', 'settings']) {
    editor.searchParams.set('view', view);
    await page.goto(editor.toString());
    await hydrated();
    await expect(page.getByTestId('quiz-panel')).toBeVisible();
  }
  editor.searchParams.set('view', 'edit');
  editor.searchParams.set('question', 'new');
  await page.goto(editor.toString());
  await hydrated();
  await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible();
  // With the app, Add answer adds a row in place rather than posting the form.
  await page.getByRole('button', { name: 'Add answer' }).click();
  await expect(page.getByLabel('Answer 3 (English)')).toBeVisible();
  await expect(page).toHaveURL(editor.toString());
  expect(problems).toEqual([]);
});
