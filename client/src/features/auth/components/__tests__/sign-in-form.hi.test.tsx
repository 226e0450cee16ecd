// @vitest-environment happy-dom
/**
 * Sign In on a Hindi page: the form and its field messages are Hindi, and the request to
 * sign in first (Purchase Now's link) is said in Hindi.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationText } from '@common/validation.ts';
import { authCatalogue } from '@/content/auth.ts';
import { sessionText, signInText } from '@/content/hi/auth.ts';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { expectAddress, findToast, renderAt } from '@/testing/render.tsx';
import { SignInForm } from '../sign-in-form.tsx';

beforeAll(async () => {
  // The page's catalogues, as a served Hindi page has them (its code part's words included).
  await Promise.all([authCatalogue.load('hi'), recoveryCatalogue.load('hi')]);
  document.documentElement.lang = 'hi';
});
afterAll(() => {
  document.documentElement.lang = '';
});

const renderSignIn = (path: string) =>
  renderAt(
    path,
    <LanguageContext.Provider value="hi">
      <SignInForm />
    </LanguageContext.Provider>,
  );

describe('SignInForm on a Hindi page', () => {
  it('asks for both fields in Hindi and sends nothing', async () => {
    const sent = stubGateway({});
    renderSignIn('/sign-in');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(signInText.heading);
    await userEvent.click(screen.getByRole('button', { name: signInText.submit }));
    const messages = validationText.hi.signIn;
    // A required field's label ends with its marker.
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
    await waitFor(() =>
      expect(field(signInText.fields.username.label)).toHaveAccessibleErrorMessage(
        messages.username,
      ),
    );
    expect(field(signInText.fields.password.label)).toHaveAccessibleErrorMessage(messages.password);
    expect(sent).toEqual([]);
  });

  it('says in Hindi why a sign-in is asked for, and remembers the router path to return to', async () => {
    stubGateway({});
    const course = '/course-detail/2/Forex-Trading-Essentials';
    // Given with its language prefix, the path loses it: the Hindi router adds its own.
    const query = new URLSearchParams({ next: `/hi${course}`, notice: 'sign-in-first' });
    renderSignIn(`/sign-in?${query.toString()}`);
    await findToast(sessionText.signInFirst);
    await expectAddress('/sign-in');
    expect(window.sessionStorage.getItem('returnPath')).toBe(course);
  });
});
