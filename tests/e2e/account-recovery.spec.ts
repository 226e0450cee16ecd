/**
 * Getting back into an account (issue 38), on a 360 px phone, in English and Hindi: from
 * "Forgot password?" on the sign-in page to the e-mailed link, a new password and signing in
 * with it; and signing in with a code e-mailed instead of the password. The e-mails are read
 * from the stand-in's inbox; every page passes axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import * as authHi from '../../client/src/content/hi/auth.ts';
import * as recoveryHi from '../../client/src/content/hi/recovery.ts';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { createAccount, shownMessage, signInViaUI } from './support/auth.ts';

const port = Number(process.env.E2E_PORT ?? 4500);
const INBOX = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? port + 10}/mail/api/messages`;

interface InboxMessage {
  subject: string;
  text: string;
}

/** The newest e-mail to `to` whose subject matches, within DESIGN.md's 5 s. */
async function newestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect(async () => {
    const response = await request.get(`${INBOX}?${new URLSearchParams({ to }).toString()}`);
    const messages = (await response.json()) as InboxMessage[];
    found = messages.find((message) => subject.test(message.subject));
    expect(found).toBeDefined();
  }).toPass({ timeout: 5000, intervals: [100] });
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

/** The page's width fits the phone: nothing sideways to scroll. */
async function expectFitsThePhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const TEXT = {
  en: {
    prefix: '',
    forgot: 'Forgot password?',
    forgotTitle: 'Sharpline Trading Academy | Forgot Password',
    email: 'Email',
    sendLink: 'E-mail me a link',
    linkSent:
      'If an account uses this address, a link to choose a new password is on its way. Check your inbox.',
    resetSubject: /^Reset your Sharpline Trading Academy password$/,
    newPassword: 'New Password',
    setPassword: 'Set new password',
    changed: 'Your password has been changed. Sign in with your new password.',
    password: 'Password',
    signIn: 'Sign In',
    welcome: 'Welcome back! ',
    codeOpen: 'E-mail me a code instead',
    codeEmail: 'Your e-mail address',
    sendCode: 'E-mail me a code',
    codeSent: 'If an account uses this address, a sign-in code is on its way. Enter it below.',
    code: 'Code from the e-mail',
    codeSubmit: 'Sign in with the code',
  },
  hi: {
    prefix: '/hi',
    forgot: authHi.signInText.forgot,
    forgotTitle: 'Sharpline Trading Academy | पासवर्ड भूल गए',
    email: recoveryHi.forgotPasswordText.fields.email.label,
    sendLink: recoveryHi.forgotPasswordText.submit,
    linkSent: recoveryHi.forgotPasswordText.sent,
    resetSubject: /^अपना Sharpline Trading Academy पासवर्ड रीसेट करें$/,
    newPassword: recoveryHi.resetPasswordText.fields.newPassword.label,
    setPassword: recoveryHi.resetPasswordText.submit,
    changed: recoveryHi.resetPasswordText.changed,
    password: authHi.signInText.fields.password.label,
    signIn: authHi.signInText.submit,
    welcome: 'फिर से स्वागत है, ',
    codeOpen: recoveryHi.codeSignInText.open,
    codeEmail: recoveryHi.codeSignInText.requestFields.email.label,
    sendCode: recoveryHi.codeSignInText.send,
    codeSent: recoveryHi.codeSignInText.sent,
    code: recoveryHi.codeSignInText.codeFields.code.label,
    codeSubmit: recoveryHi.codeSignInText.submit,
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`${language}: forgot password, the e-mailed link, a new password, then signed in with it`, async ({
    page,
    request,
  }) => {
    const student = await createAccount(request, `reset-${language}`);
    await page.goto(`${text.prefix}/sign-in`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/forgot-password$`));
    await expect(page).toHaveTitle(text.forgotTitle);
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);

    await main.getByLabel(text.email).fill(student.email);
    await main.getByRole('button', { name: text.sendLink }).click();
    await expect(shownMessage(page, text.linkSent)).toBeVisible();

    const mail = await newestMail(request, student.email, text.resetSubject);
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no link in: ${mail.text}`);
    const url = new URL(link);
    expect(url.pathname).toBe(`${text.prefix}/reset-password`);
    await page.goto(`${url.pathname}${url.search}`);
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);
    await main.getByLabel(text.newPassword).fill('a-brand-new-pass');
    await main.getByRole('button', { name: text.setPassword }).click();
    await expect(shownMessage(page, text.changed)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/sign-in$`));

    if (language === 'en') {
      await signInViaUI(page, { email: student.email, password: 'a-brand-new-pass' });
    } else {
      await main.getByLabel(authHi.signInText.fields.username.label).first().fill(student.email);
      await main.getByLabel(text.password).fill('a-brand-new-pass');
      await main.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(shownMessage(page, text.welcome)).toBeVisible();
      await expect(page).not.toHaveURL(/\/sign-in$/);
    }
  });

  test(`${language}: signs in with a code e-mailed instead of the password`, async ({
    page,
    request,
  }) => {
    const student = await createAccount(request, `code-${language}`);
    await page.goto(`${text.prefix}/sign-in`);
    const main = page.getByRole('main');
    await main.getByText(text.codeOpen).click();
    await main.getByLabel(text.codeEmail).first().fill(student.email);
    await main.getByRole('button', { name: text.sendCode }).click();
    await expect(shownMessage(page, text.codeSent)).toBeVisible();
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);

    const mail = await newestMail(request, student.email, /^\d{6} /);
    const code = /^(\d{6})/.exec(mail.subject)?.[1] ?? '';
    await expect(main.getByLabel(text.codeEmail)).toHaveValue(student.email);
    await main.getByLabel(text.code).fill(code);
    await main.getByRole('button', { name: text.codeSubmit }).click();
    await expect(shownMessage(page, `${text.welcome}${student.name}`)).toBeVisible();
    await expect(page).not.toHaveURL(/\/sign-in$/);
  });
}
