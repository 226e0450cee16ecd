/** Errors in the shape Razorpay's APIs answer them. */

interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR';
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
}

export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    readonly httpStatus: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

export function authenticationFailed(): RazorpayError {
  return new RazorpayError(401, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

export function invalidInput(description: string, field?: string): RazorpayError {
  return new RazorpayError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field === undefined ? {} : { field }),
    },
  });
}

export function badRequest(description: string): RazorpayError {
  return new RazorpayError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

export function serverError(): RazorpayError {
  return new RazorpayError(500, {
    error: {
      code: 'SERVER_ERROR',
      description: 'The server encountered an error. The incident has been reported to admins.',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}
