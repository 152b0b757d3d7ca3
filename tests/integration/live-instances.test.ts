import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "#server/env.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { registration } from "./support/accounts.ts";
import { freePort } from "./support/processes.ts";
import { sseReader } from "./support/sse.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#hosting, #live-updates: stateless instances on one PostgreSQL behave as one. Two complete servers (own
// pools, own LISTEN connections, own HTTP ports) share one database; a change saved through one
// reaches a stream held by the other.
describe.runIf(pgTestUrl)("two instances on one PostgreSQL", () => {
  const name = `hl_test_instances_${process.pid}_${Date.now()}`;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgTestUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgTestUrl ?? "");
    url.pathname = `/${name}`;
    const env = (port: number) =>
      readEnv({
        NODE_ENV: "test",
        PORT: String(port),
        DATABASE_URL: url.toString(),
        AUTH_SECRET: "instances-secret-instances-secret-0123",
        BASE_URL: "http://localhost:3000",
        RATE_LIMIT: "off",
      });
    // Both start at once: the migration lock lets one migrate while the other waits.
    const [portA, portB] = [await freePort(), await freePort()];
    [a, b] = await Promise.all([startServer(env(portA)), startServer(env(portB))]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: pgTestUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("a hunter saved through one instance reaches an SSE client of the other", async () => {
    const origin = "http://localhost:3000";
    const at = (server: RunningServer, path: string) => `http://127.0.0.1:${server.port}${path}`;
    const reg = await fetch(at(a, "/api/account/register"), {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(registration()),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const user = (await reg.json()) as { id: string };
    await verify(user.id);

    const stream = sseReader(await fetch(at(b, "/api/live"), { headers: { cookie } }));
    expect((await stream.next(10_000))?.event).toBe("ready");

    const saved = await fetch(at(a, "/api/hunters"), {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ slotIndex: 0, hunter: build({ hunterName: "Across" }) }),
    });
    expect(saved.status).toBe(201);
    const frame = await stream.next(10_000);
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}").topic).toBe("hunters");
    await stream.close();
  });

  // The stream needs a verified user; mark the e-mail verified the way the link would.
  async function verify(userId: string) {
    await a.database.query(`update "user" set email_verified = true where id = $1`, [userId]);
  }
});
