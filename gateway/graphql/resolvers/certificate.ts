/**
 * Certificate: what was issued, with its dates in the academy's zone and its public links.
 */
import { ACADEMY_TIME_ZONE, toIsoWithOffset } from '../../../common/time-zone.ts';
import type { CertificateResolvers } from '../generated/resolvers-types.ts';

export const Certificate: CertificateResolvers = {
  issuedAt: (certificate) => toIsoWithOffset(certificate.issuedAt, ACADEMY_TIME_ZONE),
  completedAt: (certificate) => toIsoWithOffset(certificate.completedAt, ACADEMY_TIME_ZONE),
  url: (certificate, _args, context) => context.documents.certificatePage(certificate.code),
  pdfUrl: (certificate, { language }, context) =>
    context.documents.certificatePdf(certificate.code, language === 'HI' ? 'hi' : 'en'),
  withdrawnAt: (certificate) =>
    certificate.withdrawnAt && toIsoWithOffset(certificate.withdrawnAt, ACADEMY_TIME_ZONE),
};
