/** /razorpay/v1/: the parts of Razorpay's API the academy uses, answering in its shapes. */
import { Router } from 'express';
import type { ErrorRequestHandler } from 'express';
import type { ProviderDeps } from '../deps.ts';
import { badRequest, invalidInput, RazorpayError, serverError } from './errors.ts';
import { ordersApi } from './orders-api.ts';
import { paymentsApi } from './payments-api.ts';
import { testCheckoutApi } from './test-checkout-api.ts';
import { testWebhooksApi } from './test-webhooks-api.ts';

function isBodyParserError(error: unknown): error is Error & { type: string } {
  return error instanceof Error && 'type' in error && typeof error.type === 'string';
}

function asRazorpayError(error: unknown): RazorpayError | undefined {
  if (error instanceof RazorpayError) return error;
  if (!isBodyParserError(error)) return undefined;
  return invalidInput(
    error.type === 'entity.too.large'
      ? 'The request body is too large.'
      : 'The request body must be valid JSON.',
  );
}

function razorpayErrors(deps: ProviderDeps): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const known = asRazorpayError(error);
    if (!known) deps.logger.error({ err: error }, 'payment stand-in request failed');
    const answer = known ?? serverError();
    res.status(answer.httpStatus).json(answer.body);
  };
}

export function razorpayApi(deps: ProviderDeps): Router {
  const router = Router();
  router.use('/test-checkout', testCheckoutApi(deps));
  router.use('/test-webhooks', testWebhooksApi(deps));
  router.use(ordersApi(deps));
  router.use(paymentsApi(deps));
  router.use((_req, res) => {
    const answer = badRequest('The requested URL was not found on the server.');
    res.status(404).json(answer.body);
  });
  router.use(razorpayErrors(deps));
  return router;
}
