/**
 * A gateway serving the test build (built-client.ts) over a provider that answers the
 * course list and outlines, for the tests of served pages (site-pages, hindi-pages).
 */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { RENDERER as renderer, builtSite } from './built-client.ts';
import { hashPassword, newCodeSecret } from '../../gateway/staff/credentials.ts';
import { scriptlessBrowser } from '../support/scriptless-browser.ts';
import { TEST_NOW, gatewayForTest, mockProvider } from '../support/gateway.ts';

export const SITE = 'https://academy.example';
const html = { accept: 'text/html,application/xhtml+xml' };

export async function startSiteGateway(now: () => Date = () => TEST_NOW) {
  const provider = mockProvider();
  provider.answerCourses();
  provider.answerClassItems();
  const gateway = await gatewayForTest({
    env: { CLIENT_DIST: await builtSite(), SITE_URL: SITE },
    dispatcher: provider.agent,
    pageRenderer: renderer,
    now,
  });
  /** A page as a browser asks for it. */
  const get = async (route: string) => {
    const response = await fetch(`${gateway.url}${route}`, { headers: html });
    return { response, body: await response.text() };
  };
  return { gateway, provider, get };
}

export const STAFF_PASSWORD = 'staff-password-123';

/**
 * A site gateway with one staff account (an owner by default), and a browser without
 * scripts that keeps its cookies; `code` gives the account's 6-digit code at a time.
 */
export async function staffVisitor(
  email = 'owner@academy.test',
  role: 'owner' | 'instructor' = 'owner',
) {
  const started = await startSiteGateway();
  const { url, server } = started.gateway;
  const secret = newCodeSecret();
  await server.database.staff.accounts.add({
    email,
    role,
    passwordHash: await hashPassword(STAFF_PASSWORD),
    totpSecret: secret,
  });
  const code = (at: Date) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
  return { ...started, ...scriptlessBrowser(url), code };
}

export const OWNER = 'owner@academy.test';

/** A staff visitor signed in through the served sign-in form. */
export async function signedInStaff(email = OWNER, role: 'owner' | 'instructor' = 'owner') {
  const visitor = await staffVisitor(email, role);
  await visitor.open('/staff/sign-in');
  const signedIn = await visitor.post('/staff/sign-in', {
    _form: 'staffSignIn',
    email,
    password: STAFF_PASSWORD,
    code: visitor.code(TEST_NOW),
  });
  expect(signedIn.response.status).toBe(303);
  return visitor;
}
