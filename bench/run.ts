// `npm run bench [-- <part of a file name>...]`: runs every bench/*.bench.ts module's `run()` and records the
// results in docs/performance.md (budgets: docs/product.md#performance-budgets). Rows of benches not run this time are kept as they were.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, platform, release, totalmem } from "node:os";
import type { BenchResult } from "./lib.ts";

const benchDir = new URL("./", import.meta.url);
const reportPath = new URL("../docs/performance.md", import.meta.url);
const START = "<!-- bench:results -->";
const END = "<!-- /bench:results -->";
const HEADER = ["| Benchmark | Result | Budget | Pass | Date | Machine |", "|---|---|---|---|---|---|"];

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const rowName = (row: string) =>
  row
    .split(/(?<!\\)\|/)[1]
    ?.trim()
    .replace(/\\\|/g, "|") ?? "";

function machine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? "unknown CPU";
  const memory = Math.round(totalmem() / 2 ** 30);
  // The load tells a reader whether other work shared the cores during the run.
  const load = loadavg()[0]?.toFixed(1) ?? "?";
  return `${cores.length} × ${model}, ${memory} GB, Node ${process.version}, ${platform()} ${release()}, load ${load}`;
}

// Each result keeps the machine line of when its bench ended: the 1-minute load then covers its own run.
type Recorded = BenchResult & { machine: string };

async function runBenches(filters: string[]): Promise<Recorded[]> {
  const files = readdirSync(benchDir)
    .filter((file) => file.endsWith(".bench.ts"))
    .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
    .sort();
  const results: Recorded[] = [];
  for (const file of files) {
    console.log(`▶ ${file}`);
    const module = (await import(new URL(file, benchDir).href)) as { run?: () => Promise<BenchResult[]> };
    if (typeof module.run !== "function") throw new Error(`bench/${file} exports no run()`);
    // A bench that throws is a failed row of its own, and the others still run and are recorded.
    const rows = await module
      .run()
      .catch((error: unknown): BenchResult[] => [
        { name: `${file} (error)`, result: String(error), budget: "runs to the end", pass: false },
      ]);
    const where = machine();
    for (const result of rows) {
      console.log(
        `  ${result.pass ? "pass" : "FAIL"}  ${result.name}: ${result.result} (budget ${result.budget})`,
      );
      results.push({ ...result, machine: where });
    }
  }
  return results;
}

function writeReport(results: Recorded[]) {
  const now = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const fresh = results.map(
    (r) =>
      `| ${[r.name, r.result, r.budget, r.pass ? "pass" : "**FAIL**", now, r.machine].map(cell).join(" | ")} |`,
  );
  const ran = new Set(results.map((r) => r.name));
  const text = existsSync(reportPath)
    ? readFileSync(reportPath, "utf8")
    : [
        "# Performance",
        "",
        "Budgets of [product.md](product.md#performance-budgets), measured by `npm run bench` (bench/run.ts runs every `bench/*.bench.ts`).",
        "`npm run bench -- <name>` runs only the benches whose file name contains `<name>`; a run rewrites",
        "the rows of the benches it ran and keeps the others.",
        "",
        START,
        END,
        "",
      ].join("\n");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`docs/performance.md lacks the ${START} ... ${END} markers`);
  const kept = text
    .slice(start + START.length, end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !HEADER.includes(line) && !ran.has(rowName(line)));
  const table = [START, ...HEADER, ...kept, ...fresh, END].join("\n");
  writeFileSync(reportPath, text.slice(0, start) + table + text.slice(end + END.length));
}

const results = await runBenches(process.argv.slice(2));
if (results.length === 0) {
  console.log("No bench matched.");
} else {
  writeReport(results);
  console.log(`Recorded ${results.length} result(s) in docs/performance.md`);
}
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
