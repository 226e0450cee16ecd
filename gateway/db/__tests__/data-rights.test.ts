/**
 * A student's rights in the durable data, on SQLite and on a real PostgreSQL: sign-ins kept
 * 90 days, an account's erasure (everything of theirs gone, another student's untouched, the
 * receipt kept, the certificate withdrawn without its name) and the deletion request, which
 * names the account by id and e-mail hash and is refused at sign-in from then on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, testDatabases } from '../../../tests/support/databases.ts';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-11-30T10:00:00.000Z');
/** SHA-256 of "asha@example.com", hex. */
const ASHA_HASH = 'ea4e36a829983d27e865b649cd10fcb61f2f1bcd857b47ab709e7adbe941ab68';

describe.each(DATABASE_KINDS)('data rights on $kind', ({ kind }) => {
  const databases = testDatabases(kind, 'gateway-data-rights-');
  let clockMs = START;

  afterEach(() => {
    clockMs = START;
  });

  const open = () => databases.open(undefined, { now: () => new Date(clockMs) });

  const browser = {
    address: '203.0.113.7',
    userAgent: 'Firefox/133.0',
    way: 'password',
  } as const;

  it('keeps sign-ins 90 days, newest first, each student their own', async () => {
    const database = await open();
    await database.signIns.record('c1', browser);
    clockMs = START + 60 * DAY_MS;
    await database.signIns.record('c1', { ...browser, way: 'code' });
    await database.signIns.record('c2', browser);
    expect(await database.signIns.recentOf('c1')).toEqual([
      { at: new Date(START + 60 * DAY_MS), ...browser, way: 'code' },
      { at: new Date(START), ...browser },
    ]);
    clockMs = START + 91 * DAY_MS;
    expect(await database.signIns.recentOf('c1')).toEqual([
      { at: new Date(START + 60 * DAY_MS), ...browser, way: 'code' },
    ]);
  });

  it("erases one student's rows, keeps their receipt, withdraws their certificate, records the request", async () => {
    const database = await open();
    const reading = { recordedAt: new Date(START), completed: true };
    for (const customerId of ['c1', 'c2']) {
      await database.progress.saveProgress({ customerId, classItemId: 'i1', ...reading });
      await database.calendarKeys.calendarKeyFor(customerId);
      await database.languages.remember(customerId, 'hi');
      await database.signIns.record(customerId, browser);
      await database.certificates.issue({
        customerId,
        courseId: '1',
        orderId: `o-${customerId}`,
        studentName: `Student ${customerId}`,
        courseTitle: 'Stock Market Foundations',
        completedAtMs: START,
      });
    }
    const [issued] = await database.certificates.allOf('c1');
    const feedKey = await database.calendarKeys.calendarKeyFor('c1');
    const receipt = { orderId: 'o-c1', number: 'SL/26-27/000001', facts: '{"student":"c1"}' };

    await database.deletions.erase('c1', ' Asha@Example.com ', [receipt]);

    expect(await database.progress.allOf('c1')).toEqual([]);
    expect(await database.signIns.recentOf('c1')).toEqual([]);
    expect(await database.languages.remembered('c1')).toBeNull();
    expect(await database.calendarKeys.customerForCalendarKey(feedKey)).toBeNull();
    expect(await database.certificates.byCode(issued?.code ?? '')).toMatchObject({
      studentName: '',
      courseTitle: 'Stock Market Foundations',
      withdrawnAt: new Date(START),
    });
    expect(await database.deletions.keptReceipts('c1')).toEqual([receipt]);
    // The other student keeps everything.
    expect(await database.progress.allOf('c2')).toHaveLength(1);
    expect(await database.signIns.recentOf('c2')).toHaveLength(1);
    expect(await database.languages.remembered('c2')).toBe('hi');
    expect((await database.certificates.allOf('c2'))[0]).toMatchObject({
      studentName: 'Student c2',
      withdrawnAt: null,
    });

    expect(await database.deletions.requests()).toEqual([
      { customerId: 'c1', emailHash: ASHA_HASH, requestedAt: new Date(START), passedOnAt: null },
    ]);
    expect(await database.deletions.isDeleted({ email: 'asha@example.com' })).toBe(true);
    expect(await database.deletions.isDeleted({ customerId: 'c1' })).toBe(true);
    expect(await database.deletions.isDeleted({ email: 'ravi@example.com' })).toBe(false);
    expect(await database.deletions.isDeleted({ customerId: 'c2' })).toBe(false);

    clockMs = START + DAY_MS;
    expect(await database.deletions.markPassedOn('c1')).toBe(true);
    expect(await database.deletions.markPassedOn('c1')).toBe(false);
    expect(await database.deletions.requests()).toEqual([]);
    expect(await database.deletions.requests('all')).toEqual([
      {
        customerId: 'c1',
        emailHash: ASHA_HASH,
        requestedAt: new Date(START),
        passedOnAt: new Date(START + DAY_MS),
      },
    ]);
    // Still refused at sign-in once passed on: the legacy system may not have acted yet.
    expect(await database.deletions.isDeleted({ email: 'asha@example.com' })).toBe(true);
  });
});
