import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  badUserInput,
  errorIn,
  formatError,
  lessonLocked,
  providerRejected,
  refusedField,
} from '../errors.ts';
import { userFacingMessage } from '../upstream/legacy-api/client.ts';

describe('formatError', () => {
  const unexpected: unknown[] = [];
  const mistakes: [string, number][] = [];
  const format = (error: GraphQLError) =>
    formatError(
      error.toJSON(),
      {
        onUnexpected: (e) => unexpected.push(e),
        onClientMistake: (message, status) => mistakes.push([message, status]),
      },
      error,
    );

  it('passes known errors with their extensions', () => {
    expect(format(providerRejected('409', 'Taken.'))).toEqual({
      message: 'Taken.',
      extensions: { code: 'PROVIDER_REJECTED', providerStatus: '409' },
    });
    expect(format(badUserInput({ email: 'Enter a valid email.' })).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Enter a valid email.' },
    });
  });

  it('masks anything unexpected', () => {
    const leaky = new GraphQLError('SQLITE_ERROR: no such table: customers at /srv/app/db.ts:12', {
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
    });
    expect(format(leaky)).toEqual({
      message: 'Something went wrong!',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(unexpected).toHaveLength(1);
  });

  it('calls a request Apollo refused as malformed a BAD_REQUEST, and only warns of it', () => {
    const refused = new GraphQLError('Unsupported persisted query version', {
      extensions: { http: { status: 400, headers: new Map() } },
    });
    expect(format(refused)).toEqual({
      message: 'Unsupported persisted query version',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(mistakes).toEqual([['Unsupported persisted query version', 400]]);
    expect(unexpected).toHaveLength(1);
  });
});

describe('errorIn', () => {
  const told = (error: GraphQLError, language: 'en' | 'hi') =>
    errorIn(
      formatError(error.toJSON(), { onUnexpected: () => {}, onClientMistake: () => {} }, error),
      language,
    );

  it("says a locked lesson in the reader's language, its values in extensions.params", () => {
    const locked = lessonLocked(4, Date.parse('2026-11-28T05:12:00Z'));
    const extensions = {
      code: 'FORBIDDEN',
      params: { week: 4, opensAt: '2026-11-28T05:12:00.000Z' },
      lessonLocked: { week: 4, opensAt: '2026-11-28T05:12:00.000Z' },
    };
    expect(told(locked, 'en')).toEqual({
      message:
        'This lesson is still locked: week 4 opens Sat 28 Nov 2026, 10:42 am IST. Progress can be saved once it is open.',
      extensions,
    });
    expect(told(locked, 'hi')).toEqual({
      message:
        'यह लेसन अभी लॉक है: सप्ताह 4 शनिवार, 28 नवंबर 2026 को सुबह 10:42 बजे (IST) खुलेगा। खुलने के बाद ही प्रोग्रेस सेव हो सकती है।',
      extensions,
    });
  });

  it("gives a field the gateway refused its message in the reader's language", () => {
    expect(told(refusedField('courseId', 'alreadyOwned'), 'hi')).toEqual({
      message: 'यह कोर्स आपके पास पहले से है। इसे “मेरे कोर्स” में जाकर खोलें।',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { courseId: 'यह कोर्स आपके पास पहले से है। इसे “मेरे कोर्स” में जाकर खोलें।' },
      },
    });
  });

  it("keeps the provider's words for English and says a known refusal's meaning in Hindi", () => {
    const taken = providerRejected('409', 'That email is taken, sorry.', 'accountExists');
    expect(told(taken, 'en').message).toBe('That email is taken, sorry.');
    expect(told(taken, 'hi').message).toBe('इस ईमेल से पहले से एक अकाउंट बना हुआ है।');
    const unknown = providerRejected('409', 'Registrations are closed today.');
    expect(told(unknown, 'hi').message).toBe('Registrations are closed today.');
    const unfit = providerRejected('400', null);
    expect(told(unfit, 'en').message).toBe('The request could not be completed.');
    expect(told(unfit, 'hi').message).toBe('यह रिक्वेस्ट पूरी नहीं हो सकी।');
  });

  it('says a masked failure in Hindi too', () => {
    const leaky = new GraphQLError('no such table', {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(told(leaky, 'hi')).toEqual({
      message: 'कुछ गड़बड़ हो गई!',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe('userFacingMessage', () => {
  it('keeps ordinary provider messages', () => {
    expect(userFacingMessage(' Invalid email or password. ')).toBe('Invalid email or password.');
  });
  it('hides messages that look like internals', () => {
    for (const leak of [
      'SQLSTATE[23000]: Integrity constraint violation',
      'TypeError: x is undefined at handler (/srv/app/routes.js:10:5)',
      'Could not reach http://10.0.0.5/db',
      '',
      'x'.repeat(400),
    ]) {
      expect(userFacingMessage(leak)).toBe('The request could not be completed.');
    }
  });
});
