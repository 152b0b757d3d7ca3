import { expect, it } from "vitest";
import { inventoryItems } from "#server/db/schema.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("inventory: deleting items (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  // Two players with three items each.
  const players = async () => {
    const made = [];
    for (let n = 0; n < 2; n++) {
      const { client, me } = await verifiedUser(t);
      const rows = await t.database.db
        .insert(inventoryItems)
        .values(
          [1, 2, 3].map((value) => ({
            userId: me.id,
            data: createItem({ attributes: [{ type: "HP", value }] }),
          })),
        )
        .returning({ id: inventoryItems.id });
      made.push({ client, ids: rows.map((r) => r.id) });
    }
    return made as [{ client: TestClient; ids: string[] }, { client: TestClient; ids: string[] }];
  };
  const ids = async (client: TestClient) =>
    ((await (await client.get("/api/inventory")).json()) as { items: { id: string }[] }).items
      .map((i) => i.id)
      .toSorted();

  it("deletes one own item, and answers 404 for it again and for another user's item", async () => {
    const [alice, bob] = await players();
    const [gone, ...kept] = alice.ids as [string, ...string[]];
    expect((await alice.client.del(`/api/inventory/${gone}`)).status).toBe(204);
    expect(await ids(alice.client)).toEqual(kept.toSorted());
    expect((await alice.client.del(`/api/inventory/${gone}`)).status).toBe(404);
    const theirs = await alice.client.del(`/api/inventory/${bob.ids[0]}`);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe("not-found");
    expect(await ids(bob.client)).toEqual(bob.ids.toSorted());
  });

  it("deletes a batch of own items only, in one go", async () => {
    const [alice, bob] = await players();
    const res = await alice.client.post("/api/inventory/delete-batch", {
      ids: [alice.ids[0], alice.ids[1], alice.ids[1], bob.ids[0], "no-such-item"],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(await ids(alice.client)).toEqual([alice.ids[2]]);
    expect(await ids(bob.client)).toEqual(bob.ids.toSorted());
    const empty = await alice.client.post("/api/inventory/delete-batch", { ids: [] });
    expect(await empty.json()).toEqual({ deleted: 0 });
  });

  it("refuses a batch that is not a list of ids", async () => {
    const [alice] = await players();
    for (const body of [{}, { ids: "all" }, { ids: [1, 2] }]) {
      expect((await alice.client.post("/api/inventory/delete-batch", body)).status).toBe(400);
    }
    expect(await ids(alice.client)).toHaveLength(3);
  });
});
