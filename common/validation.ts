/**
 * The one set of input rules (SPEC.md §5). The client forms and the gateway both use
 * these schemas, so a message a student sees under a field is the same one an API
 * client gets in `extensions.fields`.
 */
import * as yup from 'yup';
import { academyMonths, parseIsoInstant } from './time-zone.ts';

export const messages = {
  signUp: {
    name: 'Name must be at least 5 characters.',
    mobile: 'Enter a valid phone number.',
    email: 'Enter a valid email address.',
    password: 'Password must be at least 8 characters.',
  },
  profile: {
    name: 'Name is required.',
    email: 'Email is required.',
    emailFormat: 'Enter a valid email address.',
    mobile: 'Enter a valid phone number.',
  },
  password: {
    credential: 'Please check the entered credential!',
  },
  signIn: {
    username: 'Email is required.',
    password: 'Password is required.',
  },
  enquiry: {
    fname: 'First name must be at least 2 characters.',
    lname: 'Last name must be at least 2 characters.',
    email: 'Enter a valid email.',
    mobile: 'Enter a valid mobile number.',
    city: 'City is required.',
    capital: 'Please select your capital range.',
    joinBatch: 'Please select a batch.',
    query: 'Query must be at least 10 characters.',
  },
  payment: {
    paymentId: 'A payment id is required.',
    courseId: 'A course id is required.',
  },
  progress: {
    classItemId: 'A class item id is required.',
    positionS: 'The position must be a number of seconds from 0 to 86400.',
    durationS: 'The duration must be a number of seconds above 0 and at most 86400.',
    recordedAt:
      'recordedAt must be a date and time in ISO 8601 with its offset, such as 2026-12-05T10:42:07+05:30.',
    recordedAtAhead:
      "recordedAt is more than 5 minutes ahead of the server's clock: check the device's date and time.",
    nothing: 'Send a position, a completion, or both.',
  },
} as const;

export const enquiryMaxLength = {
  fname: 15,
  lname: 15,
  email: 40,
  mobile: 13,
  city: 30,
  query: 200,
} as const;

/** The capital ranges offered on the enquiry form (Indian digit grouping). */
export const capitalOptions = [
  '0 to 50,000',
  '50,000 to 2,00,000',
  '2,00,000 to 5,00,000',
  'Above 5,00,000',
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The current month and the next two in the academy's zone, as "Nov 2026". */
export function batchOptions(now: Date = new Date()): string[] {
  return academyMonths(now, 3).map(({ year, month }) => `${MONTHS[month - 1]} ${year}`);
}

const SIGN_UP_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ENQUIRY_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
const atMost = (label: string, max: number) => `${label} must be at most ${max} characters.`;

export const signUpSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(messages.signUp.name)
    .min(2, messages.signUp.name)
    .max(100, atMost('Name', 100)),
  mobile: yup
    .string()
    .trim()
    .required(messages.signUp.mobile)
    .matches(/^\d{10,12}$/, messages.signUp.mobile),
  email: yup
    .string()
    .trim()
    .required(messages.signUp.email)
    .max(100, atMost('Email', 100))
    .matches(SIGN_UP_EMAIL, messages.signUp.email),
  password: yup
    .string()
    .required(messages.signUp.password)
    .min(8, messages.signUp.password)
    .max(128, atMost('Password', 128)),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const signInSchema = yup.object({
  username: yup.string().trim().required(messages.signIn.username).max(100, atMost('Email', 100)),
  password: yup.string().required(messages.signIn.password).max(128, atMost('Password', 128)),
});
export type SignInValues = yup.InferType<typeof signInSchema>;

export const profileSchema = yup.object({
  name: yup.string().trim().required(messages.profile.name).max(100, atMost('Name', 100)),
  email: yup
    .string()
    .trim()
    .required(messages.profile.email)
    .max(100, atMost('Email', 100))
    .matches(SIGN_UP_EMAIL, messages.profile.emailFormat),
  mobile: yup
    .string()
    .trim()
    .default('')
    .test('mobile', messages.profile.mobile, (v) => !v || /^\d{10,12}$/.test(v)),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const changePasswordSchema = yup.object({
  oldPassword: yup
    .string()
    .required(messages.password.credential)
    .max(128, atMost('Password', 128)),
  newPassword: yup
    .string()
    .required(messages.password.credential)
    .max(128, atMost('Password', 128)),
  confirmPassword: yup
    .string()
    .required(messages.password.credential)
    .oneOf([yup.ref('newPassword')], messages.password.credential),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

/** The enquiry rules; the batch list depends on the clock, so the schema is built per use. */
export function enquirySchema(now: Date = new Date()) {
  const batches = batchOptions(now);
  return yup.object({
    fname: yup
      .string()
      .trim()
      .required(messages.enquiry.fname)
      .min(2, messages.enquiry.fname)
      .max(enquiryMaxLength.fname, atMost('First name', enquiryMaxLength.fname)),
    lname: yup
      .string()
      .trim()
      .required(messages.enquiry.lname)
      .min(2, messages.enquiry.lname)
      .max(enquiryMaxLength.lname, atMost('Last name', enquiryMaxLength.lname)),
    email: yup
      .string()
      .trim()
      .required(messages.enquiry.email)
      .max(enquiryMaxLength.email, atMost('Email', enquiryMaxLength.email))
      .matches(ENQUIRY_EMAIL, messages.enquiry.email),
    mobile: yup
      .string()
      .trim()
      .required(messages.enquiry.mobile)
      .matches(/^\d{10,13}$/, messages.enquiry.mobile),
    city: yup
      .string()
      .trim()
      .required(messages.enquiry.city)
      .max(enquiryMaxLength.city, atMost('City', enquiryMaxLength.city)),
    capital: yup
      .string()
      .trim()
      .required(messages.enquiry.capital)
      .oneOf([...capitalOptions], messages.enquiry.capital),
    joinBatch: yup
      .string()
      .trim()
      .required(messages.enquiry.joinBatch)
      .oneOf(batches, messages.enquiry.joinBatch),
    query: yup
      .string()
      .trim()
      .required(messages.enquiry.query)
      .min(10, messages.enquiry.query)
      .max(enquiryMaxLength.query, atMost('Query', enquiryMaxLength.query)),
  });
}
export type EnquiryValues = yup.InferType<ReturnType<typeof enquirySchema>>;

export const recordPaymentSchema = yup.object({
  courseId: yup
    .string()
    .trim()
    .required(messages.payment.courseId)
    .matches(/^\d{1,12}$/, messages.payment.courseId),
  paymentId: yup
    .string()
    .trim()
    .required(messages.payment.paymentId)
    .matches(/^[A-Za-z0-9_]{1,64}$/, messages.payment.paymentId),
  orderId: yup
    .string()
    .trim()
    .max(64)
    .matches(/^[A-Za-z0-9_]*$/, 'Invalid order id.')
    // Nullable in the schema, and the site sends null when the checkout gave none.
    .nullable()
    .optional(),
  signature: yup
    .string()
    .trim()
    .max(128)
    .matches(/^[a-f0-9]*$/, 'Invalid signature.')
    .nullable()
    .optional(),
});

/** The longest lesson position or duration accepted, in seconds: a day. */
const PROGRESS_MAX_S = 86_400;
/** How far ahead of the server's clock a progress reading's time may be (device clocks drift). */
const RECORDED_AT_MAX_AHEAD_MS = 5 * 60_000;

/** A lesson progress reading (the saveProgress mutation), checked against the clock at `now`. */
export function saveProgressSchema(now: Date = new Date()) {
  const m = messages.progress;
  const seconds = (message: string) => yup.number().typeError(message).nullable().optional();
  return yup
    .object({
      classItemId: yup
        .string()
        .trim()
        .required(m.classItemId)
        .matches(/^\d{1,12}$/, m.classItemId),
      positionS: seconds(m.positionS).min(0, m.positionS).max(PROGRESS_MAX_S, m.positionS),
      durationS: seconds(m.durationS).moreThan(0, m.durationS).max(PROGRESS_MAX_S, m.durationS),
      completed: yup.boolean().nullable().optional(),
      recordedAt: yup
        .string()
        .trim()
        .nullable()
        .optional()
        .test('iso-8601', m.recordedAt, (value) => value == null || parseIsoInstant(value) !== null)
        .test('not-ahead', m.recordedAtAhead, (value) => {
          const at = value == null ? null : parseIsoInstant(value);
          return at === null || at <= now.getTime() + RECORDED_AT_MAX_AHEAD_MS;
        }),
    })
    .test('something-to-save', m.nothing, function somethingToSave(value) {
      if (value.positionS != null || value.completed != null) return true;
      return this.createError({ path: 'positionS', message: m.nothing });
    });
}
export type SaveProgressValues = yup.InferType<ReturnType<typeof saveProgressSchema>>;

export type FieldErrors = Record<string, string>;

/** Half of a UTF-16 surrogate pair on its own: text no keyboard can type, nor UTF-8 store. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** Control characters (NUL, escapes, DEL, C1, and tabs and line breaks): not typed in a field. */
const CONTROL = /\p{Cc}/u;
/** Tabs and line breaks, which a multi-line box may hold. */
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
/** Fields typed in a multi-line box. */
const MULTI_LINE_FIELDS = new Set(['query']);

function hasControlCharacters(field: string, value: string): boolean {
  const text = MULTI_LINE_FIELDS.has(field) ? value.replace(LINE_BREAKS_AND_TABS, '') : value;
  return CONTROL.test(text);
}

/**
 * Fields holding text no form can produce: malformed UTF-16 (it would reach the provider
 * as U+FFFD, so two different passwords could be stored as the same one) or control
 * characters (NUL and the like, which the provider refuses or mangles). Refused here,
 * with a message on each field, before anything is sent.
 */
function brokenTextFields(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return [];
  return Object.entries(input)
    .filter(
      ([field, value]) =>
        typeof value === 'string' &&
        (LONE_SURROGATE.test(value) || hasControlCharacters(field, value)),
    )
    .map(([field]) => field);
}

type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * Validates and normalises (trims) input against a schema, collecting one message per
 * field: the first rule the field breaks.
 */
export function check<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): Checked<yup.InferType<S>> {
  const broken = brokenTextFields(input);
  if (broken.length > 0) {
    return {
      ok: false,
      fields: Object.fromEntries(
        broken.map((field) => [field, `${field} contains invalid characters.`]),
      ),
    };
  }
  try {
    const value = schema.validateSync(input, {
      abortEarly: false,
      stripUnknown: true,
    }) as yup.InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const key = inner.path ?? '_';
      fields[key] ??= inner.message;
    }
    return { ok: false, fields };
  }
}
