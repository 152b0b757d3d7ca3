import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { inventoryItemDataSchema } from "#core/schemas/inventory-item.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Set inheritable / Clear inheritable on the selected items (docs/product.md#bulk-actions): VIP only, one
// request, one transaction, the player's own items only.
describeEachDb("inventory: bulk inheritable (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const player = async ({ vip = false, items = 6, inheritable = false } = {}) => {
    const { client, me } = await verifiedUser(t);
    if (vip) await grantVipLifetime(t.ctx, me.id);
    const rows = await t.database.db
      .insert(inventoryItems)
      .values(
        Array.from({ length: items }, (_, i) => ({
          userId: me.id,
          data: createItem({
            attributes: [{ type: "HP", value: (i % 4) + 1 }],
            ...(inheritable ? { inheritable: true } : {}),
          }),
          dataForm: 1,
        })),
      )
      .returning({ id: inventoryItems.id });
    return { client, id: me.id, ids: rows.map((r) => r.id) };
  };
  type Listed = { id: string; inheritable?: true; attributes: unknown[] };
  const list = async (client: TestClient) =>
    ((await (await client.get("/api/inventory")).json()) as { items: Listed[] }).items;
  // The ids of the player's inheritable items, sorted.
  const marked = async (client: TestClient) =>
    (await list(client))
      .filter((item) => item.inheritable === true)
      .map((item) => item.id)
      .toSorted();
  const update = (client: TestClient, ids: readonly string[], inheritable: boolean) =>
    client.post("/api/inventory/update-batch", { ids, inheritable });

  it("marks a VIP's five chosen items inheritable in one request, and clears three of them again", async () => {
    const vip = await player({ vip: true, items: 8 });
    const five = vip.ids.slice(0, 5);
    const res = await update(vip.client, five, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 5 });
    expect(await marked(vip.client)).toEqual(five.toSorted());

    const cleared = await update(vip.client, five.slice(0, 3), false);
    expect(await cleared.json()).toEqual({ updated: 3 });
    expect(await marked(vip.client)).toEqual(five.slice(3).toSorted());
    // Inheritable is kept only when true: a cleared item has no such field at all.
    const items = await list(vip.client);
    const clearedItem = items.find((item) => item.id === five[0]);
    expect(clearedItem && "inheritable" in clearedItem).toBe(false);
  });

  it("stores the items in their canonical form, every other field as it was", async () => {
    const vip = await player({ vip: true, items: 2 });
    const before = await list(vip.client);
    await update(vip.client, vip.ids, true);
    const rows = await t.database.db
      .select({ id: inventoryItems.id, text: sql<string>`${inventoryItems.data}::text` })
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, vip.id));
    for (const row of rows) {
      const parsed = JSON.parse(row.text);
      expect(row.text).toBe(JSON.stringify(inventoryItemDataSchema.parse(parsed)));
      expect(parsed.inheritable).toBe(true);
    }
    const after = await list(vip.client);
    expect(after).toEqual(before.map((item) => ({ ...item, inheritable: true })));
  });

  it("refuses a free player with 'VIP Only Feature', setting or clearing, and changes nothing", async () => {
    const free = await player();
    const set = await update(free.client, free.ids, true);
    expect(set.status).toBe(403);
    expect(await set.json()).toEqual({ error: { code: "vip-only", message: messages.vipOnlyFeature } });
    expect(await marked(free.client)).toEqual([]);

    // A lapsed VIP's inheritable items stay as they are (docs/product.md#paying-and-vip).
    const lapsed = await player({ inheritable: true, items: 3 });
    const clear = await update(lapsed.client, lapsed.ids, false);
    expect(clear.status).toBe(403);
    expect(await marked(lapsed.client)).toEqual(lapsed.ids.toSorted());
  });

  it("changes only the player's own items: another's and unknown ids are skipped", async () => {
    const vip = await player({ vip: true, items: 2 });
    const other = await player({ vip: true, items: 2 });
    const res = await update(
      vip.client,
      [vip.ids[0] as string, ...other.ids, "no-such-item", vip.ids[0] as string],
      true,
    );
    expect(await res.json()).toEqual({ updated: 1 });
    expect(await marked(vip.client)).toEqual([vip.ids[0]]);
    expect(await marked(other.client)).toEqual([]);
    expect(await (await update(vip.client, [], true)).json()).toEqual({ updated: 0 });
  });

  it("refuses a body that is not a list of ids with a yes or no", async () => {
    const vip = await player({ vip: true, items: 1 });
    const tooMany = Array.from({ length: 401 }, (_, i) => `id-${i}`);
    for (const body of [
      {},
      { ids: vip.ids },
      { ids: vip.ids, inheritable: "yes" },
      { ids: "all", inheritable: true },
      { ids: [1, 2], inheritable: true },
      { ids: tooMany, inheritable: true },
    ]) {
      expect((await vip.client.post("/api/inventory/update-batch", body)).status).toBe(400);
    }
    expect(await marked(vip.client)).toEqual([]);
  });

  it("sent again, gives the same answer and the same items", async () => {
    const vip = await player({ vip: true, items: 4 });
    const first = await update(vip.client, vip.ids, true);
    const state = await list(vip.client);
    const again = await update(vip.client, vip.ids, true);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await list(vip.client)).toEqual(state);
  });

  it("applies concurrent requests one after another: each all or nothing, none failing", async () => {
    const vip = await player({ vip: true, items: 40 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => update(vip.client, vip.ids, i % 2 === 0)),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(8).fill(200));
    // Whichever came last decided for all 40: never some items of one request and some of another.
    expect((await marked(vip.client)).length % 40).toBe(0);

    // Racing a delete of half of them: the deleted ones go, the others take the mark, nothing fails.
    const [deleted, set] = await Promise.all([
      vip.client.post("/api/inventory/delete-batch", { ids: vip.ids.slice(0, 20) }),
      update(vip.client, vip.ids, true),
    ]);
    expect(deleted.status).toBe(200);
    expect(set.status).toBe(200);
    expect([20, 40]).toContain(((await set.json()) as { updated: number }).updated);
    expect(await marked(vip.client)).toEqual(vip.ids.slice(20).toSorted());
  });
});
