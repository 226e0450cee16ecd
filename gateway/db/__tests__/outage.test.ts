/**
 * What counts as the database being away (and what is an ordinary refusal the stores
 * handle), and the outage's two log lines: one as it starts, one as it ends with a count.
 */
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../tests/support/gateway.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../errors/database.ts';
import { DatabaseHealth, outageReason } from '../outage.ts';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('outageReason', () => {
  it('names the failures of a database that cannot be used', () => {
    expect(outageReason(coded('ECONNREFUSED'))).toBe('ECONNREFUSED');
    expect(outageReason(coded('SQLITE_BUSY'))).toBe('SQLITE_BUSY');
    expect(outageReason(coded('SQLITE_READONLY_DBMOVED'))).toBe('SQLITE_READONLY_DBMOVED');
    expect(outageReason(coded('SQLITE_IOERR_WRITE'))).toBe('SQLITE_IOERR_WRITE');
    expect(outageReason(coded('57014'))).toBe('SQLSTATE 57014');
    expect(outageReason(coded('57P01'))).toBe('SQLSTATE 57P01');
    expect(outageReason(coded('08006'))).toBe('SQLSTATE 08006');
    expect(outageReason(coded('25006'))).toBe('SQLSTATE 25006');
    expect(outageReason(new Error('Query read timeout'))).toBe('Query read timeout');
    expect(outageReason(new Error('Connection terminated unexpectedly'))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(outageReason(new AggregateError([coded('ECONNREFUSED')]))).toBe('ECONNREFUSED');
  });

  it('leaves alone the refusals a store expects, and mistakes in the code', () => {
    expect(outageReason(coded('23505', 'duplicate key value'))).toBeNull();
    expect(outageReason(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(outageReason(coded('42P01', 'relation does not exist'))).toBeNull();
    expect(outageReason(new TypeError('x is undefined'))).toBeNull();
  });

  it('finds an outage inside the errors that wrap it', () => {
    const outage = new DatabaseUnavailableError('SQLITE_BUSY');
    expect(isDatabaseUnavailable(outage)).toBe(true);
    expect(isDatabaseUnavailable({ originalError: outage })).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: outage }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('other'))).toBe(false);
  });
});

describe('DatabaseHealth', () => {
  it('logs an outage once as it starts and once as it ends, with how many queries failed', () => {
    const { logger, lines } = memoryLogger<{ msg: string; failedQueries?: number }>();
    const changes: boolean[] = [];
    const health = new DatabaseHealth({
      kind: 'sqlite',
      logger,
      onChange: (up) => changes.push(up),
    });
    health.answered(true);
    health.failed('SQLITE_BUSY', true);
    health.failed('SQLITE_BUSY', true);
    // A read going through does not end an outage of writes (a locked file still reads).
    health.answered(false);
    health.failed('SQLITE_BUSY', true);
    expect(health.up).toBe(false);
    health.answered(true);
    expect(health.up).toBe(true);
    expect(lines.map((line) => [line.msg, line.failedQueries])).toEqual([
      ['database unavailable: answering SERVICE_UNAVAILABLE until it is back', undefined],
      ['database back: 3 queries failed during the outage', 3],
    ]);
    expect(changes).toEqual([false, true]);
  });

  it('ends an outage of reads with the first read that goes through', () => {
    const { logger, lines } = memoryLogger<{ msg: string }>();
    const health = new DatabaseHealth({ kind: 'postgres', logger });
    health.failed('ECONNREFUSED', false);
    health.answered(false);
    expect(health.up).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual([
      'database unavailable: answering SERVICE_UNAVAILABLE until it is back',
      'database back: 1 queries failed during the outage',
    ]);
  });
});
