/**
 * What the legacy API means by a failure status, per endpoint (DESIGN.md §3 and the
 * stand-in's routes): the catalogue's key for each refusal a student may meet, so it can be
 * said in any language. Its words are never read for this; a status not listed here keeps
 * the provider's words in every language.
 */
import type { ErrorKey } from '../../errors.ts';

const REFUSALS: Readonly<Record<string, Readonly<Record<string, ErrorKey>>>> = {
  'customer/register': { '409': 'accountExists' },
  'customer/login': { '401': 'wrongSignIn' },
  'customer/get_customer': { '404': 'accountNotFound' },
  'customer/profile_update': { '404': 'accountNotFound', '409': 'accountExists' },
  'customer/change_pass': { '400': 'wrongOldPassword', '404': 'accountNotFound' },
  'course/details_list': { '404': 'courseMissing' },
  'order/customer_order_list': { '404': 'accountNotFound' },
  // Its 404 may be the account or the course, so it keeps the provider's words.
  'order/save_payment': { '409': 'paymentIdTaken' },
};

/** The meaning of `status` from the endpoint at `path`, if known; a 500 is the same everywhere. */
export function refusalMeaning(path: string, status: string): ErrorKey | undefined {
  return REFUSALS[path]?.[status] ?? (status === '500' ? 'providerRejectedFallback' : undefined);
}
