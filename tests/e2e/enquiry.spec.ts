/**
 * The Contact page and its enquiry form against the real stack: the contact details, the
 * options, every validation message, a field's message clearing when it is edited, and
 * the three outcomes (invalid, terms unticked, sent and stored by the provider).
 */
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import Database from 'libsql';
import { toast } from './support/auth.ts';
import { ENQUIRY_LABELS, ENQUIRY_MESSAGES, type EnquiryField } from '../support/enquiry.ts';
import { e2eDataDir as dataDir } from './support/stack.ts';

/** The current month and the next two in India, as "Nov 2026". */
function expectedBatches(now = new Date()): string[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value) - 1;
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    year: 'numeric',
  });
  return [0, 1, 2].map((n) => label.format(new Date(Date.UTC(year, month + n, 15))));
}

function form(page: Page) {
  return page.getByRole('form', { name: 'Send an enquiry' });
}

const control = (page: Page, field: EnquiryField) =>
  form(page).getByLabel(ENQUIRY_LABELS[field], { exact: true });
const terms = (page: Page) => form(page).getByRole('checkbox', { name: /I have read and accept/ });
/** Ticks the terms box from the keyboard, as a keyboard user would. */
async function tickTerms(page: Page) {
  await terms(page).focus();
  await page.keyboard.press('Space');
  await expect(terms(page)).toBeChecked();
}

const submit = (page: Page) => form(page).getByRole('button', { name: 'Send enquiry' });

/** The enquiry mutations the page sends to the gateway. */
function recordEnquiries(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname === '/graphql' &&
      (request.postData() ?? '').includes('SendEnquiry')
    ) {
      sent.push(request);
    }
  });
  return sent;
}

async function fillValid(page: Page, overrides: Partial<Record<EnquiryField, string>> = {}) {
  const batches = expectedBatches();
  const values = {
    fname: 'Asha',
    lname: 'Verma',
    email: `asha.${Date.now()}@example.com`,
    mobile: '9876501234',
    city: 'Pune',
    capital: '50,000 to 2,00,000',
    joinBatch: batches[1] ?? '',
    query: 'When does the next weekend batch start?',
    ...overrides,
  };
  for (const field of ['fname', 'lname', 'email', 'mobile', 'city', 'query'] as const) {
    await control(page, field).fill(values[field]);
  }
  await control(page, 'capital').selectOption(values.capital);
  await control(page, 'joinBatch').selectOption(values.joinBatch);
  return values;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact-us');
  await expect(form(page)).toBeVisible();
});

test('shows the contact details and the page title', async ({ page }) => {
  await expect(page).toHaveTitle('Sharpline Trading Academy | Contact Us');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /enquiry/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const details = page.getByRole('region', { name: 'Reach us directly' });
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(details.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
  await expect(details.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
  await expect(details).toContainText('Monday to Saturday, 10:00 AM to 07:00 PM IST');
});

test('offers the capital ranges and the three batch months, current month first', async ({
  page,
}) => {
  await expect(control(page, 'capital').locator('option')).toHaveText([
    'Select your capital range',
    '0 to 50,000',
    '50,000 to 2,00,000',
    '2,00,000 to 5,00,000',
    'Above 5,00,000',
  ]);
  const batches = control(page, 'joinBatch').locator('option:not([value=""])');
  await expect(batches).toHaveCount(3);
  await expect(batches).toHaveText(expectedBatches());
  await expect(control(page, 'capital')).toHaveValue('');
  await expect(control(page, 'joinBatch')).toHaveValue('');
});

test('counts the question in characters as a reader sees them, and refuses a field past its limit', async ({
  page,
}) => {
  // No maxlength: a browser would count code units and cut a Hindi question short silently.
  for (const field of ['fname', 'lname', 'email', 'city', 'query'] as EnquiryField[]) {
    await expect(control(page, field)).not.toHaveAttribute('maxlength');
  }
  await expect(form(page).getByTestId('query-count')).toHaveText('0 / 200');
  // प्रिया is two characters on screen (six code units): the three names and two spaces are 8.
  await control(page, 'query').fill('प्रिया प्रिया प्रिया');
  await expect(form(page).getByTestId('query-count')).toHaveText('8 / 200');

  await control(page, 'fname').fill('Bartholomewsonnington');
  await submit(page).click();
  await expect(control(page, 'fname')).toHaveAccessibleErrorMessage(
    'First name must be at most 15 characters.',
  );
});

test('an empty form shows every message in red under its field and sends nothing', async ({
  page,
}) => {
  const sent = recordEnquiries(page);
  await submit(page).click();
  for (const field of Object.keys(ENQUIRY_LABELS) as EnquiryField[]) {
    const input = control(page, field);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage(ENQUIRY_MESSAGES[field]);
    const message = form(page).getByText(ENQUIRY_MESSAGES[field], { exact: true });
    await expect(message).toBeVisible();
    const colour = await message.evaluate((el) => getComputedStyle(el).color);
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
  }
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
});

test('checks each rule with its own message', async ({ page }) => {
  const cases: [EnquiryField, string, string | null][] = [
    ['fname', ' A ', ENQUIRY_MESSAGES.fname],
    ['fname', 'Al', null],
    ['lname', 'B', ENQUIRY_MESSAGES.lname],
    ['email', 'asha@example', ENQUIRY_MESSAGES.email],
    ['email', 'asha@example.company', ENQUIRY_MESSAGES.email],
    ['email', 'asha@example.com', null],
    ['mobile', '98765', ENQUIRY_MESSAGES.mobile],
    ['mobile', '98765abcde', ENQUIRY_MESSAGES.mobile],
    ['mobile', '9876543210123', null],
    ['city', '   ', ENQUIRY_MESSAGES.city],
    ['query', '  too short  ', ENQUIRY_MESSAGES.query],
    ['query', 'A real question?', null],
  ];
  for (const [field, value, message] of cases) {
    await control(page, field).fill(value);
    await submit(page).click();
    const input = control(page, field);
    if (message) {
      await expect(input, `${field} = "${value}"`).toHaveAccessibleErrorMessage(message);
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    } else {
      await expect(input, `${field} = "${value}"`).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
});

test('editing a field clears its own message only', async ({ page }) => {
  await submit(page).click();
  await expect(form(page).getByText(ENQUIRY_MESSAGES.fname)).toBeVisible();
  await control(page, 'fname').press('A');
  await expect(form(page).getByText(ENQUIRY_MESSAGES.fname)).toHaveCount(0);
  await expect(control(page, 'fname')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText(ENQUIRY_MESSAGES.lname)).toBeVisible();
  await control(page, 'capital').selectOption('0 to 50,000');
  await expect(form(page).getByText(ENQUIRY_MESSAGES.capital)).toHaveCount(0);
  await expect(form(page).getByText(ENQUIRY_MESSAGES.joinBatch)).toBeVisible();
  // The one-letter name is checked again on the next submit.
  await submit(page).click();
  await expect(form(page).getByText(ENQUIRY_MESSAGES.fname)).toBeVisible();
});

test('links the terms to /terms&conditions in a new tab', async ({ page }) => {
  const link = form(page).getByRole('link', { name: /terms, conditions and privacy policy/ });
  await expect(link).toHaveAttribute('href', '/terms&conditions');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('a valid form with the terms unticked warns and sends nothing', async ({ page }) => {
  const sent = recordEnquiries(page);
  await fillValid(page);
  await expect(terms(page)).not.toBeChecked();
  await submit(page).click();
  await expect(toast(page, 'Read & accept the privacy policy.')).toBeVisible();
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(0);
  await expect(control(page, 'fname')).toHaveValue('Asha');
});

test('a valid enquiry reaches the provider, thanks the visitor and resets the form', async ({
  page,
}) => {
  const sent = recordEnquiries(page);
  const email = `enquiry.${Date.now()}@example.com`;
  const values = await fillValid(page, {
    fname: '  Meera ',
    city: ' Nagpur  ',
    email: ` ${email} `,
    query: '  Is there a batch for working professionals?  ',
  });
  // The box itself, clicked with the pointer.
  await form(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: /I have read and accept/ }) })
    .click({ position: { x: 8, y: 10 } });
  await expect(terms(page)).toBeChecked();

  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      (response.request().postData() ?? '').includes('SendEnquiry'),
  );
  await submit(page).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ data: { enquiry: { ok: true } } });

  // Sent once, trimmed, with the gateway's input names.
  expect(sent).toHaveLength(1);
  expect(sent[0]?.postDataJSON()).toMatchObject({
    variables: {
      input: {
        fname: 'Meera',
        lname: 'Verma',
        email,
        mobile: '9876501234',
        city: 'Nagpur',
        capital: values.capital,
        joinBatch: values.joinBatch,
        query: 'Is there a batch for working professionals?',
      },
    },
  });

  const thanks = toast(page, 'Thanks! We’ll contact you shortly.');
  await expect(thanks).toBeVisible();
  for (const field of Object.keys(ENQUIRY_LABELS) as EnquiryField[])
    await expect(control(page, field)).toHaveValue('');
  await expect(terms(page)).not.toBeChecked();
  // A short toast: gone well before the library's usual 5 seconds.
  await expect(thanks).toBeHidden({ timeout: 4000 });

  // The stand-in stored it, with the provider's field names.
  const db = new Database(`${dataDir}/provider.db`, { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT fname, lname, city, capital, join_batch, query FROM enquiries WHERE email = ?',
      )
      .get(email);
    expect(row).toMatchObject({
      fname: 'Meera',
      lname: 'Verma',
      city: 'Nagpur',
      capital: values.capital,
      join_batch: values.joinBatch,
      query: 'Is there a batch for working professionals?',
    });
  } finally {
    db.close();
  }
});

test('shows a refused enquiry as an error toast and its field messages under the fields', async ({
  page,
}) => {
  // The gateway refuses what the form would never send; stand in for that answer here.
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('SendEnquiry')) return route.continue();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [
          {
            message: 'Please check the highlighted fields.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { city: 'City is required.', joinBatch: 'Please select a batch.' },
            },
          },
        ],
      }),
    });
  });
  await fillValid(page);
  await tickTerms(page);
  await submit(page).click();
  await expect(toast(page, 'Please check the highlighted fields.')).toBeVisible();
  await expect(control(page, 'city')).toHaveAccessibleErrorMessage('City is required.');
  await expect(control(page, 'joinBatch')).toHaveAccessibleErrorMessage('Please select a batch.');
  // Nothing was sent, so nothing is cleared.
  await expect(control(page, 'fname')).toHaveValue('Asha');
  await expect(terms(page)).toBeChecked();
});

test('a network failure shows Something went wrong!', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('SendEnquiry')) return route.continue();
    await route.abort('connectionreset');
  });
  await fillValid(page);
  await tickTerms(page);
  await submit(page).click();
  await expect(toast(page, 'Something went wrong!')).toBeVisible();
  await expect(control(page, 'fname')).toHaveValue('Asha');
});
