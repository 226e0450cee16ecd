/** GET /calendar/{key}.ics: a student's week openings, fetches limited per address and feed. */
import { Router } from 'express';
import { CALENDAR_PATH } from '../../calendar/feed.ts';
import { calendarRoute } from '../../calendar/route.ts';
import { metrics } from '../../observability/metrics.ts';
import type { Mount } from './mount.ts';

export const calendar: Mount = ({ config, database, providerFor, limits, now, logger }) =>
  Router().use(
    CALENDAR_PATH,
    calendarRoute({
      calendarKeys: database.calendarKeys,
      providerFor: (log) => providerFor(log),
      siteUrl: config.siteUrl,
      brandName: config.brandName,
      now,
      logger,
      languageOf: (customerId) => database.languages.of(customerId),
      limit: async (customerId, address) => {
        const decision = await limits.feedFetch(customerId, address);
        if (!decision.allowed) metrics.rateLimitRefusals.inc({ operation: 'calendarFeed' });
        return decision;
      },
    }),
  );
