/**
 * No English left in what the API says in Hindi: every message of the Hindi catalogue
 * (errors, notices, field messages, e-mails, payments, the calendar feed) is read for words
 * in Latin script, and each must be one that Hindi text writes in Latin too.
 */
import { describe, expect, it } from 'vitest';
import * as hi from '../hi.ts';

/**
 * Latin words a Hindi message may hold: abbreviations read as letters (ID, PDF), a field
 * name and the shape of its value that an API client types as written (recordedAt, ISO 8601,
 * an example payment id and time).
 */
const ALLOWED = new Set([
  'ID',
  'PDF',
  'ISO',
  'recordedAt',
  'pay_29QQoUBi66xm2f',
  '2026-12-05T10:42:07+05:30',
  // The forms dates and codes are typed in, shown as they are typed.
  'YYYY-MM-DD',
  'A-Z',
  '2026-12-31T18:00:00+05:30',
  // How a picture's web address starts, as it is typed.
  'https://',
]);

function messagesOf(value: unknown, at: string, into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') into.push([at, value]);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) messagesOf(inner, `${at}.${key}`, into);
  }
  return into;
}

/** The Latin words of a message, its {placeholders} set aside. */
const latinWords = (message: string) =>
  message
    .replace(/\{\w+\}/g, ' ')
    .split(/[\s,;।()“”"'?!]+/u)
    .map((word) => word.replace(/[.:]+$/, ''))
    .filter((word) => /[A-Za-z]/.test(word));

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
      latinWords(message)
        .filter((word) => !ALLOWED.has(word))
        .map((word) => `${at}: ${word}`),
    );
    expect(left).toEqual([]);
  });

  it('would catch an English word left in a message', () => {
    expect(latinWords('यह कोर्स आपके पास है। इसे My Courses से खोलें।')).toEqual(['My', 'Courses']);
    expect(latinWords('{name} का पेमेंट ID सही नहीं है।')).toEqual(['ID']);
  });
});
