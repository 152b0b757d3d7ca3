// The query plans of a request path at size: the SQL a request really sends is captured at the driver
// (pg.Client#query, which Drizzle and better-auth both go through in this process), then each statement
// is run again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back.
import pg from "pg";

export type Captured = { text: string; values: unknown[] };

type QueryConfig = { text?: string; values?: unknown[] };
type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

/** Records every statement the pg clients of this process send while `work` runs. */
export async function captureQueries(work: () => Promise<void>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === "object" && typeof (first as QueryConfig).text === "string") {
      const config = first as QueryConfig;
      captured.push({ text: config.text as string, values: config.values ?? (second as unknown[]) ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return captured;
}

// Statements with nothing to plan, or not part of the request's own work.
const SKIPPED =
  /^\s*(begin|commit|rollback|savepoint|release|set |select pg_notify|select pg_advisory|listen)/i;

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};

export type PlannedQuery = {
  sql: string;
  executionMs: number;
  scans: string[];
  seqScans: string[];
  sharedHit: number;
  sharedRead: number;
};

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each distinct captured statement; writes are rolled back. */
export async function explainAll(url: string, statements: Captured[]): Promise<PlannedQuery[]> {
  const seen = new Set<string>();
  const distinct = statements.filter((s) => {
    if (SKIPPED.test(s.text) || seen.has(s.text)) return false;
    seen.add(s.text);
    return true;
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const planned: PlannedQuery[] = [];
  try {
    for (const statement of distinct) {
      await client.query("begin");
      try {
        // An insert run again would repeat the committed row's key: its plan (no scans) is enough.
        const options = /^\s*insert/i.test(statement.text) ? "format json" : "analyze, buffers, format json";
        const { rows } = await client.query(`explain (${options}) ${statement.text}`, statement.values);
        const [result] = (rows[0] as { "QUERY PLAN": { Plan: PlanNode; "Execution Time"?: number }[] })[
          "QUERY PLAN"
        ];
        if (!result) continue;
        const scans: string[] = [];
        const seqScans: string[] = [];
        let sharedHit = 0;
        let sharedRead = 0;
        walk(result.Plan, (node) => {
          if (node["Relation Name"]) {
            const on = node["Index Name"]
              ? `${node["Relation Name"]}.${node["Index Name"]}`
              : node["Relation Name"];
            scans.push(`${node["Node Type"]} ${on} (${node["Actual Rows"] ?? 0} rows)`);
            if (node["Node Type"] === "Seq Scan") seqScans.push(node["Relation Name"]);
          }
        });
        sharedHit = result.Plan["Shared Hit Blocks"] ?? 0;
        sharedRead = result.Plan["Shared Read Blocks"] ?? 0;
        planned.push({
          sql: statement.text.replace(/\s+/g, " ").trim(),
          executionMs: result["Execution Time"] ?? 0,
          scans,
          seqScans,
          sharedHit,
          sharedRead,
        });
      } finally {
        await client.query("rollback");
      }
    }
  } finally {
    await client.end();
  }
  return planned;
}
