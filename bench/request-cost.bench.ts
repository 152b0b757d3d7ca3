import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { newHunter } from "#core/schemas/hunter.ts";
import type { BenchResult } from "./lib.ts";
import type { Usage } from "./request-cost-server.ts";
import { type Call, headersOf, send } from "./support/cost-calls.ts";
import { ask, type Child, startChild, stopChild } from "./support/cost-child.ts";
import { expectOk, itemBody, seedPlayer } from "./support/cost-seed.ts";
import { benchPgUrl, createScratchDatabase } from "./support/postgres.ts";

const CONNECTIONS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
// A server's first few thousand requests run code V8 has not optimized yet. With a warm-up of 500 the
// floor, measured first on a server that had served nothing, cost 0.33-0.36 ms against 0.13-0.20 ms
// once warm (2026-11-25), while the app was warm from the seeding: the ratio to the floor flattered the
// app. Each route is now warmed with 2,000 requests and measured over ROUNDS runs, of which the median
// counts, so one run disturbed by the machine's other work does not decide it.
const WARMUP = 2000;
const ROUNDS = 3;
const ADDS = 300;

type RawRequest = { path: string; headers: Record<string, string> };
type Cost = { cpuMs: number; roundTrips: number; perSecond: number; failures: number };

type AutocannonResult = { requests: { total: number }; duration: number; non2xx: number; errors: number };
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const load = (server: Child, call: Call, amount: number) =>
  autocannon({
    url: `${server.url}${call.path}`,
    connections: CONNECTIONS,
    amount,
    method: call.method,
    headers: headersOf(call),
    body: call.body,
    ...(call.keyed || call.ownPaths ? { requests: [{ setupRequest: perRequest(call) }] } : {}),
  });

// autocannon keeps one context per connection.
function perRequest({ keyed, ownPaths }: Call) {
  let connections = 0;
  return (request: RawRequest, context: { path?: string }) => {
    if (ownPaths) context.path ??= ownPaths[connections++ % ownPaths.length];
    return {
      ...request,
      path: context.path ?? request.path,
      headers: keyed ? { ...request.headers, "idempotency-key": randomUUID() } : request.headers,
    };
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** CPU and round trips per request of `call`: the median of `rounds` runs of `amount` requests, after a warm-up. */
async function cost(
  server: Child,
  call: Call,
  amount = REQUESTS,
  warmup = WARMUP,
  rounds = ROUNDS,
): Promise<Cost> {
  if (warmup > 0) await load(server, call, warmup);
  // Requests alone first: their statements are the route's round trips, whatever the load does. The
  // fewest of three, as a background job (a catch-up batch each minute) may run beside one of them.
  let roundTrips = Number.POSITIVE_INFINITY;
  for (let probe = 0; probe < 3; probe++) {
    const single = await ask<Usage>(server, { type: "usage" });
    const res = await send(server.url, call);
    if (res.status >= 300) throw new Error(`${call.method} ${call.path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    const after = await ask<Usage>(server, { type: "usage" });
    roundTrips = Math.min(roundTrips, after.queries - single.queries);
  }
  const cpuMs: number[] = [];
  const perSecond: number[] = [];
  let failures = 0;
  for (let round = 0; round < rounds; round++) {
    const before = await ask<Usage>(server, { type: "usage" });
    const result = await load(server, call, amount);
    const after = await ask<Usage>(server, { type: "usage" });
    const done = result.requests.total;
    cpuMs.push((after.cpuMs - before.cpuMs) / done);
    perSecond.push(done / result.duration);
    failures += result.non2xx + result.errors;
  }
  return { cpuMs: median(cpuMs), roundTrips, perSecond: median(perSecond), failures };
}

const fixed = (value: number) => value.toFixed(3);
const summary = (c: Cost & { bare?: Cost & { kb: number } }) =>
  `${fixed(c.cpuMs)} ms CPU, ${c.roundTrips} round trips, ${Math.round(c.perSecond)} req/s` +
  (c.failures ? `, ${c.failures} failed` : "") +
  (c.bare ? `; bare node:http sending the same ${c.bare.kb.toFixed(1)} KB: ${fixed(c.bare.cpuMs)} ms` : "");

export async function run(): Promise<BenchResult[]> {
  if (!benchPgUrl) {
    console.log("  request cost skipped: set BENCH_PG_URL or PG_TEST_URL to run it");
    return [];
  }
  const scratch = await createScratchDatabase(benchPgUrl);
  const children: Child[] = [];
  try {
    const app = await startChild("app", scratch.url);
    children.push(app);
    const floorServer = await startChild("hono", scratch.url);
    children.push(floorServer);
    const hookedFloorServer = await startChild("hono-als", scratch.url);
    children.push(hookedFloorServer);
    const bareServer = await startChild("bare", scratch.url);
    children.push(bareServer);

    const reader = await seedPlayer(app.url, scratch.url, "reader", 16, 200);
    const writer = await seedPlayer(app.url, scratch.url, "writer", CONNECTIONS, 0);
    const [firstHunter = ""] = reader.hunterIds;
    const publicPath = `/api/public/hunters/${reader.userId}/${firstHunter}`;
    const publicAnswer = await expectOk(
      await send(app.url, { method: "GET", path: publicPath }),
      "public hunter",
    );
    await ask(bareServer, {
      type: "bytes",
      body: await publicAnswer.text(),
      contentType: publicAnswer.headers.get("content-type"),
    });

    const floorCall = { method: "GET", path: "/floor", cookie: reader.cookie };
    const floor = await cost(floorServer, floorCall);
    const hookedFloor = await cost(hookedFloorServer, floorCall);
    const bare = await cost(bareServer, { method: "GET", path: "/" });
    // Each read beside bare node:http sending its very answer, measured right after it: what moving those
    // bytes through loopback TCP costs any server on this machine (docs/performance.md#request-cost).
    const get = async (path: string) => {
      const call = { method: "GET", path, cookie: reader.cookie };
      const route = await cost(app, call);
      const answer = await expectOk(await send(app.url, call), path);
      const body = await answer.text();
      await ask(bareServer, { type: "bytes", body, contentType: answer.headers.get("content-type") });
      const bytes = await cost(bareServer, { method: "GET", path: "/" });
      return { ...route, bare: { ...bytes, kb: Buffer.byteLength(body) / 1024 } };
    };
    const me = await get("/api/me");
    const roster = await get("/api/hunters");
    const inventory = await get("/api/inventory");
    const presets = await get("/api/presets");
    const publicHunter = await cost(app, { method: "GET", path: publicPath });
    const save = await cost(
      app,
      {
        method: "PUT",
        path: `/api/hunters/${writer.hunterIds[0]}`,
        cookie: writer.cookie,
        body: JSON.stringify({ hunter: { ...newHunter(), hunterName: "Saved again", atkSpdGoal: 0.42 } }),
        keyed: true,
        ownPaths: writer.hunterIds.map((id) => `/api/hunters/${id}`),
      },
      1000,
      500,
    );
    const add = await cost(
      app,
      { method: "POST", path: "/api/inventory", cookie: writer.cookie, body: itemBody(3), keyed: true },
      ADDS,
      50,
      1,
    );

    const within = (c: Cost, cpuMs: number, trips: number) =>
      c.cpuMs <= cpuMs && c.roundTrips <= trips && c.failures === 0;
    const ratio = publicHunter.perSecond / bare.perSecond;
    return [
      {
        name: "Request cost: floor (Hono, request log, the session cookie's HMAC, one query joining session and user)",
        result: summary(floor),
        budget: "information",
        pass: floor.failures === 0,
      },
      {
        name: "Request cost: floor with an AsyncLocalStorage run once (Node 20's promise hooks on, as in the app)",
        result: `${summary(hookedFloor)}; ${(hookedFloor.cpuMs / floor.cpuMs).toFixed(2)}x the floor`,
        budget: "information",
        pass: hookedFloor.failures === 0,
      },
      {
        name: "Request cost: bare node:http, the public hunter's bytes",
        result: summary(bare),
        budget: "information",
        pass: bare.failures === 0,
      },
      {
        name: "Request cost: GET /api/me",
        result: `${summary(me)}; ${(me.cpuMs / floor.cpuMs).toFixed(1)}x the floor`,
        budget: "≤ 2x the floor's CPU, 1 round trip",
        pass: within(me, 2 * floor.cpuMs, 1),
      },
      {
        name: "Request cost: GET /api/hunters (16 builds)",
        result: summary(roster),
        budget: "≤ 0.4 ms, 2 round trips",
        pass: within(roster, 0.4, 2),
      },
      {
        name: "Request cost: GET /api/inventory (200 items)",
        result: summary(inventory),
        budget: "≤ 0.4 ms, 2 round trips",
        pass: within(inventory, 0.4, 2),
      },
      {
        name: "Request cost: GET /api/presets",
        result: summary(presets),
        budget: "≤ 0.4 ms, 2 round trips",
        pass: within(presets, 0.4, 2),
      },
      {
        name: "Request cost: PUT /api/hunters/:id",
        result: summary(save),
        budget: "≤ 1.5 ms, 7 round trips",
        pass: within(save, 1.5, 7),
      },
      {
        name: "Request cost: POST /api/inventory",
        result: summary(add),
        budget: "≤ 0.8 ms, 6 round trips",
        pass: within(add, 0.8, 6),
      },
      {
        name: "Request cost: cached public hunter vs bare node:http",
        result: `ratio ${ratio.toFixed(2)}: ${summary(publicHunter)}; bare ${Math.round(bare.perSecond)} req/s`,
        budget: "≥ 0.7x bare node:http's rate",
        pass: ratio >= 0.7 && publicHunter.failures === 0,
      },
    ];
  } finally {
    for (const child of children) await stopChild(child);
    await scratch.drop();
  }
}
