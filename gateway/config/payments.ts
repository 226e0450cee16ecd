/**
 * The payment settings and production's refusals: in production each must be set (no
 * default applies), and not to the repository's test value (anyone may sign a payment with a
 * published secret). Their order is the order the refusals are listed in.
 */
import * as yup from 'yup';
import {
  doc,
  envText,
  inProduction,
  longInProduction,
  variedSecret,
  text,
  variableName,
} from '../../common/config-schema.ts';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
  DEFAULT_RAZORPAY_WEBHOOK_SECRET,
} from '../../common/test-payment-keys.ts';
import { url } from './kinds.ts';
import { providerOrigin, standInOrigin } from './provider.ts';

/** Where the stand-in serves Razorpay's API and checkout script (Razorpay's own differ). */
const STAND_IN_PATHS = { api: '/razorpay/v1/', checkoutScript: '/checkout.js' } as const;

function servedByStandIn(value: string, standInPath: string): boolean {
  try {
    const { pathname } = new URL(value);
    return pathname === standInPath || pathname === standInPath.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function noDefaultInProduction([production]: unknown[], schema: yup.AnySchema) {
  return production === true ? schema.default(undefined) : schema;
}

function realInProduction(isTestValue: (value: string) => boolean): yup.TestConfig {
  return {
    name: 'real-in-production',
    test(value) {
      if (!inProduction(this)) return true;
      if (typeof value !== 'string') {
        return this.createError({
          message: (params: { label?: string; path: string }) =>
            `${variableName(params)} is required when NODE_ENV=production`,
        });
      }
      if (isTestValue(value)) {
        return this.createError({
          message: (params: { label?: string; path: string }) =>
            `${variableName(params)} holds the repository's test value; set a real one for production`,
        });
      }
      return true;
    },
  };
}

/** The stand-in's address for `standInPath` while PROVIDER_URL is unset, else beside PROVIDER_URL. */
function servedBeside(schema: yup.StringSchema<string | undefined>, standInPath: string) {
  return schema
    .default(`${standInOrigin()}${standInPath}`)
    .when('providerUrl', ([providerUrl], defaulted) =>
      defaulted.default(`${providerOrigin(providerUrl)}${standInPath}`),
    )
    .when('production', noDefaultInProduction)
    .test(realInProduction((value) => servedByStandIn(value, standInPath)));
}

export const paymentSettings = {
  razorpayKeyId: text()
    .label('RAZORPAY_KEY_ID')
    .default(DEFAULT_RAZORPAY_KEY_ID)
    .when('production', noDefaultInProduction)
    .test(realInProduction((value) => value === DEFAULT_RAZORPAY_KEY_ID))
    .meta(
      doc(
        'the gateway creates orders and verifies signatures with it and RAZORPAY_KEY_SECRET; `npm start` hands the same pair to the stand-in',
        'a fixed test key',
      ),
    ),
  // Set but empty turns the secret off (no orders created, no signatures checked).
  razorpayKeySecret: yup
    .string()
    .label('RAZORPAY_KEY_SECRET')
    .nullable()
    .transform((_value: unknown, original: unknown) => envText(original) ?? null)
    .default(DEFAULT_RAZORPAY_KEY_SECRET)
    .when('production', noDefaultInProduction)
    .test(realInProduction((value) => value === DEFAULT_RAZORPAY_KEY_SECRET))
    .test(longInProduction)
    .test(variedSecret)
    .meta(
      doc(
        "the secret of RAZORPAY_KEY_ID; set but empty, no orders are created and no signatures checked (never in production). In production at least 24 characters (Razorpay's are)",
        'a fixed test secret',
      ),
    ),
  razorpayWebhookSecret: text()
    .label('RAZORPAY_WEBHOOK_SECRET')
    .default(DEFAULT_RAZORPAY_WEBHOOK_SECRET)
    .when('production', noDefaultInProduction)
    .test(realInProduction((value) => value === DEFAULT_RAZORPAY_WEBHOOK_SECRET))
    .test(longInProduction)
    .test(variedSecret)
    .meta(
      doc(
        "verifies `POST /webhooks/razorpay` (the secret set on Razorpay's webhook); `npm start` hands the same value to the stand-in, which signs its webhooks with it. In production at least 24 characters",
        'a fixed test value',
      ),
    ),
  razorpayApiUrl: servedBeside(url('add').label('RAZORPAY_API_URL'), STAND_IN_PATHS.api).meta(
    doc('https://api.razorpay.com/v1/ in production', "stand-in's `/razorpay/v1/`"),
  ),
  checkoutScriptUrl: servedBeside(
    url('keep').label('CHECKOUT_SCRIPT_URL'),
    STAND_IN_PATHS.checkoutScript,
  ).meta(
    doc('https://checkout.razorpay.com/v1/checkout.js in production', "stand-in's `/checkout.js`"),
  ),
};
