import { performance } from "node:perf_hooks";
import process from "node:process";

// What every bench/*.bench.ts module's `run()` returns: one row of docs/performance.md each.
export type BenchResult = {
  name: string;
  // The measurement as a reader wants it, e.g. "median 0.21 ms, p99 0.48 ms".
  result: string;
  budget: string;
  pass: boolean;
};

export type Spread = { median: number; p99: number };
// Wall time is what a player waits; CPU time is the work's own cost, which other processes on a
// shared machine cannot inflate (a preempted sample only grows in wall time).
export type Timings = { wall: Spread; cpu: Spread; samples: number };

// The value below which `p` (0-1) of the sorted samples fall (nearest rank).
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Times a synchronous `work` `iterations` times after a warm-up, in milliseconds. */
export function timeSync(work: () => unknown, { warmup = 200, iterations = 2000 } = {}): Timings {
  let sink: unknown;
  for (let i = 0; i < warmup; i++) sink = work();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    sink = work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  // Keeps the engine from proving the work useless and skipping it.
  if (sink === Symbol.for("never")) console.log(sink);
  return { wall: spread(wall), cpu: spread(cpu), samples: iterations };
}

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

export const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
