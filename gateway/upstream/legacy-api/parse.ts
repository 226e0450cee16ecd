/**
 * Reading the provider's answers, once, at the boundary. The legacy API is loose: numbers
 * come as strings (or as numbers), discounts as "", "0" or null, weeks as "3", file types
 * in any case, paths relative to the uploads folders, dates zone-less. These readers accept
 * all of that (with the readers every upstream answer shares, ../read.ts) and reject answers
 * whose shape is wrong (MalformedAnswerError).
 */
import type { ClassItemModel, CourseModel, CustomerModel, FileKind, OrderModel } from './models.ts';
import { parseLegacyDate, toIsoWithOffset } from '../../../common/time-zone.ts';
import {
  isRow,
  MalformedAnswerError,
  readInteger,
  readText,
  requiredCount,
  requiredText,
  type Row,
} from '../read.ts';

export interface ParseSettings {
  /** Uploads base ending in '/', e.g. http://127.0.0.1:4010/uploads/ */
  uploadsUrl: string;
  /** The provider's zone for its zone-less dates. */
  timeZone: string;
}

interface Envelope {
  status: string;
  message: string;
  data: unknown;
}

/** A discount: "", "0", null or absent mean none. */
function readDiscount(row: Row, what: string): number {
  const raw = row.discount;
  if (raw === null || raw === undefined || readText(raw) === null) return 0;
  return requiredCount(row, 'discount', what);
}

/** 'video' in any case is a video; anything else is served as a PDF. */
export function readFileKind(value: unknown): FileKind {
  return readText(value)?.toLowerCase() === 'video' ? 'VIDEO' : 'PDF';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * An absolute URL for an upload path relative to `{uploads}/{folder}/`. Absolute http(s)
 * URLs pass; a path that already starts with the folder (or uploads/folder) is not doubled;
 * '.' and '..' segments are dropped so a path cannot leave the uploads folder.
 */
export function uploadUrl(
  uploadsUrl: string,
  folder: 'course' | 'course_data',
  value: unknown,
): string | null {
  const path = readText(value);
  if (path === null) return null;
  if (/^https?:\/\//i.test(path)) {
    try {
      return new URL(path).toString();
    } catch {
      return null;
    }
  }
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (segments[0] === 'uploads') segments.shift();
  if (segments[0] === folder && segments.length > 1) segments.shift();
  if (segments.length === 0) return null;
  const encoded = segments.map((segment) => encodeURIComponent(safeDecode(segment)));
  return `${uploadsUrl}${folder}/${encoded.join('/')}`;
}

/** Checks the envelope every answer shares: {status, message, data}. */
export function parseEnvelope(body: unknown): Envelope {
  if (!isRow(body)) throw new MalformedAnswerError('answer is not a JSON object');
  const status = readText(body.status);
  if (status === null) throw new MalformedAnswerError('answer has no status');
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return { status, message, data: body.data };
}

/**
 * Told of each row left out of a list because it cannot be read (its position and why).
 * Lists read without one fail whole on a bad row.
 */
export type SkipRow = (index: number, detail: string) => void;

/**
 * A list answer: an array of rows, each read by `read`; null or absent data is an empty
 * list. With `onSkip`, a row that is not an object or cannot be read is left out.
 */
function readRows<T>(data: unknown, what: string, read: (row: Row) => T, onSkip?: SkipRow): T[] {
  if (data === null || data === undefined || data === '') return [];
  if (!Array.isArray(data)) throw new MalformedAnswerError(`${what}: data is not a list`);
  const rows: T[] = [];
  data.forEach((row: unknown, index) => {
    try {
      if (!isRow(row)) throw new MalformedAnswerError(`${what}: row ${index} is not an object`);
      rows.push(read(row));
    } catch (error) {
      if (!onSkip || !(error instanceof MalformedAnswerError)) throw error;
      onSkip(index, error.message);
    }
  });
  return rows;
}

function parseCourse(row: Row, settings: ParseSettings): CourseModel {
  const what = 'course';
  return {
    id: requiredText(row, 'course_id', what),
    title: readText(row.course_title) ?? '',
    description: readText(row.course_description) ?? '',
    imageUrl: uploadUrl(settings.uploadsUrl, 'course', row.course_image),
    pricing: {
      price: requiredCount(row, 'course_price', what),
      discount: readDiscount(row, what),
    },
  };
}

export function parseCourses(
  data: unknown,
  settings: ParseSettings,
  onSkip?: SkipRow,
): CourseModel[] {
  return readRows(data, 'course/list', (row) => parseCourse(row, settings), onSkip);
}

export function parseClassItems(
  data: unknown,
  settings: ParseSettings,
  onSkip?: SkipRow,
): ClassItemModel[] {
  return readRows(
    data,
    'course/details_list',
    (row) => {
      const what = 'class item';
      const week = readInteger(row.week);
      if (week === null || week < 0) throw new MalformedAnswerError(`${what}: bad week`);
      return {
        id: requiredText(row, 'cd_id', what),
        title: readText(row.title) ?? '',
        description: readText(row.description) ?? '',
        week,
        fileType: readFileKind(row.file_type),
        thumbnailUrl: uploadUrl(settings.uploadsUrl, 'course_data', row.image_thumbnail),
        fileUrl: uploadUrl(settings.uploadsUrl, 'course_data', row.file),
      };
    },
    onSkip,
  );
}

export function parseOrders(data: unknown, settings: ParseSettings): OrderModel[] {
  return readRows(data, 'order/customer_order_list', (row) => {
    const what = 'order';
    const orderedAtMs = parseLegacyDate(requiredText(row, 'order_date', what), settings.timeZone);
    if (orderedAtMs === null) throw new MalformedAnswerError(`${what}: bad order_date`);
    return {
      id: requiredText(row, 'order_id', what),
      bookingCode: readText(row.booking_code),
      orderedAt: toIsoWithOffset(orderedAtMs, settings.timeZone),
      orderedAtMs,
      status: readText(row.payment_status) ?? '',
      amount: readInteger(row.amount) ?? 0,
      customerName: readText(row.customer_name),
      course: {
        id: requiredText(row, 'course_id', what),
        title: readText(row.course_title) ?? '',
        description: readText(row.course_description) ?? '',
        imageUrl: uploadUrl(settings.uploadsUrl, 'course', row.course_image),
        pricing: null,
      },
    };
  });
}

/**
 * A customer from login or get_customer. Some legacy endpoints wrap the row in a list;
 * `knownId` fills a missing c_id when the caller already knows it (get_customer).
 */
export function parseCustomer(data: unknown, knownId?: string): CustomerModel {
  const row = Array.isArray(data) ? data[0] : data;
  if (!isRow(row)) throw new MalformedAnswerError('customer: data is not an object');
  const id = readText(row.c_id) ?? knownId;
  if (id === undefined) throw new MalformedAnswerError('customer: missing c_id');
  return {
    id,
    name: readText(row.name) ?? '',
    email: readText(row.email) ?? '',
    mobile: readText(row.mobile) ?? '',
  };
}

/** Orders newest first (by date, then by id). */
export function newestFirst(orders: OrderModel[]): OrderModel[] {
  return [...orders].sort(
    (a, b) =>
      b.orderedAtMs - a.orderedAtMs ||
      (readInteger(b.id) ?? 0) - (readInteger(a.id) ?? 0) ||
      b.id.localeCompare(a.id),
  );
}
