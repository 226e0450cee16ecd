/**
 * What the page, the app and the gateway agree on for forms posted without the app. Every
 * form of the site is also a `<form method="post">` to its own page, so it works before the
 * app's scripts have arrived, or when they never do: the gateway checks it, runs the same
 * mutation the app would (client/src/app/form-actions.ts) and answers with the next page or
 * the same page with the messages in place.
 */

/** The forms that post without the app; each has its action in app/form-actions.ts. */
export type PostedFormId =
  | 'signIn'
  | 'signUp'
  | 'enquiry'
  | 'forgotPassword'
  | 'resetPassword'
  | 'requestSignInCode'
  | 'signInWithCode'
  | 'staffSignIn'
  | 'applyCoupon'
  | 'createCoupon'
  | 'refundOrder'
  | 'importQuizGift'
  | 'createQuiz'
  | 'quizSettings'
  | 'saveQuizQuestion'
  | 'moveQuizQuestion'
  | 'deleteQuizQuestion'
  | 'staffSignOut';

export const FORM_ID_FIELD = '_form';
export const FORM_TOKEN_FIELD = '_token';
/**
 * What a button sends that changes its form rather than sending it (the question form's Add
 * answer): the gateway serves the form again as it then stands (ssr/submit-form.ts).
 */
export const STEP_FIELD = '_step';
/** The cookie holding the visitor's form token (readable by the page, which echoes it). */
export const FORM_TOKEN_COOKIE = 'academy_form';
/**
 * What a rendered page holds where the form token goes: a page is rendered once for every
 * visitor, and the gateway writes each visitor's own token there as it serves it.
 */
export const FORM_TOKEN_SLOT = 'academy-form-token';

/** The element in which a page answering a refused form carries that form's state. */
export const SERVED_FORM_ELEMENT_ID = 'academy-served-form';
/** The element in which a page carries who has just signed in without the app. */
export const SIGNED_IN_ELEMENT_ID = 'academy-signed-in';

/** A form as the gateway answered it: what was typed (passwords never) and each field's message. */
export interface ServedForm {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A message shown the way the app shows a toast, on a page the gateway served. */
export interface Notice {
  kind: 'success' | 'error' | 'warning' | 'info';
  message: string;
  /** Closes after 2 s instead of 5 s (SPEC.md §8: the course and enquiry flows). */
  short?: boolean;
}

/** The login record of a student who signed in through a served form, for the app to keep. */
export interface SignedIn {
  c_id: string;
  name: string;
}

/** Reads (and removes) the refused form's state a served page carries. */
export function readServedForm(): ServedForm | null {
  const element = document.getElementById(SERVED_FORM_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServedForm;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

/** Reads the login record a served page carries after a sign-in the app did not see. */
export function readSignedIn(): SignedIn | null {
  const element = document.getElementById(SIGNED_IN_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as Partial<SignedIn>;
    return typeof value.c_id === 'string' && typeof value.name === 'string'
      ? { c_id: value.c_id, name: value.name }
      : null;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}

/** A cookie's value from `document.cookie`. */
function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The visitor's form token: on a server, the slot the gateway fills for each visitor; in
 * the browser, the same token from its cookie, so hydration finds what it renders.
 */
export function formToken(): string {
  if (typeof document === 'undefined') return FORM_TOKEN_SLOT;
  return cookieValue(document.cookie, FORM_TOKEN_COOKIE) ?? '';
}
