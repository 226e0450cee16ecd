/**
 * Every error a client can see, with its code and message in one place. Anything else
 * thrown inside the gateway is masked by `formatError` as INTERNAL_SERVER_ERROR.
 */
import { ApolloServerValidationErrorCode } from '@apollo/server/errors';
import type { Response } from 'express';
import { format } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { GraphQLError } from 'graphql';
import type { GraphQLFormattedError } from 'graphql';
import type { Language } from '../common/language.ts';
import { ACADEMY_TIME_ZONE, inZone } from '../common/time-zone.ts';
import type { FieldErrors } from '../common/validation.ts';

export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  BadUserInput: 'BAD_USER_INPUT',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  ProviderRejected: 'PROVIDER_REJECTED',
  ProviderUnavailable: 'PROVIDER_UNAVAILABLE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  BadRequest: 'BAD_REQUEST',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;

export const ErrorMessage = {
  unauthenticated: 'Please sign in to continue.',
  providerUnavailable: 'The course service is unavailable right now. Please try again shortly.',
  paymentUnavailable: 'The payment service is unavailable right now. Please try again shortly.',
  providerRejectedFallback: 'The request could not be completed.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  courseNotFound: 'This course is not available.',
  paymentNotVerified: 'The payment could not be verified.',
  /** The payment API has the payment authorized but not yet captured: asked again shortly. */
  paymentNotCaptured: 'Your payment is still being confirmed. Please wait a moment.',
  notBuyable: 'This course cannot be bought online right now.',
  alreadyOwned: 'You already own this course. Open it from My Courses.',
  internal: 'Something went wrong!',
  /** The shared state store is away: sessions cannot be checked, started or ended everywhere. */
  accountsUnavailable:
    'Signing in and your account are unavailable right now. Please try again shortly.',
  invalidInput: 'Invalid input.',
  paymentAlreadyRecorded: 'This payment has already been recorded.',
  requestTooLarge: 'The request is too large.',
  unreadableRequest: 'The request could not be read.',
  /** saveProgress for a lesson outside every course the student bought (or an unknown one). */
  lessonNotOwned:
    'Progress can be saved only for lessons of a course you have bought. Open the lesson from My Courses.',
  /** Introspection turned off (production): says so without naming the server's software. */
  introspectionDisabled: 'Introspection is not available.',
} as const;

/**
 * The messages above as a student reading Hindi gets them (the API answers in Hindi when a
 * request's Accept-Language prefers it: gateway/graphql/language.ts). Same keys, checked.
 */
const ErrorMessageHindi: Readonly<Record<keyof typeof ErrorMessage, string>> = {
  unauthenticated: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  providerUnavailable: 'कोर्स सर्विस अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  paymentUnavailable: 'पेमेंट सर्विस अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  providerRejectedFallback: 'यह रिक्वेस्ट पूरी नहीं हो सकी।',
  tooManyRequests: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  courseNotFound: 'यह कोर्स उपलब्ध नहीं है।',
  paymentNotVerified: 'पेमेंट की पुष्टि नहीं हो सकी।',
  paymentNotCaptured: 'आपके पेमेंट की पुष्टि अभी हो रही है। कृपया थोड़ा इंतज़ार करें।',
  notBuyable: 'यह कोर्स अभी ऑनलाइन नहीं खरीदा जा सकता।',
  alreadyOwned: 'यह कोर्स आपके पास पहले से है। इसे My Courses से खोलें।',
  internal: 'कुछ गड़बड़ हो गई!',
  accountsUnavailable: 'साइन इन और आपका अकाउंट अभी उपलब्ध नहीं हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  invalidInput: 'डाली गई जानकारी सही नहीं है।',
  paymentAlreadyRecorded: 'यह पेमेंट पहले ही दर्ज हो चुका है।',
  requestTooLarge: 'रिक्वेस्ट बहुत बड़ी है।',
  unreadableRequest: 'रिक्वेस्ट पढ़ी नहीं जा सकी।',
  lessonNotOwned:
    'प्रोग्रेस सिर्फ़ उन्हीं लेसन की सेव हो सकती है जिनका कोर्स आपने खरीदा है। लेसन My Courses से खोलें।',
  introspectionDisabled: 'Introspection उपलब्ध नहीं है।',
};

const hindiByEnglish = new Map<string, string>(
  (Object.keys(ErrorMessage) as (keyof typeof ErrorMessage)[]).map((key) => [
    ErrorMessage[key],
    ErrorMessageHindi[key],
  ]),
);

/**
 * The legacy provider's refusals a person may meet (its messages in tests/contract/
 * recordings), in Hindi. The provider speaks English only; a message not listed here (a new
 * one) reaches a Hindi page as the provider wrote it.
 */
const providerMessageHindi: ReadonlyMap<string, string> = new Map([
  ['Invalid email or password.', 'ईमेल या पासवर्ड सही नहीं है।'],
  ['An account with this email already exists.', 'इस ईमेल से पहले से एक अकाउंट बना हुआ है।'],
  ['Old password is incorrect.', 'पुराना पासवर्ड सही नहीं है।'],
  ['Customer not found.', 'यह अकाउंट नहीं मिला।'],
  ['Course not found.', 'यह कोर्स नहीं मिला।'],
  ['This payment has already been recorded.', 'यह पेमेंट पहले ही दर्ज हो चुका है।'],
  [
    'This payment id is already recorded for another order.',
    'यह पेमेंट ID किसी दूसरे ऑर्डर के लिए दर्ज हो चुकी है।',
  ],
  [
    'Something went wrong. Please try again later.',
    'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  ],
]);

/**
 * A client-visible error in `language`: the gateway's own messages are translated, and the
 * provider's known refusals (field messages already come in the asker's language).
 */
export function errorIn(error: GraphQLFormattedError, language: Language): GraphQLFormattedError {
  if (language === 'en') return error;
  const message =
    lessonLockedIn(error, language) ??
    hindiByEnglish.get(error.message) ??
    (error.extensions?.code === ErrorCode.ProviderRejected
      ? providerMessageHindi.get(error.message)
      : undefined);
  return message ? { ...error, message } : error;
}

/**
 * What the routes beside GraphQL answer when they refuse: class files, pages, preview
 * images, metrics, the Razorpay webhook and unknown paths. Sent as plain text (a line) or,
 * for the webhook, as `{ error }`.
 */
export const HttpMessage = {
  notFound: 'Not found',
  classFileRefused:
    'This link is not valid or has expired. Open the lesson again from your classes.',
  classFileMissing: 'This file could not be found.',
  classFileUnavailable: 'The file is unavailable right now. Please try again shortly.',
  siteNotBuilt: 'The site has not been built yet. Run `npm run build`, then reload this page.',
  previewUnavailable: 'The preview image is not available right now.',
  metricsTokenRequired: 'A metrics token is required.',
  webhookBadSignature: 'The signature is missing or does not match.',
  webhookNotAnEvent: 'The body is not a Razorpay event.',
  malformedPath: 'The address is not valid.',
  calendarUnavailable: 'The calendar is unavailable right now. Please try again shortly.',
  calendarTooOften: 'This calendar is being fetched too often. Please try again later.',
  paperUnavailable: 'This receipt is unavailable right now. Please try again shortly.',
} as const;

/**
 * Answers a request beside GraphQL with one of the lines above, as plain text that no cache
 * keeps (class files, streams, papers, calendar feeds).
 */
export function answerWithLine(res: Response, status: number, message: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store').type('text/plain').send(`${message}\n`);
}

export function unauthenticated(): GraphQLError {
  return new GraphQLError(ErrorMessage.unauthenticated, {
    extensions: { code: ErrorCode.Unauthenticated },
  });
}

/** A validation failure: the first field message, and every field's message in `fields`. */
export function badUserInput(fields: FieldErrors): GraphQLError {
  const first = Object.values(fields)[0] ?? ErrorMessage.invalidInput;
  return new GraphQLError(first, { extensions: { code: ErrorCode.BadUserInput, fields } });
}

/** The caller is signed in but may not do this; the message says why, for the student. */
export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.Forbidden } });
}

/** The academy's clock as people read it, in a language: "Sat 28 Nov 2026, 10:42 am IST". */
const forPeopleIn = (instantMs: number, language: Language) =>
  format(inZone(instantMs, ACADEMY_TIME_ZONE), "EEE d MMM yyyy, h:mm aaa 'IST'", {
    locale: language === 'hi' ? hi : undefined,
  });

const lessonLockedText: Record<Language, (week: number, opensAt: string) => string> = {
  en: (week, opensAt) =>
    `This lesson is still locked: week ${week} opens ${opensAt}. Progress can be saved once it is open.`,
  hi: (week, opensAt) =>
    `यह लेसन अभी लॉक है: सप्ताह ${week} ${opensAt} को खुलेगा। खुलने के बाद ही प्रोग्रेस सेव हो सकती है।`,
};

/**
 * saveProgress for a lesson whose week has not opened; `opensAtMs` is when it does. The
 * answer carries both (extensions.lessonLocked), so its message can be given in any language.
 */
export function lessonLocked(week: number, opensAtMs: number): GraphQLError {
  return new GraphQLError(lessonLockedText.en(week, forPeopleIn(opensAtMs, 'en')), {
    extensions: {
      code: ErrorCode.Forbidden,
      lessonLocked: { week, opensAt: new Date(opensAtMs).toISOString() },
    },
  });
}

/** A lesson-locked refusal's message in `language`, from what it carries. */
function lessonLockedIn(error: GraphQLFormattedError, language: Language): string | undefined {
  const locked = error.extensions?.lessonLocked as
    { week?: unknown; opensAt?: unknown } | undefined;
  if (typeof locked?.week !== 'number' || typeof locked.opensAt !== 'string') return undefined;
  return lessonLockedText[language](locked.week, forPeopleIn(Date.parse(locked.opensAt), language));
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NotFound } });
}

/** The provider answered with a non-"200" status: its message is meant for the user. */
export function providerRejected(providerStatus: string, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.ProviderRejected, providerStatus },
  });
}

/**
 * The provider (or the payment API) could not be used: refused, slow, HTTP error, HTML,
 * malformed JSON or an answer of the wrong shape. The cause stays in the server's log.
 */
export class UpstreamUnavailableError extends GraphQLError {
  constructor(
    readonly detail: string,
    message: string = ErrorMessage.providerUnavailable,
  ) {
    super(message, { extensions: { code: ErrorCode.ProviderUnavailable } });
    this.name = 'UpstreamUnavailableError';
  }
}

/**
 * The shared store could not be used (down, slow or refusing). Callers apply the policy
 * written in README ("While Redis is away"); it never reaches a client as it is.
 */
export class StoreUnavailableError extends Error {
  constructor(
    /** Which backend (gateway/store/store.ts): the embedded SQLite file or Redis. */
    readonly store: 'embedded' | 'redis',
    cause: unknown,
  ) {
    super(
      `the ${store} store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'StoreUnavailableError';
  }
}

/**
 * A signed-in operation while the gateway's shared store is away (README: "While Redis is
 * away"): PROVIDER_UNAVAILABLE, so clients retry rather than sign the student out.
 */
export function accountsUnavailable(): GraphQLError {
  return new GraphQLError(ErrorMessage.accountsUnavailable, {
    extensions: { code: ErrorCode.ProviderUnavailable },
  });
}

export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(ErrorMessage.tooManyRequests, {
    extensions: { code: ErrorCode.TooManyRequests, retryAfterSeconds },
  });
}

/**
 * A document holding more than one rate-limited mutation (`limited`: their field names),
 * refused before any of them runs: 400.
 */
export function oneLimitedMutationPerRequest(limited: readonly string[]): GraphQLError {
  return new GraphQLError(
    `Send at most one of these mutations per request: ${limited.join(', ')}. Nothing was run.`,
    { extensions: { code: ErrorCode.BadRequest, http: { status: 400 } } },
  );
}

/** Whether `error` is the provider refusing the request (PROVIDER_REJECTED). */
export function isProviderRejection(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === ErrorCode.ProviderRejected;
}

const INTROSPECTION_DISABLED: string = ApolloServerValidationErrorCode.INTROSPECTION_DISABLED;

/** Codes whose message and extensions a client may see as they are. */
const PUBLIC_CODES = new Set<string>([
  ...Object.values(ErrorCode).filter((code) => code !== ErrorCode.Internal),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The 4xx status Apollo attached to an error it raised about the request itself (without
 * a code of its own, so Apollo would call it INTERNAL_SERVER_ERROR), if any.
 */
function clientMistakeStatus(error: unknown): number | null {
  // By shape, not instanceof: Apollo may hold another copy of the graphql package.
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return null;
  const extensions = error.extensions as { code?: unknown; http?: { status?: unknown } } | null;
  if (!extensions || extensions.code !== undefined) return null;
  const status = extensions.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

interface FormatErrorHooks {
  /** A fault of ours: logged with its stack. */
  onUnexpected: (error: unknown) => void;
  /** A malformed request Apollo refused (a bad persisted query, say): worth a warning only. */
  onClientMistake: (message: string, status: number) => void;
}

/**
 * Apollo's formatError: known errors pass (without anything but code and our own
 * extensions); a request Apollo refused as malformed keeps its message as BAD_REQUEST;
 * anything unexpected becomes 'Something went wrong!'.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  hooks: FormatErrorHooks,
  error: unknown,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  // Apollo's own refusal names Apollo Server and how to configure it.
  if (formatted.extensions?.validationErrorCode === INTROSPECTION_DISABLED) {
    return {
      message: ErrorMessage.introspectionDisabled,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
  }
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
    const {
      stacktrace: _stacktrace,
      exception: _exception,
      ...extensions
    } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  if (causedBy(error, StoreUnavailableError)) {
    return {
      message: ErrorMessage.accountsUnavailable,
      extensions: { code: ErrorCode.ProviderUnavailable },
    };
  }
  const status = clientMistakeStatus(error);
  if (status !== null) {
    hooks.onClientMistake(formatted.message, status);
    return { message: formatted.message, extensions: { code: ErrorCode.BadRequest } };
  }
  hooks.onUnexpected(error);
  return {
    message: ErrorMessage.internal,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.Internal },
  };
}

/** Whether `error`, or the error a GraphQL error wraps, is a `kind`. */
function causedBy(error: unknown, kind: new (...args: never[]) => Error): boolean {
  if (error instanceof kind) return true;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof kind;
}
