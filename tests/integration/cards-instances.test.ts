import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "#server/env.ts";
import { type RunningServer, startServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { registration } from "./support/accounts.ts";
import { freePort } from "./support/processes.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#build-cards: each instance keeps the cards it drew, and a save through one instance
// makes the other draw again, through the same live events that clear the shared-build cache.
describe.runIf(pgTestUrl)("build cards on two instances of one PostgreSQL", () => {
  const name = `hl_test_cards_${process.pid}_${Date.now()}`;
  let a: RunningServer;
  let b: RunningServer;
  const origin = "http://localhost:3000";
  const at = (server: RunningServer, path: string) => `http://127.0.0.1:${server.port}${path}`;

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
        BASE_URL: origin,
        RATE_LIMIT: "off",
        REMINDERS: "off",
      });
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

  const cardHash = async (server: RunningServer, path: string) => {
    const res = await fetch(at(server, path));
    expect(res.status).toBe(200);
    return createHash("sha256")
      .update(Buffer.from(await res.arrayBuffer()))
      .digest("hex");
  };

  it("serves a card from the instance's cache until a save through the other instance makes it stale", async () => {
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
    const { id: userId } = (await reg.json()) as { id: string };
    await a.database.query(`update "user" set email_verified = true where id = $1`, [userId]);
    const write = (method: string, path: string, body: unknown) =>
      fetch(at(a, path), {
        method,
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
    const created = await write("POST", "/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Across" }),
    });
    expect(created.status).toBe(201);
    const hunter = (await created.json()) as { id: string; updatedAt: string };
    const card = `/api/cards/hunters/${userId}/${hunter.id}.png`;

    const first = await cardHash(b, card);
    // Changed behind the app's back (no live event): instance B still serves what it drew, so the
    // second read came from its cache, not from a new drawing.
    await a.database.query(`update hunters set hunter_name = 'Sneaked In' where id = $1`, [hunter.id]);
    expect(await cardHash(b, card)).toBe(first);

    const saved = await write("PUT", `/api/hunters/${hunter.id}`, {
      hunter: build({ hunterName: "Saved On A" }),
      baseUpdatedAt: hunter.updatedAt,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // The NOTIFY reaches B within milliseconds; the next read there draws the saved build.
    let after = first;
    for (let tries = 0; tries < 50 && after === first; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await cardHash(b, card);
    }
    expect(after).not.toBe(first);
    expect(await cardHash(a, card)).toBe(after);
  }, 60_000);
});
