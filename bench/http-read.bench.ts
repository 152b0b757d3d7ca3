// docs/product.md#performance-budgets: reading a public hunter over HTTP reaches at least 0.7x the requests per second of the bare
// database driver reading the same row, with p99 under 50 ms at 50 connections, on PGlite and PostgreSQL.
import pg from "pg";
import type { BenchResult } from "./lib.ts";
import { autocannon, closedLoop, type Throughput } from "./support/load.ts";
import { benchPgUrl } from "./support/postgres.ts";
import { seedPlayer } from "./support/seed.ts";
import { type BenchServers, startPgliteServer, startPostgresServers } from "./support/servers.ts";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const MIN_RATIO = 0.7;
const MAX_P99_MS = 50;
const ROW_SQL = "select * from hunters where id = $1";

type BareRead = { read: (hunterId: string) => Promise<unknown>; close: () => Promise<void> };

// PGlite has one connection inside the process; PostgreSQL gets a pool the size of the server's own.
function bareDriver(setup: BenchServers): BareRead {
  if (!setup.databaseUrl) {
    const database = setup.servers[0]?.database;
    if (!database) throw new Error("no server");
    return { read: (id) => database.query(ROW_SQL, [id]), close: async () => undefined };
  }
  const pool = new pg.Pool({ connectionString: setup.databaseUrl, max: 10 });
  return { read: (id) => pool.query(ROW_SQL, [id]), close: () => pool.end() };
}

const stats = (t: Throughput, unit: string) =>
  `${Math.round(t.perSecond)} ${unit}/s (p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, ` +
  `${t.cpuMs.toFixed(2)} ms CPU each, ${t.requests} done, ${t.failures} failed)`;

async function measure(label: string, setup: BenchServers): Promise<BenchResult[]> {
  const [server] = setup.servers;
  const [baseUrl] = setup.urls;
  if (!server || !baseUrl) throw new Error("no server");
  const { userId, hunterId } = await seedPlayer(baseUrl, server.database);
  const url = `${baseUrl}/api/public/hunters/${userId}/${hunterId}`;
  const probe = await fetch(url);
  if (probe.status !== 200) throw new Error(`GET ${url}: HTTP ${probe.status} ${await probe.text()}`);

  const bare = bareDriver(setup);
  try {
    await closedLoop(() => bare.read(hunterId), CONNECTIONS, WARMUP_SECONDS);
    const driver = await closedLoop(() => bare.read(hunterId), CONNECTIONS, SECONDS);
    await autocannon(url, CONNECTIONS, WARMUP_SECONDS);
    const http = await autocannon(url, CONNECTIONS, SECONDS);
    const ratio = http.perSecond / driver.perSecond;
    return [
      {
        name: `Public hunter over HTTP vs bare driver, ${label}`,
        result: `ratio ${ratio.toFixed(2)}: HTTP ${stats(http, "req")}; driver ${stats(driver, "rows")}`,
        budget: `≥ ${MIN_RATIO}x the driver's rate`,
        pass: ratio >= MIN_RATIO && http.failures === 0 && driver.failures === 0,
      },
      {
        name: `Public hunter over HTTP, p99 at ${CONNECTIONS} connections, ${label}`,
        result: `p99 ${http.p99.toFixed(1)} ms, p50 ${http.p50.toFixed(1)} ms (${SECONDS} s, ${http.failures} failed)`,
        budget: `p99 < ${MAX_P99_MS} ms`,
        pass: http.p99 < MAX_P99_MS && http.failures === 0,
      },
    ];
  } finally {
    await bare.close();
  }
}

async function onEach(label: string, start: () => Promise<BenchServers>): Promise<BenchResult[]> {
  const setup = await start();
  try {
    return await measure(label, setup);
  } finally {
    await setup.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const results = await onEach("PGlite", startPgliteServer);
  const pgUrl = benchPgUrl;
  if (pgUrl) {
    results.push(...(await onEach("PostgreSQL", () => startPostgresServers(pgUrl, 1))));
  } else {
    console.log("  PostgreSQL part skipped: set BENCH_PG_URL or PG_TEST_URL to run it");
  }
  return results;
}
