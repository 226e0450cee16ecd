/**
 * The API answers in the caller's language: field messages and the gateway's own error
 * messages in Hindi when Accept-Language prefers it, English otherwise (issue 29, item 2).
 */
import { describe, expect, it } from 'vitest';
import { batchOptions } from '../../common/validation.ts';
import { RAVI_ENQUIRY } from '../support/enquiry.ts';
import {
  TEST_NOW,
  envelope,
  gatewayForTest,
  mockProvider,
  sessionToken,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway | undefined;

const register =
  'mutation { register(input: { name: "R", mobile: "12", email: "not-mail", password: "short" }) { ok } }';

async function started() {
  const mock = mockProvider();
  mock.answer('course/list', envelope('200', 'ok', []), { persist: true });
  gateway = await gatewayForTest({ dispatcher: mock.agent });
  return { gateway, mock };
}

describe('the API in Hindi', () => {
  it('gives field messages in Hindi when Accept-Language prefers hi, and calls no provider', async () => {
    const { gateway, mock } = await started();
    const answer = await gateway.gql(
      register,
      {},
      { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } },
    );
    expect(answer.status).toBe(200);
    const [error] = answer.body.errors ?? [];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toEqual({
      name: 'नाम कम से कम 5 अक्षरों का होना चाहिए।',
      mobile: 'सही मोबाइल नंबर डालें।',
      email: 'सही ईमेल एड्रेस डालें।',
      password: 'पासवर्ड कम से कम 8 कैरेक्टर का होना चाहिए।',
    });
    expect(error?.message).toBe('नाम कम से कम 5 अक्षरों का होना चाहिए।');
    expect(answer.headers.get('content-language')).toBe('hi');
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    expect(mock.calls).toEqual([]);
  });

  it('answers in English without the header, for en, for other languages, and when en is preferred', async () => {
    const { gateway } = await started();
    for (const header of [undefined, 'en-IN', 'ta-IN,ta;q=0.9', 'en;q=1, hi;q=0.5', '*']) {
      const answer = await gateway.gql(
        register,
        {},
        header === undefined ? {} : { headers: { 'accept-language': header } },
      );
      expect(answer.body.errors?.[0]?.extensions?.fields, String(header)).toMatchObject({
        name: 'Name must be at least 5 characters.',
        password: 'Password must be at least 8 characters.',
      });
      expect(answer.headers.get('content-language')).toBe('en');
    }
  });

  it('says the language of each answer also when it comes from the public cache', async () => {
    const { gateway, mock } = await started();
    const asked = [undefined, 'hi-IN,hi;q=0.9', 'en-IN', 'hi'];
    const answers = [];
    for (const header of asked) {
      const answer = await gateway.gql(
        '{ courses { id } }',
        {},
        header === undefined ? {} : { headers: { 'accept-language': header } },
      );
      expect(answer.body).toEqual({ data: { courses: [] } });
      answers.push([answer.headers.get('content-language'), answer.headers.get('vary')]);
    }
    expect(answers).toEqual([
      ['en', 'Accept-Language'],
      ['hi', 'Accept-Language'],
      ['en', 'Accept-Language'],
      ['hi', 'Accept-Language'],
    ]);
    // One provider call: the last three were the cache's answers.
    expect(mock.calls.filter((call) => call.path.endsWith('course/list'))).toHaveLength(1);
  });

  it('says "too long" and "invalid characters" in Hindi too', async () => {
    const { gateway } = await started();
    const long = 'क'.repeat(101);
    const answer = await gateway.gql(
      'mutation ($input: RegisterInput!) { register(input: $input) { ok } }',
      { input: { name: long, mobile: '9876543210', email: 'a@b.in', password: 'pass\u0000word' } },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(answer.body.errors?.[0]?.extensions?.fields).toEqual({
      password: 'password में ऐसे अक्षर हैं जो स्वीकार नहीं किए जा सकते।',
    });
    const tooLong = await gateway.gql(
      'mutation ($input: RegisterInput!) { register(input: $input) { ok } }',
      { input: { name: long, mobile: '9876543210', email: 'a@b.in', password: 'password1' } },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(tooLong.body.errors?.[0]?.extensions?.fields).toEqual({
      name: 'नाम अधिकतम 100 कैरेक्टर का हो सकता है।',
    });
  });

  it("gives the gateway's own errors in Hindi: signed out, and a lesson outside the student's courses", async () => {
    const { gateway, mock } = await started();
    const hindi = { 'accept-language': 'hi' };
    const signedOut = await gateway.gql('{ myOrders { id } }', {}, { headers: hindi });
    expect(signedOut.body.errors?.[0]).toMatchObject({
      message: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const english = await gateway.gql('{ myOrders { id } }');
    expect(english.body.errors?.[0]?.message).toBe('Please sign in to continue.');

    mock.answerOrders([]);
    const token = await sessionToken(gateway, '1');
    const notOwned = await gateway.gql(
      'mutation { saveProgress(input: { classItemId: "9", positionS: 5 }) { positionS } }',
      {},
      { token, headers: hindi },
    );
    expect(notOwned.body.errors?.[0]).toMatchObject({
      message:
        'प्रोग्रेस सिर्फ़ उन्हीं लेसन की सेव हो सकती है जिनका कोर्स आपने ख़रीदा है। लेसन “मेरे कोर्स” में जाकर खोलें।',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it("gives the provider's known refusals in Hindi, and an unknown one as it wrote it", async () => {
    const { gateway, mock } = await started();
    const hindi = { 'accept-language': 'hi' };
    const registerValid =
      'mutation { register(input: { name: "Ravi Kumar", mobile: "9876543210", email: "ravi@example.com", password: "a-long-pass" }) { ok } }';
    mock.answer('customer/register', envelope('409', 'An account with this email already exists.'));
    const taken = await gateway.gql(registerValid, {}, { headers: hindi });
    expect(taken.body.errors?.[0]).toMatchObject({
      message: 'इस ईमेल से पहले से एक अकाउंट बना हुआ है।',
      extensions: { code: 'PROVIDER_REJECTED' },
    });
    // Known by endpoint and status, never by its words: a status register is not known to
    // give keeps the provider's words.
    mock.answer('customer/register', envelope('400', 'Registrations are closed today.'));
    const unknown = await gateway.gql(registerValid, {}, { headers: hindi });
    expect(unknown.body.errors?.[0]?.message).toBe('Registrations are closed today.');
  });

  it("says the provider's successes in Hindi, and in its own words in English", async () => {
    const { gateway, mock } = await started();
    const hindi = { 'accept-language': 'hi' };
    const signUp = 'mutation ($i: RegisterInput!) { register(input: $i) { ok message } }';
    const account = (email: string) => ({
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email,
      password: 'a-long-pass',
    });
    mock.answer('customer/register', envelope('200', 'Account created successfully.'));
    const inHindi = await gateway.gql(
      signUp,
      { i: account('ravi@example.com') },
      { headers: hindi },
    );
    expect(inHindi.body.data).toEqual({ register: { ok: true, message: 'आपका अकाउंट बन गया।' } });
    mock.answer('customer/register', envelope('200', 'Account created successfully.'));
    const inEnglish = await gateway.gql(signUp, { i: account('asha@example.com') });
    expect(inEnglish.body.data).toEqual({
      register: { ok: true, message: 'Account created successfully.' },
    });

    mock.answer('customer/contact_us', envelope('200', 'Thank you! We will contact you shortly.'));
    const enquiry = await gateway.gql(
      'mutation ($i: EnquiryInput!) { enquiry(input: $i) { ok message } }',
      { i: { ...RAVI_ENQUIRY, joinBatch: batchOptions(TEST_NOW)[1] } },
      { headers: hindi },
    );
    expect(enquiry.body.data).toEqual({
      enquiry: { ok: true, message: 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।' },
    });
  });

  it('checks saveProgress input in Hindi, with a number-shaped id asked for', async () => {
    const { gateway } = await started();
    const token = await sessionToken(gateway, '1');
    const answer = await gateway.gql(
      'mutation { saveProgress(input: { classItemId: "lesson-1", positionS: -1 }) { positionS } }',
      {},
      { token, headers: { 'accept-language': 'hi' } },
    );
    expect(answer.body.errors?.[0]?.extensions?.fields).toEqual({
      classItemId: 'क्लास आइटम ID एक संख्या होती है, जैसे 12।',
      positionS: 'पोज़िशन 0 से 86400 के बीच सेकंड में होनी चाहिए।',
    });
  });
});
