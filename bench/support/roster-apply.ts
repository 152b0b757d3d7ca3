// "Apply all" of the roster plan for 20 hunters (docs/product.md#roster-plan) on PostgreSQL: POST
// /api/roster-plan/apply with every hunter changed, each now wearing a new ring from the inventory, and those
// 20 rings deleted in the same request ("Apply & Delete Items", the heaviest answer of the dialog), from a
// full inventory (400 items). Measured: the server's CPU per request (its process's own counters: the server
// runs alone in a child, bench/request-cost-server.ts) and its SQL round trips, and the wall time the page
// waits. Beside it, in alternating rounds of the same run, the same changes as 20 single saves (PUT
// /api/hunters/:id with the ring to delete), which is what the player would do without the plan.
import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { GameData } from "#core/game-data/schema.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { RosterHunter } from "#core/rules/planner/roster-plan.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { type BenchResult, ms, percentile } from "../lib.ts";
import type { Usage } from "../request-cost-server.ts";
import { benchPgUrl, createScratchDatabase } from "./postgres.ts";
import { freePort, ORIGIN } from "./servers.ts";

const WARMUP_ROUNDS = 5;
const ROUNDS = 40;
const INVENTORY_MAX = 400;

type Server = { child: ChildProcess; url: string };
type Sample = { cpu: number; wall: number; roundTrips: number };

async function startApp(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const script = new URL("../request-cost-server.ts", import.meta.url).pathname;
  const child = fork(script, ["app", databaseUrl, String(port)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.on("message", (m: { type?: string }) => {
      if (m.type === "ready") resolve();
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

function usage({ child }: Server): Promise<Usage> {
  return new Promise((resolve) => {
    const onMessage = (m: { type?: string; usage?: Usage }) => {
      if (m.type !== "usage") return;
      child.off("message", onMessage);
      resolve(m.usage as Usage);
    };
    child.on("message", onMessage);
    child.send({ type: "usage" });
  });
}

async function stopApp({ child }: Server) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send({ type: "stop" });
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  child.kill();
}

function client(base: string) {
  let cookie = "";
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        "idempotency-key": randomUUID(),
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(";")[0]).join("; ");
    return (await res.json()) as T;
  };
  return { call };
}

// A verified VIP player (20 hunters need VIP slots) with the roster bench's hunters and items.
async function seed(base: string, databaseUrl: string, hunters: readonly RosterHunter[], items: OwnedItem[]) {
  const api = client(base);
  const nickname = `apply${Date.now() % 100_000}`;
  const password = "bench-password-123";
  const { id: userId } = await api.call<{ id: string }>("POST", "/api/account/register", {
    email: `${nickname}@example.com`,
    password,
    confirmPassword: password,
    nickname,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`update "user" set email_verified = true where id = $1`, [userId]);
    await db.query(
      `insert into purchases (id, user_id, kind, quantity, source) values (gen_random_uuid(), $1, 'vip_lifetime', 1, 'bench')`,
      [userId],
    );
  } finally {
    await db.end();
  }
  // Room for each round's rings: the inventory is full (400) when the plan is applied.
  for (const { id: _, ...item } of items.slice(0, INVENTORY_MAX - hunters.length))
    await api.call("POST", "/api/inventory", item);
  const saved: OwnHunter[] = [];
  for (const [slotIndex, { hunter }] of hunters.entries())
    saved.push(await api.call<OwnHunter>("POST", "/api/hunters", { slotIndex, hunter }));
  return { api, saved };
}

// Round r's ring for hunter h: one per hunter, none alike, and unlike the one it wore the round before.
const ringOf = (h: number, r: number) => ({
  itemType: "Ring",
  rarity: "Legendary",
  quality: "Fine",
  attributes: [
    { type: "ATK SPD", value: 1 + (h % 10) },
    { type: "ATK", value: 1 + Math.floor(h / 10) + 2 * (r % 2) },
  ],
});

const summary = (samples: Sample[]) => {
  const sorted = (pick: (s: Sample) => number) => samples.map(pick).sort((a, b) => a - b);
  const cpu = sorted((s) => s.cpu);
  const wall = sorted((s) => s.wall);
  return {
    cpu: percentile(cpu, 0.5),
    cpuP99: percentile(cpu, 0.99),
    wall: percentile(wall, 0.5),
    wallP99: percentile(wall, 0.99),
    roundTrips: Math.min(...samples.map((s) => s.roundTrips)),
  };
};

export async function applyCost(
  hunters: readonly RosterHunter[],
  items: OwnedItem[],
  gameData: GameData,
): Promise<BenchResult[]> {
  if (!benchPgUrl) {
    console.log("  Apply all skipped: set BENCH_PG_URL or PG_TEST_URL to run it");
    return [];
  }
  const scratch = await createScratchDatabase(benchPgUrl);
  const server = await startApp(scratch.url);
  try {
    const { api, saved } = await seed(server.url, scratch.url, hunters, items);
    let current = saved;
    const timed = async (work: () => Promise<void>): Promise<Sample> => {
      const before = await usage(server);
      const start = performance.now();
      await work();
      const wall = performance.now() - start;
      const after = await usage(server);
      return { cpu: after.cpuMs - before.cpuMs, wall, roundTrips: after.queries - before.queries };
    };
    const applied: Sample[] = [];
    const singles: Sample[] = [];
    let kept = 0;
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      // Adding the rings is not measured.
      const rings: OwnedItem[] = [];
      for (let h = 0; h < current.length; h++)
        rings.push(await api.call<OwnedItem>("POST", "/api/inventory", ringOf(h, round)));
      const changed = current.map((hunter, h) => ({
        hunterId: hunter.id,
        baseUpdatedAt: hunter.updatedAt,
        hunter: equipInventoryItem(hunter, rings[h] as OwnedItem, gameData),
      }));
      const asOne = round % 2 === 0;
      const sample = await timed(async () => {
        if (asOne) {
          const answer = await api.call<{ hunters: OwnHunter[]; deletedItemIds: string[] }>(
            "POST",
            "/api/roster-plan/apply",
            { hunters: changed, deleteItemIds: rings.map((r) => r.id) },
          );
          current = answer.hunters;
          kept += rings.length - answer.deletedItemIds.length;
        } else {
          const next: OwnHunter[] = [];
          for (const [h, change] of changed.entries())
            next.push(
              await api.call<OwnHunter>("PUT", `/api/hunters/${change.hunterId}`, {
                hunter: change.hunter,
                baseUpdatedAt: change.baseUpdatedAt,
                consumeItemIds: [(rings[h] as OwnedItem).id],
              }),
            );
          current = next;
        }
      });
      if (round >= WARMUP_ROUNDS) (asOne ? applied : singles).push(sample);
    }
    if (kept > 0) throw new Error(`Apply all kept ${kept} rings it should have deleted`);
    const one = summary(applied);
    const twenty = summary(singles);
    return [
      {
        name: `Apply all: POST /api/roster-plan/apply, ${current.length} changed hunters each wearing a new ring, the ${current.length} rings deleted from a full inventory (PostgreSQL)`,
        result:
          `server CPU median ${ms(one.cpu)}, p99 ${ms(one.cpuP99)}; wall median ${ms(one.wall)}, p99 ${ms(one.wallP99)}; ${one.roundTrips} SQL round trips (${applied.length} requests, one at a time). ` +
          `The same changes as ${current.length} single saves: CPU ${ms(twenty.cpu)}, wall ${ms(twenty.wall)}, ${twenty.roundTrips} round trips`,
        budget: "none set (docs/product.md); shown beside 20 single saves",
        pass: true,
      },
    ];
  } finally {
    await stopApp(server);
    await scratch.drop();
  }
}
