import { type BenchResult, percentile } from "../lib.ts";

// docs/product.md#performance-budgets: the first visit's budget is set on Slow 3G with the CPU 4x slower
// (as bench/first-visit.bench.ts's roster row), the repeat visits' on Slow 3G alone.
const FIRST_BUDGET_MS = 10_000;
const REPEAT_BUDGET_MS = 1000;

const summary = (times: readonly number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${Math.round(percentile(sorted, 0.5))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms (${sorted.length} visits)`;
};

/** The offline-repeat bench's rows: the roster's first visit, then its repeat visits online and offline. */
export function rosterVisitRows(times: {
  first: number;
  online: readonly number[];
  offline: readonly number[];
}): BenchResult[] {
  const worst = (visits: readonly number[]) => Math.max(...visits);
  return [
    {
      name: "Roster on a first visit, Slow 3G, CPU 4x (phone)",
      result: `${Math.round(times.first)} ms to the player's hunter on screen`,
      budget: `< ${FIRST_BUDGET_MS} ms`,
      pass: times.first < FIRST_BUDGET_MS,
    },
    {
      name: "Roster on a repeat visit, Slow 3G, online (phone)",
      result: summary(times.online),
      budget: `every visit < ${REPEAT_BUDGET_MS} ms`,
      pass: worst(times.online) < REPEAT_BUDGET_MS,
    },
    {
      name: "Roster on a repeat visit, offline (phone)",
      result: summary(times.offline),
      budget: `every visit < ${REPEAT_BUDGET_MS} ms`,
      pass: worst(times.offline) < REPEAT_BUDGET_MS,
    },
  ];
}
