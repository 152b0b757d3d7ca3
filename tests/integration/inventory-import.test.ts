import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import {
  type ImportItemsResult,
  type ImportRefusalDetails,
  importItemsSchema,
} from "#core/schemas/inventory-import.ts";
import type { InventoryList } from "#core/schemas/inventory-item.ts";
import { idempotencyKeys, inventoryItems } from "#server/db/schema.ts";
import type { AppError } from "#server/errors.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { importItems } from "#server/services/inventory-import.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const start = new Date("2026-11-22T12:00:00Z");
const ring = (value: number, extra: Record<string, unknown> = {}) => ({
  itemType: "Ring",
  rarity: "Rare",
  quality: "Fine",
  attributes: [{ type: "HP", value }],
  ...extra,
});
// A Rare ring's attribute stays within its attributeMax of 4 (docs/product.md#the-games-rules-on-every-value).
const rings = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ring(((from + i - 1) % 4) + 1));

type ErrorBody = { error: { code: string; message: string; details: ImportRefusalDetails } };

// POST /api/inventory/import (docs/product.md#inventory-import): all rows or none, within the capacity.
describeEachDb("inventory import (%s)", (kind) => {
  const t = testAppPerSuite(kind, { gameData: loadGameDataFile(), now: start });
  beforeEach(() => t.setNow(start));

  const player = async (vip = false) => {
    const { client, me } = await verifiedUser(t);
    if (vip) await grantVipLifetime(t.ctx, me.id);
    return { client, id: me.id };
  };
  const seed = async (userId: string, n: number) => {
    const rows = Array.from({ length: n }, () => ({ userId, data: createItem(), createdAt: start }));
    await t.database.db.insert(inventoryItems).values(rows);
  };
  const send = (client: TestClient, items: unknown[], key?: string) =>
    client.request("/api/inventory/import", {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify({ items }),
    });
  const list = async (client: TestClient) =>
    (await (await client.get("/api/inventory")).json()) as InventoryList;
  const refusal = async (res: Response) => {
    expect(res.status).toBe(422);
    return ((await res.json()) as ErrorBody).error;
  };

  it("adds every item in one write, in the order sent, as Add Item would store each", async () => {
    const { client } = await player();
    const res = await send(client, [
      ring(3),
      {
        ...ring(4),
        attributes: [
          { type: "ATK", value: 4 },
          { type: "DEF", value: 0 },
          { type: "HP", value: 2 },
        ],
      },
      {
        itemType: "Weapon",
        rarity: "Heroic",
        quality: "Worn",
        baseAtkSpd: "1,5",
        weaponRuneType: "Rune of Fury",
      },
    ]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as ImportItemsResult;
    expect(body.imported).toBe(3);
    // The value 0 is dropped and rows past a Rare's two are cut, as the dialog's save does.
    expect(body.items[1]?.attributes).toEqual([{ type: "ATK", value: 4 }]);
    expect(body.items[2]).toMatchObject({
      baseAtkSpd: "1.5",
      weaponRuneType: "Rune of Fury",
      weaponRuneLevel: 1,
    });
    const stored = await list(client);
    expect(stored.count).toBe(3);
    expect(stored.items).toEqual(body.items);
  });

  it.each([
    ["a free player", false, 200],
    ["a VIP", true, 400],
  ])(
    "fills %s's inventory to the last place and refuses one more, naming the rows that do not fit",
    async (_, vip, capacity) => {
      const { client, id } = await player(vip);
      await seed(id, capacity - 5);
      const over = await refusal(await send(client, rings(7)));
      expect(over.code).toBe("inventory-full");
      expect(over.message).toBe(messages.importNoInventorySpace(2, 5));
      expect(over.details).toEqual({
        refused: [
          { row: 6, reason: "no-room" },
          { row: 7, reason: "no-room" },
        ],
        capacity,
        room: 5,
      });
      expect((await list(client)).count).toBe(capacity - 5);
      expect((await send(client, rings(5))).status).toBe(201);
      expect(await list(client)).toMatchObject({ count: capacity, capacity });
      expect((await refusal(await send(client, rings(1)))).details.room).toBe(0);
    },
  );

  it("lets two imports racing for the last places never pass the capacity together", async () => {
    const { client, id } = await player();
    await seed(id, 192);
    for (let round = 0; round < 3; round++) {
      const before = (await list(client)).count;
      const results = await Promise.all([
        send(client, rings(6), crypto.randomUUID()),
        send(client, rings(6, 10), crypto.randomUUID()),
      ]);
      const statuses = results.map((r) => r.status).sort();
      const after = (await list(client)).count;
      expect(after).toBeLessThanOrEqual(200);
      if (before === 192) expect(statuses).toEqual([201, 422]);
      else expect(statuses).toEqual([422, 422]);
      expect(after).toBe(before + (statuses[0] === 201 ? 6 : 0));
    }
  });

  // Without HTTP in between the transactions start together: the user's lock alone keeps them apart.
  it("lets three of five simultaneous service imports of 3 take the last 10 places", async () => {
    const { client, id } = await player();
    await seed(id, 190);
    const input = importItemsSchema.parse({ items: rings(3) }).items;
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => importItems(t.ctx, id, input)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const codes = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as AppError).code] : []));
    expect(codes).toEqual(["inventory-full", "inventory-full"]);
    expect((await list(client)).count).toBe(199);
  });

  it("lets two imports that both fit pass together, keyed or not", async () => {
    const { client, id } = await player();
    await seed(id, 190);
    const results = await Promise.all([send(client, rings(5), crypto.randomUUID()), send(client, rings(5))]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect((await list(client)).count).toBe(200);
  });

  it("refuses a free player's inheritable rows and saves nothing; a VIP's are kept", async () => {
    const free = await player();
    const body = [ring(1), ring(2, { inheritable: true }), ring(3)];
    const error = await refusal(await send(free.client, body));
    expect(error).toMatchObject({ code: "import-refused", message: messages.importRefused });
    expect(error.details.refused).toEqual([{ row: 2, reason: "vip-only", field: "inheritable" }]);
    expect((await list(free.client)).count).toBe(0);
    // inheritable: false is what a free player's file says anyway: nothing to refuse.
    expect((await send(free.client, [ring(2, { inheritable: false })])).status).toBe(201);

    const vip = await player(true);
    const res = await send(vip.client, body);
    expect(res.status).toBe(201);
    const saved = (await res.json()) as ImportItemsResult;
    expect(saved.items.map((i) => i.inheritable)).toEqual([undefined, true, undefined]);
  });

  it("saves nothing when any row is refused, and names each with its reason", async () => {
    const { client } = await player();
    const error = await refusal(
      await send(client, [
        ring(1),
        { itemType: "Ring", rarity: "Mythic", quality: "Fine" },
        ring(3, { attributes: [{ type: "Foo", value: 3 }] }),
        ring(4, { runeType: "Rune of Nothing", runeValue: 2 }),
        ring(5, { itemName: "Excalibur" }),
        ring(2),
        ring(5),
      ]),
    );
    expect(error.code).toBe("import-refused");
    expect(error.details.refused).toEqual([
      { row: 2, reason: "incomplete" },
      { row: 3, reason: "unknown-value", field: "attributes.1.type", value: "Foo" },
      { row: 4, reason: "unknown-value", field: "runeType", value: "Rune of Nothing" },
      { row: 5, reason: "unknown-value", field: "itemName", value: "Excalibur" },
      // Above a Rare's attributeMax (docs/product.md#the-games-rules-on-every-value).
      {
        row: 7,
        reason: "outside-game-rules",
        breaks: [
          { field: "attributes.0.value", kind: "attribute-max", value: 5, max: 4, slot: "Ring", row: 1 },
        ],
      },
    ]);
    expect((await list(client)).count).toBe(0);
  });

  it("applies a keyed import once, however often it is sent again, and answers the first answer", async () => {
    const { client, id } = await player();
    const key = crypto.randomUUID();
    const first = await send(client, rings(3), key);
    const firstBody = await first.text();
    expect(first.status).toBe(201);
    const again = await Promise.all([1, 2, 3].map(() => send(client, rings(3), key)));
    for (const res of again) {
      expect(res.status).toBe(201);
      expect(res.headers.get("idempotency-replayed")).toBe("true");
      expect(await res.text()).toBe(firstBody);
    }
    expect((await list(client)).count).toBe(3);
    const [keys] = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, id));
    expect(keys?.n).toBe(1);
    // The same key with other items is a mistake, not a repeat.
    expect((await send(client, rings(2), key)).status).toBe(422);
  });

  it("runs two sends of one key at once as one import", async () => {
    const { client } = await player();
    const key = crypto.randomUUID();
    const results = await Promise.all([send(client, rings(4), key), send(client, rings(4), key)]);
    const bodies = await Promise.all(results.map((r) => r.text()));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(bodies[0]).toBe(bodies[1]);
    expect((await list(client)).count).toBe(4);
  });

  it("refuses an empty list and more items than a VIP's whole inventory", async () => {
    const { client } = await player(true);
    expect((await send(client, [])).status).toBe(400);
    expect((await send(client, rings(401))).status).toBe(400);
    expect((await send(client, [ring(1, { itemName: "a\u0000b" })])).status).toBe(400);
    expect((await send(client, rings(400))).status).toBe(201);
    expect((await list(client)).count).toBe(400);
  });
});
