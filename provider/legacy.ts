/**
 * The legacy API's answer envelope: always HTTP 200 with JSON
 * `{status, message, data}`, where `status` is a string and anything but "200" is a
 * failure whose message is shown to the user.
 */

type FailureStatus = '400' | '401' | '404' | '409' | '500';

export interface LegacyAnswer {
  status: '200' | FailureStatus;
  message: string;
  data: unknown;
}

/** Thrown anywhere below a route to answer with a failure status and message. */
export class LegacyFailure extends Error {
  override name = 'LegacyFailure';
  constructor(
    readonly status: FailureStatus,
    message: string,
  ) {
    super(message);
  }
}

export function success(message: string, data: unknown = null): LegacyAnswer {
  return { status: '200', message, data };
}

export function failure(status: FailureStatus, message: string): LegacyAnswer {
  return { status, message, data: null };
}

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again later.';

export const badRequest = (message: string) => new LegacyFailure('400', message);
export const notFound = (message: string) => new LegacyFailure('404', message);
