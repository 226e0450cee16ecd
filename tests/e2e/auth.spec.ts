/**
 * Accounts (SPEC.md §2 Sign In, Sign Up, Profile and password modals; §4; §5; §8):
 * sign-up with every validation message, sign-in with wrong and right passwords and the
 * return path, the profile and password dialogs, sign-out, and the guard on signed-in pages.
 */
import { type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  DEMO_STUDENT,
  createAccount,
  newAccount,
  pickAccountAction,
  watchSignOut,
  signInViaUI,
  toast,
  userMenuButton,
} from './support/auth.ts';

// The stand-in provider's own messages, which the site shows as they come.
const WRONG_LOGIN = 'Invalid email or password.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const WRONG_OLD_PASSWORD = 'Old password is incorrect.';

/** A light page to work from once signed in (Home is busy with carousels and counters). */
const QUIET_PAGE = '/privacy-policy';

/** The flagship course's page: public, and the demo student owns the course. */
const COURSE_PAGE = '/course-detail/1/Stock-Market-Foundations';

const SIGN_UP_MESSAGES = {
  name: 'Name must be at least 5 characters.',
  mobile: 'Enter a valid phone number.',
  email: 'Enter a valid email address.',
  password: 'Password must be at least 8 characters.',
} as const;

function operationName(request: Request): string | null {
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null && 'operationName' in body
    ? String(body.operationName)
    : null;
}

/** Holds the answer to a GraphQL operation until the returned function is called. */
async function holdOperation(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) === name) await released;
    await route.fallback();
  });
  return release;
}

/** Counts the requests made for a GraphQL operation. */
async function countOperation(page: Page, name: string): Promise<() => number> {
  let count = 0;
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) === name) count += 1;
    await route.fallback();
  });
  return () => count;
}

async function storedUserLog(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('userLog');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

test.describe('sign up', () => {
  test('shows each rule under its field and clears a message when its field is edited', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    await expect(page).toHaveTitle('Sharpline Trading Academy | Sign Up');
    const main = page.getByRole('main');
    const name = main.getByLabel('Name');
    const mobile = main.getByLabel('Phone Number');
    const email = main.getByLabel('Email');
    const password = main.getByLabel('Password');
    const submit = main.getByRole('button', { name: 'Sign Up' });

    await submit.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.name);
    await expect(mobile).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.mobile);
    await expect(email).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.email);
    await expect(password).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.password);
    await expectNoSeriousA11yViolations(page);

    // Editing one field clears only its own message.
    await name.fill('A');
    await expect(main.getByText(SIGN_UP_MESSAGES.name)).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(SIGN_UP_MESSAGES.mobile)).toBeVisible();

    // Values that break each rule by a little.
    await mobile.fill('123456789'); // 9 digits
    await email.fill('student@example');
    await password.fill('seven77');
    await submit.click();
    await expect(name).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.name); // 1 character after trimming
    await expect(mobile).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.mobile);
    await expect(email).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.email);
    await expect(password).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.password);

    await mobile.fill('1234567890123'); // 13 digits
    await submit.click();
    await expect(mobile).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.mobile);
    await mobile.fill('98765x4321');
    await submit.click();
    await expect(mobile).toHaveAccessibleErrorMessage(SIGN_UP_MESSAGES.mobile);

    // The bounds themselves pass: 2 characters, 10 and 12 digits, 8 characters.
    await name.fill('  Al  ');
    await mobile.fill('987654321012');
    await email.fill('al@example.com');
    await password.fill('eight888');
    const registers = await countOperation(page, 'Register');
    await submit.click();
    await expect(main.getByText(SIGN_UP_MESSAGES.name)).toHaveCount(0);
    await expect(main.getByText(SIGN_UP_MESSAGES.mobile)).toHaveCount(0);
    await expect(main.getByText(SIGN_UP_MESSAGES.email)).toHaveCount(0);
    await expect(main.getByText(SIGN_UP_MESSAGES.password)).toHaveCount(0);
    await expect.poll(registers).toBe(1);
  });

  test('creates the account, says so and goes to Sign In', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/sign-up');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill(`  ${account.name}  `);
    await main.getByLabel('Phone Number').fill(account.mobile);
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password').fill(account.password);

    const release = await holdOperation(page, 'Register');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    const busy = main.getByRole('button', { name: 'Signing Up...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(toast(page, 'Account has been created!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    // The name was trimmed before it was sent.
    await signInViaUI(page, { ...account, name: account.name });
  });

  test('an e-mail that already has an account gets the server message', async ({
    page,
    request,
  }) => {
    const existing = await createAccount(request, 'taken');
    await page.goto('/sign-up');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Another Student');
    await main.getByLabel('Phone Number').fill('9123456780');
    await main.getByLabel('Email').fill(existing.email);
    await main.getByLabel('Password').fill('another-password');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, EMAIL_TAKEN)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(main.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  test('links to Sign In', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('sign in', () => {
  test('the page: heading, labelled fields, link to Sign Up, accessible', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page).toHaveTitle('Sharpline Trading Academy | Sign In');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveAttribute('placeholder', 'Your Email Address');
    await expect(main.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('a wrong password shows the server message and keeps the visitor signed out', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(DEMO_STUDENT.email);
    await main.getByLabel('Password').fill('not-the-password');

    const release = await holdOperation(page, 'Login');
    await main.getByRole('button', { name: 'Sign In' }).click();
    const busy = main.getByRole('button', { name: 'Signing In...' });
    await expect(busy).toBeDisabled();
    release();

    await expect(toast(page, WRONG_LOGIN)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedUserLog(page)).toBeNull();
  });

  test('a network failure says "Something went wrong!"', async ({ page }) => {
    await page.goto('/sign-in');
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(DEMO_STUDENT.email);
    await main.getByLabel('Password').fill(DEMO_STUDENT.password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Something went wrong!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('success welcomes the user by name, stores the login and goes Home', async ({ page }) => {
    await page.goto('/sign-in');
    await signInViaUI(page, DEMO_STUDENT);
    await expect(toast(page, `Welcome back! ${DEMO_STUDENT.name}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenuButton(page, DEMO_STUDENT.name)).toBeVisible();
    expect(await storedUserLog(page)).toEqual({ c_id: '1', name: DEMO_STUDENT.name });

    // Signed in already: the sign-in page sends the user on.
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in page visited as a visitor goes to Sign In and back after signing in', async ({
    page,
  }) => {
    await page.goto('/my-courses');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(/\/my-courses$/);
    await expect(page).toHaveTitle('Sharpline Trading Academy | My Courses');

    // The return path was used up: the next sign-in goes Home.
    await pickAccountAction(page, DEMO_STUDENT.name, 'Sign Out');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing in again within a second of signing out lands Home, and stays there', async ({
    page,
  }) => {
    await page.goto('/my-courses');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(/\/my-courses$/);
    await pickAccountAction(page, DEMO_STUDENT.name, 'Sign Out');
    // The signed-in page sends the visitor to sign in at once; the sign-out's own move
    // there is still a second away when they sign in again.
    await expect(page).toHaveURL(/\/sign-in$/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Past the sign-out's second: nothing sends the student anywhere else.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/$/);
    // Not to the page left behind, and nowhere once Home (the sign-out's own move to the
    // sign-in page may come before the sign-in on a slow machine: that one is expected).
    expect(visited).not.toContain('/my-courses');
    expect(visited.slice(visited.indexOf('/')).filter((path) => path !== '/')).toEqual([]);
  });

  test('the return path keeps its query string', async ({ page }) => {
    await page.goto('/view-classes/1/Course?from=mail');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(/\/view-classes\/1\/Course\?from=mail$/);
  });
});

test.describe('profile', () => {
  test('opens with the fetched profile, saves changes and renames the navbar', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'profile');
    await signInViaUI(page, account);
    await page.goto(QUIET_PAGE);
    await pickAccountAction(page, account.name, 'Profile');

    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await expect(dialog.getByLabel('Name')).toHaveValue(account.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
    await expect(dialog.getByLabel('Mobile')).toHaveValue(account.mobile);
    await expectNoSeriousA11yViolations(page);

    const renamed = `${account.name} Renamed`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByLabel('Mobile').fill('9000000001');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userMenuButton(page, renamed)).toBeVisible();
    expect(await storedUserLog(page)).toMatchObject({ name: renamed });

    // Opening again fetches afresh: the saved values come back from the server.
    const profiles = await countOperation(page, 'Profile');
    await pickAccountAction(page, renamed, 'Profile');
    await expect(dialog.getByLabel('Name')).toHaveValue(renamed);
    await expect(dialog.getByLabel('Mobile')).toHaveValue('9000000001');
    expect(profiles()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the menu the dialog was opened from.
    await expect(userMenuButton(page, renamed)).toBeFocused();
  });

  test('required fields, the server message and a failed fetch', async ({ page, request }) => {
    const account = await createAccount(request, 'profile2');
    const other = await createAccount(request, 'profile3');
    await signInViaUI(page, account);
    await page.goto(QUIET_PAGE);
    await pickAccountAction(page, account.name, 'Profile');
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email);

    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleErrorMessage('Name is required.');

    // Another account's e-mail: the provider refuses and its message is shown.
    await dialog.getByLabel('Name').fill(account.name);
    await dialog.getByLabel('Email').fill(other.email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, EMAIL_TAKEN)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.route('**/graphql', async (route) => {
      if (operationName(route.request()) === 'Profile') await route.abort('connectionreset');
      else await route.fallback();
    });
    await pickAccountAction(page, account.name, 'Profile');
    await expect(toast(page, 'Something went wrong!')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('change password', () => {
  test('warns on a mismatch or a missing old password without sending anything', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'pwcheck');
    await signInViaUI(page, account);
    await page.goto(QUIET_PAGE);
    const changes = await countOperation(page, 'ChangePassword');
    await pickAccountAction(page, account.name, 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Old Password').fill(account.password);
    await dialog.getByLabel('New Password').fill('new-password-1');
    await dialog.getByLabel('Confirm Password').fill('new-password-2');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Please check the entered credential!')).toBeVisible();

    await dialog.getByLabel('Old Password').fill('');
    await dialog.getByLabel('Confirm Password').fill('new-password-1');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Please check the entered credential!')).toHaveCount(2);
    await expect(dialog).toBeVisible();
    expect(changes()).toBe(0);
  });

  test('a wrong old password gets the server message; the right one changes it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'pwchange');
    await signInViaUI(page, account);
    await page.goto(QUIET_PAGE);
    await pickAccountAction(page, account.name, 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });

    await dialog.getByLabel('Old Password').fill('not-my-password');
    await dialog.getByLabel('New Password').fill('a-new-password');
    await dialog.getByLabel('Confirm Password').fill('a-new-password');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, WRONG_OLD_PASSWORD)).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Old Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Password Changed successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reopened, the form is empty again.
    await pickAccountAction(page, account.name, 'Change Password');
    await expect(dialog.getByLabel('Old Password')).toHaveValue('');
    await expect(dialog.getByLabel('New Password')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The new password is the one that signs in now.
    await pickAccountAction(page, account.name, 'Sign Out');
    await expect(page).toHaveURL(/\/sign-in$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password').fill(account.password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, WRONG_LOGIN)).toBeVisible();
    await signInViaUI(page, { ...account, password: 'a-new-password' });
  });
});

test.describe('sign out', () => {
  test('says so, forgets the login and a second later shows Sign In', async ({ page }) => {
    await signInViaUI(page, DEMO_STUDENT);
    await page.goto(QUIET_PAGE);
    const signOutSeen = await watchSignOut(page);
    await pickAccountAction(page, DEMO_STUDENT.name, 'Sign Out');

    await expect(toast(page, 'Signed out successfully!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedUserLog(page)).toBeNull();

    await page.waitForURL(/\/sign-in$/);
    // The goodbye was said on the page the student was on, and the sign-in page came a
    // second later.
    const seen = await signOutSeen();
    expect(seen.pathAtGoodbye).toBe('/privacy-policy');
    expect(seen.goodbyeToSignInMs).toBeGreaterThanOrEqual(900);

    // The gateway's session ended too, not only the stored login.
    const response = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: 'query { me { id } }' },
    });
    expect(await response.json()).toEqual({ data: { me: null } });
  });

  test('a copy of the session cookie stops working at sign-out', async ({ page, request }) => {
    await signInViaUI(page, DEMO_STUDENT);
    const copied = await sessionCookieOf(page);
    expect(await whoIs(request, copied)).toEqual({ data: { me: { email: DEMO_STUDENT.email } } });
    await page.goto(QUIET_PAGE);
    await pickAccountAction(page, DEMO_STUDENT.name, 'Sign Out');
    await expect(toast(page, 'Signed out successfully!')).toBeVisible();
    expect(await whoIs(request, copied)).toEqual({ data: { me: null } });
  });

  test('Sign Out Everywhere ends the sessions of every browser, with the same goodbye', async ({
    page,
    browser,
    request,
  }) => {
    const account = await createAccount(request, 'everywhere');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInViaUI(otherPage, account);
    const otherCookie = await sessionCookieOf(otherPage);
    await signInViaUI(page, account);
    await page.goto(QUIET_PAGE);

    const signOutSeen = await watchSignOut(page);
    await pickAccountAction(page, account.name, 'Sign Out Everywhere');
    await expect(toast(page, 'Signed out successfully!')).toBeVisible({ timeout: 2000 });
    expect(await storedUserLog(page)).toBeNull();
    await page.waitForURL(/\/sign-in$/, { timeout: 3000 });
    expect((await signOutSeen()).goodbyeToSignInMs).toBeGreaterThanOrEqual(900);

    // The other browser's session is over as well: its next signed-in page asks to sign in.
    expect(await whoIs(request, otherCookie)).toEqual({ data: { me: null } });
    await otherPage.goto('/my-courses');
    await expect(otherPage).toHaveURL(/\/sign-in$/, { timeout: 5000 });
    await other.close();
  });
});

test.describe('an ended session', () => {
  /** Signs the demo student in, then ends that session on the server behind the page's back. */
  async function signInThenEndSession(page: Page, request: APIRequestContext) {
    await signInViaUI(page, DEMO_STUDENT);
    const session = await sessionCookieOf(page);
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', cookie: `session=${session}` },
      data: { query: 'mutation { logout }' },
    });
    expect(await response.json()).toEqual({ data: { logout: true } });
    // The page still believes in it.
    expect(await storedUserLog(page)).toEqual({ c_id: '1', name: DEMO_STUDENT.name });
  }

  test('on a public course page makes a visitor of the student, who stays on the page', async ({
    page,
    request,
  }) => {
    await signInThenEndSession(page, request);
    const asked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        operationName(response.request()) === 'CourseOwnership',
    );
    await page.goto(COURSE_PAGE);
    expect(await (await asked).json()).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });

    // A visitor's page at once: Sign In in the navbar and Purchase Now, on the same page.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 2000 });
    await expect(userMenuButton(page, DEMO_STUDENT.name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeVisible();
    await expect(page).toHaveURL(COURSE_PAGE);
    expect(await storedUserLog(page)).toBeNull();
    await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);

    // Buying needs the session: sign in again, and back here, where the course is theirs.
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(COURSE_PAGE);
    await expect(page.getByRole('link', { name: 'Go to your classes' })).toBeVisible();
  });

  test('on a signed-in page sends the student to sign in and back afterwards', async ({
    page,
    request,
  }) => {
    await signInThenEndSession(page, request);
    await page.goto('/my-courses');
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 3000 });
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible();
    expect(await storedUserLog(page)).toBeNull();

    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(/\/my-courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  });

  test('opening Profile sends the student to sign in, the dialog closed', async ({
    page,
    request,
  }) => {
    await signInThenEndSession(page, request);
    await page.goto(QUIET_PAGE);
    await pickAccountAction(page, DEMO_STUDENT.name, 'Profile');
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 3000 });
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toHaveCount(0);

    await signInViaUI(page, DEMO_STUDENT);
    await expect(page).toHaveURL(new RegExp(`${QUIET_PAGE}$`));
  });
});

/** The browser's session cookie, as a thief who copied it would hold it. */
async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'session');
  expect(cookie?.httpOnly).toBe(true);
  return cookie?.value ?? '';
}

/** Who the gateway thinks the holder of a session cookie is. */
async function whoIs(request: APIRequestContext, session: string): Promise<unknown> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', cookie: `session=${session}` },
    data: { query: 'query { me { email } }' },
  });
  return response.json();
}
