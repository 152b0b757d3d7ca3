// The scale bench
// (docs/decisions.md#2026-11-23-scale-bench-how-a-community-sized-database-is-seeded-and-loaded): the
// report's lines and the query-plan section the scale bench writes into docs/performance.md.
import { readFileSync, writeFileSync } from "node:fs";
import type { PlannedQuery } from "./scale-explain.ts";
import type { Window } from "./scale-load.ts";
import type { SeedReport } from "./scale-seed.ts";

const REPORT = new URL("../docs/performance.md", import.meta.url);
const PLANS_START = "<!-- scale:plans -->";
const PLANS_END = "<!-- /scale:plans -->";

export const loadNow = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
export const fmt = (w: Window) =>
  `p99 ${w.p99.toFixed(1)} ms, p50 ${w.p50.toFixed(1)} ms, ${Math.round(w.perSecond)} req/s, ` +
  `${w.cpuMs.toFixed(2)} ms server CPU each, ${w.failures} failed`;

export type RoutePlans = { route: string; queries: PlannedQuery[] };

export function writePlans(plans: RoutePlans[], large: Set<string>, seed: SeedReport) {
  const lines = [
    PLANS_START,
    `Plans at ${seed.rows.user} players, ${seed.rows.hunters} hunters, ${seed.rows.inventory_items} items ` +
      `(database ${seed.bytes}), from \`EXPLAIN (ANALYZE, BUFFERS)\` of the statements each request sent, ` +
      `captured at the driver (bench/scale-explain.ts). Written by \`npm run bench -- scale-http\`.`,
    "",
    "| Request path | Statement | Scans | Time | Buffers hit/read |",
    "|---|---|---|---|---|",
  ];
  for (const { route, queries } of plans) {
    for (const q of queries) {
      const sql = q.sql.length > 140 ? `${q.sql.slice(0, 140)}…` : q.sql;
      const seq = q.seqScans.filter((t) => large.has(t));
      const scans = q.scans.join("; ") + (seq.length > 0 ? ` **SEQ SCAN of ${seq.join(", ")}**` : "");
      const cell = (t: string) => t.replace(/\|/g, "\\|");
      lines.push(
        `| ${cell(route)} | \`${cell(sql)}\` | ${cell(scans || "no table")} | ${q.executionMs.toFixed(3)} ms | ${q.sharedHit}/${q.sharedRead} |`,
      );
    }
  }
  lines.push(PLANS_END);
  const text = readFileSync(REPORT, "utf8");
  const start = text.indexOf(PLANS_START);
  const end = text.indexOf(PLANS_END);
  const section = lines.join("\n");
  writeFileSync(
    REPORT,
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + PLANS_END.length)
      : `${text.trimEnd()}\n\n## Query plans at size\n\n${section}\n`,
  );
}
