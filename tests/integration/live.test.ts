import { expect, it } from "vitest";
import { inventoryItems } from "#server/db/schema.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { sseReader } from "./support/sse.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("live updates (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it("refuses a stream without a session", async () => {
    const res = await t.client().get("/api/live");
    expect(res.status).toBe(401);
  });

  it("carries a change of the user's own data to every open stream of that user, and to nobody else", async () => {
    const alice = await verifiedUser(t);
    const bob = await verifiedUser(t);
    const aliceTab1 = sseReader(await alice.client.get("/api/live"));
    const aliceTab2 = sseReader(await alice.client.get("/api/live"));
    const bobTab = sseReader(await bob.client.get("/api/live"));
    for (const tab of [aliceTab1, aliceTab2, bobTab]) expect((await tab.next())?.event).toBe("ready");

    const res = await alice.client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "Live" }),
    });
    expect(res.status).toBe(201);

    for (const tab of [aliceTab1, aliceTab2]) {
      const frame = await tab.next();
      expect(frame?.event).toBe("change");
      expect(JSON.parse(frame?.data ?? "{}").topic).toBe("hunters");
    }
    expect(await bobTab.next(500)).toBeNull();

    const preset = await bob.client.post("/api/presets", { name: "Bob's", filters: {} });
    expect(preset.status, await preset.clone().text()).toBe(201);
    expect(JSON.parse((await bobTab.next())?.data ?? "{}").topic).toBe("presets");
    expect(await aliceTab1.next(500)).toBeNull();
    for (const tab of [aliceTab1, aliceTab2, bobTab]) await tab.close();
  });

  it("sends an added item's change with the add's own statement: once on its commit, never for a refused add", async () => {
    const erin = await verifiedUser(t);
    const tab = sseReader(await erin.client.get("/api/live"));
    expect((await tab.next())?.event).toBe("ready");
    const ring = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [] };
    expect((await erin.client.post("/api/inventory", ring)).status).toBe(201);
    const frame = await tab.next();
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}").topic).toBe("inventory");
    expect(await tab.next(500)).toBeNull();
    // Refused before its statement (no rarity) and by it (a full inventory: the NOTIFY is rolled back with
    // the transaction): neither reaches the stream.
    expect((await erin.client.post("/api/inventory", { ...ring, rarity: undefined })).status).toBe(400);
    const rows = Array.from({ length: 199 }, () => ({ userId: erin.me.id, data: createItem() }));
    await t.database.db.insert(inventoryItems).values(rows);
    expect((await erin.client.post("/api/inventory", ring)).status).toBe(422);
    expect(await tab.next(500)).toBeNull();
    await tab.close();
  });

  it("tells a stream opened just after a change about it, and nobody else's stream", async () => {
    const dave = await verifiedUser(t);
    const erin = await verifiedUser(t);
    const res = await dave.client.post("/api/presets", { name: "Before", filters: {} });
    expect(res.status, await res.clone().text()).toBe(201);
    // The NOTIFY reaches the hub after the answer; a stream opened any later must hear of it.
    await expect.poll(() => t.ctx.live.recentChanges(dave.me.id).map((c) => c.topic)).toEqual(["presets"]);

    const daveTab = sseReader(await dave.client.get("/api/live"));
    const erinTab = sseReader(await erin.client.get("/api/live"));
    const daveReady = await daveTab.next();
    expect(daveReady?.event).toBe("ready");
    expect(JSON.parse(daveReady?.data ?? "{}")).toMatchObject({
      changes: [{ topic: "presets", at: expect.any(Number) }],
      withinMs: 120_000,
    });
    expect(JSON.parse((await erinTab.next())?.data ?? "{}").changes).toEqual([]);
    for (const tab of [daveTab, erinTab]) await tab.close();
  });

  it("forgets a stream once its client has gone", async () => {
    const carol = await verifiedUser(t);
    const before = t.ctx.live.subscriberCount();
    const tab = sseReader(await carol.client.get("/api/live"));
    await tab.next();
    expect(t.ctx.live.subscriberCount()).toBe(before + 1);
    await tab.close();
    await expect.poll(() => t.ctx.live.subscriberCount()).toBe(before);
  });
});
