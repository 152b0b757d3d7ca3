import { afterAll, beforeAll, expect, it } from "vitest";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// 'Save & Delete Items' (docs/product.md#builder-save): the hunter save deletes the equipped inventory items in its own transaction.
describeEachDb("hunter save consuming inventory items (%s)", (kind) => {
  let t: TestApp;
  let notified: [string, string][] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A create notifies after its commit; a save's NOTIFYs ride its statement and it then announces them.
    const tell = (userId: string, topic: string) => void notified.push([userId, topic]);
    Object.assign(t.ctx, { notify: tell, announce: tell });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const withItems = async () => {
    const { client, me } = await verifiedUser(t);
    const rows = await t.database.db
      .insert(inventoryItems)
      .values([1, 2, 3].map(() => ({ userId: me.id, data: createItem() })))
      .returning({ id: inventoryItems.id });
    return { client, id: me.id, items: rows.map((r) => r.id) };
  };
  const itemIds = async (client: TestClient) =>
    ((await (await client.get("/api/inventory")).json()) as { items: { id: string }[] }).items
      .map((i) => i.id)
      .toSorted();

  it("deletes the user's own consumed items with a new hunter and with an update, never another's", async () => {
    const alice = await withItems();
    const bob = await withItems();
    notified = [];
    const res = await alice.client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build(),
      consumeItemIds: [alice.items[0], bob.items[0]],
    });
    expect(res.status).toBe(201);
    expect(await itemIds(alice.client)).toEqual([alice.items[1], alice.items[2]].toSorted());
    expect(await itemIds(bob.client)).toEqual(bob.items.toSorted());
    expect(notified).toEqual([
      [alice.id, "hunters"],
      [alice.id, "inventory"],
    ]);

    const hunter = (await res.json()) as HunterRecord;
    const update = await alice.client.put(`/api/hunters/${hunter.id}`, {
      hunter: build({ hunterName: "Equipped" }),
      consumeItemIds: [alice.items[1]],
    });
    expect(update.status).toBe(200);
    expect(await itemIds(alice.client)).toEqual([alice.items[2]]);
  });

  it("keeps the items when the save is refused ('Save Only' keeps them too)", async () => {
    const alice = await withItems();
    await alice.client.post("/api/hunters", { slotIndex: 0, hunter: build() });
    const refused = await alice.client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build(),
      consumeItemIds: alice.items,
    });
    expect(refused.status).toBe(409);
    expect(await itemIds(alice.client)).toEqual(alice.items.toSorted());
  });
});
