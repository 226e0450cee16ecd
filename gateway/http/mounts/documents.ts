/**
 * A student's papers: signed receipt and credit note links, certificates and their
 * verification pages.
 */
import { Router } from 'express';
import { creditNoteRoute } from '../../documents/credit-note-route.ts';
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
  Router()
    .use(
      creditNoteRoute({
        links,
        sessions,
        staffSessions: database.staff.sessions,
        creditNotes: database.creditNotes,
        seller: config.seller,
        brandName: config.brandName,
        logger,
      }),
    )
    .use(
      documentsRoute({
        links,
        sessions,
        receiptNumbers: database.receiptNumbers,
        recordedPayments: database.payments,
        certificates: database.certificates,
        providerFor: (log) => providerFor(log),
        seller: config.seller,
        brandName: config.brandName,
        logger,
      }),
    );
