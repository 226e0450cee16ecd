/**
 * A small closed-loop load generator: `concurrency` workers each run `task` back to back
 * until `durationMs` has passed (or `maxRequests` were made), recording each latency.
 * Bounded in time and count; loopback targets only.
 */
export interface LoadResult {
  requests: number;
  errors: number;
  durationMs: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  firstError?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export function summarise(
  latencies: number[],
  errors: number,
  durationMs: number,
  firstError?: string,
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    durationMs,
    rps: (latencies.length / durationMs) * 1000,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    firstError,
  };
}

export async function runLoad(options: {
  concurrency: number;
  durationMs: number;
  maxRequests?: number;
  task: (worker: number) => Promise<void>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const max = options.maxRequests ?? Number.MAX_SAFE_INTEGER;
  let issued = 0;
  async function worker(id: number) {
    while (performance.now() < deadline && issued < max) {
      issued += 1;
      const t0 = performance.now();
      try {
        await options.task(id);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        latencies.push(performance.now() - t0);
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  return summarise(latencies, errors, performance.now() - started, firstError);
}

/**
 * Two tasks measured side by side, one request at a time: each round runs both, in turns
 * (A then B, then B then A), so any drift of the machine during the run (another process,
 * the CPU's clock) lands on both alike. For a latency difference between two paths.
 */
export async function runPaired(options: {
  /** Runs for this long, or (`count`) this many calls of each. */
  durationMs?: number;
  count?: number;
  a: () => Promise<void>;
  b: () => Promise<void>;
}): Promise<{ a: LoadResult; b: LoadResult }> {
  const samples = { a: [] as number[], b: [] as number[] };
  const errors = { a: 0, b: 0 };
  const first: { a?: string; b?: string } = {};
  const started = performance.now();
  const deadline = started + (options.durationMs ?? Infinity);
  const count = options.count ?? Infinity;
  const timed = async (key: 'a' | 'b') => {
    const t0 = performance.now();
    try {
      await options[key]();
    } catch (error) {
      errors[key] += 1;
      first[key] ??= error instanceof Error ? error.message : String(error);
    }
    samples[key].push(performance.now() - t0);
  };
  for (let round = 0; round < count && performance.now() < deadline; round += 1) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const key of order) await timed(key);
  }
  const elapsed = performance.now() - started;
  return {
    a: summarise(samples.a, errors.a, elapsed, first.a),
    b: summarise(samples.b, errors.b, elapsed, first.b),
  };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
