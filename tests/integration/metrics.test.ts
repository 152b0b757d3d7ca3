import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "#server/env.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { freePort, scratchPostgres } from "./support/processes.ts";
import { sseReader } from "./support/sse.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { pgTestUrl } from "./support/test-db.ts";

const TOKEN = "metrics-token-0123456789";

/** The value of one sample line (`name{labels} value`) of a Prometheus text page. */
const sample = (page: string, line: string) => {
  const found = page.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe("GET /metrics", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.destroy())));
  const app = async (env: Record<string, string> = {}) => {
    const t = await createTestApp("pglite", { env });
    apps.push(t);
    return t;
  };

  it("is not served unless METRICS=on or a token is set", async () => {
    const t = await app();
    expect((await t.request("/metrics")).status).toBe(404);
  });

  it("counts requests by route and status, their latency, open live streams and public hunter cache hits", async () => {
    const t = await app({ METRICS: "on" });
    const { client, me } = await verifiedUser(t);
    const saved = await client.post("/api/hunters", { slotIndex: 0, hunter: build({ isPublic: true }) });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const visitor = t.client();
    const before = await (await t.request("/metrics")).text();
    const hitsBefore = sample(before, 'hl_public_hunter_cache_lookups_total{result="hit"}') ?? 0;
    for (let i = 0; i < 3; i++) {
      expect((await visitor.get(`/api/public/hunters/${me.id}/${id}`)).status).toBe(200);
    }
    expect((await visitor.get("/api/hunters")).status).toBe(401);
    const stream = sseReader(await client.get("/api/live"));
    expect((await stream.next())?.event).toBe("ready");

    const res = await t.request("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const page = await res.text();
    const route = "/api/public/hunters/:ownerId/:hunterId";
    expect(sample(page, `hl_http_requests_total{method="GET",route="${route}",status="200"}`)).toBe(3);
    expect(sample(page, 'hl_http_requests_total{method="GET",route="/api/hunters/*",status="401"}')).toBe(1);
    expect(sample(page, `hl_http_request_duration_seconds_count{method="GET",route="${route}"}`)).toBe(3);
    expect(page).toContain(`hl_http_request_duration_seconds_bucket{le="0.1",method="GET",route="${route}"}`);
    expect(sample(page, "hl_live_streams_open")).toBe(1);
    expect(sample(page, "hl_listen_reconnects_total")).toBe(0);
    // The first read fills the cache, the next two are answered from it.
    expect(sample(page, 'hl_public_hunter_cache_lookups_total{result="hit"}')).toBe(hitsBefore + 2);
    expect(page).toContain("hl_process_resident_memory_bytes");

    await stream.close();
    await expect
      .poll(async () => sample(await (await t.request("/metrics")).text(), "hl_live_streams_open"))
      .toBe(0);
  });

  it("with METRICS_TOKEN, answers only a matching bearer token", async () => {
    const t = await app({ METRICS_TOKEN: TOKEN });
    expect((await t.request("/metrics")).status).toBe(401);
    const wrong = await t.request("/metrics", {
      headers: { authorization: "Bearer metrics-token-0123456780" },
    });
    expect(wrong.status).toBe(401);
    const right = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("# TYPE hl_http_requests_total counter");
  });
});

describe.runIf(pgTestUrl)("GET /metrics on PostgreSQL", () => {
  let server: RunningServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  let dbName = "";
  beforeAll(async () => {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    dbName = new URL(scratch.url).pathname.slice(1);
    server = await startServer(
      readEnv({ NODE_ENV: "test", PORT: String(await freePort()), DATABASE_URL: scratch.url, METRICS: "on" }),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("counts the LISTEN connection coming back after PostgreSQL dropped it", async () => {
    const page = async () => (await fetch(`http://127.0.0.1:${server?.port}/metrics`)).text();
    expect(sample(await page(), "hl_listen_reconnects_total")).toBe(0);
    const admin = new pg.Client({ connectionString: pgTestUrl });
    await admin.connect();
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hunter-lodge listen hl_live' and datname = $1`,
      [dbName],
    );
    expect(ended.rowCount).toBe(1);
    await admin.end();
    await expect
      .poll(async () => sample(await page(), "hl_listen_reconnects_total"), { timeout: 10_000 })
      .toBe(1);
  });
});
