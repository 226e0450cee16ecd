/**
 * The staff room without scripts (issue 37): its pages arrive rendered for the staff member
 * who asked, with their data, and never stored by a cache; its forms post to their own page
 * and the gateway answers as the app would: a coupon made (or refused field by field, with
 * what was typed kept), a sales period shown from the address, a sign-out that ends the
 * staff session.
 */
import { describe, expect, it } from 'vitest';
import { noticesOf, textOf } from '../support/scriptless-browser.ts';
import { OWNER, signedInStaff, staffVisitor } from './site-gateway.ts';
import { WEEK_3_GIFT } from '../support/quizzes.ts';

describe('the staff room as served to its staff member', () => {
  it('shows who is signed in, the ways on and the audit log, stored by no cache', async () => {
    const { open } = await signedInStaff();
    const { response, body } = await open('/staff');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = textOf(body);
    expect(text).toContain(`Signed in as ${OWNER}`);
    expect(text).toContain('Role: Owner');
    expect(text).toContain('Audit log');
    for (const link of ['Students', 'Weekly quizzes', 'Sales and GST', 'Refunds', 'Coupons']) {
      expect(body).toMatch(new RegExp(`<a[^>]*href="/staff/[a-z]+"[^>]*>${link}`));
    }
    expect(body).toContain('<input type="hidden" name="_form" value="staffSignOut"/>');
  });

  it('shows an instructor the room without the audit log', async () => {
    const { open } = await signedInStaff('teacher@academy.test', 'instructor');
    const text = textOf((await open('/staff')).body);
    expect(text).toContain('Signed in as teacher@academy.test');
    expect(text).toContain('Role: Instructor');
    expect(text).not.toContain('Audit log');
  });

  it('points a visitor with no staff session to staff sign-in, holding nothing of anyone', async () => {
    const { open } = await staffVisitor();
    const { response, body } = await open('/staff');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(textOf(body)).toContain('Sign in with your staff account to open the staff room.');
    expect(body).toMatch(/<a[^>]*href="\/staff\/sign-in"[^>]*>Go to staff sign-in<\/a>/);
    expect(body).not.toContain(OWNER);
    expect(body).not.toContain('staffSignOut');
    // The browser's first render shows the same refusal: the page says what was refused.
    expect(body).toContain('<script type="application/json" id="academy-staff-refusals">');
    expect(body).toContain('"StaffMe":[{"message":');
  });

  it("tells an instructor in the gateway's words that coupons are an owner's", async () => {
    const { open } = await signedInStaff('teacher@academy.test', 'instructor');
    const { body } = await open('/staff/coupons');
    expect(textOf(body)).toContain('Only an owner of the academy can see this.');
    expect(body).not.toContain('createCoupon');
  });
});

describe('the refunds page as served', () => {
  it('points a visitor with no staff session to staff sign-in, with no order form', async () => {
    const { open } = await staffVisitor();
    const { body } = await open('/staff/refunds?order=SL%2F26-27%2F000001');
    expect(textOf(body)).toContain('Sign in with your staff account to open the staff room.');
    expect(body).toMatch(/<a[^>]*href="\/staff\/sign-in"[^>]*>Go to staff sign-in<\/a>/);
    expect(body).not.toContain('name="order"');
  });

  it("tells an instructor that refunds are an owner's, and asks nothing of the orders", async () => {
    const { open } = await signedInStaff('teacher@academy.test', 'instructor');
    const { body } = await open('/staff/refunds?order=SL%2F26-27%2F000001');
    expect(textOf(body)).toContain('Only owners refund orders.');
    expect(body).not.toContain('name="order"');
    expect(body).not.toContain('"StaffOrder"');
  });
});

describe('the coupon form without scripts', () => {
  it('makes a coupon, says so on the next page and lists it there', async () => {
    const { open, post } = await signedInStaff();
    const page = await open('/staff/coupons');
    expect(textOf(page.body)).toContain('No coupons yet.');
    expect(page.body).toContain('<input type="hidden" name="_form" value="createCoupon"/>');
    expect(page.body).toMatch(/<form[^>]*method="post"/);

    const { response } = await post('/staff/coupons', {
      _form: 'createCoupon',
      code: 'diwali-25',
      kind: 'percent',
      value: '25',
      maxUses: '100',
      validUntil: '',
      courseIds: ['1', '2'],
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff/coupons');

    const next = await open('/staff/coupons');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Coupon DIWALI-25 created.' },
    ]);
    const text = textOf(next.body);
    expect(text).toContain('DIWALI-25');
    expect(text).toContain('25% off');
    expect(text).toContain('0 of 100');
  });

  it('gives the form back refused under its field, with what was typed and the courses ticked', async () => {
    const { open, post } = await signedInStaff();
    await open('/staff/coupons');
    const { response, body } = await post('/staff/coupons', {
      _form: 'createCoupon',
      code: 'TOO-MUCH',
      kind: 'percent',
      value: '95',
      maxUses: '',
      validUntil: '',
      courseIds: ['2'],
    });
    expect(response.status).toBe(400);
    expect(textOf(body)).toContain('The percentage off must be a whole number from 1 to 90.');
    // No toast: the refusal is said under its field, as in the app.
    expect(noticesOf(body)).toEqual([]);
    expect(body).toMatch(/<input[^>]*name="code"[^>]*value="TOO-MUCH"/);
    expect(body).toMatch(/<input[^>]*name="value"[^>]*value="95"/);
    expect(body).toMatch(/<input[^>]*name="courseIds" checked="" value="2"\/>/);
    expect(body).toMatch(/<input[^>]*name="courseIds" value="1"\/>/);
    expect(textOf((await open('/staff/coupons')).body)).toContain('No coupons yet.');
  });
});

describe('the staff room forms without scripts', () => {
  it('shows the sales of the period in the address', async () => {
    const { open } = await signedInStaff();
    const { response, body } = await open('/staff/sales?from=2026-11-01&to=2026-11-30');
    expect(response.status).toBe(200);
    expect(body).toMatch(/<input[^>]*name="from"[^>]*value="2026-11-01"/);
    expect(body).toMatch(/<input[^>]*name="to"[^>]*value="2026-11-30"/);
    expect(textOf(body)).toContain('Download CSV');
  });

  it('signs out: the staff session ends and sign-in is next', async () => {
    const { open, post, jar, gateway } = await signedInStaff();
    await open('/staff');
    const session = jar.get('staff_session') ?? '';
    const { response } = await post('/staff', { _form: 'staffSignOut' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff/sign-in');
    expect(jar.has('staff_session')).toBe(false);
    const next = await open('/staff/sign-in');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'You have signed out of the staff room.' },
    ]);
    const me = await gateway.gql(
      '{ staffMe { email } }',
      {},
      { cookie: `staff_session=${session}` },
    );
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a staff form posted from another site, with nothing done', async () => {
    const { open, post } = await signedInStaff();
    await open('/staff');
    const { response } = await post(
      '/staff',
      { _form: 'staffSignOut' },
      { origin: 'https://elsewhere.example' },
    );
    expect(response.status).toBe(403);
    expect(textOf((await open('/staff')).body)).toContain(`Signed in as ${OWNER}`);
  });
});

describe('the quizzes page without scripts', () => {
  it('picks the course from the address and imports a GIFT file posted by its form', async () => {
    const { open, post } = await signedInStaff();
    const page = await open('/staff/quizzes?course=2');
    expect(page.body).toContain('<option value="2" selected="">Forex Trading Essentials</option>');
    expect(page.body).toContain('<input type="hidden" name="course" value="2"/>');

    const { response } = await post('/staff/quizzes?course=2', {
      _form: 'importQuizGift',
      course: '2',
      week: '3',
      gift: WEEK_3_GIFT,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/staff/quizzes?course=2');
    const next = await open('/staff/quizzes?course=2');
    expect(noticesOf(next.body)).toEqual([
      { kind: 'success', role: 'status', text: 'Imported 1 question as the week 3 quiz.' },
    ]);
    expect(textOf(next.body)).toContain('Week 3');
  });

  it('exports a week as GIFT by the address, to read and download; says why a week has none', async () => {
    const { open, post } = await signedInStaff();
    await open('/staff/quizzes?course=2');
    await post('/staff/quizzes?course=2', {
      _form: 'importQuizGift',
      course: '2',
      week: '3',
      gift: WEEK_3_GIFT,
    });
    // The export is a GET form of the page: its week in the address.
    const form = await open('/staff/quizzes?course=2');
    // Two GET forms of the page: the course picker and the export.
    expect(form.body.match(/<form action="\/staff\/quizzes" method="get">/g)).toHaveLength(2);
    expect(form.body).toMatch(/<input[^>]*name="export"[^>]*value="1"/);

    const exported = await open('/staff/quizzes?course=2&export=3');
    expect(exported.response.status).toBe(200);
    expect(exported.response.headers.get('cache-control')).toBe('no-store');
    const text = textOf(exported.body);
    expect(text).toContain('Week 3 as GIFT');
    expect(exported.body).toMatch(
      /<textarea[^>]*readonly=""[^>]*>[^<]*Which chart shows open, high, low and close\?/i,
    );
    expect(exported.body).toMatch(
      /<a[^>]*href="data:text\/plain;charset=utf-8,[^"]*Which%20chart%20shows[^"]*"[^>]*download="course-2-week-3.gift"/,
    );
    expect(exported.body).toMatch(/<input[^>]*name="export"[^>]*value="3"/);

    const none = await open('/staff/quizzes?course=2&export=9');
    expect(textOf(none.body)).toContain('This course week has no quiz yet.');
    expect(textOf(none.body)).not.toContain('Week 9 as GIFT');

    const bad = await open('/staff/quizzes?course=2&export=60');
    expect(textOf(bad.body)).toContain('Enter a week from 1 to 52.');
    expect(bad.body).toMatch(/<input[^>]*name="export"[^>]*value="60"/);
  });

  it('gives a refused file back as typed, with each problem by its line; a bad week under its field', async () => {
    const { open, post } = await signedInStaff();
    await open('/staff/quizzes');
    const gift = 'Which exchange? {=NSE ~BSE}\n\nUnclosed {=a ~b\n';
    const refused = await post('/staff/quizzes', {
      _form: 'importQuizGift',
      course: '1',
      week: '2',
      gift,
    });
    expect(refused.response.status).toBe(200);
    const text = textOf(refused.body);
    expect(text).toContain('The file has 1 problem, so nothing was imported:');
    expect(text).toContain('Line 3: The answers are not closed with }.');
    expect(refused.body).toContain('Unclosed {=a ~b');

    // A whole file posts, far past the 16 KB other forms may send.
    const long = await post('/staff/quizzes', {
      _form: 'importQuizGift',
      course: '1',
      week: '2',
      gift: 'Unclosed {=a ~b\n\n'.repeat(2000),
    });
    expect(long.response.status).toBe(200);
    expect(textOf(long.body)).toContain('Line 1: The answers are not closed with }.');

    const badWeek = await post('/staff/quizzes', {
      _form: 'importQuizGift',
      course: '1',
      week: '60',
      gift,
    });
    expect(badWeek.response.status).toBe(400);
    expect(textOf(badWeek.body)).toContain('Enter a week from 1 to 52.');
    expect(badWeek.body).toMatch(/<input[^>]*name="week"[^>]*value="60"/);
  });

  it("makes a week's quiz with the list's New quiz form, its fields checked as in the app", async () => {
    const { open, post } = await signedInStaff();
    const page = await open('/staff/quizzes?course=1');
    expect(page.body).toContain('<input type="hidden" name="_form" value="createQuiz"/>');
    const quiz = {
      _form: 'createQuiz',
      course: '1',
      takenWeeks: '3',
      week: '5',
      title: 'Risk and position size',
      titleHi: '',
      passMarkPercent: '70',
      maxAttempts: '3',
      timeLimitS: '10',
    };
    const refused = await post('/staff/quizzes?course=1', { ...quiz, week: '3', title: ' ' });
    expect(refused.response.status).toBe(400);
    const said = textOf(refused.body);
    expect(said).toContain('Week 3 has a quiz already: use its Settings in the list.');
    expect(said).toContain('Write the title in English.');
    expect(refused.body).toMatch(/<input[^>]*name="passMarkPercent"[^>]*value="70"/);

    // As in the app, the new quiz's question editor opens.
    const made = await post('/staff/quizzes?course=1', quiz);
    expect(made.response.status).toBe(303);
    const location = made.response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/staff\/quizzes\?course=1&quiz=[\w-]+&view=edit#quiz-panel$/);
    const next = await open(location);
    expect(noticesOf(next.body)).toEqual([
      {
        kind: 'success',
        role: 'status',
        text: 'Week 5 quiz created: add its questions in the editor.',
      },
    ]);
    expect(textOf(next.body)).toContain('Risk and position size');
    expect(textOf(next.body)).toContain('Week 5 quiz: questions');
  });
});
