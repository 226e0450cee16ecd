/**
 * What each form that posts without the app does on the server: its page, its rules, the
 * mutation the app would send, and what success says and where it leads. The gateway runs
 * them through the page renderer (ssr/submit-form.ts), so a form sent before the app has
 * started, or without it, meets the same rules, messages and mutations as in the app.
 */
import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import * as yup from 'yup';
import type { AnyObjectSchema } from 'yup';
import { isCouponCode } from '@common/coupon-code.ts';
import { errors as englishErrors } from '@common/messages/en.ts';
import { errors as hindiErrors } from '@common/messages/hi.ts';
import { inputRules } from '@common/validation.ts';
import { paths } from '@/config/paths.ts';
import { matchRoute } from '@/config/routes.ts';
import type { RouteId } from '@/config/route-ids.ts';
import { authCatalogue } from '@/content/auth.ts';
import { contactCatalogue } from '@/content/contact.ts';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { signInOutcome } from '@/features/auth/api/login.ts';
import { recoveryNotices } from '@/features/auth/api/recovery.ts';
import { registeredNotice } from '@/features/auth/api/register.ts';
import { resetPasswordFields } from '@/features/auth/components/reset-password-form.tsx';
import { couponServedValues } from '@/features/checkout/components/coupon-field.tsx';
import { enquiryNotices } from '@/features/enquiry/api/send-enquiry.ts';
import { staffSignedInNotice } from '@/features/staff/api/staff-sign-in.ts';
import { couponDraftOf, couponInputOf } from '@/features/staff/components/coupon-form.tsx';
import { paiseOf } from '@/features/staff/components/refund-dialog.tsx';
import { weekOf } from '@/features/staff/components/quizzes-page.tsx';
import {
  checkQuizSettings,
  FIELD_ORDER as QUIZ_FIELD_ORDER,
  type FieldName as QuizField,
} from '@/features/staff/components/quiz-settings-form.tsx';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { staffRefundsCatalogue } from '@/content/staff-refunds.ts';
import { staffCatalogue } from '@/content/staff.ts';
import {
  CouponPriceDocument,
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  RequestSignInCodeDocument,
  ResetPasswordDocument,
  SendEnquiryDocument,
  SignInWithCodeDocument,
  type CouponPriceQuery,
  type LoginMutation,
  type SignInWithCodeMutation,
} from '@/gql/graphql.ts';
import {
  CreateCouponDocument,
  ImportQuizGiftDocument,
  RefundOrderDocument,
  SaveQuizSettingsDocument,
  StaffSignInDocument,
  StaffSignOutDocument,
  type CreateCouponMutation,
  type ImportQuizGiftMutation,
  type RefundOrderMutation,
  type SaveQuizSettingsMutation,
  type StaffSignInMutation,
} from '@/gql/staff.ts';
import type { Notice, PostedFormId, SignedIn } from '@/lib/form-post.ts';
import { textIn } from '@/lib/i18n/catalogue.ts';
import { unlocalizedPath, type Language } from '@/lib/i18n/language.ts';
import { isSitePath } from '@/lib/session.ts';

/**
 * Where a form's success leads (a router path), and what it says there; or, with `serve`,
 * the same page again with another of its forms filled in (the next step of a flow).
 */
interface FormSuccess {
  path: string;
  notices: Notice[];
  signedIn?: SignedIn;
  serve?: { form: PostedFormId; values: Record<string, string> };
}

interface Posted {
  language: Language;
  /** The address the form was posted to: its own page, with the page's query. */
  url: URL;
  /** Every field as posted, those beyond the schema's included (a checkbox). */
  fields: Readonly<Record<string, string>>;
  /** Every value of each field: checkboxes sharing a name send one each. */
  lists: Readonly<Record<string, readonly string[]>>;
}

interface FormActionOf<Data> {
  /** The page the form is on, whose address it posts to. */
  route: RouteId;
  schema: (language: Language, now: Date) => AnyObjectSchema;
  /** Fields never written back into a page: passwords. */
  secret: readonly string[];
  /** Its toasts close after 2 s (SPEC.md §8: the enquiry flow). */
  short?: boolean;
  /** Posted fields beyond the schema that a refused form keeps (a checkbox). */
  kept?: readonly string[];
  /**
   * A refusal naming fields is said under them alone, without a toast (the coupon field
   * says why next to itself, in the app as here).
   */
  fieldsOnly?: boolean;
  /** A check past the schema's rules, made before sending: a notice refusing, or null. */
  precheck?: (posted: Posted) => Notice | null;
  /** Checks of the fields past the schema's (the app's own): a message per field at fault. */
  fieldCheck?: (posted: Posted) => Record<string, string>;
  /**
   * The operation the app sends (a mutation; a query for a form that only asks, the coupon's
   * price), with the checked values as its `input`, or as `variables` makes them.
   */
  mutation: TypedDocumentNode<Data, never>;
  variables?: (values: Record<string, string>, posted: Posted) => Record<string, unknown>;
  succeeded: (data: Data, posted: Posted) => FormSuccess;
}

/** A form's action, whatever its mutation answers. */
export interface FormAction extends Omit<FormActionOf<unknown>, 'mutation' | 'succeeded'> {
  mutation: DocumentNode;
  /** Reads the mutation's data, which answered the typed document it was sent as. */
  succeeded: (data: unknown, posted: Posted) => FormSuccess;
}

function formAction<Data>(action: FormActionOf<Data>): FormAction {
  return { ...action, succeeded: (data, posted) => action.succeeded(data as Data, posted) };
}

/**
 * The sign-in page's `next` (a protected page or Purchase Now asked for an account first:
 * config/paths.ts, signInFirstPath), when it is a path on this site.
 */
function returnPathOf(url: URL): string | null {
  const next = url.searchParams.get('next');
  return next !== null && isSitePath(next) ? unlocalizedPath(next) : null;
}

/**
 * A coupon code as the checkout reads it (gateway/checkout/coupons.ts: its letters in either
 * case), with the gateway's own message for one that cannot be a code.
 */
const couponFormat = { en: englishErrors.couponCodeFormat, hi: hindiErrors.couponCodeFormat };
const couponRules = (language: Language) =>
  yup.object({
    coupon: yup
      .string()
      .trim()
      .required(couponFormat[language])
      .test('coupon-code', couponFormat[language], (typed) => isCouponCode(typed)),
  });

/** What a staff form's success says: the app's success toast. */
const saying = (message: string): Notice[] => [{ kind: 'success', message }];

/** A page's path with its query. */
const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** A new quiz's settings as posted, checked as the app checks them (quiz-settings-form.tsx). */
function quizSettingsOf({ fields, language }: Posted) {
  const draft = Object.fromEntries(QUIZ_FIELD_ORDER.map((name) => [name, fields[name] ?? '']));
  const takenWeeks = (fields.takenWeeks ?? '').split(',').filter(Boolean).map(Number);
  const text = textIn(staffQuizzesCatalogue, language).staffQuizEditorText;
  return checkQuizSettings(draft as Record<QuizField, string>, { week: null, takenWeeks }, text);
}

/**
 * The coupon form's fields as typed: the gateway's rules for a coupon say what is wrong
 * with them (gateway/staff/coupons.ts), under each field, as in the app.
 */
const couponFields = () =>
  yup.object({
    code: yup.string().default(''),
    kind: yup.string().default('percent'),
    value: yup.string().default(''),
    maxUses: yup.string().default(''),
    validUntil: yup.string().default(''),
  });

export const formActions: Readonly<Record<PostedFormId, FormAction>> = {
  signIn: formAction<LoginMutation>({
    route: 'signIn',
    schema: (language) => inputRules[language].signIn,
    secret: ['password'],
    mutation: LoginDocument,
    succeeded: (data, { language, url }) => ({
      path: returnPathOf(url) ?? paths.home,
      ...signInOutcome(data.login, textIn(authCatalogue, language).signInText),
    }),
  }),
  signUp: formAction({
    route: 'signUp',
    schema: (language) => inputRules[language].signUp,
    secret: ['password'],
    mutation: RegisterDocument,
    succeeded: (_data, { language }) => ({
      path: paths.signIn,
      notices: [registeredNotice(textIn(authCatalogue, language).signUpText)],
    }),
  }),
  forgotPassword: formAction({
    route: 'forgotPassword',
    schema: (language) => inputRules[language].accountRequest,
    secret: [],
    mutation: RequestPasswordResetDocument,
    variables: ({ email }) => ({ email }),
    succeeded: (_data, { language }) => ({
      path: paths.forgotPassword,
      notices: [recoveryNotices.linkSent(textIn(recoveryCatalogue, language).forgotPasswordText)],
    }),
  }),
  resetPassword: formAction({
    route: 'resetPassword',
    schema: (language) => resetPasswordFields(inputRules[language]),
    secret: ['newPassword'],
    mutation: ResetPasswordDocument,
    // The token comes with the link, in the address the form posts to.
    variables: ({ newPassword }, { url }) => ({
      token: url.searchParams.get('token') ?? '',
      newPassword,
    }),
    succeeded: (_data, { language }) => ({
      path: paths.signIn,
      notices: [
        recoveryNotices.passwordChanged(textIn(recoveryCatalogue, language).resetPasswordText),
      ],
    }),
  }),
  requestSignInCode: formAction({
    route: 'signIn',
    schema: (language) => inputRules[language].accountRequest,
    secret: [],
    mutation: RequestSignInCodeDocument,
    variables: ({ email }) => ({ email }),
    // The next step on the same page: the code form, its address filled in.
    succeeded: (_data, { language, fields }) => ({
      path: paths.signIn,
      notices: [recoveryNotices.codeSent(textIn(recoveryCatalogue, language).codeSignInText)],
      serve: { form: 'signInWithCode', values: { email: (fields.email ?? '').trim() } },
    }),
  }),
  signInWithCode: formAction<SignInWithCodeMutation>({
    route: 'signIn',
    schema: (language) => inputRules[language].signInWithCode,
    secret: ['code'],
    mutation: SignInWithCodeDocument,
    variables: ({ email, code }) => ({ email, code }),
    succeeded: (data, { language, url }) => ({
      path: returnPathOf(url) ?? paths.home,
      ...signInOutcome(data.signInWithCode, textIn(authCatalogue, language).signInText),
    }),
  }),
  enquiry: formAction({
    route: 'contact',
    schema: (language, now) => inputRules[language].enquiry(now),
    secret: [],
    short: true,
    kept: ['terms'],
    // As in the app: the terms box is looked at once the fields pass their rules.
    precheck: ({ fields, language }) =>
      fields.terms === 'on'
        ? null
        : enquiryNotices(textIn(contactCatalogue, language).contactContent.toasts).acceptTerms,
    mutation: SendEnquiryDocument,
    succeeded: (_data, { language }) => ({
      path: paths.contact,
      notices: [enquiryNotices(textIn(contactCatalogue, language).contactContent.toasts).sent],
    }),
  }),
  // Asks what a code takes off the course's price: the course page again, with the price.
  applyCoupon: formAction<CouponPriceQuery>({
    route: 'courseDetail',
    schema: couponRules,
    secret: [],
    fieldsOnly: true,
    mutation: CouponPriceDocument,
    variables: ({ coupon }, { url }) => ({
      courseId: matchRoute(url.pathname).params.cdid ?? '',
      code: coupon,
    }),
    succeeded: ({ couponPrice }, { url }) => ({
      path: url.pathname,
      notices: [],
      serve: { form: 'applyCoupon', values: couponServedValues(couponPrice) },
    }),
  }),
  staffSignIn: formAction<StaffSignInMutation>({
    route: 'staffSignIn',
    schema: (language) => inputRules[language].staffSignIn,
    // A code works once: never written back into a page either.
    secret: ['password', 'code'],
    mutation: StaffSignInDocument,
    succeeded: (data, { language }) => ({
      path: paths.staff,
      notices: [staffSignedInNotice(data, textIn(staffCatalogue, language).staffSignInText)],
    }),
  }),
  createCoupon: formAction<CreateCouponMutation>({
    route: 'staffCoupons',
    schema: couponFields,
    secret: [],
    kept: ['courseIds'],
    fieldsOnly: true,
    mutation: CreateCouponDocument,
    variables: (values, { lists }) => ({
      input: couponInputOf(couponDraftOf(values, lists.courseIds ?? [])),
    }),
    succeeded: ({ createCoupon }, { language }) => ({
      path: paths.staffCoupons,
      notices: saying(
        textIn(staffCatalogue, language).staffCouponsText.form.created(createCoupon.code),
      ),
    }),
  }),
  // The refunds page's own refund form: what the refund control leads to without the app.
  refundOrder: formAction<RefundOrderMutation>({
    route: 'staffRefunds',
    schema: () =>
      yup.object({
        orderId: yup.string().default(''),
        amount: yup.string().default(''),
        reason: yup.string().default(''),
      }),
    secret: [],
    fieldsOnly: true,
    precheck: ({ fields, language }) =>
      paiseOf(fields.amount ?? '') === null
        ? {
            kind: 'error',
            message: textIn(staffRefundsCatalogue, language).staffRefundsText.dialog.amountInvalid,
          }
        : null,
    mutation: RefundOrderDocument,
    variables: ({ orderId, amount, reason }) => ({
      orderId,
      amountPaise: paiseOf(amount ?? ''),
      reason,
    }),
    // Back to the order, its refund and credit note now listed.
    succeeded: ({ refundOrder }, { language, fields }) => ({
      path: withQuery(paths.staffRefunds, { order: fields.orderId ?? '' }),
      notices: saying(
        textIn(staffRefundsCatalogue, language).staffRefundsText.dialog.done(
          refundOrder.creditNoteNumber,
        ),
      ),
    }),
  }),
  // A course week's quiz from GIFT text: imported, or the page again with each problem.
  importQuizGift: formAction<ImportQuizGiftMutation>({
    route: 'staffQuizzes',
    schema: (language) => {
      const text = textIn(staffQuizzesCatalogue, language).staffQuizzesText;
      return yup.object({
        course: yup.string().default(''),
        week: yup
          .string()
          .default('')
          .test('week', text.weekInvalid, (typed) => weekOf(typed) !== null),
        gift: yup.string().default('').trim().required(text.giftEmpty),
      });
    },
    secret: [],
    mutation: ImportQuizGiftDocument,
    variables: ({ course, week, gift }) => ({ courseId: course, week: weekOf(week ?? ''), gift }),
    succeeded: ({ importQuizGift: { imported, errors } }, { language, fields }) => {
      const course = fields.course ?? '';
      const path = withQuery(paths.staffQuizzes, { course });
      if (errors.length > 0) {
        // Nothing imported: the form again as typed, with the file's problems by line.
        const values = { course, week: fields.week ?? '', gift: fields.gift ?? '' };
        const problems = JSON.stringify(errors.map(({ line, message }) => ({ line, message })));
        return {
          path,
          notices: [],
          serve: { form: 'importQuizGift', values: { ...values, problems } },
        };
      }
      const text = textIn(staffQuizzesCatalogue, language).staffQuizzesText;
      const week = weekOf(fields.week ?? '') ?? 0;
      return { path, notices: saying(text.imported(imported, week)) };
    },
  }),
  // The quiz list's New quiz: a week's quiz made, its questions then added in the editor.
  createQuiz: formAction<SaveQuizSettingsMutation>({
    route: 'staffQuizzes',
    schema: () =>
      yup.object(
        Object.fromEntries(QUIZ_FIELD_ORDER.map((name) => [name, yup.string().default('')])),
      ),
    secret: [],
    kept: ['course', 'takenWeeks'],
    fieldsOnly: true,
    fieldCheck: (posted) => {
      const checked = quizSettingsOf(posted);
      return 'problems' in checked ? checked.problems : {};
    },
    mutation: SaveQuizSettingsDocument,
    variables: (_values, posted) => {
      const checked = quizSettingsOf(posted);
      return 'problems' in checked
        ? {}
        : { courseId: posted.fields.course ?? '', week: checked.week, input: checked.input };
    },
    succeeded: ({ saveQuizSettings }, { language, fields }) => ({
      path: withQuery(paths.staffQuizzes, { course: fields.course ?? '' }),
      notices: saying(
        textIn(staffQuizzesCatalogue, language).staffQuizEditorText.quizCreated(
          saveQuizSettings.week,
        ),
      ),
    }),
  }),
  staffSignOut: formAction({
    route: 'staff',
    schema: () => yup.object({}),
    secret: [],
    mutation: StaffSignOutDocument,
    variables: () => ({}),
    succeeded: (_data, { language }) => ({
      path: paths.staffSignIn,
      notices: saying(textIn(staffCatalogue, language).staffConsoleText.signedOut),
    }),
  }),
};

export const isPostedFormId = (id: string | undefined): id is PostedFormId =>
  id !== undefined && Object.hasOwn(formActions, id);
