// The explore budgets
// (docs/decisions.md#2026-11-24-explore-derived-columns-partial-indexes-tallies-kept-by-a-trigger) of
// docs/product.md#performance-budgets, on the scale bench's seeded PostgreSQL (10,000 players, ~200,000
// hunters, a third public): any explore filter and sort p99 < 50 ms at 20 requests/s open-loop (latency from
// each request's intended send time); a class's meta and leaderboard p99 < 100 ms; a save within 10% of its
// cost without the tally trigger. Plans of every statement in docs/performance.md.
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { newHunter } from "#core/schemas/hunter.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { startServer } from "#server/start-up.ts";
import type { BenchResult } from "./lib.ts";
import { captureQueries, explainAll, type PlannedQuery } from "./scale-explain.ts";
import { type SeedReport, seedAtScale, sessionCookieOf } from "./scale-seed.ts";
import { benchPgUrl, createScratchDatabase } from "./support/postgres.ts";
import { benchEnv, freePort, ORIGIN } from "./support/servers.ts";

const PLAYERS = Number(process.env.SCALE_PLAYERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = 20;
const LIST_P99_MS = 50;
const META_P99_MS = 100;
const SAVES = 200;
const SAVE_RATIO_MAX = 1.1;
const SECRET = "bench-secret-bench-secret-bench-secret-0123";

// Every filter alone and in pairs, under every sort, plus deep pages: what a player can ask of /explore.
function listPaths(classes: string[], sets: string[]): string[] {
  const filters = [
    "",
    `class=${classes[2]}`,
    "family=archer",
    "rarity=Legendary",
    "purpose=boss",
    `set=${sets[0]}`,
    "minSpd=0.5&maxSpd=1.2",
    "engraved=1",
    "ultimate=1",
    `class=${classes[5]}&set=${sets[1]}`,
    "family=mage&rarity=Heroic&purpose=pv",
    `class=${classes[3]}&minSpd=0.4&maxSpd=2&engraved=1`,
  ];
  const sorts = ["fastest", "newest", "copied", "viewed"];
  return filters.flatMap((f) => sorts.map((s) => `/api/explore?${f ? `${f}&` : ""}sort=${s}`));
}

type Window = { p50: number; p99: number; failures: number; requests: number };

// Open loop: request k is due at k / RATE s; its latency runs from then, so a slow answer delays no later one.
async function openLoop(base: string, paths: string[], seconds: number): Promise<Window> {
  const total = Math.round(seconds * RATE);
  const started = performance.now();
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: total }, async (_, k) => {
      const due = started + (k * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const res = await fetch(`${base}${paths[k % paths.length]}`).catch(() => null);
      if (res?.status !== 200) failures += 1;
      await res?.arrayBuffer();
      latencies.push(performance.now() - due);
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), failures, requests: total };
}

// Follows the `next` cursor a few pages deep, so paging's plans are measured too.
async function deepPage(base: string, path: string, pages: number): Promise<string> {
  let url = path;
  for (let n = 0; n < pages; n++) {
    const body = (await (await fetch(`${base}${url}`)).json()) as { next: string | null };
    if (!body.next) break;
    url = `${path}&after=${encodeURIComponent(body.next)}`;
  }
  return url;
}

const fmt = (w: Window) =>
  `p99 ${w.p99.toFixed(1)} ms, p50 ${w.p50.toFixed(1)} ms, ${w.requests} requests at ${RATE}/s, ${w.failures} failed`;

type Saved = { user_id: string; id: string };

async function saveOnce(base: string, row: Saved, k: number): Promise<number> {
  const i = Number(row.user_id.slice(1));
  // Each save changes the weapon's speed, so its tally keys change and the trigger has work to do.
  const hunter = { ...newHunter(), hunterName: `Saved ${k}`, isPublic: true };
  hunter.items.Weapon.baseAtkSpd = (1.5 + (k % 50) / 100).toFixed(2);
  const started = performance.now();
  const res = await fetch(`${base}/api/hunters/${row.id}`, {
    method: "PUT",
    headers: { cookie: sessionCookieOf(i, SECRET), origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ hunter }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`save: HTTP ${res.status}`);
  return performance.now() - started;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

// The median save with the trigger and without it. Each save rewrites a different seeded build: saving a
// build a second time with the same content writes no explore column, so PostgreSQL updates it in place
// (a HOT update, no index touched): a second pass over the same builds, as this bench once made without the
// trigger, was cheaper for that alone. The two take turns in blocks, so neither gets the warmer cache.
async function saveTimes(
  base: string,
  pool: pg.Pool,
): Promise<{ withTrigger: number; withoutTrigger: number }> {
  const { rows } = await pool.query<Saved>(
    "select user_id, id from hunters where slot_index = 0 and is_public order by md5(id) limit $1",
    [2 * SAVES],
  );
  const times = { with: [] as number[], without: [] as number[] };
  const block = 25;
  for (let start = 0; start < rows.length; start += block) {
    const trigger = (start / block) % 2 === 0;
    await pool.query(`alter table hunters ${trigger ? "enable" : "disable"} trigger hunters_tally`);
    for (const [j, row] of rows.slice(start, start + block).entries())
      (trigger ? times.with : times.without).push(await saveOnce(base, row, start + j));
  }
  await pool.query("alter table hunters enable trigger hunters_tally");
  return { withTrigger: median(times.with), withoutTrigger: median(times.without) };
}

const REPORT = new URL("../docs/performance.md", import.meta.url);
const START = "<!-- explore:plans -->";
const END = "<!-- /explore:plans -->";

function writePlans(plans: { route: string; queries: PlannedQuery[] }[], seed: SeedReport) {
  const lines = [
    START,
    `Plans at ${seed.rows.user} players, ${seed.rows.hunters} hunters (a third public), from \`EXPLAIN (ANALYZE, BUFFERS)\` ` +
      "of the statements each request sent (bench/scale-explain.ts). Written by `npm run bench -- explore`.",
    "",
    "| Request | Statement | Scans | Time | Buffers hit/read |",
    "|---|---|---|---|---|",
  ];
  const cell = (t: string) => t.replace(/\|/g, "\\|");
  for (const { route, queries } of plans) {
    for (const q of queries) {
      const sql = q.sql.length > 160 ? `${q.sql.slice(0, 160)}…` : q.sql;
      const seq = q.seqScans.length > 0 ? ` **SEQ SCAN of ${q.seqScans.join(", ")}**` : "";
      lines.push(
        `| ${cell(route)} | \`${cell(sql)}\` | ${cell(q.scans.join("; ") || "no table")}${seq} | ${q.executionMs.toFixed(3)} ms | ${q.sharedHit}/${q.sharedRead} |`,
      );
    }
  }
  lines.push(END);
  const text = readFileSync(REPORT, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const section = lines.join("\n");
  writeFileSync(
    REPORT,
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n## Explore's query plans at size\n\n${section}\n`,
  );
}

export async function run(): Promise<BenchResult[]> {
  if (!benchPgUrl) {
    console.log("  skipped: the explore bench needs PostgreSQL (set BENCH_PG_URL or PG_TEST_URL)");
    return [];
  }
  const gameData = loadGameDataFile();
  // One instance; its push reminders are off, as they play no part here.
  const scratch = await createScratchDatabase(benchPgUrl);
  const server = await startServer(
    benchEnv(await freePort(), { DATABASE_URL: scratch.url, REMINDERS: "off" }),
  );
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    console.log(`  seeding ${PLAYERS} players…`);
    const seed = await seedAtScale(scratch.url, PLAYERS, gameData);
    const base = `http://127.0.0.1:${server.port}`;
    const classes = gameData.classes.map((c) => c.name);
    const sets = gameData.sets.map((s) => s.name);
    const list = listPaths(classes, sets);
    list.push(
      await deepPage(base, "/api/explore?sort=fastest", 20),
      await deepPage(base, "/api/explore?sort=newest", 20),
    );
    const boards = classes.flatMap((c) => [
      `/api/explore/meta?class=${encodeURIComponent(c)}`,
      `/api/explore/leaderboard?class=${encodeURIComponent(c)}`,
    ]);
    boards.push("/api/explore/meta");
    const { rows: ranked } = await pool.query<{ user_id: string; id: string }>(
      "select user_id, id from hunters where ranked order by md5(id) limit 20",
    );
    const ranks = ranked.map((r) => `/api/explore/rank/${r.user_id}/${r.id}`);

    // The plans of one request of each kind.
    const plans: { route: string; queries: PlannedQuery[] }[] = [];
    for (const path of [...list, ...boards.slice(0, 4), boards.at(-1) as string, ranks[0] as string]) {
      const statements = await captureQueries(async () => {
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      });
      plans.push({
        route: `GET ${decodeURIComponent(path.replace(/after=[^&]+/, "after=…"))}`,
        queries: await explainAll(scratch.url, statements),
      });
    }
    writePlans(plans, seed);
    const hunterScans = plans.flatMap((p) =>
      p.queries.flatMap((q) => q.seqScans.filter((t) => t === "hunters").map(() => p.route)),
    );

    await openLoop(base, list, 2);
    const lists = await openLoop(base, list, SECONDS);
    const metas = await openLoop(base, [...boards, ...ranks], SECONDS);

    const { withTrigger, withoutTrigger } = await saveTimes(base, pool);
    const ratio = withTrigger / withoutTrigger;

    return [
      {
        name: `Explore: ${list.length} filter and sort combinations (deep pages included) at ${PLAYERS} players, open loop, PostgreSQL`,
        result: fmt(lists),
        budget: `p99 < ${LIST_P99_MS} ms at ${RATE} requests/s`,
        pass: lists.p99 < LIST_P99_MS && lists.failures === 0,
      },
      {
        name: `Explore: meta of each class (and of all), leaderboard of each class, ranks, at ${PLAYERS} players, open loop, PostgreSQL`,
        result: fmt(metas),
        budget: `p99 < ${META_P99_MS} ms`,
        pass: metas.p99 < META_P99_MS && metas.failures === 0,
      },
      {
        name: "Explore: a hunter save with the tally trigger vs without it, PostgreSQL at size",
        result: `median ${withTrigger.toFixed(2)} ms vs ${withoutTrigger.toFixed(2)} ms over ${SAVES} sequential saves each, of different builds, taking turns (ratio ${ratio.toFixed(2)})`,
        budget: `≤ ${SAVE_RATIO_MAX}x`,
        pass: ratio <= SAVE_RATIO_MAX,
      },
      {
        name: "Explore: query plans at size, PostgreSQL",
        result:
          hunterScans.length === 0
            ? `${plans.reduce((n, p) => n + p.queries.length, 0)} statements on ${plans.length} requests, no sequential scan of hunters (docs/performance.md)`
            : `sequential scans of hunters: ${[...new Set(hunterScans)].join("; ")}`,
        budget: "no sequential scan of hunters",
        pass: hunterScans.length === 0,
      },
    ];
  } finally {
    await pool.end();
    await server.stop();
    await scratch.drop();
  }
}
