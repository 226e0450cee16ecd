/**
 * The one set of input rules (SPEC.md §5). The client forms and the gateway both use
 * these schemas, so a message a student sees under a field is the same one an API
 * client gets in `extensions.fields`.
 */
import * as yup from 'yup';
import { atLeastChars, atMostChars } from './graphemes.ts';
import { DEFAULT_LANGUAGE, type Language } from './language.ts';
import { academyMonths, parseIsoInstant } from './time-zone.ts';
import { fields as englishFields } from './messages/en.ts';
import { format, type Translated } from './messages/format.ts';
import { fields as hindiFields } from './messages/hi.ts';

type FieldCatalogue = Translated<typeof englishFields>;

/** The field messages of one language, with the two that take values ready to call. */
type ValidationText = Omit<FieldCatalogue, 'atMost' | 'invalidCharacters'> & {
  atMost(label: string, max: number): string;
  invalidCharacters(field: string): string;
};

function validationTextOf(catalogue: FieldCatalogue): ValidationText {
  const { atMost, invalidCharacters, ...plain } = catalogue;
  return {
    ...plain,
    atMost: (label, max) => format(atMost, { label, max }),
    invalidCharacters: (field) => format(invalidCharacters, { field }),
  };
}

/** What the rules say, in each language the site speaks (common/messages/). */
export const validationText: Readonly<Record<Language, ValidationText>> = {
  en: validationTextOf(englishFields),
  hi: validationTextOf(hindiFields),
};

/** SPEC.md §5's messages, as the English forms show them. */
export const messages = validationText.en;

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

/** The longest lesson position or duration accepted, in seconds: a day. */
const PROGRESS_MAX_S = 86_400;
/** How far ahead of the server's clock a progress reading's time may be (device clocks drift). */
const RECORDED_AT_MAX_AHEAD_MS = 5 * 60_000;

/** Every input rule, with its messages in one language. */
function rulesIn(m: ValidationText) {
  const { labels, atMost } = m;

  const signUp = yup.object({
    name: yup
      .string()
      .trim()
      .required(m.signUp.name)
      .test(atLeastChars(2, m.signUp.name))
      .test(atMostChars(100, atMost(labels.name, 100))),
    mobile: yup
      .string()
      .trim()
      .required(m.signUp.mobile)
      .matches(/^\d{10,12}$/, m.signUp.mobile),
    email: yup
      .string()
      .trim()
      .required(m.signUp.email)
      .test(atMostChars(100, atMost(labels.email, 100)))
      .matches(SIGN_UP_EMAIL, m.signUp.email),
    password: yup
      .string()
      .required(m.signUp.password)
      .test(atLeastChars(8, m.signUp.password))
      .test(atMostChars(128, atMost(labels.password, 128))),
  });

  const signIn = yup.object({
    username: yup
      .string()
      .trim()
      .required(m.signIn.username)
      .test(atMostChars(100, atMost(labels.email, 100))),
    password: yup
      .string()
      .required(m.signIn.password)
      .test(atMostChars(128, atMost(labels.password, 128))),
  });

  /** The staff room's sign-in: e-mail, password and the authenticator app's current code. */
  const staffSignIn = yup.object({
    email: yup
      .string()
      .trim()
      .required(m.staffSignIn.email)
      .test(atMostChars(254, atMost(labels.email, 254)))
      .matches(SIGN_UP_EMAIL, m.staffSignIn.email),
    password: yup
      .string()
      .required(m.staffSignIn.password)
      .test(atMostChars(256, atMost(labels.password, 256))),
    code: yup
      .string()
      .trim()
      .required(m.staffSignIn.code)
      .matches(/^\d{6}$/, m.staffSignIn.code),
  });

  const profile = yup.object({
    name: yup
      .string()
      .trim()
      .required(m.profile.name)
      .test(atMostChars(100, atMost(labels.name, 100))),
    email: yup
      .string()
      .trim()
      .required(m.profile.email)
      .test(atMostChars(100, atMost(labels.email, 100)))
      .matches(SIGN_UP_EMAIL, m.profile.emailFormat),
    mobile: yup
      .string()
      .trim()
      .default('')
      .test('mobile', m.profile.mobile, (v) => !v || /^\d{10,12}$/.test(v)),
  });

  /** A new password (sign-up's rule, SPEC.md §5): at least 8 characters. */
  const newPassword = () =>
    yup
      .string()
      .required(m.signUp.password)
      .test(atLeastChars(8, m.signUp.password))
      .test(atMostChars(128, atMost(labels.password, 128)));
  const accountEmail = () =>
    yup
      .string()
      .trim()
      .required(m.accounts.email)
      .test(atMostChars(100, atMost(labels.email, 100)))
      .matches(SIGN_UP_EMAIL, m.accounts.email);
  /** The address a reset link or a sign-in code is asked for. */
  const accountRequest = yup.object({ email: accountEmail() });
  const resetPassword = yup.object({
    token: yup
      .string()
      .trim()
      .required(m.accounts.token)
      .matches(/^[A-Za-z0-9_-]{20,100}$/, m.accounts.token),
    newPassword: newPassword(),
  });
  const signInWithCode = yup.object({
    email: accountEmail(),
    code: yup
      .string()
      .trim()
      .required(m.accounts.code)
      .matches(/^\d{6}$/, m.accounts.code),
  });

  const password = () =>
    yup
      .string()
      .required(m.password.credential)
      .test(atMostChars(128, atMost(labels.password, 128)));
  const changePassword = yup.object({
    oldPassword: password(),
    newPassword: password(),
    confirmPassword: yup
      .string()
      .required(m.password.credential)
      .oneOf([yup.ref('newPassword')], m.password.credential),
  });

  /** Deleting the account is confirmed by the account's password. */
  const deleteAccount = yup.object({
    password: yup
      .string()
      .required(m.signIn.password)
      .test(atMostChars(128, atMost(labels.password, 128))),
  });

  /** Deleting with a sign-in code e-mailed to the account instead of the password. */
  const deleteAccountByCode = signInWithCode.pick(['code']);

  /** The batch list depends on the clock, so the schema is built per use. */
  function enquiry(now: Date = new Date()) {
    const batches = batchOptions(now);
    const max = enquiryMaxLength;
    return yup.object({
      fname: yup
        .string()
        .trim()
        .required(m.enquiry.fname)
        .test(atLeastChars(2, m.enquiry.fname))
        .test(atMostChars(max.fname, atMost(labels.firstName, max.fname))),
      lname: yup
        .string()
        .trim()
        .required(m.enquiry.lname)
        .test(atLeastChars(2, m.enquiry.lname))
        .test(atMostChars(max.lname, atMost(labels.lastName, max.lname))),
      email: yup
        .string()
        .trim()
        .required(m.enquiry.email)
        .test(atMostChars(max.email, atMost(labels.email, max.email)))
        .matches(ENQUIRY_EMAIL, m.enquiry.email),
      mobile: yup
        .string()
        .trim()
        .required(m.enquiry.mobile)
        .matches(/^\d{10,13}$/, m.enquiry.mobile),
      city: yup
        .string()
        .trim()
        .required(m.enquiry.city)
        .test(atMostChars(max.city, atMost(labels.city, max.city))),
      capital: yup
        .string()
        .trim()
        .required(m.enquiry.capital)
        .oneOf([...capitalOptions], m.enquiry.capital),
      joinBatch: yup
        .string()
        .trim()
        .required(m.enquiry.joinBatch)
        .oneOf(batches, m.enquiry.joinBatch),
      query: yup
        .string()
        .trim()
        .required(m.enquiry.query)
        .test(atLeastChars(10, m.enquiry.query))
        .test(atMostChars(max.query, atMost(labels.query, max.query))),
    });
  }

  const recordPayment = yup.object({
    courseId: yup
      .string()
      .trim()
      .required(m.payment.courseId)
      .matches(/^\d{1,12}$/, m.payment.courseIdFormat),
    paymentId: yup
      .string()
      .trim()
      .required(m.payment.paymentId)
      .matches(/^[A-Za-z0-9_]{1,64}$/, m.payment.paymentIdFormat),
    orderId: yup
      .string()
      .trim()
      .max(64, m.payment.orderId)
      .matches(/^[A-Za-z0-9_]*$/, m.payment.orderId)
      // Nullable in the schema, and the site sends null when the checkout gave none.
      .nullable()
      .optional(),
    signature: yup
      .string()
      .trim()
      .max(128, m.payment.signature)
      .matches(/^[a-f0-9]*$/, m.payment.signature)
      .nullable()
      .optional(),
  });

  /** A lesson progress reading (the saveProgress mutation), checked against the clock at `now`. */
  function saveProgress(now: Date = new Date()) {
    const p = m.progress;
    const seconds = (message: string) => yup.number().typeError(message).nullable().optional();
    return yup
      .object({
        classItemId: yup
          .string()
          .trim()
          .required(p.classItemId)
          .matches(/^\d{1,12}$/, p.classItemIdFormat),
        positionS: seconds(p.positionS).min(0, p.positionS).max(PROGRESS_MAX_S, p.positionS),
        durationS: seconds(p.durationS).moreThan(0, p.durationS).max(PROGRESS_MAX_S, p.durationS),
        completed: yup.boolean().nullable().optional(),
        recordedAt: yup
          .string()
          .trim()
          .nullable()
          .optional()
          .test(
            'iso-8601',
            p.recordedAt,
            (value) => value == null || parseIsoInstant(value) !== null,
          )
          .test('not-ahead', p.recordedAtAhead, (value) => {
            const at = value == null ? null : parseIsoInstant(value);
            return at === null || at <= now.getTime() + RECORDED_AT_MAX_AHEAD_MS;
          }),
      })
      .test('something-to-save', p.nothing, function somethingToSave(value) {
        if (value.positionS != null || value.completed != null) return true;
        return this.createError({ path: 'positionS', message: p.nothing });
      });
  }

  return {
    signUp,
    signIn,
    staffSignIn,
    profile,
    changePassword,
    deleteAccount,
    deleteAccountByCode,
    enquiry,
    recordPayment,
    saveProgress,
    accountRequest,
    resetPassword,
    signInWithCode,
  };
}

export type InputRules = ReturnType<typeof rulesIn>;

/** The input rules with their messages in each language (the gateway answers in the asker's). */
export const inputRules: Readonly<Record<Language, InputRules>> = {
  en: rulesIn(validationText.en),
  hi: rulesIn(validationText.hi),
};

const english = inputRules[DEFAULT_LANGUAGE];
export const signUpSchema = english.signUp;
export type SignUpValues = yup.InferType<typeof signUpSchema>;
export const signInSchema = english.signIn;
export type SignInValues = yup.InferType<typeof signInSchema>;
export const profileSchema = english.profile;
export type ProfileValues = yup.InferType<typeof profileSchema>;
export const changePasswordSchema = english.changePassword;
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
export const enquirySchema = english.enquiry;
export type EnquiryValues = yup.InferType<ReturnType<typeof enquirySchema>>;
export const recordPaymentSchema = english.recordPayment;
export type SaveProgressValues = yup.InferType<ReturnType<InputRules['saveProgress']>>;

export type FieldErrors = Record<string, string>;

/** Half of a UTF-16 surrogate pair on its own: text no keyboard can type, nor UTF-8 store. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** Control characters (NUL, escapes, DEL, C1, and tabs and line breaks): not typed in a field. */
const CONTROL = /\p{Cc}/u;
/** Tabs and line breaks, which a multi-line box may hold. */
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
/** Fields typed in a multi-line box: the enquiry, a refund's reason, a quiz's GIFT text. */
const MULTI_LINE_FIELDS = new Set(['query', 'reason', 'gift']);

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
  language: Language = DEFAULT_LANGUAGE,
): Checked<yup.InferType<S>> {
  const broken = brokenTextFields(input);
  if (broken.length > 0) {
    return {
      ok: false,
      fields: Object.fromEntries(
        broken.map((field) => [field, validationText[language].invalidCharacters(field)]),
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
