// The scale budget
// (docs/decisions.md#2026-11-23-scale-bench-how-a-community-sized-database-is-seeded-and-loaded) of
// docs/product.md#performance-budgets: 5,000 open /api/live streams on one instance, then saves from 50
// players: memory per stream, the instance's RSS, commit->frame p99 for the affected streams (< 100 ms), and
// no change ever reaching another player's stream; then two instances sharing the 5,000; fan-out cost at 100,
// 1,000 and 5,000 streams. The instances run in child processes (bench/scale-server.ts) so their memory and
// CPU are their own; this process holds the streams and sends the saves.
import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { newHunter } from "#core/schemas/hunter.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { LIVE_CHANNEL, parseLiveEvent } from "#server/live/topics.ts";
import { type BenchResult, percentile } from "./lib.ts";
import { seedAtScale, sessionCookieOf, userIdOf } from "./scale-seed.ts";
import type { Usage } from "./scale-server.ts";
import { benchPgUrl, createScratchDatabase } from "./support/postgres.ts";
import { freePort, ORIGIN } from "./support/servers.ts";

const PLAYERS = 1_500;
const TABS = 4;
const LEVELS = (process.env.SCALE_STREAM_LEVELS ?? "100,1000,5000").split(",").map(Number);
const SAVERS = 50;
const SAVES_EACH = 10;
const COMMIT_TO_FRAME_P99_MS = 100;
const OPEN_CONCURRENCY = 50;
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

type Instance = { child: ChildProcess; port: number };

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const script = new URL("./scale-server.ts", import.meta.url).pathname;
  const child = fork(script, [databaseUrl, AUTH_SECRET, String(port)], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    // Its per-request log lines (production's info level) are written, to nowhere: the bench's own
    // output stays readable and the instance still pays for logging as it would in production.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the instance exited with ${code}`)));
    child.on("message", (m: { type?: string }) => {
      if (m.type === "ready") resolve();
    });
  });
  return { child, port };
}

function usageOf({ child }: Instance): Promise<Usage> {
  return new Promise((resolve) => {
    const onMessage = (m: { type?: string; usage?: Usage }) => {
      if (m.type !== "usage" || !m.usage) return;
      child.off("message", onMessage);
      resolve(m.usage);
    };
    child.on("message", onMessage);
    child.send({ type: "usage" });
  });
}

async function stopInstance({ child }: Instance) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send({ type: "stop" });
  await exited;
}

type Frame = { at: number; arrived: number };
type Stream = { player: number; instance: number; frames: Frame[]; changes: number; close: () => void };

const wallNow = () => performance.timeOrigin + performance.now();
const changeKey = (userId: string, at: number) => `${userId} ${at}`;

/**
 * When each change committed, by this process's clock: a listener of its own on the live channel, which
 * PostgreSQL tells at the commit, as it tells the instances. The change's `at` is stamped when the write's
 * statement is built, before the statement runs and its commit waits for the WAL, so it cannot stand for the
 * commit (performance.md, "The live fan-out again"). Both listeners hear the same commit through the same
 * server, so what a frame takes beyond this one's hearing is the instance's own path: LISTEN to stream.
 */
async function listenForCommits(databaseUrl: string) {
  const seen = new Map<string, number>();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on("notification", ({ payload }) => {
    const heard = wallNow();
    // As the instances read it; the channel's other signal (sessions ended) is no change.
    const event = parseLiveEvent(payload ?? "");
    if (event) seen.set(changeKey(event.userId, event.at), heard);
  });
  await client.query(`listen ${LIVE_CHANNEL}`);
  return { seen, close: () => client.end() };
}
type Commits = Awaited<ReturnType<typeof listenForCommits>>;

/** Opens /api/live as player `i` and records each change frame's `at` and arrival. */
function openStream(port: number, instance: number, player: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { player, instance, frames: [], changes: 0, close: () => request.destroy() };
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/live",
        agent: false,
        headers: { cookie: sessionCookieOf(player, AUTH_SECRET), accept: "text/event-stream" },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`GET /api/live: HTTP ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          const arrived = wallNow();
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes("event: ready")) resolve(stream);
            if (!block.includes("event: change")) continue;
            const data = block.split("\n").find((line) => line.startsWith("data:"));
            const { at } = JSON.parse(data?.slice(5) ?? "{}") as { at?: number };
            stream.changes += 1;
            if (typeof at === "number") stream.frames.push({ at, arrived });
          }
        });
      },
    );
    request.on("error", reject);
  });
}

/** Opens streams until `target` are open: TABS per player, the tabs of one player over `ports` in turn. */
async function openUpTo(streams: Stream[], target: number, ports: number[]) {
  while (streams.length < target) {
    const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, target - streams.length) }, (_, k) => {
      const n = streams.length + k;
      const instance = n % ports.length;
      return openStream(ports[instance] as number, instance, 1 + Math.floor(n / TABS));
    });
    streams.push(...(await Promise.all(batch)));
  }
}

async function hunterIdsOf(databaseUrl: string, players: number[]): Promise<Map<number, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; id: string }>(
      "select user_id, id from hunters where slot_index = 0 and user_id = any($1)",
      [players.map(userIdOf)],
    );
    return new Map(rows.map((r) => [Number(r.user_id.slice(1)), r.id]));
  } finally {
    await client.end();
  }
}

type SaveRound = {
  sameInstance: number[];
  otherInstance: number[];
  expected: number;
  received: number;
  leaked: number;
  saves: number;
  cpuMsPerSave: number;
};

/** `saverCount` players save their first hunter SAVES_EACH times each, all at once, through instance `via`. */
async function saveRound(
  streams: Stream[],
  via: Instance,
  hunters: Map<number, string>,
  commits: Commits,
  saverCount = SAVERS,
): Promise<SaveRound> {
  for (const s of streams) {
    s.frames = [];
    s.changes = 0;
  }
  commits.seen.clear();
  const holders = [...new Set(streams.map((s) => s.player))];
  const savers = holders.slice(0, saverCount);
  for (let i = holders.length + 1; savers.length < saverCount; i++) savers.push(i);
  const before = await usageOf(via);
  await Promise.all(
    savers.map(async (player) => {
      for (let k = 0; k < SAVES_EACH; k++) {
        const res = await fetch(`http://127.0.0.1:${via.port}/api/hunters/${hunters.get(player)}`, {
          method: "PUT",
          headers: {
            "content-type": "application/json",
            origin: ORIGIN,
            cookie: sessionCookieOf(player, AUTH_SECRET),
            // As the web app sends a save.
            "idempotency-key": randomUUID(),
          },
          body: JSON.stringify({ hunter: { ...newHunter(), hunterName: `Live ${k}`, isPublic: true } }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`PUT /api/hunters/:id: HTTP ${res.status}`);
      }
    }),
  );
  const after = await usageOf(via);
  // Frames still on their way after the last answer.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const saving = new Set(savers);
  // A frame whose commit this process did not hear counts as never arriving (received stays short).
  const affected = streams
    .filter((s) => saving.has(s.player))
    .map((s) => ({
      instance: s.instance,
      latencies: s.frames.flatMap(({ at, arrived }) => {
        const committed = commits.seen.get(changeKey(userIdOf(s.player), at));
        return committed === undefined ? [] : [arrived - committed];
      }),
    }));
  const sorted = (list: typeof affected) => list.flatMap((s) => s.latencies).sort((a, b) => a - b);
  return {
    sameInstance: sorted(affected.filter((s) => s.instance === 0)),
    otherInstance: sorted(affected.filter((s) => s.instance !== 0)),
    expected: affected.length * SAVES_EACH,
    received: affected.reduce((n, s) => n + s.latencies.length, 0),
    leaked: streams.filter((s) => !saving.has(s.player)).reduce((n, s) => n + s.changes, 0),
    saves: savers.length * SAVES_EACH,
    cpuMsPerSave: (after.cpuMs - before.cpuMs) / (savers.length * SAVES_EACH),
  };
}

const loadNow = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const p = (sorted: number[], q: number) => percentile(sorted, q).toFixed(1);

export async function run(): Promise<BenchResult[]> {
  const pgUrl = benchPgUrl;
  if (!pgUrl) {
    console.log("  skipped: the scale bench needs PostgreSQL (set BENCH_PG_URL or PG_TEST_URL)");
    return [];
  }
  const scratch = await createScratchDatabase(pgUrl);
  const instances: Instance[] = [];
  const streams: Stream[] = [];
  const results: BenchResult[] = [];
  let commits: Commits | undefined;
  try {
    const first = await startInstance(scratch.url);
    instances.push(first);
    const seed = await seedAtScale(scratch.url, PLAYERS, loadGameDataFile());
    console.log(`  seeded ${PLAYERS} players in ${seed.seconds.toFixed(1)} s`);
    const maxPlayers = Math.ceil(Math.max(...LEVELS) / TABS);
    const hunters = await hunterIdsOf(
      scratch.url,
      Array.from({ length: Math.max(maxPlayers, SAVERS * 2) }, (_, k) => k + 1),
    );
    commits = await listenForCommits(scratch.url);
    const idle = await usageOf(first);
    for (const level of LEVELS) {
      await openUpTo(streams, level, [first.port]);
      const usage = await usageOf(first);
      const perStream = (usage.heapUsed + usage.external - idle.heapUsed - idle.external) / level;
      const rssPerStream = (usage.rss - idle.rss) / level;
      // One player saving alone: the frame's path without 49 other saves queued on the same cores.
      const alone = await saveRound(streams, first, hunters, commits, 1);
      const round = await saveRound(streams, first, hunters, commits);
      const load = loadNow();
      const p99 = percentile(round.sameInstance, 0.99);
      const row: BenchResult = {
        name: `Scale: live fan-out, ${level} streams on one instance, PostgreSQL`,
        result:
          `commit→frame p50 ${p(round.sameInstance, 0.5)} ms, p99 ${p(round.sameInstance, 0.99)} ms ` +
          `over ${round.received}/${round.expected} frames (${round.saves} saves by ${SAVERS} players, ` +
          `${TABS} tabs each); one player saving alone: p50 ${p(alone.sameInstance, 0.5)} ms, ` +
          `p99 ${p(alone.sameInstance, 0.99)} ms; ${round.leaked + alone.leaked} frames on other players' streams; ` +
          `server CPU ${round.cpuMsPerSave.toFixed(2)} ms per save; RSS ${mb(usage.rss)} ` +
          `(idle ${mb(idle.rss)}), ${(perStream / 1024).toFixed(1)} KB heap+external and ` +
          `${(rssPerStream / 1024).toFixed(1)} KB RSS per stream; load ${load}`,
        budget: `commit→frame p99 < ${COMMIT_TO_FRAME_P99_MS} ms, every frame to its player only`,
        pass:
          p99 < COMMIT_TO_FRAME_P99_MS &&
          round.leaked + alone.leaked === 0 &&
          round.received === round.expected &&
          alone.received === alone.expected &&
          usage.streams === level,
      };
      console.log(`  ${row.pass ? "pass" : "FAIL"} ${row.name}: ${row.result}`);
      results.push(row);
    }

    // Two instances share the largest level: a player's tabs alternate between them; saves go to the first.
    const level = Math.max(...LEVELS);
    for (const s of streams.splice(0)) s.close();
    const second = await startInstance(scratch.url);
    instances.push(second);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await openUpTo(streams, level, [first.port, second.port]);
    const [usageA, usageB] = [await usageOf(first), await usageOf(second)];
    const round = await saveRound(streams, first, hunters, commits);
    const load = loadNow();
    const sameP99 = percentile(round.sameInstance, 0.99);
    const otherP99 = percentile(round.otherInstance, 0.99);
    const row: BenchResult = {
      name: `Scale: live, ${level} streams over two instances, PostgreSQL`,
      result:
        `commit→frame on the saving instance p50 ${p(round.sameInstance, 0.5)} ms, p99 ${p(round.sameInstance, 0.99)} ms; ` +
        `on the other p50 ${p(round.otherInstance, 0.5)} ms, p99 ${p(round.otherInstance, 0.99)} ms; ` +
        `${round.received}/${round.expected} frames, ${round.leaked} on other players' streams; ` +
        `streams ${usageA.streams} + ${usageB.streams}, RSS ${mb(usageA.rss)} + ${mb(usageB.rss)}; load ${load}`,
      budget: `commit→frame p99 < ${COMMIT_TO_FRAME_P99_MS} ms on both, every frame to its player only`,
      pass:
        sameP99 < COMMIT_TO_FRAME_P99_MS &&
        otherP99 < COMMIT_TO_FRAME_P99_MS &&
        round.leaked === 0 &&
        round.received === round.expected,
    };
    console.log(`  ${row.pass ? "pass" : "FAIL"} ${row.name}: ${row.result}`);
    results.push(row);
    return results;
  } finally {
    for (const s of streams) s.close();
    await commits?.close();
    await Promise.all(instances.map(stopInstance));
    await scratch.drop();
  }
}
