/**
 * No English left in what the API says in Hindi: every message of the Hindi catalogue
 * (errors, notices, field messages, e-mails, payments, the calendar feed) is read for words
 * in Latin script, and each must be one that Hindi text writes in Latin too.
 */
import { describe, expect, it } from 'vitest';
import { latinWordsIn, latinWordsReport } from '../../../tests/support/english-left.ts';
import * as hi from '../hi.ts';

/**
 * Latin words a Hindi message may hold besides those every Hindi text may (the shared list
 * of tests/support/english-left.ts): a field name and the shapes of values that an API
 * client types as written (recordedAt, ISO 8601, YYYY-MM-DD, A-Z).
 */
// How a picture's web address starts (https://), as it is typed.
const ALLOWED = ['ISO', 'recordedAt', 'YYYY', 'MM', 'DD', 'A', 'Z', 'https'];
function messagesOf(value: unknown, at: string, into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') into.push([at, value]);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) messagesOf(inner, `${at}.${key}`, into);
  }
  return into;
}

/** The Latin words of a message, its {placeholders} set aside. */
const latinWords = (message: string) =>
  latinWordsIn(message.replace(/\{\w+\}/g, ' '), { allow: ALLOWED }).map(({ word }) => word);

describe('the Hindi API messages', () => {
  const messages = messagesOf(hi, 'hi');

  it('are read whole: every section of the catalogue', () => {
    const sections = new Set(messages.map(([at]) => at.split('.')[1]));
    expect([...sections]).toEqual(
      expect.arrayContaining([
        'errors',
        'notices',
        'fields',
        'mail',
        'payments',
        'security',
        'calendar',
      ]),
    );
  });

  it('hold no Latin word but the allowed ones', () => {
    const left = messages.flatMap(([at, message]) =>
      latinWordsReport(at, message.replace(/\{\w+\}/g, ' '), { allow: ALLOWED }),
    );
    expect(left).toEqual([]);
  });

  it('would catch an English word left in a message', () => {
    expect(latinWords('यह कोर्स आपके पास है। इसे My Courses से खोलें।')).toEqual(['My', 'Courses']);
    expect(latinWords('{name} का पेमेंट ID सही नहीं है।')).toEqual([]);
    expect(latinWords('Receipt SL/26-27/000042 आपके ईमेल पर भेजी गई।')).toEqual(['Receipt']);
  });
});
