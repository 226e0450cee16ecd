/** A student's papers: signed receipt links, certificates and their verification pages. */
import { documentsRoute } from '../../documents/route.ts';
import type { Mount } from './mount.ts';

export const documents: Mount = ({
  config,
  documents: links,
  sessions,
  database,
  providerFor,
  logger,
}) =>
  documentsRoute({
    links,
    sessions,
    receiptNumbers: database.receiptNumbers,
    recordedPayments: database.payments,
    invoices: database.invoices,
    certificates: database.certificates,
    providerFor: (log) => providerFor(log),
    seller: config.seller,
    brandName: config.brandName,
    logger,
  });
