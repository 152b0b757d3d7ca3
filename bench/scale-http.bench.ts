// The scale budget
// (docs/decisions.md#2026-11-23-scale-bench-how-a-community-sized-database-is-seeded-and-loaded) of
// docs/product.md#performance-budgets: at 10,000 players and ~2,000,000 items on PostgreSQL, every read has
// p99 under 50 ms and every write under 100 ms at 50 connections, with throughput within 20% of the same
// route on an (almost) empty database; no request path scans a large table. Method: docs/performance.md.
import pg from "pg";
import { loadGameDataFile } from "#server/game-data/load.ts";
import type { BenchResult } from "./lib.ts";
import { captureQueries, explainAll } from "./scale-explain.ts";
import { CONNECTIONS, load, probe } from "./scale-load.ts";
import type { LoadRequest } from "./scale-load-worker.ts";
import { fmt, loadNow, type RoutePlans, writePlans } from "./scale-report.ts";
import { type Lookup, ROUTES } from "./scale-routes.ts";
import { type SeedReport, seedAtScale } from "./scale-seed.ts";
import { benchPgUrl } from "./support/postgres.ts";
import { type BenchServers, startPostgresServers } from "./support/servers.ts";

const PLAYERS = Number(process.env.SCALE_PLAYERS ?? 10_000);
// "Empty": enough players to sign in a spread of them, with the same data each.
const EMPTY_PLAYERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const READ_P99_MS = 50;
const WRITE_P99_MS = 100;
const MIN_RATIO = 0.8;

type Setup = { servers: BenchServers; lookup: Lookup; pool: pg.Pool; seed: SeedReport; players: number };

async function prepare(pgUrl: string, players: number): Promise<Setup> {
  const servers = await startPostgresServers(pgUrl, 1);
  try {
    const url = servers.databaseUrl as string;
    const seed = await seedAtScale(url, players, loadGameDataFile());
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const appId = servers.servers[0]?.ctx.env.APP_ID ?? "";
    const lookup: Lookup = {
      rows: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
      appId,
    };
    return { servers, lookup, pool, seed, players };
  } catch (error) {
    await servers.stop();
    throw error;
  }
}

async function release(setup: Setup | undefined) {
  if (!setup) return;
  await setup.pool.end();
  await setup.servers.stop();
}

// A warm-up's requests apart from the window's, so a write never repeats one the warm-up made.
const split = (list: LoadRequest[]): [LoadRequest[], LoadRequest[]] => {
  const cut = Math.ceil(list.length * 0.15);
  return [list.slice(0, cut), list.slice(cut)];
};

export async function run(): Promise<BenchResult[]> {
  const pgUrl = benchPgUrl;
  if (!pgUrl) {
    console.log("  skipped: the scale bench needs PostgreSQL (set BENCH_PG_URL or PG_TEST_URL)");
    return [];
  }
  let big: Setup | undefined;
  let small: Setup | undefined;
  try {
    console.log(`  seeding ${PLAYERS} players… (load ${loadNow()})`);
    big = await prepare(pgUrl, PLAYERS);
    console.log(
      `  seeded in ${big.seed.seconds.toFixed(1)} s: ${JSON.stringify(big.seed.rows)}, ${big.seed.bytes}`,
    );
    small = await prepare(pgUrl, EMPTY_PLAYERS);
    const results: BenchResult[] = [
      {
        name: "Scale: seeding 10,000 players with set-based SQL, PostgreSQL",
        result: `${big.seed.seconds.toFixed(1)} s for ${Object.entries(big.seed.rows)
          .map(([t, n]) => `${n} ${t}`)
          .join(", ")}; database ${big.seed.bytes} (vacuum analyze included)`,
        budget: "runs (informational)",
        pass: true,
      },
    ];
    const large = new Set(
      Object.entries(big.seed.rows)
        .filter(([, n]) => n > 10_000)
        .map(([t]) => t),
    );
    const plans: RoutePlans[] = [];
    for (const route of ROUTES) {
      const atSize = await route.requests(big.lookup, big.players);
      const empty = await route.requests(small.lookup, small.players);
      const bigUrl = big.servers.urls[0] as string;
      const smallUrl = small.servers.urls[0] as string;
      // One request first, its statements captured for the plans (and a wrong setup fails here, loudly).
      const [probeRequest, ...bigRest] = atSize;
      const statements = await captureQueries(() => probe(bigUrl, probeRequest as LoadRequest));
      plans.push({
        route: route.name,
        queries: await explainAll(big.servers.databaseUrl as string, statements),
      });
      const [emptyWarm, emptyMain] = split(empty.slice(1));
      const [sizeWarm, sizeMain] = split(bigRest);
      await load(smallUrl, emptyWarm, WARMUP_SECONDS);
      const onEmpty = await load(smallUrl, emptyMain, SECONDS);
      const loadEmpty = loadNow();
      await load(bigUrl, sizeWarm, WARMUP_SECONDS);
      const onSize = await load(bigUrl, sizeMain, SECONDS);
      const loadSize = loadNow();
      const ratio = onSize.perSecond / onEmpty.perSecond;
      const budgetMs = route.write ? WRITE_P99_MS : READ_P99_MS;
      const row: BenchResult = {
        name: `Scale: ${route.name} at ${PLAYERS} players, ${CONNECTIONS} connections, PostgreSQL`,
        result:
          `${fmt(onSize)} (load ${loadSize}); empty database: ${fmt(onEmpty)} (load ${loadEmpty}); ` +
          `ratio ${ratio.toFixed(2)}`,
        budget: `p99 < ${budgetMs} ms, ≥ ${MIN_RATIO}x the empty database's rate`,
        pass: onSize.p99 < budgetMs && ratio >= MIN_RATIO && onSize.failures === 0 && onEmpty.failures === 0,
      };
      console.log(`  ${row.pass ? "pass" : "FAIL"} ${row.name}: ${row.result}`);
      results.push(row);
    }
    const scanned = plans.flatMap((p) =>
      p.queries.flatMap((q) => q.seqScans.filter((t) => large.has(t)).map((t) => `${p.route}: ${t}`)),
    );
    writePlans(plans, large, big.seed);
    results.push({
      name: "Scale: request paths' query plans at 10,000 players, PostgreSQL",
      result:
        scanned.length === 0
          ? `${plans.reduce((n, p) => n + p.queries.length, 0)} statements on ${plans.length} paths, no sequential scan of a table over 10,000 rows (plans: docs/performance.md)`
          : `sequential scans: ${[...new Set(scanned)].join("; ")}`,
      budget: "no sequential scan of a large table",
      pass: scanned.length === 0,
    });
    return results;
  } finally {
    await release(small);
    await release(big);
  }
}
