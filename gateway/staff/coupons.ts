/**
 * createCoupon: an owner makes a coupon code. Every refusal names its field: a code of 3 to
 * 20 of A-Z, 0-9 and "-" not taken yet, exactly one of a percentage (1 to 90) or an amount
 * in paise (above 0; the price it leaves never goes below ₹1), a limit of uses of at least
 * 1, a last moment not passed (a bare date is the end of that day in India time), and
 * courses that exist. The action goes to the audit log.
 */
import type { CouponWithUses } from '../db/coupons.ts';
import type { GatewayDatabase } from '../db/database.ts';
import { COUPON_CODE, couponCodeOf } from '../../common/coupon-code.ts';
import { refusedField } from '../errors.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import { audit } from './audit.ts';
import type { StaffContext } from './request.ts';

/** What an owner asks for (schema.graphql's CouponInput). */
interface CouponInput {
  code: string;
  percentOff?: number | null;
  amountOffPaise?: number | null;
  maxUses?: number | null;
  validUntil?: string | null;
  courseIds?: readonly string[] | null;
}

/** India keeps one offset all year. */
const INDIA_OFFSET = '+05:30';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const COURSE_ID = /^\d{1,12}$/;
const INDIA_OFFSET_MS = 5.5 * 3600_000;

/** The last moment `text` names (epoch ms), or null when it is no date this accepts. */
function validUntilMs(text: string): number | null {
  const trimmed = text.trim();
  if (DATE_ONLY.test(trimmed)) {
    const ms = Date.parse(`${trimmed}T23:59:59.999${INDIA_OFFSET}`);
    // 2026-02-30 would roll over to March: the day must read back as typed.
    const day = Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
    return day === trimmed ? ms : null;
  }
  if (!DATE_TIME.test(trimmed)) return null;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

const isWhole = (value: number) => Number.isSafeInteger(value);

/** The discount the input asks for, exactly one of the two. */
function discountOf(input: CouponInput) {
  const percentOff = input.percentOff ?? null;
  const amountOffPaise = input.amountOffPaise ?? null;
  if ((percentOff === null) === (amountOffPaise === null)) {
    throw refusedField('percentOff', 'couponDiscountChoice');
  }
  if (percentOff !== null && (!isWhole(percentOff) || percentOff < 1 || percentOff > 90)) {
    throw refusedField('percentOff', 'couponPercentRange');
  }
  if (amountOffPaise !== null && (!isWhole(amountOffPaise) || amountOffPaise < 1)) {
    throw refusedField('amountOffPaise', 'couponAmountPositive');
  }
  return { percentOff, amountOffPaise };
}

/** The course ids named, each once; refused when one is not a course. */
async function courseIdsOf(
  ids: readonly string[] | null | undefined,
  provider: ProviderDataSource,
): Promise<string[]> {
  const unique = [...new Set((ids ?? []).map((id) => id.trim()))];
  if (unique.some((id) => !COURSE_ID.test(id))) {
    throw refusedField('courseIds', 'couponCourseUnknown');
  }
  const courses = await Promise.all(unique.map((id) => provider.course(id)));
  if (courses.some((course) => course === null)) {
    throw refusedField('courseIds', 'couponCourseUnknown');
  }
  return unique;
}

type CreateContext = StaffContext & {
  database: Pick<GatewayDatabase, 'staff' | 'coupons'>;
  provider: ProviderDataSource;
};

/** Makes the coupon `input` describes for the signed-in owner `createdBy`. */
export async function createCoupon(
  context: CreateContext,
  createdBy: string,
  input: CouponInput,
): Promise<CouponWithUses> {
  const code = couponCodeOf(input.code);
  if (!COUPON_CODE.test(code)) throw refusedField('code', 'couponCodeFormat');
  const discount = discountOf(input);
  const maxUses = input.maxUses ?? null;
  if (maxUses !== null && (!isWhole(maxUses) || maxUses < 1)) {
    throw refusedField('maxUses', 'couponMaxUses');
  }
  let until: number | null = null;
  if (input.validUntil != null && input.validUntil.trim() !== '') {
    until = validUntilMs(input.validUntil);
    if (until === null) throw refusedField('validUntil', 'couponValidUntilFormat');
    if (until < context.now().getTime()) throw refusedField('validUntil', 'couponValidUntilPast');
  }
  const courseIds = await courseIdsOf(input.courseIds, context.provider);
  const coupon = { code, ...discount, maxUses, validUntilMs: until, courseIds, createdBy };
  if (!(await context.database.coupons.create(coupon))) {
    throw refusedField('code', 'couponDuplicate');
  }
  await audit(context, 'coupon-created', code);
  const made = await context.database.coupons.find(code);
  if (!made) throw new Error(`coupon ${code} was not kept`);
  return { ...made, used: 0, reserved: 0 };
}
