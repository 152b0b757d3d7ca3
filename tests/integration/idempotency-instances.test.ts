import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { hunterVersions, inventoryItems, user } from "#server/db/schema.ts";
import type { RunningServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { INSTANCE_ORIGIN, twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

const ring = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] };

// docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent: two instances on one
// PostgreSQL share no memory, so only the key's row in the write's own transaction keeps one request sent to
// both (a retry that reached another instance) from writing twice.
describe.runIf(pgTestUrl)("one Idempotency-Key sent to two instances at once", () => {
  const cluster = twoInstancesPerSuite();

  const db = () => cluster.servers[0].database.db;
  const send = (
    server: RunningServer,
    cookie: string,
    method: string,
    path: string,
    key: string,
    body: unknown,
  ) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: {
        origin: INSTANCE_ORIGIN,
        cookie,
        "idempotency-key": key,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
  const answers = async (responses: Promise<Response>[]) =>
    Promise.all(responses.map(async (r) => ({ status: (await r).status, body: await (await r).text() })));

  // Holds the player's row until both requests wait inside the database, so neither finds the other's
  // answer before it writes: each claims the key, and the second waits on the first's claim. Held FOR NO
  // KEY UPDATE, it lets each store its key (a row referencing the player) and stops them at the player's lock.
  async function bothWaiting(
    userId: string,
    start: () => Promise<Response>[],
    strength: "update" | "no key update" = "update",
  ) {
    let release = () => {};
    const locked = new Promise<void>((held) => {
      void db().transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for(strength);
        held();
        await new Promise<void>((done) => {
          release = done;
        });
      });
    });
    await locked;
    const responses = start();
    for (let waited = 0; ; waited += 20) {
      const [row] = (await cluster.sql(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )) as { n: number }[];
      if ((row?.n ?? 0) >= 2) break;
      if (waited > 10_000) throw new Error("the requests never waited in the database");
      await new Promise((r) => setTimeout(r, 20));
    }
    release();
    return answers(responses);
  }

  it("an item add reaching both instances adds one item, and both answer it", async () => {
    const player = await cluster.player();
    const key = randomUUID();
    const got = await bothWaiting(player.id, () =>
      cluster.servers.map((s) => send(s, player.cookie, "POST", "/api/inventory", key, ring)),
    );
    expect(got.map((a) => a.status)).toEqual([201, 201]);
    expect(got[0]?.body).toBe(got[1]?.body);
    expect(await db().select().from(inventoryItems).where(eq(inventoryItems.userId, player.id))).toHaveLength(
      1,
    );
  });

  // Each add holds a KEY SHARE on the player's row through its key before it locks the row; with
  // a FOR UPDATE lock the two waited on each other's KEY SHARE, and PostgreSQL failed one as a deadlock.
  it("two adds with their own keys, held at the player's lock on both instances, both land", async () => {
    const player = await cluster.player();
    const got = await bothWaiting(
      player.id,
      () => cluster.servers.map((s) => send(s, player.cookie, "POST", "/api/inventory", randomUUID(), ring)),
      "no key update",
    );
    expect(got.map((a) => a.status)).toEqual([201, 201]);
    expect(await db().select().from(inventoryItems).where(eq(inventoryItems.userId, player.id))).toHaveLength(
      2,
    );
  });

  it("a hunter save reaching both instances saves once: the second answers the save, not a conflict", async () => {
    const player = await cluster.player();
    const created = (await (
      await player.post("/api/hunters", { slotIndex: 0, hunter: build() })
    ).json()) as OwnHunter;
    const save = { hunter: build({ hunterName: "Once" }), baseUpdatedAt: created.updatedAt };
    const key = randomUUID();
    const got = await answers(
      Array.from({ length: 8 }, (_, i) =>
        send(
          cluster.servers[i % 2] as RunningServer,
          player.cookie,
          "PUT",
          `/api/hunters/${created.id}`,
          key,
          save,
        ),
      ),
    );
    expect(got.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(got.map((a) => a.body)).size).toBe(1);
    expect(
      await db().select().from(hunterVersions).where(eq(hunterVersions.hunterId, created.id)),
    ).toHaveLength(2);
  });
});
