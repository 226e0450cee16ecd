import { describe, expect, it } from 'vitest';
import { MalformedAnswerError, readInteger } from '../../read.ts';
import {
  newestFirst,
  parseClassItems,
  parseCourses,
  parseCustomer,
  parseEnvelope,
  parseOrders,
  readFileKind,
  uploadUrl,
} from '../parse.ts';

const settings = { uploadsUrl: 'http://files.test/uploads/', timeZone: 'Asia/Kolkata' };

describe('parseEnvelope', () => {
  it('reads status as a string whether it came as "200" or 200', () => {
    expect(parseEnvelope({ status: 200, message: ' ok ', data: [] })).toEqual({
      status: '200',
      message: 'ok',
      data: [],
    });
    expect(parseEnvelope({ status: '409', message: 'Taken.', data: null }).status).toBe('409');
  });

  it('rejects answers that are not the envelope', () => {
    expect(() => parseEnvelope([])).toThrow(MalformedAnswerError);
    expect(() => parseEnvelope('<html>')).toThrow(MalformedAnswerError);
    expect(() => parseEnvelope({ message: 'no status' })).toThrow(MalformedAnswerError);
  });
});

describe('readInteger', () => {
  it('accepts numbers and numeric strings, trimmed, with Indian or Western grouping', () => {
    expect(readInteger('4999')).toBe(4999);
    expect(readInteger(' 4999 ')).toBe(4999);
    expect(readInteger(4999)).toBe(4999);
    expect(readInteger('4,999')).toBe(4999);
    expect(readInteger('1,00,000')).toBe(100000);
    expect(readInteger('4999.00')).toBe(4999);
  });
  it('gives null for anything else', () => {
    expect(readInteger('')).toBeNull();
    expect(readInteger(null)).toBeNull();
    expect(readInteger('free')).toBeNull();
    expect(readInteger({})).toBeNull();
    expect(readInteger(Number.NaN)).toBeNull();
  });
});

describe('parseCourses', () => {
  it('turns strings into numbers, empty discounts into 0 and images into absolute URLs', () => {
    const courses = parseCourses(
      [
        {
          course_id: '1',
          course_title: ' Flagship ',
          course_description: 'D',
          course_image: 'a.jpg',
          course_price: '4999',
          discount: '1000',
        },
        { course_id: 2, course_title: 'Two', course_price: 6999, discount: '' },
        {
          course_id: '3',
          course_title: 'Three',
          course_price: '2999',
          discount: null,
          course_image: '',
        },
        { course_id: '4', course_title: 'Four', course_price: '100', discount: '0' },
      ],
      settings,
    );
    expect(courses).toEqual([
      {
        id: '1',
        title: 'Flagship',
        description: 'D',
        imageUrl: 'http://files.test/uploads/course/a.jpg',
        pricing: { price: 4999, discount: 1000 },
      },
      {
        id: '2',
        title: 'Two',
        description: '',
        imageUrl: null,
        pricing: { price: 6999, discount: 0 },
      },
      {
        id: '3',
        title: 'Three',
        description: '',
        imageUrl: null,
        pricing: { price: 2999, discount: 0 },
      },
      {
        id: '4',
        title: 'Four',
        description: '',
        imageUrl: null,
        pricing: { price: 100, discount: 0 },
      },
    ]);
  });

  it('treats null data as no courses and refuses rows without an id or price', () => {
    expect(parseCourses(null, settings)).toEqual([]);
    expect(() => parseCourses({ course_id: '1' }, settings)).toThrow(MalformedAnswerError);
    expect(() => parseCourses([{ course_price: '10' }], settings)).toThrow(MalformedAnswerError);
    expect(() => parseCourses([{ course_id: '1', course_price: 'ten' }], settings)).toThrow(
      MalformedAnswerError,
    );
    expect(() =>
      parseCourses([{ course_id: '1', course_price: '10', discount: 'x' }], settings),
    ).toThrow(MalformedAnswerError);
  });

  it('with onSkip, leaves out only the rows it cannot read and says which and why', () => {
    const skipped: [number, string][] = [];
    const courses = parseCourses(
      [
        { course_id: '1', course_price: '10' },
        { course_id: '2', course_price: 'ten' },
        7,
        { course_id: '4', course_price: '40', discount: '-1' },
        { course_id: '5', course_price: '50' },
      ],
      settings,
      (index, detail) => skipped.push([index, detail]),
    );
    expect(courses.map((course) => course.id)).toEqual(['1', '5']);
    expect(skipped).toEqual([
      [1, 'course: bad course_price'],
      [2, 'course/list: row 2 is not an object'],
      [3, 'course: bad discount'],
    ]);
    // The list itself must still be a list.
    expect(() => parseCourses({ course_id: '1' }, settings, () => undefined)).toThrow(
      MalformedAnswerError,
    );
  });
});

describe('uploadUrl', () => {
  it('puts relative paths under the right uploads folder', () => {
    expect(uploadUrl(settings.uploadsUrl, 'course', 'img.jpg')).toBe(
      'http://files.test/uploads/course/img.jpg',
    );
    expect(uploadUrl(settings.uploadsUrl, 'course_data', 'a b.pdf')).toBe(
      'http://files.test/uploads/course_data/a%20b.pdf',
    );
  });
  it('does not double a folder the path already names, nor leave the uploads folder', () => {
    expect(uploadUrl(settings.uploadsUrl, 'course', '/uploads/course/img.jpg')).toBe(
      'http://files.test/uploads/course/img.jpg',
    );
    expect(uploadUrl(settings.uploadsUrl, 'course_data', '../../etc/passwd')).toBe(
      'http://files.test/uploads/course_data/etc/passwd',
    );
  });
  it('keeps absolute URLs and gives null for nothing', () => {
    expect(uploadUrl(settings.uploadsUrl, 'course', 'https://cdn.test/x.jpg')).toBe(
      'https://cdn.test/x.jpg',
    );
    expect(uploadUrl(settings.uploadsUrl, 'course', '')).toBeNull();
    expect(uploadUrl(settings.uploadsUrl, 'course', null)).toBeNull();
  });
});

describe('parseClassItems', () => {
  it('reads weeks as integers and "video" in any case as VIDEO, anything else as PDF', () => {
    const items = parseClassItems(
      [
        {
          cd_id: '1',
          title: 'A',
          description: 'a',
          week: '3',
          file_type: 'VIDEO',
          file: 'a.webm',
          image_thumbnail: 'a.jpg',
        },
        { cd_id: 2, title: 'B', week: 1, file_type: 'Video ', file: 'b.webm' },
        { cd_id: '3', title: 'C', week: '2', file_type: 'pdf', file: 'c.pdf', image_thumbnail: '' },
        { cd_id: '4', title: 'D', week: '2', file_type: 'doc' },
      ],
      settings,
    );
    expect(items.map((item) => [item.id, item.week, item.fileType])).toEqual([
      ['1', 3, 'VIDEO'],
      ['2', 1, 'VIDEO'],
      ['3', 2, 'PDF'],
      ['4', 2, 'PDF'],
    ]);
    expect(items[0]?.fileUrl).toBe('http://files.test/uploads/course_data/a.webm');
    expect(items[0]?.thumbnailUrl).toBe('http://files.test/uploads/course_data/a.jpg');
    expect(items[2]?.thumbnailUrl).toBeNull();
    expect(items[3]?.fileUrl).toBeNull();
  });
  it('refuses an item without a week', () => {
    expect(() => parseClassItems([{ cd_id: '1', week: '' }], settings)).toThrow(
      MalformedAnswerError,
    );
  });
  it('knows the file kinds', () => {
    expect(readFileKind('vIdEo')).toBe('VIDEO');
    expect(readFileKind(undefined)).toBe('PDF');
  });
});

describe('parseOrders', () => {
  it('dates zone-less times in the provider zone as ISO 8601 with offset', () => {
    const [order] = parseOrders(
      [
        {
          order_id: 7,
          booking_code: 'TA1',
          order_date: '2026-11-07 10:00:00',
          payment_status: 'Success',
          amount: '3999',
          customer_name: 'Asha',
          course_id: '1',
          course_title: 'Flagship',
          course_description: 'D',
          course_image: 'f.jpg',
        },
      ],
      settings,
    );
    expect(order).toEqual({
      id: '7',
      bookingCode: 'TA1',
      orderedAt: '2026-11-07T10:00:00+05:30',
      orderedAtMs: Date.parse('2026-11-07T04:30:00Z'),
      status: 'Success',
      amount: 3999,
      customerName: 'Asha',
      course: {
        id: '1',
        title: 'Flagship',
        description: 'D',
        imageUrl: 'http://files.test/uploads/course/f.jpg',
        pricing: null,
      },
    });
  });

  it('uses the configured zone, daylight saving included', () => {
    const [summer] = parseOrders(
      [{ order_id: '1', order_date: '2026-07-01 09:30:00', course_id: '1' }],
      { ...settings, timeZone: 'Europe/London' },
    );
    expect(summer?.orderedAt).toBe('2026-07-01T09:30:00+01:00');
    const [winter] = parseOrders(
      [{ order_id: '1', order_date: '2026-12-01 09:30:00', course_id: '1' }],
      { ...settings, timeZone: 'Europe/London' },
    );
    expect(winter?.orderedAt).toBe('2026-12-01T09:30:00+00:00');
  });

  it('dates orders placed either side of midnight IST at a month end on the right day', () => {
    const [lastOfJanuary, firstOfFebruary] = parseOrders(
      [
        { order_id: '1', order_date: '2026-01-31 23:59:59', course_id: '1' },
        { order_id: '2', order_date: '2026-02-01 00:00:00', course_id: '1' },
      ],
      settings,
    );
    expect(lastOfJanuary?.orderedAt).toBe('2026-01-31T23:59:59+05:30');
    expect(lastOfJanuary?.orderedAtMs).toBe(Date.parse('2026-01-31T18:29:59Z'));
    expect(firstOfFebruary?.orderedAt).toBe('2026-02-01T00:00:00+05:30');
    expect(firstOfFebruary?.orderedAtMs).toBe(Date.parse('2026-01-31T18:30:00Z'));
  });

  it('tolerates missing optional fields and refuses a bad date', () => {
    const [order] = parseOrders(
      [{ order_id: '1', order_date: '2026-11-07 10:00:00', course_id: '2' }],
      settings,
    );
    expect(order?.bookingCode).toBeNull();
    expect(order?.customerName).toBeNull();
    expect(order?.status).toBe('');
    expect(order?.amount).toBe(0);
    expect(() =>
      parseOrders([{ order_id: '1', order_date: 'yesterday', course_id: '2' }], settings),
    ).toThrow(MalformedAnswerError);
    expect(() =>
      parseOrders([{ order_id: '1', order_date: '2026-02-30 10:00:00', course_id: '2' }], settings),
    ).toThrow(MalformedAnswerError);
  });

  it('sorts newest first', () => {
    const orders = parseOrders(
      [
        { order_id: '1', order_date: '2026-01-01 10:00:00', course_id: '1' },
        { order_id: '3', order_date: '2026-03-01 10:00:00', course_id: '1' },
        { order_id: '2', order_date: '2026-03-01 10:00:00', course_id: '1' },
      ],
      settings,
    );
    expect(newestFirst(orders).map((order) => order.id)).toEqual(['3', '2', '1']);
  });
});

describe('parseCustomer', () => {
  it('reads the customer, also from a one-row list, with a known id as fallback', () => {
    expect(parseCustomer({ c_id: 5, name: ' Asha ', email: 'a@b.co', mobile: 9876543210 })).toEqual(
      {
        id: '5',
        name: 'Asha',
        email: 'a@b.co',
        mobile: '9876543210',
      },
    );
    expect(parseCustomer([{ name: 'Asha' }], '9')).toEqual({
      id: '9',
      name: 'Asha',
      email: '',
      mobile: '',
    });
    expect(() => parseCustomer(null)).toThrow(MalformedAnswerError);
    expect(() => parseCustomer({ name: 'no id' })).toThrow(MalformedAnswerError);
  });
});
