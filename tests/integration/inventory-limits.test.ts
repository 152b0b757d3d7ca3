import { beforeEach, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { addItemInputSchema } from "#core/schemas/inventory-item.ts";
import { inventoryItems } from "#server/db/schema.ts";
import type { AppError } from "#server/errors.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { addItem } from "#server/services/inventory.ts";
import { grantVipLifetime, grantVipMonths } from "#server/services/purchases.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-22T12:00:00Z");
const item = { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] };

describeEachDb("inventory capacity (%s)", (kind) => {
  const t = testAppPerSuite(kind, { gameData: loadGameDataFile(), now: start });
  beforeEach(() => t.setNow(start));

  const player = async () => {
    const { client, me } = await verifiedUser(t);
    return { client, id: me.id };
  };
  const seed = async (userId: string, n: number) => {
    const rows = Array.from({ length: n }, () => ({ userId, data: createItem(), createdAt: start }));
    await t.database.db.insert(inventoryItems).values(rows);
  };
  const list = async (client: TestClient) =>
    (await (await client.get("/api/inventory")).json()) as {
      items: { id: string }[];
      count: number;
      capacity: number;
    };
  // keyed: each add with an Idempotency-Key of its own, as the web app sends them.
  const addStatuses = async (client: TestClient, n: number, keyed = false) => {
    const add = () =>
      keyed
        ? client.request("/api/inventory", {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
            body: JSON.stringify(item),
          })
        : client.post("/api/inventory", item);
    const responses = await Promise.all(Array.from({ length: n }, add));
    return Promise.all(
      responses.map(async (res) => {
        const body = (await res.json()) as { error?: { code: string; message: string } };
        return { status: res.status, code: body.error?.code, message: body.error?.message };
      }),
    );
  };
  const full = { status: 422, code: "inventory-full", message: messages.inventoryFull };

  it.each([
    ["a free user", 200, false],
    ["a VIP", 400, true],
  ])("lets exactly one of five parallel adds take %s's last place (%i)", async (_, capacity, vip) => {
    const { client, id } = await player();
    if (vip) await grantVipLifetime(t.ctx, id);
    await seed(id, capacity - 1);
    const results = await addStatuses(client, 5);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201)).toEqual(Array(4).fill(full));
    expect(await list(client)).toMatchObject({ count: capacity, capacity });
  });

  // A keyed add stores its key (a row referencing the user) before it locks the user; with a FOR
  // UPDATE lock two of them deadlocked, and most of ten parallel adds failed with a 500.
  it("lets keyed parallel adds fill the last three places, refusing the rest as full and failing none", async () => {
    const { client, id } = await player();
    await seed(id, 197);
    const results = await addStatuses(client, 8, true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 201)).toEqual(Array(5).fill(full));
    expect(await list(client)).toMatchObject({ count: 200 });
  });

  // Without HTTP in between, the five transactions start together: the user lock alone keeps them apart.
  it("lets exactly one of five simultaneous service calls take the last place", async () => {
    const { client, id } = await player();
    await seed(id, 199);
    const input = addItemInputSchema.parse(item);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => addItem(t.ctx, id, input)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as AppError).code] : []));
    expect(codes).toEqual(Array(4).fill("inventory-full"));
    expect(await list(client)).toMatchObject({ count: 200 });
  });

  it("keeps a lapsed VIP's items above 200 and refuses adds until the count is under 200", async () => {
    const { client, id } = await player();
    await grantVipMonths(t.ctx, id, 1);
    await seed(id, 250);
    expect(await addStatuses(client, 1)).toEqual([{ status: 201 }]);

    t.setNow(new Date(start.getTime() + 31 * DAY));
    const lapsed = await list(client);
    expect(lapsed).toMatchObject({ count: 251, capacity: 200 });
    expect(await addStatuses(client, 1)).toEqual([full]);

    const res = await client.post("/api/inventory/delete-batch", {
      ids: lapsed.items.slice(0, 52).map((i) => i.id),
    });
    expect(await res.json()).toEqual({ deleted: 52 });
    const lastPlace = await addStatuses(client, 2);
    expect(lastPlace.toSorted((a, b) => a.status - b.status)).toEqual([{ status: 201 }, full]);
    expect(await list(client)).toMatchObject({ count: 200, capacity: 200 });
  });
});
