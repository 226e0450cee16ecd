/**
 * What each form that posts without the app does on the server: its page, its rules, the
 * mutation the app would send, and what success says and where it leads. The gateway runs
 * them through the page renderer (ssr/submit-form.ts), so a form sent before the app has
 * started, or without it, meets the same rules, messages and mutations as in the app.
 */
import * as yup from 'yup';
import { isCouponCode } from '@common/coupon-code.ts';
import { errors as englishErrors } from '@common/messages/en.ts';
import { errors as hindiErrors } from '@common/messages/hi.ts';
import { inputRules } from '@common/validation.ts';
import { paths } from '@/config/paths.ts';
import { matchRoute } from '@/config/routes.ts';
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
  RefundOrderDocument,
  StaffSignInDocument,
  StaffSignOutDocument,
  type CreateCouponMutation,
  type RefundOrderMutation,
  type StaffSignInMutation,
} from '@/gql/staff.ts';
import type { PostedFormId } from '@/lib/form-post.ts';
import { textIn } from '@/lib/i18n/catalogue.ts';
import { unlocalizedPath, type Language } from '@/lib/i18n/language.ts';
import { isSitePath } from '@/lib/session.ts';
import { formAction, saying, withQuery, type FormAction } from './form-action.ts';
import { quizFormActions } from './quiz-form-actions.ts';

export type { FormAction } from './form-action.ts';

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
  ...quizFormActions,
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
