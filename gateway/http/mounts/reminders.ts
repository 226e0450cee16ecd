/** The one-click unsubscribe link of unlock reminders (gateway/mail/unsubscribe-route.tsx). */
import { unsubscribeRoute } from '../../mail/unsubscribe-route.tsx';
import type { Mount } from './mount.ts';

export const reminders: Mount = ({ config, unsubscribeLinks, database, logger }) =>
  unsubscribeRoute({
    links: unsubscribeLinks,
    reminders: database.reminders,
    brandName: config.brandName,
    logger,
  });
