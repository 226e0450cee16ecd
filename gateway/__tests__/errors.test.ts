import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { badUserInput, formatError, providerRejected } from '../errors.ts';
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
