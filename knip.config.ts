import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint`). The entry points are every way
 * code is started: the client's page and its server renderer, the gateway and the stand-in,
 * scripts, benchmarks, tools, and tests; the Vite, Vitest, Playwright, ESLint and codegen
 * plugins add their own configs.
 */
const config: KnipConfig = {
  entry: [
    // Built by scripts/prerender.ts as the renderer and the inline start-up script.
    'client/src/ssr/render.tsx',
    'client/src/ssr/early-input.ts',
    'gateway/index.ts',
    'provider/tools/*.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    '**/__tests__/**/*.test.{ts,tsx}',
    'tests/**/*.test.ts',
    'tests/e2e/**/*.spec.ts',
  ],
  project: ['**/*.{ts,tsx,js,mjs}'],
  // Written by `npm run codegen`: they export every schema type, used or not.
  ignore: ['client/src/gql/**'],
  // Read as font files through require.resolve, which no import shows.
  ignoreDependencies: ['@fontsource/noto-sans'],
  // System programs: ffmpeg makes the seed's media, apt-get installs redis-server for tests.
  ignoreBinaries: ['ffmpeg', 'apt-get'],
  // Unused exports left in these client files, excused file by file and kind by kind
  // until they are removed; anything new anywhere else fails the check.
  ignoreIssues: {
    'client/src/components/layout/account-slot.ts': ['types'],
    'client/src/components/ui/icons.tsx': ['exports'],
    'client/src/config/paths.ts': ['exports'],
    'client/src/config/routes.ts': ['exports', 'types'],
    'client/src/content/legal.ts': ['exports'],
    'client/src/features/auth/api/use-sign-out.ts': ['exports'],
    'client/src/features/checkout/confirm-payment.ts': ['exports'],
    'client/src/features/checkout/hooks/use-checkout-script.ts': ['exports'],
    'client/src/features/checkout/payment-status.ts': ['exports'],
    'client/src/features/checkout/razorpay.ts': ['types'],
    'client/src/features/classes/components/view-classes.tsx': ['exports'],
    'client/src/features/classes/playback-position.ts': ['exports'],
    'client/src/features/courses/components/course-detail.tsx': ['types'],
    'client/src/features/courses/components/course-list-skeleton.tsx': ['exports'],
    'client/src/features/marketing/components/about-sections.tsx': ['exports'],
    'client/src/features/marketing/components/counter-strip.tsx': ['exports'],
    'client/src/features/marketing/components/our-classes.tsx': ['exports'],
    'client/src/features/marketing/components/testimonials.tsx': ['exports'],
    'client/src/features/orders/components/my-courses.tsx': ['exports'],
    'client/src/features/orders/components/order-card.tsx': ['types'],
    'client/src/lib/apollo.ts': ['exports'],
    'client/src/lib/client-only.tsx': ['exports'],
    'client/src/lib/format.ts': ['exports'],
    'client/src/lib/toast.ts': ['exports'],
    'client/src/lib/use-minimum-loading.ts': ['exports'],
    'client/src/theme/system.ts': ['exports'],
  },
};

export default config;
