/**
 * Import boundaries: what each part of client/src may import, and what each layer of the
 * gateway may import.
 */
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import importBoundaries from '../import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const at = (path: string) => resolve('client/src', path);

const FEATURES = 'Features do not import each other: compose them in client/src/app.';
const APP = 'Features do not import the app.';
const SHARED = 'Shared code does not import features or the app.';

tester.run('import-boundaries/layers', importBoundaries.rules.layers, {
  valid: [
    // Within a feature, by alias or relatively.
    {
      filename: at('features/auth/components/a.tsx'),
      code: "import '@/features/auth/api/login.ts';",
    },
    { filename: at('features/auth/components/a.tsx'), code: "import '../api/login.ts';" },
    // Features use shared code; the app composes features; shared code uses shared code.
    {
      filename: at('features/auth/components/a.tsx'),
      code: "import '@/components/ui/form/form.tsx';",
    },
    {
      filename: at('app/routes/sign-in.tsx'),
      code: "import '@/features/auth/components/sign-in-form.tsx';",
    },
    { filename: at('ssr/render.tsx'), code: "import '../app/router.tsx';" },
    { filename: at('lib/apollo.ts'), code: "import '../config/paths.ts';" },
    // Packages and files outside client/src are not its concern.
    { filename: at('lib/apollo.ts'), code: "import '@apollo/client';" },
    { filename: at('features/auth/a.ts'), code: "import '@common/validation.ts';" },
    { filename: resolve('gateway/index.ts'), code: "import '../client/src/features/auth/a.ts';" },
  ],
  invalid: [
    {
      filename: at('features/auth/components/a.tsx'),
      code: "import { CoursePrice } from '@/features/courses/components/course-price.tsx';",
      errors: [{ message: FEATURES }],
    },
    {
      filename: at('features/auth/components/a.tsx'),
      code: "export * from '../../courses/api/course.ts';",
      errors: [{ message: FEATURES }],
    },
    {
      filename: at('features/checkout/hooks/a.ts'),
      code: "const page = import('@/features/orders/components/my-courses.tsx');",
      errors: [{ message: FEATURES }],
    },
    {
      filename: at('features/auth/a.ts'),
      code: "import { routes } from '@/app/router.tsx';",
      errors: [{ message: APP }],
    },
    {
      filename: at('components/layout/navbar.tsx'),
      code: "import { UserMenu } from '@/features/auth/components/user-menu.tsx';",
      errors: [{ message: SHARED }],
    },
    {
      filename: at('lib/apollo.ts'),
      code: "export { render } from '../ssr/render.tsx';",
      errors: [{ message: SHARED }],
    },
  ],
});

// The gateway's files are TypeScript: `import type` counts, as a type drawn upward is still
// a dependency upward.
const gatewayTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});
const gw = (path: string) => resolve('gateway', path);

const ORDER =
  'http/ -> graphql/, site/, media/, calendar/, documents/, mail/, data-rights/ -> checkout/, sessions/, accounts/, staff/, quizzes/ -> domain/ -> upstream/, store/, db/ -> config.ts, errors.ts, logger.ts, observability/';
const upward = (from: string, to: string) =>
  `${from} does not import ${to}: the gateway's layers point one way (${ORDER}); pass what it needs down instead.`;
const CLIENT =
  'The gateway imports client code only through client/src/ssr/server-entry.ts: add what it needs to that list.';

gatewayTester.run('import-boundaries/gateway-layers', importBoundaries.rules['gateway-layers'], {
  valid: [
    // Down the layers, each to the next and past it.
    { filename: gw('index.ts'), code: "import { createServer } from './http/server.ts';" },
    {
      filename: gw('http/server.ts'),
      code: "import { sitePages } from '../site/pages.ts';\nimport { metrics } from '../observability/metrics.ts';",
    },
    {
      filename: gw('http/graphql-context.ts'),
      code: "import type { GatewayContext } from '../graphql/context.ts';",
    },
    {
      filename: gw('graphql/context.ts'),
      code: "import type { Payments } from '../checkout/payments.ts';\nimport { olderOf } from '../store/cache.ts';",
    },
    {
      filename: gw('graphql/resolvers/query.ts'),
      code: "import { orderById } from '../../domain/orders.ts';",
    },
    {
      filename: gw('checkout/record.ts'),
      code: "import { ownsCourse } from '../domain/orders.ts';",
    },
    {
      filename: gw('domain/money.ts'),
      code: "import type { CoursePricing } from '../upstream/legacy-api/models.ts';",
    },
    {
      filename: gw('store/cache.ts'),
      code: "import { metrics } from '../observability/metrics.ts';",
    },
    {
      filename: gw('store/redis-store.ts'),
      code: "import { StoreUnavailableError } from '../errors.ts';",
    },
    {
      filename: gw('db/database.ts'),
      code: "import type { GatewayConfig } from '../config.ts';",
    },
    { filename: gw('http/server.ts'), code: "import { openDatabase } from '../db/database.ts';" },
    {
      filename: gw('domain/orders.ts'),
      code: "import type { GatewayDatabase } from '../db/database.ts';",
    },
    // Within a layer, between its folders and inside one.
    {
      filename: gw('db/progress.ts'),
      code: "import type { GatewayStore } from '../store/store.ts';",
    },
    {
      filename: gw('graphql/context.ts'),
      code: "import type { MediaLinks } from '../media/links.ts';",
    },
    {
      filename: gw('upstream/legacy-api/public-cache.ts'),
      code: "import { TieredCache } from '../../store/cache.ts';",
    },
    { filename: gw('checkout/payments.ts'), code: "import { Reconciler } from './reconcile.ts';" },
    // Leaves use each other.
    { filename: gw('logger.ts'), code: "import type { GatewayConfig } from './config.ts';" },
    // config/ holds config.ts's parts, a leaf like it.
    { filename: gw('config.ts'), code: "import { sellerSettings } from './config/seller.ts';" },
    { filename: gw('config/payments.ts'), code: "import { url } from './kinds.ts';" },
    // Packages, common/ and the one client entry, by path or by alias.
    { filename: gw('checkout/record.ts'), code: "import type { Logger } from 'pino';" },
    {
      filename: gw('errors.ts'),
      code: "import type { FieldErrors } from '../common/validation.ts';",
    },
    {
      filename: gw('site/pages.ts'),
      code: "import { routeManifest } from '../../client/src/ssr/server-entry.ts';",
    },
    {
      filename: gw('http/metrics.ts'),
      code: "import { operationNames } from '@/ssr/server-entry.ts';",
    },
    // Tests may set their code up with any module of the gateway.
    {
      filename: gw('__tests__/errors.test.ts'),
      code: "import { userFacingMessage } from '../upstream/legacy-api/client.ts';",
    },
    {
      filename: gw('store/__tests__/redis-store.test.ts'),
      code: "import { startRedis } from '../../../tests/support/redis.ts';",
    },
    // Files outside the gateway are not its concern.
    {
      filename: resolve('tests/gateway/built-client.ts'),
      code: "import * as renderer from '../../client/src/ssr/render.tsx';",
    },
  ],
  invalid: [
    {
      filename: gw('store/cache.ts'),
      code: "import { metrics } from '../http/metrics.ts';",
      errors: [{ message: upward('store/', 'http/') }],
    },
    {
      filename: gw('db/calendar-keys.ts'),
      code: "import type { Sessions } from '../sessions/session.ts';",
      errors: [{ message: upward('db/', 'sessions/') }],
    },
    {
      filename: gw('db/progress.ts'),
      code: "import { ownsCourse } from '../domain/orders.ts';",
      errors: [{ message: upward('db/', 'domain/') }],
    },
    {
      filename: gw('checkout/reconcile.ts'),
      code: "import type { GatewayContext } from '../graphql/context.ts';",
      errors: [{ message: upward('checkout/', 'graphql/') }],
    },
    {
      filename: gw('graphql/context.ts'),
      code: "import { DEVICE_COOKIE } from '../http/known-devices.ts';",
      errors: [{ message: upward('graphql/', 'http/') }],
    },
    {
      filename: gw('site/pages.ts'),
      code: "export { routeNamer } from '../http/metrics.ts';",
      errors: [{ message: upward('site/', 'http/') }],
    },
    {
      filename: gw('upstream/request.ts'),
      code: "const payments = import('../checkout/payments.ts');",
      errors: [{ message: upward('upstream/', 'checkout/') }],
    },
    {
      filename: gw('domain/orders.ts'),
      code: "type Sessions = typeof import('../sessions/session.ts');",
      errors: [{ message: upward('domain/', 'sessions/') }],
    },
    {
      filename: gw('errors.ts'),
      code: "import { StoreUnavailableError } from './store/store.ts';",
      errors: [{ message: upward('errors.ts', 'store/') }],
    },
    {
      filename: gw('http/server.ts'),
      code: "import '../index.ts';",
      errors: [{ message: upward('http/', 'index.ts') }],
    },
    {
      filename: gw('config/seller.ts'),
      code: "import { formatMoney } from '../domain/money.ts';",
      errors: [{ message: upward('config/', 'domain/') }],
    },
    // Client code other than the entry, by path or by alias; tests too.
    {
      filename: gw('site/seo.ts'),
      code: "import { site } from '../../client/src/content/site.ts';",
      errors: [{ message: CLIENT }],
    },
    {
      filename: gw('site/pages.ts'),
      code: "import { matchRoute } from '@/config/routes.ts';",
      errors: [{ message: CLIENT }],
    },
    {
      filename: gw('http/metrics.ts'),
      code: "import * as documents from '../../client/src/gql/graphql.ts';",
      errors: [{ message: CLIENT }],
    },
    {
      filename: gw('site/__tests__/seo.test.ts'),
      code: "import { formatRupees } from '../../../client/src/lib/format.ts';",
      errors: [{ message: CLIENT }],
    },
    // A folder in no layer.
    {
      filename: gw('jobs/sweep.ts'),
      code: 'export const sweep = 1;',
      errors: [
        {
          message:
            'gateway/jobs/ is in no layer: place it in GATEWAY_LAYERS (eslint/import-boundaries.js) and in docs/architecture.md.',
        },
      ],
    },
  ],
});
