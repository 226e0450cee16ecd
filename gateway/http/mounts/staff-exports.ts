/**
 * GET /staff/exports/sales.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the owner's sales report as
 * CSV, for the GST return. The staff session is read as the GraphQL fields read it (cookie
 * or Bearer); a visitor, a student, an ended staff session or an instructor is answered 403,
 * a bad period 400 with the reason, and each export is written to the audit log.
 */
import { Router } from 'express';
import { GraphQLError } from 'graphql';
import { salesCsv, type SalesReport } from '../../domain/sales.ts';
import { answerWithLine, ErrorCode } from '../../errors.ts';
import { staffSalesReport } from '../../staff/sales.ts';
import type { Mount } from './mount.ts';

const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

export const staffExports: Mount = ({ graphqlContext }) => {
  const router = Router();
  router.get('/staff/exports/sales.csv', async (req, res) => {
    res.setHeader('X-Robots-Tag', 'noindex');
    const context = await graphqlContext({ req, res });
    const dates = { from: queryText(req.query.from), to: queryText(req.query.to) };
    let report: SalesReport;
    try {
      report = await staffSalesReport(context, dates, 'sales-export');
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      if (code === ErrorCode.BadUserInput) {
        const fields = (error as GraphQLError).extensions.fields as Record<string, string>;
        answerWithLine(res, 400, Object.values(fields).join(' '));
        return;
      }
      if (code === ErrorCode.Forbidden || code === ErrorCode.Unauthenticated) {
        answerWithLine(res, 403, (error as GraphQLError).message);
        return;
      }
      throw error;
    }
    // The dates were checked (digits and hyphens only): the name needs no escaping.
    const { from, to } = report.period;
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename="sales-${from}-${to}.csv"`);
    res.type('text/csv; charset=utf-8').send(salesCsv(report));
  });
  return router;
};
