/** GET /account/export: a signed-in student's data as a zip, a few times an hour per account. */
import { exportRoute } from '../../data-rights/export-route.ts';
import { metrics } from '../../observability/metrics.ts';
import type { Mount } from './mount.ts';

export const account: Mount = ({
  config,
  sessions,
  database,
  documents,
  providerFor,
  limits,
  now,
  logger,
}) =>
  exportRoute({
    sessions,
    brandName: config.brandName,
    now,
    logger,
    limit: async (customerId) => {
      const decision = await limits.dataExport(customerId);
      if (!decision.allowed) metrics.rateLimitRefusals.inc({ operation: 'dataExport' });
      return decision;
    },
    sourcesFor: (log) => ({
      provider: providerFor(log),
      receiptNumbers: database.receiptNumbers,
      recordedPayments: database.payments,
      invoices: database.invoices,
      seller: config.seller,
      brandName: config.brandName,
      siteUrl: config.siteUrl,
      progressOf: (customerId) => database.progress.allOf(customerId),
      certificatesOf: (customerId) => database.certificates.allOf(customerId),
      languageOf: (customerId) => database.languages.remembered(customerId),
      remindersEnabled: (customerId) => database.reminders.enabled(customerId),
      signInsOf: (customerId) => database.signIns.recentOf(customerId),
      certificatePage: (code) => documents.certificatePage(code),
      now: now(),
    }),
  });
