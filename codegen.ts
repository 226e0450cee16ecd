import type { CodegenConfig } from '@graphql-codegen/cli';

/** How the client's operations are written: their types and typed document nodes. */
const typedDocuments = {
  // typescript-operations (v6) emits the input and enum types it needs itself.
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { ID: 'string' },
    avoidOptionals: false,
    onlyOperationTypes: true,
  },
};

/**
 * The public queries pages open with (and their fragments): the route manifest is part of
 * every page's first load, so they are written apart, in route-queries.ts, and nowhere else.
 */
const routeDocuments = [
  'client/src/features/courses/**/*.graphql',
  'client/src/features/checkout/api/payment-config.graphql',
  'client/src/features/orders/api/certificate-page.graphql',
  'client/src/features/marketing/api/privacy-notice.graphql',
];

/**
 * The staff room's operations: only its own chunks load them, so they are written apart
 * too; a student page's scripts hold nothing of the staff room (DESIGN.md §6).
 */
const staffDocuments = ['client/src/features/staff/**/*.graphql'];

// One schema, two targets: resolver types for the gateway (mapped onto the parsed
// provider models) and typed documents for the client's operations.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  overwrite: true,
  generates: {
    'gateway/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        mappers: {
          Course: '../../upstream/legacy-api/models.ts#CourseModel',
          ClassItem: '../../upstream/legacy-api/models.ts#ClassItemView',
          Order: '../../upstream/legacy-api/models.ts#OrderModel',
          Customer: '../../upstream/legacy-api/models.ts#CustomerModel',
          LessonProgress: '../../db/progress.ts#ProgressRecord',
          Certificate: '../../db/certificates.ts#CertificateRecord',
          Staff: '../../db/staff.ts#StaffMember',
          AuditEntry: '../../db/staff.ts#AuditRecord',
          SalesReport: '../../domain/sales.ts#SalesReport as SalesReportModel',
          SalesRow: '../../domain/sales.ts#SalesRow as SalesRowModel',
          Coupon: '../../db/coupons.ts#CouponWithUses',
        },
        enumsAsTypes: true,
        useIndexSignature: false,
        scalars: { ID: 'string' },
      },
    },
    'client/src/gql/route-queries.ts': {
      documents: routeDocuments,
      ...typedDocuments,
    },
    'client/src/gql/staff.ts': {
      documents: staffDocuments,
      ...typedDocuments,
    },
    // Every other operation of the site.
    'client/src/gql/graphql.ts': {
      documents: [
        'client/src/**/*.graphql',
        ...[...routeDocuments, ...staffDocuments].map((glob) => `!${glob}`),
      ],
      ...typedDocuments,
    },
  },
};

export default config;
