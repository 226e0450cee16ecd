/**
 * Forms posted to their own page without the app (gateway/site/form-posts.ts): what a
 * browser with no scripts gets for sign-in, sign-up and the enquiry, and what another site
 * gets when it makes a browser post to ours.
 */
import { describe, expect, it } from 'vitest';
import { startSiteGateway } from './site-gateway.ts';
import { CodeHasher, hashPassword, resetTokenHash } from '../../gateway/accounts/secrets.ts';
import { TEST_NOW, TEST_SESSION_SECRET, envelope, formFields } from '../support/gateway.ts';
import { noticesOf, scriptlessBrowser } from '../support/scriptless-browser.ts';

const ASHA = { c_id: '7', name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };

/** A visitor's browser: its cookies, kept across requests as a browser keeps them. */
async function visitor() {
  const started = await startSiteGateway();
  const { url } = started.gateway;
  return { ...started, url, ...scriptlessBrowser(url) };
}

/** The state a refused form's page carries for the app to hydrate with. */
function servedFormOf(body: string): unknown {
  const match = /<script type="application\/json" id="academy-served-form">([^<]*)<\/script>/.exec(
    body,
  );
  return match?.[1] === undefined ? null : JSON.parse(match[1]);
}

describe('forms posted without the app', () => {
  it('every page gives the visitor a form token, and its forms carry it, posting to the page', async () => {
    const { open, jar } = await visitor();
    const { body } = await open('/sign-in');
    const token = jar.get('academy_form');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body).toContain('<form noValidate="" method="post">');
    expect(body).toContain('<input type="hidden" name="_form" value="signIn"/>');
    expect(body).toContain(`<input type="hidden" name="_token" value="${token}"/>`);
    // The same visitor keeps the same token; the page never holds the bare slot.
    const again = await open('/contact-us');
    expect(again.body).toContain(`name="_token" value="${token}"`);
    expect(again.body).not.toContain('academy-form-token');
  });

  it('sign-in: signs in with the session cookie, then the next page welcomes the student once', async () => {
    const { open, post, provider, jar, gateway: started } = await visitor();
    provider.answer('customer/login', envelope('200', 'Login successful.', ASHA));
    await open('/sign-in');
    const { response } = await post('/sign-in?next=%2Fmy-courses', {
      _form: 'signIn',
      username: ' asha@example.com ',
      password: 'demo12345',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/my-courses');
    // The same call the app makes, trimmed by the same rules.
    expect(await formFields(provider.callsTo('customer/login')[0]?.body ?? '')).toEqual({
      username: 'asha@example.com',
      password: 'demo12345',
    });
    const session = jar.get('session');
    expect(session).toBeTruthy();
    provider.answer('customer/get_customer', envelope('200', 'ok', ASHA));
    const me = await started.gql('{ me { name } }', {}, { cookie: `session=${session}` });
    expect(me.body.data).toEqual({ me: { name: 'Asha Rao' } });

    const next = await open('/my-courses');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Welcome back! Asha Rao.' },
    ]);
    expect(next.body).toContain(
      '<script type="application/json" id="academy-signed-in">{"c_id":"7","name":"Asha Rao"}</script>',
    );
    const later = await open('/my-courses');
    expect(noticesOf(later.body)).toEqual([]);
    expect(later.body).not.toContain('academy-signed-in');
  });

  it('sign-in: a wrong password gives the page back with the e-mail kept, never the password', async () => {
    const { open, post, provider } = await visitor();
    provider.answer('customer/login', envelope('401', 'Invalid email or password.'));
    await open('/sign-in');
    const { response, body } = await post('/sign-in', {
      _form: 'signIn',
      username: 'asha@example.com',
      password: 'not-my-password',
    });
    expect(response.status).toBe(400);
    expect(body).toContain('<title>Sharpline Trading Academy | Sign In</title>');
    expect(noticesOf(body)).toEqual([
      { kind: 'error', role: 'alert', text: 'Invalid email or password.' },
    ]);
    expect(body).toContain('value="asha@example.com"');
    expect(body).not.toContain('not-my-password');
    expect(servedFormOf(body)).toEqual({
      form: 'signIn',
      values: { username: 'asha@example.com' },
      errors: {},
    });
  });

  it("sign-up: an empty form gives SPEC's messages under the fields, and nothing reaches the provider", async () => {
    const { open, post, provider } = await visitor();
    await open('/sign-up');
    const { response, body } = await post('/sign-up', {
      _form: 'signUp',
      name: 'R',
      mobile: '',
      email: '',
      password: '',
    });
    expect(response.status).toBe(400);
    expect(provider.calls).toEqual([]);
    for (const message of [
      'Name must be at least 5 characters.',
      'Enter a valid phone number.',
      'Enter a valid email address.',
      'Password must be at least 8 characters.',
    ]) {
      expect(body, message).toContain(message);
    }
    expect(body).toContain('value="R"');
    expect(body.match(/aria-invalid="true"/g)).toHaveLength(4);
  });

  it('sign-up: an account is created and the visitor is sent to sign in, told so', async () => {
    const { open, post, provider } = await visitor();
    provider.answer('customer/register', envelope('200', 'Registered successfully.'));
    await open('/hi/sign-up');
    const { response } = await post('/hi/sign-up', {
      _form: 'signUp',
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
      password: 'a-long-password',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/hi/sign-in');
    expect(provider.callsTo('customer/register')).toHaveLength(1);
    const next = await open('/hi/sign-in');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'आपका अकाउंट बन गया है!' },
    ]);
  });

  it('the enquiry: sent only with the terms ticked, the box kept as it was', async () => {
    const { open, post, provider } = await visitor();
    provider.answer('customer/contact_us', envelope('200', 'Thanks'));
    await open('/contact-us');
    const enquiry = {
      _form: 'enquiry',
      fname: 'Asha',
      lname: 'Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      city: 'Pune',
      capital: '0 to 50,000',
      joinBatch: 'Nov 2026',
      query: 'When does the next batch start?',
    };
    const unticked = await post('/contact-us', enquiry);
    expect(unticked.response.status).toBe(400);
    expect(noticesOf(unticked.body)).toEqual([
      { kind: 'warning', role: 'alert', text: 'Read &amp; accept the privacy policy.' },
    ]);
    expect(unticked.body).toContain('When does the next batch start?</textarea>');
    expect(provider.calls).toEqual([]);

    const sent = await post('/contact-us', { ...enquiry, terms: 'on' });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get('location')).toBe('/contact-us');
    expect(await formFields(provider.callsTo('customer/contact_us')[0]?.body ?? '')).toMatchObject({
      fname: 'Asha',
      join_batch: 'Nov 2026',
      query: 'When does the next batch start?',
    });
    const next = await open('/contact-us');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Thanks! We’ll contact you shortly.' },
    ]);
    expect(next.body).toContain('--stay:2s');
  });

  it('another site, a missing token or an unknown form sends nothing', async () => {
    const { open, post, provider } = await visitor();
    provider.answer('customer/login', envelope('200', 'ok', ASHA), { persist: true });
    await open('/sign-in');
    const fields = { _form: 'signIn', username: 'asha@example.com', password: 'demo12345' };
    const expired = 'This form had expired, so nothing was sent. Please send it again.';

    const foreign = await post('/sign-in', fields, { origin: 'https://evil.example' });
    expect(foreign.response.status).toBe(403);
    expect(noticesOf(foreign.body)).toEqual([{ kind: 'error', role: 'alert', text: expired }]);
    expect(foreign.body).toContain('value="asha@example.com"');

    const nullOrigin = await post('/sign-in', fields, { origin: 'null' });
    expect(nullOrigin.response.status).toBe(403);
    const noOrigin = await post('/sign-in', fields, { origin: null });
    expect(noOrigin.response.status).toBe(403);
    const forged = await post('/sign-in', fields, { token: 'A'.repeat(32) });
    expect(forged.response.status).toBe(403);
    expect(provider.callsTo('customer/login')).toEqual([]);

    // A form on a page it is not on, or none at all: no form of this site.
    expect((await post('/contact-us', fields)).response.status).toBe(404);
    expect((await post('/sign-in', { username: 'x' })).response.status).toBe(404);
    expect(provider.calls).toEqual([]);
  });
});

describe('getting back in without the app', () => {
  const RESET_TOKEN = 'Rk9yZ290LXBhc3N3b3JkLXJlc2V0LXRva2VuLTAwMDE';

  /** Asha's password as the gateway keeps it, and a reset link or a code for her. */
  async function keepAsha(started: Awaited<ReturnType<typeof visitor>>['gateway']) {
    const { accounts } = started.server.database;
    await accounts.keepPassword(
      {
        customerId: '7',
        email: ASHA.email,
        passwordHash: await hashPassword('demo12345'),
        legacyInStep: true,
      },
      { endDevices: false },
    );
    return accounts;
  }

  it('forgot password: the same notice for any address, a link asked for in the outbox', async () => {
    const { open, post, gateway: started } = await visitor();
    const { body: page } = await open('/forgot-password');
    expect(page).toContain('<title>Sharpline Trading Academy | Forgot Password</title>');
    expect(page).toContain('<input type="hidden" name="_form" value="forgotPassword"/>');
    const sent =
      'If an account uses this address, a link to choose a new password is on its way. Check your inbox.';
    for (const email of ['asha@example.com', 'nobody@example.com']) {
      const { response } = await post('/forgot-password', { _form: 'forgotPassword', email });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/forgot-password');
      const next = await open('/forgot-password');
      expect(noticesOf(next.body)).toEqual([{ kind: 'info', role: 'status', text: sent }]);
    }
    const asked = await started.server.database.outbox.entries('password-reset:');
    expect(asked.map((entry) => entry.kind)).toEqual(['password-reset', 'password-reset']);

    const refused = await post('/hi/forgot-password', { _form: 'forgotPassword', email: 'asha' });
    expect(refused.response.status).toBe(400);
    expect(servedFormOf(refused.body)).toEqual({
      form: 'forgotPassword',
      values: { email: 'asha' },
      errors: { email: 'सही ईमेल एड्रेस डालें।' },
    });
  });

  it('reset password: the token from the address, the new password never written back', async () => {
    const { open, post, gateway: started } = await visitor();
    const accounts = await keepAsha(started);
    await accounts.saveReset({
      requestKey: 'request-1',
      tokenHash: resetTokenHash(RESET_TOKEN),
      customerId: '7',
      expiresAt: TEST_NOW.getTime() + 1_800_000,
    });
    const path = `/reset-password?token=${RESET_TOKEN}`;
    await open(path);
    const short = await post(path, { _form: 'resetPassword', newPassword: 'short' });
    expect(short.response.status).toBe(400);
    expect(servedFormOf(short.body)).toEqual({
      form: 'resetPassword',
      values: {},
      errors: { newPassword: 'Password must be at least 8 characters.' },
    });

    const done = await post(path, { _form: 'resetPassword', newPassword: 'brand-new-pass' });
    expect(done.response.status).toBe(303);
    expect(done.response.headers.get('location')).toBe('/sign-in');
    const next = await open('/sign-in');
    expect(noticesOf(next.body)).toEqual([
      {
        kind: 'success',
        role: 'status',
        text: 'Your password has been changed. Sign in with your new password.',
      },
    ]);
    const used = await post(path, { _form: 'resetPassword', newPassword: 'brand-new-pass' });
    expect(used.response.status).toBe(400);
    expect(noticesOf(used.body)).toEqual([
      {
        kind: 'error',
        role: 'alert',
        text: 'This password reset link has already been used. Ask for a new one if you need it.',
      },
    ]);
    expect(used.body).not.toContain('brand-new-pass');
  });

  it('a code: asking opens the code step on the same page, and the code signs in', async () => {
    const { open, post, provider, jar, gateway: started } = await visitor();
    const accounts = await keepAsha(started);
    const { body: page } = await open('/sign-in');
    expect(page).toContain('href="/forgot-password"');
    expect(page).toContain('<input type="hidden" name="_form" value="requestSignInCode"/>');

    const asked = await post('/sign-in', { _form: 'requestSignInCode', email: ASHA.email });
    expect(asked.response.status).toBe(200);
    expect(noticesOf(asked.body)).toEqual([
      {
        kind: 'info',
        role: 'status',
        text: 'If an account uses this address, a sign-in code is on its way. Enter it below.',
      },
    ]);
    expect(servedFormOf(asked.body)).toEqual({
      form: 'signInWithCode',
      values: { email: ASHA.email },
      errors: {},
    });
    expect(asked.body).toContain('<input type="hidden" name="_form" value="signInWithCode"/>');

    await accounts.saveCode({
      requestKey: 'code-1',
      customerId: '7',
      codeHash: new CodeHasher(TEST_SESSION_SECRET).hash('493817'),
      expiresAt: TEST_NOW.getTime() + 600_000,
    });
    provider.answer('customer/get_customer', envelope('200', 'ok', ASHA));
    const wrong = await post('/sign-in', {
      _form: 'signInWithCode',
      email: ASHA.email,
      code: '000000',
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.body).not.toContain('000000');
    const right = await post('/sign-in?next=%2Fmy-courses', {
      _form: 'signInWithCode',
      email: ASHA.email,
      code: '493817',
    });
    expect(right.response.status).toBe(303);
    expect(right.response.headers.get('location')).toBe('/my-courses');
    expect(jar.get('session')).toBeTruthy();
    expect(jar.get('device')).toBeTruthy();
    const next = await open('/my-courses');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Welcome back! Asha Rao.' },
    ]);
  });
});

describe('the coupon field without the app', () => {
  const COURSE = '/course-detail/1/Stock-Market-Foundations';

  async function withCoupon() {
    const started = await visitor();
    await started.gateway.server.database.coupons.create({
      code: 'DIWALI20',
      percentOff: 20,
      amountOffPaise: null,
      maxUses: null,
      validUntilMs: null,
      courseIds: [],
      createdBy: 'owner@example.com',
    });
    await started.open(COURSE);
    return started;
  }

  it('is a form posting to the course page, and a good code shows the price to pay', async () => {
    const { open, post } = await withCoupon();
    const page = await open(COURSE);
    expect(page.body).toContain('<input type="hidden" name="_form" value="applyCoupon"/>');
    const { response, body } = await post(COURSE, { _form: 'applyCoupon', coupon: ' diwali20 ' });
    expect(response.status).toBe(200);
    expect(body).toContain('<title>Sharpline Trading Academy | Stock Market Foundations</title>');
    // The disclosure stays open with the code in the field and the price under it.
    expect(body).toMatch(/<details[^>]* open=""/);
    expect(body).toContain('value="DIWALI20"');
    const price = /data-testid="coupon-price"[^]*?Remove code/.exec(body)?.[0] ?? '';
    const text = price.replace(/<[^>]+>/g, '');
    expect(text).toContain('Price: ₹3,999');
    expect(text).toContain('Coupon DIWALI20: −₹799.80');
    expect(text).toContain('You pay: ₹3,199.20');
    expect(noticesOf(body)).toEqual([]);
    expect(servedFormOf(body)).toEqual({
      form: 'applyCoupon',
      values: {
        coupon: 'DIWALI20',
        code: 'DIWALI20',
        listPaise: '399900',
        discountPaise: '79980',
        amountPaise: '319920',
      },
      errors: {},
    });
  });

  it('an unknown or malformed code is refused next to the field, what was typed kept', async () => {
    const { post } = await withCoupon();
    const unknown = await post(COURSE, { _form: 'applyCoupon', coupon: 'NOSUCH' });
    expect(unknown.response.status).toBe(400);
    expect(noticesOf(unknown.body)).toEqual([]);
    expect(servedFormOf(unknown.body)).toEqual({
      form: 'applyCoupon',
      values: { coupon: 'NOSUCH' },
      errors: {
        coupon: 'This coupon code does not exist. Check it, or remove it to pay the full price.',
      },
    });
    expect(unknown.body).toContain('role="alert"');
    expect(unknown.body).toContain('value="NOSUCH"');

    const empty = await post(COURSE, { _form: 'applyCoupon', coupon: '  ' });
    expect(empty.response.status).toBe(400);
    expect(servedFormOf(empty.body)).toEqual({
      form: 'applyCoupon',
      values: { coupon: '  ' },
      errors: { coupon: 'A coupon code is 3 to 20 letters A-Z, digits 0-9 or "-".' },
    });
  });

  it('answers a Hindi course page in Hindi', async () => {
    const { post } = await withCoupon();
    const { response, body } = await post(`/hi${COURSE}`, { _form: 'applyCoupon', coupon: 'X!' });
    expect(response.status).toBe(400);
    expect(servedFormOf(body)).toMatchObject({
      errors: { coupon: 'कूपन कोड में 3 से 20 अक्षर A-Z, अंक 0-9 या "-" होते हैं।' },
    });
  });
});
