/**
 * The classroom's own data over the real stack (the stand-in seeded, a gateway over HTTP), on
 * SQLite and on a real PostgreSQL: lesson progress (owner only, open lessons only, forward
 * only, the completion rules, the next lesson), week opening dates, the calendar feed read by
 * a real iCalendar parser (ical.js), its reset, and absolute class-file links.
 *
 * The demo student's order is moved to 2026-11-07 10:42 IST and the gateway's clock set to
 * 2026-11-22 12:00 IST, so weeks 1 to 3 are open and every date below is written out.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../provider/store/orders.ts';
import { latinWordsReport } from '../support/english-left.ts';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { memoryLogger, type GraphQLAnswer } from '../support/gateway.ts';
import { seedDemoOrders, signUp, startStandInStack, type StandInStack } from './stand-in-stack.ts';

const SITE = 'https://academy.test';
const NOW_MS = Date.parse('2026-11-22T12:00:00+05:30');
const DEMO_ORDERED_AT = Date.parse('2026-11-07T10:42:00+05:30');
/** Ravi's order for the Forex course: ten minutes before midnight IST. */
const RAVI_ORDERED_AT = Date.parse('2026-11-21T23:50:00+05:30');
const RAVI = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '9876501234',
  password: 'ravi-pass-123',
};

const ITEM_FIELDS =
  'id title week fileType unlocked unlocksAt fileUrl progress { positionS completed updatedAt recordedAt }';
const ORDER_FIELDS = `id course { id title } progress { completedItems totalItems percent } nextItem { id title } classItems { ${ITEM_FIELDS} }`;
const SAVE = `mutation ($input: SaveProgressInput!) {
  saveProgress(input: $input) { positionS completed updatedAt recordedAt }
}`;

interface Progress {
  positionS: number;
  completed: boolean;
  updatedAt: string;
  recordedAt: string;
}
interface Item {
  id: string;
  title: string;
  week: number;
  fileType: 'VIDEO' | 'PDF';
  unlocked: boolean;
  unlocksAt: string | null;
  fileUrl: string | null;
  progress: Progress | null;
}
interface Order {
  id: string;
  course: { id: string; title: string };
  progress: { completedItems: number; totalItems: number; percent: number };
  nextItem: { id: string; title: string } | null;
  classItems: Item[];
}

interface Backend {
  kind: 'sqlite' | 'postgres';
}

describe.each<Backend>([{ kind: 'sqlite' }, { kind: 'postgres' }])(
  'progress and calendar on $kind',
  ({ kind }) => {
    let postgres: TestPostgres | null = null;
    let stack: StandInStack;
    let skewMs = 0;
    // At debug every request has its line: none may hold a feed's key.
    const log = memoryLogger('debug');
    let demo = '';
    let ravi = '';
    /** The demo student's lessons of the flagship course, by title. */
    const lesson: Record<string, Item> = {};

    const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
      stack.gateway.gql(query, variables, token ? { token } : {});

    async function login(username: string, password: string): Promise<string> {
      const { body } = await gql('mutation ($i: LoginInput!) { login(input: $i) { token } }', {
        i: { username, password },
      });
      return (body.data?.login as { token: string }).token;
    }

    async function flagship(token: string): Promise<Order> {
      const { body } = await gql(`{ orderByCourse(courseId: "1") { ${ORDER_FIELDS} } }`, {}, token);
      expect(body.errors).toBeUndefined();
      return body.data?.orderByCourse as Order;
    }

    async function save(input: Record<string, unknown>, token = demo): Promise<GraphQLAnswer> {
      return gql(SAVE, { input }, token);
    }

    async function saved(input: Record<string, unknown>, token = demo): Promise<Progress> {
      const { body } = await save(input, token);
      expect(body.errors).toBeUndefined();
      return body.data?.saveProgress as Progress;
    }

    function refusal(answer: GraphQLAnswer) {
      expect(answer.body.data ?? null).toBeNull();
      const [error] = answer.body.errors ?? [];
      return { message: error?.message, code: error?.extensions?.code };
    }

    /** Fetches a site URL from the gateway under test (the site's origin is SITE_URL). */
    function fetchSite(url: string, init?: RequestInit) {
      expect(url.startsWith(`${SITE}/`)).toBe(true);
      return fetch(`${stack.gateway.url}${url.slice(SITE.length)}`, init);
    }

    async function calendarUrl(token: string): Promise<string> {
      const { body } = await gql('{ me { calendarUrl } }', {}, token);
      return (body.data?.me as { calendarUrl: string }).calendarUrl;
    }

    function eventsOf(text: string) {
      const calendar = new ICAL.Component(ICAL.parse(text));
      return calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return {
          uid: event.uid,
          summary: event.summary,
          start: event.startDate.toJSDate().toISOString(),
          url: String(vevent.getFirstPropertyValue('url')),
          description: event.description,
          stamp: String(vevent.getFirstPropertyValue('dtstamp')),
        };
      });
    }

    beforeAll(async () => {
      const env: Record<string, string> = { SITE_URL: SITE };
      if (kind === 'postgres') {
        postgres = await startPostgres();
        env.DATABASE_URL = await postgres.createDatabase();
      }
      stack = await startStandInStack({
        now: () => new Date(NOW_MS + skewMs),
        env,
        logger: log.logger,
      });
      expect(stack.gateway.server.database.kind).toBe(kind);
      const { db } = stack;
      // The failed payment's course opens nothing and is in no calendar.
      seedDemoOrders(db, DEMO_ORDERED_AT);
      const raviId = await signUp(stack, RAVI);
      insertOrder(db, {
        bookingCode: 'TARAVI0001',
        paymentId: 'pay_Ravi00000001',
        cId: raviId,
        courseId: 2,
        customerName: RAVI.name,
        amount: 6999,
        orderDate: new Date(RAVI_ORDERED_AT),
      });

      demo = await login('demo@example.com', 'demo12345');
      ravi = await login(RAVI.email, RAVI.password);
      for (const item of (await flagship(demo)).classItems) lesson[item.title] = item;
    }, 120_000);

    afterAll(async () => {
      await stack?.stop();
      await postgres?.stop();
    });

    const id = (title: string) => {
      const found = lesson[title];
      if (!found) throw new Error(`no lesson "${title}"`);
      return found.id;
    };

    describe('an order before any progress', () => {
      it('dates every week from the order, in IST, and shows no progress', async () => {
        const order = await flagship(demo);
        expect(
          order.classItems.map(({ week, unlocked, unlocksAt, progress }) => ({
            week,
            unlocked,
            unlocksAt,
            progress,
          })),
        ).toEqual([
          { week: 1, unlocked: true, unlocksAt: '2026-11-07T10:42:00+05:30', progress: null },
          { week: 1, unlocked: true, unlocksAt: '2026-11-07T10:42:00+05:30', progress: null },
          { week: 2, unlocked: true, unlocksAt: '2026-11-14T10:42:00+05:30', progress: null },
          { week: 2, unlocked: true, unlocksAt: '2026-11-14T10:42:00+05:30', progress: null },
          { week: 3, unlocked: true, unlocksAt: '2026-11-21T10:42:00+05:30', progress: null },
          { week: 3, unlocked: true, unlocksAt: '2026-11-21T10:42:00+05:30', progress: null },
          { week: 4, unlocked: false, unlocksAt: '2026-11-28T10:42:00+05:30', progress: null },
          { week: 5, unlocked: false, unlocksAt: '2026-12-05T10:42:00+05:30', progress: null },
          { week: 6, unlocked: false, unlocksAt: '2026-12-12T10:42:00+05:30', progress: null },
          { week: 7, unlocked: false, unlocksAt: '2026-12-19T10:42:00+05:30', progress: null },
          { week: 8, unlocked: false, unlocksAt: '2026-12-26T10:42:00+05:30', progress: null },
        ]);
        expect(order.progress).toEqual({ completedItems: 0, totalItems: 11, percent: 0 });
        expect(order.nextItem?.title).toBe('How the stock market works');
      });

      it('shows no dates and no progress on the public outline', async () => {
        const { body } = await gql(
          '{ course(id: "1") { classItems { unlocksAt progress { completed } } } }',
          {},
          demo,
        );
        const items = (body.data?.course as { classItems: unknown[] }).classItems;
        expect(items).toHaveLength(11);
        for (const item of items) expect(item).toEqual({ unlocksAt: null, progress: null });
      });

      it('dates Ravi’s weeks across midnight IST and the month’s end', async () => {
        const { body } = await gql(
          `{ myOrders { course { title } classItems { week unlocked unlocksAt } } }`,
          {},
          ravi,
        );
        expect(body.data?.myOrders).toEqual([
          {
            course: { title: 'Forex Trading Essentials' },
            classItems: [
              { week: 1, unlocked: true, unlocksAt: '2026-11-21T23:50:00+05:30' },
              { week: 2, unlocked: false, unlocksAt: '2026-11-28T23:50:00+05:30' },
            ],
          },
        ]);
      });
    });

    describe('saveProgress', () => {
      it('needs a session', async () => {
        const answer = await save(
          { classItemId: id('Reading candlestick charts'), positionS: 5 },
          '',
        );
        expect(refusal(answer)).toEqual({
          message: 'Please sign in to continue.',
          code: 'UNAUTHENTICATED',
        });
      });

      it('keeps a position, and counts a video done at 90% of its duration', async () => {
        const video = id('Reading candlestick charts');
        expect(await saved({ classItemId: video, positionS: 30.5, durationS: 120 })).toEqual({
          positionS: 30.5,
          completed: false,
          updatedAt: '2026-11-22T12:00:00+05:30',
          recordedAt: '2026-11-22T12:00:00.000+05:30',
        });
        skewMs = 1000;
        expect(await saved({ classItemId: video, positionS: 107.9, durationS: 120 })).toMatchObject(
          {
            positionS: 107.9,
            completed: false,
          },
        );
        skewMs = 2000;
        expect(await saved({ classItemId: video, positionS: 108, durationS: 120 })).toMatchObject({
          positionS: 108,
          completed: true,
        });
        // Watching again from the start does not undo it.
        skewMs = 3000;
        expect(await saved({ classItemId: video, positionS: 4, durationS: 120 })).toMatchObject({
          positionS: 4,
          completed: true,
        });
      });

      it('counts a video done at its end, a PDF when opened, and lets the student unmark', async () => {
        const video = id('How the stock market works');
        expect(await saved({ classItemId: video, positionS: 61, completed: true })).toMatchObject({
          positionS: 61,
          completed: true,
        });
        const pdf = id('Market structure: NSE, BSE and SEBI');
        skewMs = 4000;
        expect(await saved({ classItemId: pdf, completed: true })).toMatchObject({
          positionS: 0,
          completed: true,
        });
        skewMs = 5000;
        expect(await saved({ classItemId: pdf, completed: false })).toMatchObject({
          positionS: 0,
          completed: false,
        });
        skewMs = 6000;
        expect(await saved({ classItemId: pdf, completed: true })).toMatchObject({
          completed: true,
        });
      });

      it('only moves forward in recordedAt: an older reading changes nothing', async () => {
        const video = id('Support and resistance');
        const later = await saved({
          classItemId: video,
          positionS: 50,
          recordedAt: '2026-11-22T11:58:00.250+05:30',
        });
        expect(later).toMatchObject({
          positionS: 50,
          completed: false,
          recordedAt: '2026-11-22T11:58:00.250+05:30',
        });
        // Sent late from another device: taken a second earlier.
        expect(
          await saved({
            classItemId: video,
            positionS: 12,
            completed: true,
            recordedAt: '2026-11-22T06:27:59.250Z',
          }),
        ).toEqual(later);
        expect(
          await saved({ classItemId: video, positionS: 55, recordedAt: '2026-11-22T06:28:01Z' }),
        ).toMatchObject({ positionS: 55, recordedAt: '2026-11-22T11:58:01.000+05:30' });
      });

      it('refuses a reading more than 5 minutes ahead of the clock, and bad input', async () => {
        const video = id('Support and resistance');
        const ahead = await save({
          classItemId: video,
          positionS: 60,
          recordedAt: '2026-11-22T12:05:07+05:30',
        });
        expect(refusal(ahead).code).toBe('BAD_USER_INPUT');
        expect(ahead.body.errors?.[0]?.extensions?.fields).toEqual({
          recordedAt:
            "recordedAt is more than 5 minutes ahead of the server's clock: check the device's date and time.",
        });
        const nearly = await saved({
          classItemId: video,
          positionS: 60,
          recordedAt: '2026-11-22T12:04:00+05:30',
        });
        expect(nearly).toMatchObject({ positionS: 60 });

        const cases: [Record<string, unknown>, Record<string, string>][] = [
          [
            { classItemId: video, positionS: 1, recordedAt: '2026-11-22 12:00:00' },
            {
              recordedAt:
                'recordedAt must be a date and time in ISO 8601 with its offset, such as 2026-12-05T10:42:07+05:30.',
            },
          ],
          [
            { classItemId: video, positionS: -1 },
            { positionS: 'The position must be a number of seconds from 0 to 86400.' },
          ],
          [
            { classItemId: video, positionS: 5, durationS: 0 },
            { durationS: 'The duration must be a number of seconds above 0 and at most 86400.' },
          ],
          [{ classItemId: video }, { positionS: 'Send a position, a completion, or both.' }],
          [
            { classItemId: 'lesson-1', positionS: 1 },
            { classItemId: 'A class item id is a number, such as 12.' },
          ],
        ];
        for (const [input, fields] of cases) {
          const answer = await save(input);
          expect(refusal(answer).code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
          expect(answer.body.errors?.[0]?.extensions?.fields).toEqual(fields);
        }
      });

      it('refuses a locked lesson, saying when it opens', async () => {
        const answer = await save({
          classItemId: id('Moving averages and indicators'),
          completed: true,
        });
        expect(refusal(answer)).toEqual({
          code: 'FORBIDDEN',
          message:
            'This lesson is still locked: week 4 opens Sat 28 Nov 2026, 10:42 am IST. Progress can be saved once it is open.',
        });
        expect(answer.body.errors?.[0]?.extensions?.lessonLocked).toEqual({
          week: 4,
          opensAt: '2026-11-28T05:12:00.000Z',
        });
        // And in Hindi, for a Hindi page, its date as Hindi readers read it.
        const hindi = await stack.gateway.gql(
          SAVE,
          { input: { classItemId: id('Moving averages and indicators'), completed: true } },
          { token: demo, headers: { 'accept-language': 'hi' } },
        );
        expect(refusal(hindi)).toEqual({
          code: 'FORBIDDEN',
          message:
            'यह लेसन अभी लॉक है: सप्ताह 4 शनिवार, 28 नवंबर 2026 को सुबह 10:42 बजे (IST) खुलेगा। खुलने के बाद ही प्रोग्रेस सेव हो सकती है।',
        });
      });

      it('refuses lessons of courses the student has not bought, or whose payment failed', async () => {
        const notOwned = {
          code: 'FORBIDDEN',
          message:
            'Progress can be saved only for lessons of a course you have bought. Open the lesson from My Courses.',
        };
        // Ravi does not own the flagship course; the demo student's Options payment failed.
        expect(
          refusal(
            await save({ classItemId: id('Reading candlestick charts'), positionS: 9 }, ravi),
          ),
        ).toEqual(notOwned);
        const options = stack.db
          .prepare('SELECT cd_id FROM class_items WHERE course_id = 3 AND week = 1')
          .get() as { cd_id: number };
        expect(refusal(await save({ classItemId: String(options.cd_id), positionS: 1 }))).toEqual(
          notOwned,
        );
        expect(refusal(await save({ classItemId: '999999', positionS: 1 }))).toEqual(notOwned);
      });
    });

    describe('reading progress back', () => {
      it('shows each lesson’s progress, the course’s, and where to continue', async () => {
        const order = await flagship(demo);
        const byTitle = new Map(order.classItems.map((item) => [item.title, item.progress]));
        expect(byTitle.get('How the stock market works')).toMatchObject({
          positionS: 61,
          completed: true,
        });
        expect(byTitle.get('Reading candlestick charts')).toMatchObject({
          positionS: 4,
          completed: true,
        });
        expect(byTitle.get('Market structure: NSE, BSE and SEBI')).toMatchObject({
          completed: true,
        });
        expect(byTitle.get('Support and resistance')).toMatchObject({
          positionS: 60,
          completed: false,
        });
        expect(byTitle.get('Candlestick pattern sheet')).toBeNull();
        expect(byTitle.get('Moving averages and indicators')).toBeNull();
        expect(order.progress).toEqual({ completedItems: 3, totalItems: 11, percent: 27 });
        // In progress comes before the first lesson not started (Candlestick pattern sheet).
        expect(order.nextItem?.title).toBe('Support and resistance');
      });

      it('is the owner’s alone: another student sees none of it', async () => {
        const { body } = await gql(
          `{ myOrders { progress { completedItems } classItems { progress { positionS } } } }`,
          {},
          ravi,
        );
        expect(body.data?.myOrders).toEqual([
          { progress: { completedItems: 0 }, classItems: [{ progress: null }, { progress: null }] },
        ]);
      });

      it('has no next lesson once every open lesson is done', async () => {
        // Past the reading taken 4 minutes ahead above.
        skewMs = 10 * 60_000;
        for (const title of [
          'Candlestick pattern sheet',
          'Support and resistance',
          'Trend lines worksheet',
        ]) {
          skewMs += 1000;
          await saved({ classItemId: id(title), completed: true });
        }
        const order = await flagship(demo);
        expect(order.progress).toEqual({ completedItems: 6, totalItems: 11, percent: 54 });
        expect(order.nextItem).toBeNull();
        // Unmarking one makes it the lesson to continue.
        skewMs += 1000;
        await saved({ classItemId: id('Candlestick pattern sheet'), completed: false });
        expect((await flagship(demo)).nextItem?.title).toBe('Candlestick pattern sheet');
      });
    });

    describe('class-file links', () => {
      it('are absolute on SITE_URL, name no provider file, and stream', async () => {
        const open = (await flagship(demo)).classItems.filter((item) => item.fileUrl !== null);
        expect(open).toHaveLength(6);
        const link = open.find((item) => item.fileType === 'PDF')?.fileUrl ?? '';
        expect(link).toMatch(/^https:\/\/academy\.test\/media\/[\w-]+\.[\w-]+\/[\w-]+\.pdf$/);
        const grant = /\/media\/([\w-]+)\./.exec(link)?.[1] ?? '';
        const claims = Buffer.from(grant, 'base64url').toString();
        // The provider's file (market-structure.pdf under uploads/course_data/) is not named.
        expect(claims).not.toMatch(/uploads|course_data|127\.0\.0\.1|market-structure/);
        const response = await fetchSite(link);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        await response.arrayBuffer();
      });
    });

    describe('the calendar feed', () => {
      let demoFeed = '';

      it('has an unguessable absolute address that stays the same', async () => {
        demoFeed = await calendarUrl(demo);
        expect(demoFeed).toMatch(/^https:\/\/academy\.test\/calendar\/[\w-]{32}\.ics$/);
        expect(await calendarUrl(demo)).toBe(demoFeed);
        expect(await calendarUrl(ravi)).not.toBe(demoFeed);
      });

      it('serves an event per week opening of each course owned, without a session', async () => {
        skewMs = 0;
        const response = await fetchSite(demoFeed);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        const text = await response.text();
        // RFC 5545: CRLF after every line, the last included; lines at most 75 octets.
        expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
        expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        for (const line of text.split('\r\n'))
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        // Nothing about the student but their courses' dates.
        expect(text).not.toMatch(/demo@example\.com|Demo Student|Options|TADEMO0001|5999|3999/i);

        const classes = 'https://academy.test/view-classes/1/Stock-Market-Foundations';
        const events = eventsOf(text);
        expect(events.map(({ summary, start, url }) => ({ summary, start, url }))).toEqual([
          {
            summary: 'Stock Market Foundations: week 1 opens',
            start: '2026-11-07T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 2 opens',
            start: '2026-11-14T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 3 opens',
            start: '2026-11-21T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 4 opens',
            start: '2026-11-28T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 5 opens',
            start: '2026-12-05T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 6 opens',
            start: '2026-12-12T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 7 opens',
            start: '2026-12-19T05:12:00.000Z',
            url: classes,
          },
          {
            summary: 'Stock Market Foundations: week 8 opens',
            start: '2026-12-26T05:12:00.000Z',
            url: classes,
          },
        ]);
        expect(events[3]?.description).toBe(
          `Week 4 of Stock Market Foundations is open: Moving averages and indicators.\nOpen your classes: ${classes}`,
        );
        expect(events[0]?.stamp).toBe('2026-11-22T06:30:00Z');
        const uids = events.map((event) => event.uid);
        expect(new Set(uids).size).toBe(8);
        for (const uid of uids) expect(uid).toMatch(/^order-\d+-week-[1-8]@academy\.test$/);
        // The same events, the same UIDs, on the next fetch.
        expect(
          eventsOf(await (await fetchSite(demoFeed)).text()).map((event) => event.uid),
        ).toEqual(uids);
      });

      it('shows another student only their own course', async () => {
        const events = eventsOf(await (await fetchSite(await calendarUrl(ravi))).text());
        expect(events.map(({ summary, start, url }) => ({ summary, start, url }))).toEqual([
          {
            summary: 'Forex Trading Essentials: week 1 opens',
            start: '2026-11-21T18:20:00.000Z',
            url: 'https://academy.test/view-classes/2/Forex-Trading-Essentials',
          },
          {
            summary: 'Forex Trading Essentials: week 2 opens',
            start: '2026-11-28T18:20:00.000Z',
            url: 'https://academy.test/view-classes/2/Forex-Trading-Essentials',
          },
        ]);
      });

      it('speaks the language the student last used the site in: Hindi words, Hindi links', async () => {
        const { body } = await gql('{ me { id } }', {}, ravi);
        const customerId = (body.data?.me as { id: string }).id;
        const { languages } = stack.gateway.server.database;
        await languages.remember(customerId, 'hi');
        const text = await (await fetchSite(await calendarUrl(ravi))).text();
        await languages.remember(customerId, 'en');
        // Unfolded (RFC 5545 folds long lines at 75 octets, within a Devanagari letter too).
        expect(text.replace(/\r\n /g, '')).toContain(
          'X-WR-CALNAME:Sharpline Trading Academy: क्लास खुलने की तारीख़ें'.normalize('NFC'),
        );
        const classes = 'https://academy.test/hi/view-classes/2/Forex-Trading-Essentials';
        const events = eventsOf(text);
        expect(events.map(({ summary, url }) => ({ summary, url }))).toEqual([
          { summary: 'Forex Trading Essentials: सप्ताह 1 खुलेगा', url: classes },
          { summary: 'Forex Trading Essentials: सप्ताह 2 खुलेगा', url: classes },
        ]);
        expect(events[0]?.description).toBe(
          `Forex Trading Essentials का सप्ताह 1 खुल गया है: Currency pairs, pips and lots।\nअपनी क्लास खोलें: ${classes}`,
        );
        // What a calendar app shows of it, word by word: no English but the course's own
        // words as the provider wrote them, and the links.
        const shown = text
          .replace(/\r\n /g, '')
          .split('\r\n')
          .filter((line) => /^(SUMMARY|DESCRIPTION|X-WR-CALNAME|X-WR-CALDESC|NAME)[;:]/.test(line))
          .map((line) =>
            line
              .slice(line.indexOf(':') + 1)
              .replace(/\\n/g, ' ')
              .replace(/\\([,;\\])/g, '$1'),
          );
        expect(shown.length).toBeGreaterThan(4);
        expect(shown.flatMap((line) => latinWordsReport('Hindi calendar feed', line))).toEqual([]);
      });

      it('answers 404 for an unknown key, and for the old address after a reset', async () => {
        for (const path of [
          '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
          '/calendar/not-a-key.ics',
          `${demoFeed.slice(SITE.length).replace('.ics', '')}`,
        ]) {
          const response = await fetch(`${stack.gateway.url}${path}`);
          expect(response.status, path).toBe(404);
          await response.text();
        }
        const unauthenticated = await gql('mutation { resetCalendarUrl }');
        expect(refusal(unauthenticated).code).toBe('UNAUTHENTICATED');

        const { body } = await gql('mutation { resetCalendarUrl }', {}, demo);
        const fresh = body.data?.resetCalendarUrl as string;
        expect(fresh).toMatch(/^https:\/\/academy\.test\/calendar\/[\w-]{32}\.ics$/);
        expect(fresh).not.toBe(demoFeed);
        expect(await calendarUrl(demo)).toBe(fresh);
        const old = await fetchSite(demoFeed);
        expect(old.status).toBe(404);
        expect(await old.text()).toBe('Not found\n');
        const renewed = await fetchSite(fresh);
        expect(renewed.status).toBe(200);
        expect(eventsOf(await renewed.text())).toHaveLength(8);
        // Request logs name the route, never a key.
        const logged = JSON.stringify(log.lines);
        for (const url of [demoFeed, fresh]) {
          expect(logged).not.toContain(url.slice(`${SITE}/calendar/`.length, -'.ics'.length));
        }
        expect(logged).toContain('/calendar/[key]');
      });
    });
  },
);
