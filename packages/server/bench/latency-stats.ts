/** Latency samples (ms) reduced to the figures the benchmark reports. */
export interface LatencySummary {
  /** Number of timed samples (HTTP: completed requests). */
  count: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.length ? total / sorted.length : Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Times `work` until `maxSamples` samples or `budgetMs` have passed (at least `minSamples`), after `warmup` untimed runs. */
export async function sampleLatency(
  work: (i: number) => Promise<void>,
  limits: { warmup: number; minSamples: number; maxSamples: number; budgetMs: number },
): Promise<LatencySummary> {
  for (let i = 0; i < limits.warmup; i += 1) await work(i);
  const samples: number[] = [];
  const deadline = performance.now() + limits.budgetMs;
  for (let i = 0; i < limits.maxSamples; i += 1) {
    if (samples.length >= limits.minSamples && performance.now() > deadline) break;
    const started = performance.now();
    await work(limits.warmup + i);
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
