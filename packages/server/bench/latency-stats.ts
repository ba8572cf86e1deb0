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

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
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

/**
 * One turn of the event loop, as a server gets between requests that arrive over sockets. Run back to back
 * in process with nothing to wait on (PGlite answers without I/O), requests never let the loop turn, and
 * V8's young-generation collection, which it schedules as a task on the loop before the space runs out,
 * then runs inside a request instead, when an allocation finds the space full (issue 23: the debit's p99 on
 * PGlite 5.0 ms without these turns, 2.6-2.8 ms with them, the same 15 collections in 1,000 debits).
 */
export const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Times `work` until `maxSamples` samples or `budgetMs` have passed (at least `minSamples`), after `warmup`
 * untimed runs, with a turn of the event loop after each run (untimed: `turnOfTheLoop`).
 */
export async function sampleLatency(
  work: (i: number) => Promise<void>,
  limits: { warmup: number; minSamples: number; maxSamples: number; budgetMs: number },
): Promise<LatencySummary> {
  return summarize(await sampleTimes(work, limits));
}

/** As sampleLatency, the samples themselves (ms, in the order taken): to pool several runs. */
export async function sampleTimes(
  work: (i: number) => Promise<void>,
  limits: { warmup: number; minSamples: number; maxSamples: number; budgetMs: number },
): Promise<number[]> {
  for (let i = 0; i < limits.warmup; i += 1) {
    await work(i);
    await turnOfTheLoop();
  }
  const samples: number[] = [];
  const deadline = performance.now() + limits.budgetMs;
  for (let i = 0; i < limits.maxSamples; i += 1) {
    if (samples.length >= limits.minSamples && performance.now() > deadline) break;
    const started = performance.now();
    await work(limits.warmup + i);
    samples.push(performance.now() - started);
    await turnOfTheLoop();
  }
  return samples;
}
