// Child process of bench/request-cost.bench.ts: one server alone in its process, so its CPU counters are its
// own. argv: mode (app | hono | hono-als | bare), PostgreSQL URL, port. `app` is Hunter Lodge as `npm start` runs it;
// `hono` the floor of DECISIONS §12: a Hono route with the same request log that checks the session cookie's
// HMAC and runs one query joining session and user (`hono-als` the same with Node's promise hooks on); `bare` a node:http
// server that sends the bytes the bench gives it. Every statement any pg client sends is counted (the
// pool's and the transactions' alike), so `queries` is the SQL round trips; the LISTEN connections' own
// heartbeat NOTIFYs (one a second each) belong to no request and are left out. Answers `{ type: "usage" }`
// over IPC with its CPU time and that count.
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import pg from "pg";
import { readEnv } from "#server/env.ts";
import { signedToken } from "#server/http/session.ts";
import { getLogger } from "#server/observability/logger.ts";
import { requestLog } from "#server/observability/request-log.ts";
import { startServer } from "#server/start-up.ts";

export type Usage = { cpuMs: number; queries: number };
const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

const [mode = "app", databaseUrl = "", port = "0"] = process.argv.slice(2);

let queries = 0;
const query = pg.Client.prototype.query;
// A LISTEN connection names itself so (src/server/db/pg-listen.ts).
const isListener = (client: pg.Client) =>
  (
    client as unknown as { connectionParameters?: { application_name?: string } }
  ).connectionParameters?.application_name?.startsWith("hunter-lodge listen") === true;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  if (!isListener(this)) queries += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

let bare = { body: Buffer.alloc(0), type: "application/json" };

async function start(): Promise<() => Promise<void>> {
  if (mode === "app") {
    const server = await startServer(
      readEnv({
        NODE_ENV: "production",
        PORT: port,
        AUTH_SECRET: BENCH_SECRET,
        BASE_URL: "http://localhost:3000",
        RATE_LIMIT: "off",
        REMINDERS: "off",
        DATABASE_URL: databaseUrl,
      }),
    );
    return () => server.stop();
  }
  if (mode === "hono" || mode === "hono-als") {
    // better-auth runs its endpoints in an AsyncLocalStorage, as does the idempotency key's scope; once one
    // has run, Node 20 keeps its promise hooks on for the whole process. The floor with them on says what
    // that costs every request of the app (docs/performance.md#request-cost).
    if (mode === "hono-als") new AsyncLocalStorage<number>().run(1, () => undefined);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const key = Buffer.from(BENCH_SECRET, "utf8");
    const app = new Hono();
    app.use("*", requestLog(getLogger("info")));
    // DECISIONS §12's minimal signed-in route: the session cookie's HMAC checked (as the app checks it), one prepared query
    // joining session and user, the row sent as JSON.
    app.get("/floor", async (c) => {
      const cookie = Object.entries(getCookie(c)).find(([name]) => name.endsWith("session_token"))?.[1];
      const token = signedToken(cookie, key);
      if (!token) return c.json(null, 401);
      const { rows } = await pool.query({
        name: "floor_session",
        text: `select s.id as session_id, s.expires_at, u.* from session s join "user" u on u.id = s.user_id where s.token = $1`,
        values: [token],
      });
      return rows[0] ? c.json(rows[0]) : c.json(null, 401);
    });
    const server = serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" });
    return async () => {
      server.close();
      await pool.end();
    };
  }
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": bare.type, "content-length": bare.body.length });
    res.end(bare.body);
  });
  await new Promise<void>((resolve) => server.listen(Number(port), "127.0.0.1", resolve));
  return async () => {
    server.close();
  };
}

const stop = await start();
process.on("message", (message: { type?: string; body?: string; contentType?: string }) => {
  if (message.type === "usage") {
    const cpu = process.cpuUsage();
    const usage: Usage = { cpuMs: (cpu.user + cpu.system) / 1000, queries };
    process.send?.({ type: "usage", usage });
  } else if (message.type === "bytes") {
    bare = { body: Buffer.from(message.body ?? "", "utf8"), type: message.contentType ?? "application/json" };
    process.send?.({ type: "bytes" });
  } else if (message.type === "stop") {
    void stop().then(() => process.exit(0));
  }
});
process.send?.({ type: "ready" });
