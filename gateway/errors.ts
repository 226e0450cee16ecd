/**
 * Every error a client can see: its code here, its message in the catalogue shared with the
 * client (common/messages/), said in the request's language. Anything else thrown inside the
 * gateway is masked by `formatError` as INTERNAL_SERVER_ERROR.
 */
import { ApolloServerValidationErrorCode } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import type { GraphQLFormattedError } from 'graphql';
import type { Language } from '../common/language.ts';
import { errors as englishErrors } from '../common/messages/en.ts';
import {
  format as formatMessage,
  type ParamValue,
  type Placeholders,
  type Translated,
} from '../common/messages/format.ts';
import { errors as hindiErrors } from '../common/messages/hi.ts';
import { formatMoment } from '../common/dates.ts';
import type { FieldErrors } from '../common/validation.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './errors/database.ts';

export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  BadUserInput: 'BAD_USER_INPUT',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  ProviderRejected: 'PROVIDER_REJECTED',
  ProviderUnavailable: 'PROVIDER_UNAVAILABLE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  /** The gateway's database is away (DATABASE_TIMEOUT_MS, gateway/db/outage.ts); retry later. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  BadRequest: 'BAD_REQUEST',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;

/** An error's message in the catalogue (common/messages/en.ts, hi.ts). */
export type ErrorKey = keyof typeof englishErrors;

const catalogues: Readonly<Record<Language, Translated<typeof englishErrors>>> = {
  en: englishErrors,
  hi: hindiErrors,
};

/**
 * The English texts, for answers outside a GraphQL request (the server's body-parser
 * refusals, the webhook) and for payload messages, which speak English.
 */
export const ErrorMessage = englishErrors;

const isErrorKey = (value: string): value is ErrorKey => Object.hasOwn(englishErrors, value);

/** A value an error's message is given: an instant is shown as the academy's clock reads. */
type ErrorParams = Readonly<Record<string, ParamValue | Date>>;

/** The values the message `key` names, each given: checked against the English text. */
const withValues = <K extends ErrorKey>(
  key: K,
  params: Record<Placeholders<(typeof englishErrors)[K]>, ParamValue | Date>,
): Said => ({ key, params });

/** What an error says, kept with it so it is said in the reader's language. */
interface Said {
  key: ErrorKey;
  params?: ErrorParams;
  /** The input field it refuses: its message is that field's too (`extensions.fields`). */
  field?: string;
  /** The legacy API's own words: what an English reader is told (DESIGN.md §4). */
  providerWords?: string;
}

function textIn(language: Language, said: Said): string {
  if (language === 'en' && said.providerWords !== undefined) return said.providerWords;
  const params = Object.fromEntries(
    Object.entries(said.params ?? {}).map(([name, value]) => [
      name,
      value instanceof Date ? formatMoment(value, language) : value,
    ]),
  );
  return formatMessage(catalogues[language][said.key], params);
}

/**
 * An error the gateway raises: its code, and its message as a key of the catalogue with its
 * values (or, from a caller outside the catalogue, words said as written). The message is
 * English here (the server's log); a client is told it in the request's language
 * (`errorIn`). Values go out in `extensions.params` unless `hideParams`.
 */
class ApiError extends GraphQLError {
  readonly said: Said | undefined;

  constructor(
    code: string,
    said: Said | string,
    extensions: Record<string, unknown> = {},
    hideParams = false,
  ) {
    const keyed = typeof said === 'string' ? undefined : said;
    const params = hideParams || !keyed?.params ? undefined : onTheWire(keyed.params);
    super(keyed ? textIn('en', keyed) : String(said), {
      extensions: { code, ...extensions, ...(params && { params }) },
    });
    this.name = 'ApiError';
    this.said = keyed;
  }
}

/** What `error`, or the error a GraphQL error wraps, says, when the gateway raised it. */
function saidBy(error: unknown): Said | undefined {
  if (error instanceof ApiError) return error.said;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof ApiError ? original.said : undefined;
}

/** Instants as ISO 8601, everything else as it is. */
function onTheWire(params: ErrorParams): Record<string, ParamValue> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** What each error `formatError` let through says, for `errorIn` to say it in a language. */
const saidByAnswer = new WeakMap<GraphQLFormattedError, Said>();

function answered(error: GraphQLFormattedError, said: Said | undefined): GraphQLFormattedError {
  if (said) saidByAnswer.set(error, said);
  return error;
}

/**
 * A client-visible error (as `formatError` gave it) in `language`: its message formatted
 * from the catalogue by its key and values. Errors the gateway did not raise (GraphQL's,
 * Apollo's, field messages already checked in the language) stay as they are.
 */
export function errorIn(error: GraphQLFormattedError, language: Language): GraphQLFormattedError {
  const said = saidByAnswer.get(error);
  if (!said) return error;
  const message = textIn(language, said);
  if (said.field === undefined) return { ...error, message };
  return {
    ...error,
    message,
    extensions: { ...error.extensions, fields: { [said.field]: message } },
  };
}

export { HttpMessage, answerWithLine } from './errors/http-message.ts';

export const unauthenticated = (): GraphQLError =>
  new ApiError(ErrorCode.Unauthenticated, { key: 'unauthenticated' });

/**
 * A validation failure: the first field message, and every field's message in `fields`
 * (checked in the request's language already).
 */
export function badUserInput(fields: FieldErrors): GraphQLError {
  const first = Object.values(fields)[0];
  if (first === undefined) {
    return new ApiError(ErrorCode.BadUserInput, { key: 'invalidInput' }, { fields });
  }
  return new GraphQLError(first, { extensions: { code: ErrorCode.BadUserInput, fields } });
}

/** One input field refused by the gateway's own check (a payment not verified, say). */
export function refusedField(field: string, key: ErrorKey): GraphQLError {
  const said = { key, field };
  return new ApiError(ErrorCode.BadUserInput, said, { fields: { [field]: textIn('en', said) } });
}

/** The caller is signed in but may not do this; the message says why, for the student. */
export function forbidden(key: ErrorKey): GraphQLError {
  return new ApiError(ErrorCode.Forbidden, { key });
}

/** As forbidden, with the values the message names (a week, a date, a count). */
export function forbiddenWith<K extends ErrorKey>(
  key: K,
  params: Parameters<typeof withValues<K>>[1],
): GraphQLError {
  return new ApiError(ErrorCode.Forbidden, withValues(key, params));
}

/**
 * saveProgress for a lesson whose week has not opened; `opensAtMs` is when it does. Both
 * are in `extensions.params`, and in `extensions.lessonLocked` as clients first read them.
 */
export function lessonLocked(week: number, opensAtMs: number): GraphQLError {
  const opensAt = new Date(opensAtMs);
  return new ApiError(ErrorCode.Forbidden, withValues('lessonLocked', { week, opensAt }), {
    lessonLocked: { week, opensAt: opensAt.toISOString() },
  });
}

/** staffSignIn with an e-mail, password or code that is not right (which, it does not say). */
export const staffSignInRefused = (): GraphQLError =>
  new ApiError(ErrorCode.BadUserInput, { key: 'staffSignInRefused' });

/** A staff field asked for with a staff session that is over: sign in again. */
export const staffSessionEnded = (): GraphQLError =>
  new ApiError(ErrorCode.Unauthenticated, { key: 'staffSessionEnded' });

/** A sign-in to an account deleted at its owner's request (data-rights/deleted-accounts.ts). */
export const accountDeleted = (): GraphQLError =>
  new ApiError(ErrorCode.Forbidden, { key: 'accountDeleted' });

export function notFound(key: ErrorKey): GraphQLError {
  return new ApiError(ErrorCode.NotFound, { key });
}

/**
 * The provider answered with a non-"200" status. `words` is its message (null when it is
 * not fit for people); `meaning` the catalogue's key for a refusal known by its endpoint and
 * status (gateway/upstream/legacy-api/refusals.ts). An English reader is told the provider's
 * words; other languages the meaning; a refusal of no known meaning stays in its words.
 */
export function providerRejected(
  providerStatus: string,
  words: string | null,
  meaning?: ErrorKey,
): GraphQLError {
  const extensions = { providerStatus };
  if (meaning) {
    const said = words === null ? { key: meaning } : { key: meaning, providerWords: words };
    return new ApiError(ErrorCode.ProviderRejected, said, extensions);
  }
  if (words === null) {
    return new ApiError(
      ErrorCode.ProviderRejected,
      { key: 'providerRejectedFallback' },
      extensions,
    );
  }
  return new GraphQLError(words, {
    extensions: { code: ErrorCode.ProviderRejected, ...extensions },
  });
}

/**
 * The provider (or the payment API) could not be used: refused, slow, HTTP error, HTML,
 * malformed JSON or an answer of the wrong shape. The cause stays in the server's log.
 * `message` is a key of the catalogue; anything else is said as it is written.
 */
export class UpstreamUnavailableError extends ApiError {
  constructor(
    readonly detail: string,
    message: string = 'providerUnavailable',
  ) {
    super(ErrorCode.ProviderUnavailable, isErrorKey(message) ? { key: message } : message);
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
export const accountsUnavailable = (): GraphQLError =>
  new ApiError(ErrorCode.ProviderUnavailable, { key: 'accountsUnavailable' });

/**
 * A new device's sign-in while the account is held after many failures from elsewhere: how
 * long the hold lasts, and that a code by e-mail signs in now (`signInCode: true`, which
 * clients show as that choice).
 */
export function accountHeld(retryAfterSeconds: number): GraphQLError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(ErrorCode.TooManyRequests, withValues('accountHeld', { minutes }), {
    retryAfterSeconds,
    signInCode: true,
  });
}

export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  return new ApiError(ErrorCode.TooManyRequests, { key: 'tooManyRequests' }, { retryAfterSeconds });
}

/**
 * A document holding more than one mutation field (`count` of them), refused before any
 * runs: 400 (graphql/one-mutation.ts says why).
 */
export function oneMutationPerRequest(count: number): GraphQLError {
  return new ApiError(
    ErrorCode.BadRequest,
    withValues('oneMutationPerRequest', { count }),
    { http: { status: 400 } },
    true,
  );
}

/** Whether `error` is the provider refusing the request (PROVIDER_REJECTED). */
export function isProviderRejection(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === ErrorCode.ProviderRejected;
}

/**
 * Whether a download failed because what it is made from did not answer: the legacy API or
 * the shared store away, or the legacy API refusing the read. Answered 503: try again later.
 */
export function isSourceAway(error: unknown): boolean {
  return (
    error instanceof UpstreamUnavailableError ||
    error instanceof StoreUnavailableError ||
    isProviderRejection(error)
  );
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
 * anything unexpected becomes 'Something went wrong!'. Messages are English here; the
 * language plugin (gateway/graphql/language.ts) says the gateway's own in the request's.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  hooks: FormatErrorHooks,
  error: unknown,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  // Apollo's own refusal names Apollo Server and how to configure it.
  if (formatted.extensions?.validationErrorCode === INTROSPECTION_DISABLED) {
    return answered(
      {
        message: ErrorMessage.introspectionDisabled,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
      { key: 'introspectionDisabled' },
    );
  }
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
    const {
      stacktrace: _stacktrace,
      exception: _exception,
      ...extensions
    } = formatted.extensions ?? {};
    return answered({ ...formatted, extensions }, saidBy(error));
  }
  // Said here, not in each resolver: any query to the database may find it away.
  if (isDatabaseUnavailable(error)) {
    return answered(
      {
        message: ErrorMessage.serviceUnavailable,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: ErrorCode.ServiceUnavailable,
          retryAfterSeconds: DATABASE_RETRY_AFTER_S,
        },
      },
      { key: 'serviceUnavailable' },
    );
  }
  if (causedBy(error, StoreUnavailableError)) {
    return answered(
      {
        message: ErrorMessage.accountsUnavailable,
        extensions: { code: ErrorCode.ProviderUnavailable },
      },
      { key: 'accountsUnavailable' },
    );
  }
  const status = clientMistakeStatus(error);
  if (status !== null) {
    hooks.onClientMistake(formatted.message, status);
    return { message: formatted.message, extensions: { code: ErrorCode.BadRequest } };
  }
  hooks.onUnexpected(error);
  return answered(
    {
      message: ErrorMessage.internal,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ErrorCode.Internal },
    },
    { key: 'internal' },
  );
}

/** Whether `error`, or the error a GraphQL error wraps, is a `kind`. */
function causedBy(error: unknown, kind: new (...args: never[]) => Error): boolean {
  if (error instanceof kind) return true;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof kind;
}

/** refundOrder for more than is left of the order's payment: what is left, as rupees. */
export function refundTooMuch(leftText: string): GraphQLError {
  const said: Said = { ...withValues('refundTooMuch', { left: leftText }), field: 'amountPaise' };
  return new ApiError(ErrorCode.BadUserInput, said, {
    fields: { amountPaise: textIn('en', said) },
  });
}

/** Another refund of the same order is under way: the caller may try again shortly. */
export const refundBusy = (): GraphQLError =>
  new ApiError(ErrorCode.ServiceUnavailable, { key: 'refundBusy' }, { retryAfterSeconds: 5 });
