import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../tests/support/gateway.ts';
import { UpstreamUnavailableError } from '../../errors.ts';
import {
  asRow,
  isRow,
  MalformedAnswerError,
  readAnswer,
  readInteger,
  readText,
  requiredCount,
  requiredText,
} from '../read.ts';

describe('readText', () => {
  it('trims strings and writes finite numbers out', () => {
    expect(readText('  Asha ')).toBe('Asha');
    expect(readText(42)).toBe('42');
    expect(readText(4.5)).toBe('4.5');
  });

  it('is null for empty text and for what is not text or a finite number', () => {
    for (const value of ['', '   ', null, undefined, true, {}, [], Number.NaN, Infinity]) {
      expect(readText(value), String(value)).toBeNull();
    }
  });
});

describe('readInteger', () => {
  it('rounds, reads negative numbers and Indian digit grouping', () => {
    expect(readInteger(4999.5)).toBe(5000);
    expect(readInteger('4999.49')).toBe(4999);
    expect(readInteger('-12')).toBe(-12);
    expect(readInteger(' 1,00,000 ')).toBe(100000);
  });

  it('is null for anything that is not wholly a number', () => {
    for (const value of ['12abc', '1e3', '₹499', '.5', '-', Infinity, false, [1]]) {
      expect(readInteger(value), String(value)).toBeNull();
    }
  });
});

describe('rows', () => {
  it('tells objects from arrays and null', () => {
    expect(isRow({ a: 1 })).toBe(true);
    expect(isRow([])).toBe(false);
    expect(isRow(null)).toBe(false);
    expect(isRow('{}')).toBe(false);
    expect(asRow({ id: 'x' }, 'order')).toEqual({ id: 'x' });
    expect(() => asRow([{ id: 'x' }], 'order')).toThrow(
      new MalformedAnswerError('order is not an object'),
    );
  });

  it('requires text and whole numbers of zero or more, naming what is wrong', () => {
    const row = { id: ' 7 ', amount: '4,999', zero: 0, negative: -1, word: 'ten', blank: ' ' };
    expect(requiredText(row, 'id', 'course')).toBe('7');
    expect(() => requiredText(row, 'blank', 'course')).toThrow('course: missing blank');
    expect(() => requiredText(row, 'title', 'course')).toThrow('course: missing title');
    expect(requiredCount(row, 'amount', 'refund')).toBe(4999);
    expect(requiredCount(row, 'zero', 'refund')).toBe(0);
    expect(() => requiredCount(row, 'negative', 'refund')).toThrow('refund: bad negative');
    expect(() => requiredCount(row, 'word', 'refund')).toThrow('refund: bad word');
    expect(() => requiredCount(row, 'missing', 'refund')).toThrow('refund: bad missing');
  });
});

describe('readAnswer', () => {
  const service = {
    logKey: 'payments',
    unavailableLog: 'payment API unavailable',
    unavailableMessage: 'Payments are unavailable.',
    wrongShapeLog: 'payment API answer has the wrong shape',
  };

  it('gives back what the reader read', () => {
    const { logger, lines } = memoryLogger();
    expect(readAnswer(service, 'GET orders/:id', logger, () => ({ id: 'order_1' }))).toEqual({
      id: 'order_1',
    });
    expect(lines).toEqual([]);
  });

  it('logs a wrong shape and throws it as the service unavailable, with its message', () => {
    const { logger, lines } = memoryLogger();
    const read = () =>
      readAnswer(service, 'GET orders/:id', logger, () => {
        throw new MalformedAnswerError('order: bad amount');
      });
    expect(read).toThrow(UpstreamUnavailableError);
    expect(read).toThrow('Payments are unavailable.');
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'payment API answer has the wrong shape',
      payments: 'GET orders/:id',
      detail: 'order: bad amount',
    });
  });

  it('lets any other failure through as it is', () => {
    const { logger } = memoryLogger();
    const bug = new TypeError('a bug');
    expect(() =>
      readAnswer(service, 'GET orders/:id', logger, () => {
        throw bug;
      }),
    ).toThrow(bug);
  });
});
