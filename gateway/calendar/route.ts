/**
 * GET /calendar/{key}.ics: a customer's calendar feed, for calendar apps that fetch it
 * without a session. The key alone says whose it is (gateway/db/calendar-keys.ts); an
 * unknown or replaced key answers 404 like any unknown path, and the answer is never kept by
 * shared caches. Each feed may be fetched a few times an hour from each address and a
 * ceiling in all (gateway/http/rate-limit.ts; 429 beyond).
 */
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { DEFAULT_LANGUAGE, type Language } from '../../common/language.ts';
import type { CalendarKeys } from '../db/calendar-keys.ts';
import { ownedCourseOrders } from '../domain/orders.ts';
import {
  answerWithLine,
  HttpMessage,
  isProviderRejection,
  UpstreamUnavailableError,
} from '../errors.ts';
import type { ClassItemModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { calendarFeed, feedKeyOf } from './feed.ts';

/** What the feed reads from the legacy API, for one request. */
interface FeedProvider {
  orders(customerId: string): Promise<OrderModel[]>;
  classItems(courseId: string): Promise<ClassItemModel[]>;
}

interface CalendarRouteOptions {
  calendarKeys: CalendarKeys;
  /** A provider data source for one request, logging to `log`. */
  providerFor: (log: Logger) => FeedProvider;
  siteUrl: string;
  brandName: string;
  now: () => Date;
  logger: Logger;
  /** The language the customer last used the site in (their e-mails speak it too). */
  languageOf: (customerId: string) => Promise<Language>;
  /** Counts a fetch of the customer's feed from an address (rate-limit.ts's feedFetch). */
  limit: (
    customerId: string,
    address: string,
  ) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

export function calendarRoute(options: CalendarRouteOptions): Router {
  const router = Router();

  router.get('/:file', async (req: Request, res: Response) => {
    const log = (req as Request & { log?: Logger }).log ?? options.logger;
    const key = feedKeyOf(String(req.params.file ?? ''));
    const customerId = key === null ? null : await options.calendarKeys.customerForCalendarKey(key);
    if (customerId === null) {
      answerWithLine(res, 404, HttpMessage.notFound);
      return;
    }
    const decision = await options.limit(
      customerId,
      req.ip ?? req.socket.remoteAddress ?? 'unknown',
    );
    if (!decision.allowed) {
      log.warn('calendar feed fetched too often');
      answerWithLine(res, 429, HttpMessage.calendarTooOften, decision.retryAfterSeconds);
      return;
    }
    const provider = options.providerFor(log);
    let text: string;
    try {
      const owned = ownedCourseOrders(await provider.orders(customerId));
      const courses = await Promise.all(
        owned.map(async (order) => ({ order, items: await provider.classItems(order.course.id) })),
      );
      text = calendarFeed(courses, {
        siteUrl: options.siteUrl,
        brandName: options.brandName,
        now: options.now(),
        language: await languageFor(options, customerId, log),
      });
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError || isProviderRejection(error))) throw error;
      log.warn({ err: error }, 'calendar feed unavailable');
      answerWithLine(res, 503, HttpMessage.calendarUnavailable, 60);
      return;
    }
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.type('text/calendar; charset=utf-8').send(text);
  });

  return router;
}

/** The customer's language; English while the database cannot say (the feed still answers). */
async function languageFor(
  options: CalendarRouteOptions,
  customerId: string,
  log: Logger,
): Promise<Language> {
  try {
    return await options.languageOf(customerId);
  } catch (error) {
    log.warn({ err: error }, 'calendar feed language not known');
    return DEFAULT_LANGUAGE;
  }
}
