/**
 * `npm run bench`: every speed figure of the project against the real stack on loopback,
 * each printed beside its goal. Starts its own stack on ports 4600/4610 (BENCH_PORT to move)
 * with a fresh data folder, so it runs beside a development server.
 *
 * BENCH_ONLY picks figures (throughput, calls, bundle, lighthouse, interaction);
 * BENCH_PROFILES picks the interaction profiles (1x, 4x, slow; all by default).
 */
import { benchBundle } from './bundle.ts';
import { benchGatewayVsProvider } from './gateway-vs-provider.ts';
import { benchInteraction, selectProfiles } from './interaction.ts';
import { benchLighthouse } from './lighthouse.ts';
import { startCountingProxy } from './lib/counting-proxy.ts';
import { PRODUCTION_ENV, startStack } from './lib/stack.ts';
import { benchProviderCalls } from './provider-calls.ts';

const port = Number(process.env.BENCH_PORT ?? 4600);
const only = new Set(
  (process.env.BENCH_ONLY ?? 'throughput,calls,bundle,lighthouse,interaction').split(','),
);

function print(lines: string[]) {
  console.log(`\n${lines.join('\n')}`);
}

async function main() {
  const results: { name: string; pass: boolean }[] = [];
  // Read first, so a misspelt profile stops the run before any stack starts.
  const profiles = selectProfiles(process.env.BENCH_PROFILES);
  console.log(`Benchmarks on ${process.platform} ${process.arch}, Node ${process.version}`);

  if (only.has('throughput')) {
    // The production configuration first, on a stack of its own: it is what students meet.
    const production = await startStack({
      port: port + 3,
      providerPort: port + 13,
      env: PRODUCTION_ENV,
    });
    try {
      const r = await benchGatewayVsProvider(production, { label: 'production configuration' });
      print(r.lines);
      results.push({ name: 'gateway vs provider (production configuration)', pass: r.pass });
    } finally {
      await production.stop();
    }
  }

  const stack = await startStack({ port, providerPort: port + 10 });
  try {
    if (only.has('throughput')) {
      const r = await benchGatewayVsProvider(stack, { label: 'development configuration' });
      print(r.lines);
      results.push({ name: 'gateway vs provider (development configuration)', pass: r.pass });
    }
    if (only.has('bundle')) {
      const r = await benchBundle(stack.baseURL);
      print(r.lines);
      results.push({ name: 'first-load bundle', pass: r.pass });
    }
    if (only.has('interaction')) {
      const r = await benchInteraction(stack.baseURL, profiles);
      print(r.lines);
      for (const profile of r.results)
        results.push({ name: `interaction during start-up, ${profile.name}`, pass: profile.pass });
    }
    if (only.has('lighthouse')) {
      // LIGHTHOUSE_PATHS (comma-separated) for some of them; Hindi pages keep the same goals.
      const paths = process.env.LIGHTHOUSE_PATHS?.split(',') ?? [
        '/',
        '/online-course',
        '/course-detail/1/course',
        '/hi',
        '/hi/course-detail/1/course',
      ];
      const r = await benchLighthouse(stack.baseURL, paths);
      print(r.lines);
      results.push({ name: 'lighthouse', pass: r.pass });
    }
  } finally {
    await stack.stop();
  }

  if (only.has('calls')) {
    // A second stack whose gateway reaches the stand-in through a counting proxy, with the
    // public cache off so every page view is counted cold (its worst case).
    const provider = await startStack({ port: port + 1, providerPort: port + 11 });
    const proxy = await startCountingProxy(provider.providerOrigin);
    const counted = await startStack({
      port: port + 2,
      providerPort: port + 12,
      providerURL: `${proxy.url}/api/v1/`,
      env: {
        PUBLIC_CACHE_TTL_MS: '0',
        PROVIDER_UPLOADS_URL: `${provider.providerOrigin}/uploads/`,
        CHECKOUT_SCRIPT_URL: `${provider.providerOrigin}/checkout.js`,
        RAZORPAY_API_URL: `${provider.providerOrigin}/razorpay/v1/`,
      },
    });
    try {
      const r = await benchProviderCalls(counted.baseURL, proxy);
      print(r.lines);
      results.push({ name: 'provider calls per page', pass: r.pass });
    } finally {
      await counted.stop();
      await proxy.close();
      await provider.stop();
    }
  }

  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.pass ? 'PASS' : 'MISS'}  ${r.name}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
