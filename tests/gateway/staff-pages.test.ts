/**
 * The staff room's pages as a browser without scripts gets them: /staff/sign-in is a real
 * form posting to itself (decision 0017), never indexed or listed; the right e-mail,
 * password and code lead to /staff with the staff session's cookie and nothing of a
 * student's; a wrong code gives the page back with the e-mail kept, never the password or
 * the code.
 */
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/gateway.ts';
import { noticesOf } from '../support/scriptless-browser.ts';
import {
  SITE,
  STAFF_PASSWORD as PASSWORD,
  startSiteGateway,
  staffVisitor,
} from './site-gateway.ts';

const EMAIL = 'owner@academy.test';

describe('the staff sign-in page without scripts', () => {
  it('is a labelled form posting to itself, never indexed nor in the sitemap', async () => {
    const { open, get } = await staffVisitor();
    const { response, body } = await open('/staff/sign-in');
    expect(response.status).toBe(200);
    expect(body).toContain('<title>Sharpline Trading Academy | Staff sign-in</title>');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(body).toMatch(/<h1[^>]*>Staff sign-in<\/h1>/);
    expect(body).toContain('<form noValidate="" method="post">');
    expect(body).toContain('<input type="hidden" name="_form" value="staffSignIn"/>');
    for (const label of ['Staff e-mail', 'Password', '6-digit code']) {
      expect(body).toMatch(new RegExp(`<label[^>]*>${label}`));
    }
    expect(body).toMatch(/<input[^>]*autoComplete="one-time-code"[^>]*name="code"/);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/staff');
    expect(sitemap).toContain(`<loc>${SITE}/about-us</loc>`);
  });

  it('signs in with the staff cookie alone, and /staff welcomes the staff member', async () => {
    const { open, post, jar, code, gateway } = await staffVisitor();
    await open('/staff/sign-in');
    const { response } = await post('/staff/sign-in', {
      _form: 'staffSignIn',
      email: ' Owner@Academy.test ',
      password: PASSWORD,
      code: code(TEST_NOW),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff');
    expect(jar.get('staff_session')).toBeTruthy();
    expect(jar.has('session')).toBe(false);
    const me = await gateway.gql(
      '{ staffMe { email role } }',
      {},
      { cookie: `staff_session=${jar.get('staff_session') ?? ''}` },
    );
    expect(me.body).toEqual({ data: { staffMe: { email: EMAIL, role: 'OWNER' } } });

    const next = await open('/staff');
    expect(next.response.status).toBe(200);
    expect(next.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(next.body).toMatch(/<h1[^>]*>Staff room<\/h1>/);
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: `Signed in as ${EMAIL}.` },
    ]);
  });

  it('gives the page back on a wrong code, with the e-mail kept and never the secrets', async () => {
    const { open, post, jar, code } = await staffVisitor();
    await open('/staff/sign-in');
    const right = code(TEST_NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const { response, body } = await post('/staff/sign-in', {
      _form: 'staffSignIn',
      email: EMAIL,
      password: PASSWORD,
      code: wrong,
    });
    expect(response.status).toBe(400);
    expect(noticesOf(body)).toEqual([
      {
        kind: 'error',
        role: 'alert',
        text: 'The e-mail, password or code is not right. Codes work once: wait for the next one.',
      },
    ]);
    expect(body).toContain(`value="${EMAIL}"`);
    expect(body).not.toContain(PASSWORD);
    expect(body).not.toContain(`value="${wrong}"`);
    expect(jar.has('staff_session')).toBe(false);

    const malformed = await post('/staff/sign-in', {
      _form: 'staffSignIn',
      email: EMAIL,
      password: PASSWORD,
      code: '12ab',
    });
    expect(malformed.response.status).toBe(400);
    expect(malformed.body).toContain('Enter the 6-digit code your authenticator app shows.');
  });
});

describe('the staff sales page as served', () => {
  it('is its own page, never indexed nor in the sitemap, whose figures the browser asks for', async () => {
    const { get } = await startSiteGateway();
    const { response, body } = await get('/staff/sales?from=2026-11-01&to=2026-11-30');
    expect(response.status).toBe(200);
    expect(body).toContain('<title>Sharpline Trading Academy | Sales and GST</title>');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(body).toMatch(/<h1[^>]*>Sales and GST<\/h1>/);
    // Who is signed in, and so the figures, are the browser's to ask: none are in the HTML.
    expect(body).not.toContain('Download CSV');
    expect((await get('/sitemap.xml')).body).not.toContain('/staff');
  });
});
