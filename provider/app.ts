/**
 * The stand-in as an Express app: the legacy API under /api/v1/, its uploads, the
 * payment stand-in (/checkout.js, /razorpay/v1/) and the inbox of its SMTP server (/mail). Built from its dependencies so tests
 * can run it in-process with their own database and clock.
 */
import express, { Router } from 'express';
import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import helmet from 'helmet';
import type { ProviderConfig } from './config.ts';
import type { Db } from './db.ts';
import type { ProviderDeps } from './deps.ts';
import { failure, GENERIC_FAILURE_MESSAGE, LegacyFailure } from './legacy.ts';
import { silentLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { serveCheckoutScript } from './payment/checkout-script.ts';
import { razorpayApi } from './payment/razorpay-api.ts';
import { WebhookSender } from './payment/webhooks.ts';
import { MailStore } from './mail/store.ts';
import { mailRoutes } from './mail/routes.ts';
import { courseRoutes } from './routes/course.ts';
import { customerRoutes } from './routes/customer.ts';
import { orderRoutes } from './routes/order.ts';
import { uploadsRouter } from './uploads.ts';

interface ProviderAppOptions {
  db: Db;
  config: ProviderConfig;
  now?: () => Date;
  logger?: Logger;
  /** Default: one built from the configuration. */
  webhooks?: WebhookSender;
}

const NOT_FOUND_MESSAGE = 'The requested resource was not found.';

const notFoundAnswer: RequestHandler = (_req, res) => {
  res.status(404).json(failure('404', NOT_FOUND_MESSAGE));
};

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Failures answer like the legacy API; anything unexpected is logged and answered "500". */
function legacyErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof LegacyFailure) {
      res.status(200).json(failure(error.status, error.message));
      return;
    }
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== undefined) {
      res.status(clientStatus).json(failure('400', 'The request could not be understood.'));
      return;
    }
    logger.error({ err: error, path: req.path }, 'provider request failed');
    res.status(200).json(failure('500', GENERIC_FAILURE_MESSAGE));
  };
}

function legacyApi(deps: ProviderDeps): Router {
  const router = Router();
  router.use(customerRoutes(deps));
  router.use(courseRoutes(deps));
  router.use(orderRoutes(deps));
  return router;
}

export function createProviderApp(options: ProviderAppOptions): Express {
  const logger = options.logger ?? silentLogger();
  const { config } = options;
  const deps: ProviderDeps = {
    db: options.db,
    config,
    now: options.now ?? (() => new Date()),
    logger,
    webhooks: options.webhooks ?? WebhookSender.fromConfig(config, logger),
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      // JSON, media and a script for other origins: no documents of its own to protect,
      // and uploads must be embeddable (PDFs in frames, video) by the site's origin.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      frameguard: false,
      strictTransportSecurity: false,
    }),
  );
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/checkout.js', serveCheckoutScript);
  app.use('/uploads', uploadsRouter({ db: deps.db, filesKey: deps.config.filesKey }));
  app.use('/razorpay/v1', razorpayApi(deps));
  app.use('/api/v1', legacyApi(deps));
  // What the stand-in's SMTP server received (provider/mail/inbox.ts).
  app.use('/mail', mailRoutes(new MailStore(deps.db)));
  app.use(notFoundAnswer);
  app.use(legacyErrors(deps.logger));
  return app;
}
