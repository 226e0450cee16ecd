/**
 * The owner's sales report (schema.graphql, "Sales and GST"): one call to the staff room.
 * Its types' fields are the report's own (gateway/domain/sales.ts), read by default.
 */
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { staffSalesReport } from '../../staff/sales.ts';

export const SalesQuery: Pick<QueryResolvers, 'staffSales'> = {
  staffSales: (_parent, dates, context) => staffSalesReport(context, dates, 'sales-report'),
};
