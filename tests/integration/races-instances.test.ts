import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feedback, inventoryItems, referrals, user } from "#server/db/schema.ts";
import type { RunningServer } from "#server/start-up.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { createItem } from "../factories/item.ts";
import { PASSWORD, registration } from "./support/accounts.ts";
import { type InstanceClient, instanceClient, twoInstancesPerSuite } from "./support/instances.ts";
import { pgTestUrl } from "./support/test-db.ts";

const ring = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] };
const filters = { attributes: ["HP"], inheritable: false };

// docs/product.md#security: every limit holds "also under concurrent requests" — and stateless instances on one
// PostgreSQL share no memory, so only the database can keep them apart. Each race sends its requests
// at once, every other one through the second instance.
describe.runIf(pgTestUrl)("limits under races split over two instances on one PostgreSQL", () => {
  const cluster = twoInstancesPerSuite();

  const db = () => cluster.servers[0].database.db;
  /** `n` requests at once, alternating between the instances; the sorted statuses. */
  const race = async (
    client: InstanceClient,
    n: number,
    send: (c: InstanceClient, i: number) => Promise<Response>,
  ) => {
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) => send(client.on(cluster.servers[i % 2] as RunningServer), i)),
    );
    return responses.map((r) => r.status).toSorted();
  };

  it("slots: one hunter per slot, and never more hunters than slots", async () => {
    const player = await cluster.player();
    const sameSlot = await race(player, 10, (c, i) =>
      c.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: `Same ${i}` }) }),
    );
    expect(sameSlot).toEqual([201, ...Array(9).fill(409)]);

    const other = await cluster.player(1);
    const acrossSlots = await race(other, 12, (c, i) =>
      c.post("/api/hunters", { slotIndex: i, hunter: build({ hunterName: `Slot ${i}` }) }),
    );
    expect(acrossSlots).toEqual([...Array(5).fill(201), ...Array(7).fill(422)]);
    const listed = (await (await other.get("/api/hunters")).json()) as { slotIndex: number }[];
    expect(listed.map((h) => h.slotIndex).toSorted()).toEqual([0, 1, 2, 3, 4]);
  });

  it("inventory capacity: exactly one add takes the last place", async () => {
    const player = await cluster.player();
    const rows = Array.from({ length: 199 }, () => ({
      userId: player.id,
      data: createItem(),
      createdAt: new Date(),
    }));
    await db().insert(inventoryItems).values(rows);
    expect(await race(player, 8, (c) => c.post("/api/inventory", ring))).toEqual([
      201,
      ...Array(7).fill(422),
    ]);
    const stored = await db().select().from(inventoryItems).where(eq(inventoryItems.userId, player.id));
    expect(stored).toHaveLength(200);
  });

  it("presets: exactly one create takes a free player's last place", async () => {
    const player = await cluster.player();
    for (const name of ["One", "Two"])
      expect((await player.post("/api/presets", { name, filters })).status).toBe(201);
    const statuses = await race(player, 8, (c, i) => c.post("/api/presets", { name: `Race ${i}`, filters }));
    expect(statuses).toEqual([201, ...Array(7).fill(422)]);
    expect((await (await player.get("/api/presets")).json()) as unknown[]).toHaveLength(3);
  });

  it("nickname: exactly one of several sign-ups with one nickname wins", async () => {
    const nickname = `race${Date.now() % 100000}`;
    const statuses = await race(instanceClient(cluster.servers[0]), 6, (c, i) =>
      c.post("/api/account/register", registration({ nickname, email: `race${i}.${nickname}@example.com` })),
    );
    expect(statuses).toEqual([201, ...Array(5).fill(409)]);
    expect(await db().select().from(user).where(eq(user.nickname, nickname))).toHaveLength(1);
  });

  it("referral credit: a friend's racing first sign-ins credit the referrer once", async () => {
    const referrer = await cluster.player();
    const friend = registration({ ref: referrer.id });
    const reg = await instanceClient(cluster.servers[0]).post("/api/account/register", friend);
    const { id } = (await reg.json()) as { id: string };
    await db().update(user).set({ emailVerified: true }).where(eq(user.id, id));
    const statuses = await race(instanceClient(cluster.servers[0]), 6, (c) =>
      c.post("/api/auth/sign-in/email", { email: friend.email, password: PASSWORD }),
    );
    expect(statuses).toEqual(Array(6).fill(200));
    expect(await db().select().from(referrals).where(eq(referrals.newUserId, id))).toHaveLength(1);
    const me = (await (await referrer.get("/api/me")).json()) as { referralCount: number };
    expect(me.referralCount).toBe(1);
  });

  it("feedback lock: one send of a type per week", async () => {
    const player = await cluster.player();
    const statuses = await race(player, 6, (c, i) =>
      c.post("/api/feedback", { type: "bug", text: `Bug ${i}` }),
    );
    expect(statuses).toEqual([201, ...Array(5).fill(429)]);
    expect(await db().select().from(feedback).where(eq(feedback.userId, player.id))).toHaveLength(1);
  });
});
