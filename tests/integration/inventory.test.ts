import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const gameData = loadGameDataFile();
const start = new Date("2026-11-22T12:00:00Z");

type Player = { client: TestClient; id: string };
type Row = { type: string; value: number };

describeEachDb("inventory: adding items through the API (%s)", (kind) => {
  let t: TestApp;
  let notified: [string, string][];

  beforeAll(async () => {
    t = await createTestApp(kind, { gameData, now: start });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(() => {
    t.setNow(start);
    notified = [];
    // An add's NOTIFY rides its statement and the add then announces it; deletes and edits notify.
    const tell = (userId: string, topic: string) => void notified.push([userId, topic]);
    Object.assign(t.ctx, { notify: tell, announce: tell });
  });

  const player = async (vip = false): Promise<Player> => {
    const { client, me } = await verifiedUser(t);
    if (vip) await grantVipLifetime(t.ctx, me.id);
    return { client, id: me.id };
  };
  const add = async ({ client }: Player, body: Record<string, unknown>) => {
    const res = await client.post("/api/inventory", body);
    return { status: res.status, body: (await res.json()) as InventoryItem & { error?: { code: string } } };
  };
  const added = async (p: Player, body: Record<string, unknown>) => {
    const res = await add(p, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const list = async ({ client }: Player) =>
    (await (await client.get("/api/inventory")).json()) as {
      items: InventoryItem[];
      count: number;
      capacity: number;
    };
  const ring = (rarity: string, attributes: Row[]) => ({
    itemType: "Ring",
    rarity,
    quality: "Fine",
    attributes,
  });

  it("saves nothing without item type, rarity or quality, and answers missing-required", async () => {
    const p = await player();
    for (const body of [
      {},
      { itemType: "Ring", rarity: "Rare" },
      { itemType: "Ring", quality: "Fine" },
      { rarity: "Rare", quality: "Fine" },
      { itemType: "Ring", rarity: "Mythic", quality: "Fine" },
      { itemType: "Cape", rarity: "Rare", quality: "Fine" },
    ]) {
      const res = await add(p, body);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe("missing-required");
    }
    expect(await list(p)).toEqual({ items: [], count: 0, capacity: 200 });
    expect(notified).toEqual([]);
  });

  it("cuts the attribute rows to the rarity's count", async () => {
    const p = await player();
    const rows = ["HP", "ATK", "DEF", "Crit Rate", "Boss Damage"].map((type, i) => ({ type, value: i + 1 }));
    expect((await added(p, ring("Rare", rows))).attributes).toEqual([
      { type: "HP", value: 1 },
      { type: "ATK", value: 2 },
    ]);
    expect((await added(p, ring("Normal", rows))).attributes).toEqual([{ type: "HP", value: 1 }]);
    expect((await added(p, ring("Legendary", rows))).attributes).toHaveLength(5);
  });

  it("drops rows without a type, with an unknown type, or with a value not above 0", async () => {
    const p = await player();
    const item = await added(
      p,
      ring("Legendary", [
        { type: "", value: 5 },
        { type: "HP", value: 0 },
        { type: "Luck", value: 9 },
        { type: "ATK", value: -3 },
        { type: "DEF", value: 4 },
      ]),
    );
    expect(item.attributes).toEqual([{ type: "DEF", value: 4 }]);
  });

  it("keeps attribute values as whole percents", async () => {
    const p = await player();
    const item = await added(
      p,
      ring("Rare", [
        { type: "HP", value: 3.9 },
        { type: "ATK", value: 0.5 },
      ]),
    );
    expect(item.attributes).toEqual([{ type: "HP", value: 3 }]);
  });

  it("reads a weapon's base attack speed as a decimal with a comma, and only for weapons", async () => {
    const p = await player();
    const weapon = await added(p, {
      itemType: "Weapon",
      rarity: "Rare",
      quality: "Fine",
      baseAtkSpd: "1,85",
    });
    expect(weapon.baseAtkSpd).toBe("1.85");
    const boots = await added(p, { itemType: "Boots", rarity: "Rare", quality: "Fine", baseAtkSpd: "1,85" });
    expect(boots).not.toHaveProperty("baseAtkSpd");
  });

  it("saves a level-type special (Dawnbreaker) with its skill level, locked attributes and own base speed", async () => {
    const p = await player();
    const item = await added(p, {
      itemType: "Weapon",
      rarity: "Ultimate",
      quality: "Flawless",
      itemName: "Dawnbreaker",
      skillLevel: 3,
      baseAtkSpd: "2,5",
      attributes: [{ type: "HP", value: 50 }],
    });
    expect(item).toMatchObject({ itemName: "Dawnbreaker", skillLevel: 3, baseAtkSpd: "1.8" });
    expect(item.attributes).toEqual(
      ["ATK", "ATK SPD", "Crit Damage", "Boss Damage", "Damage to Monsters"].map((type) => ({
        type,
        value: 0,
      })),
    );
    // A level the skill does not have is refused, not brought into range
    // (docs/product.md#the-games-rules-on-every-value).
    const past = await add(p, {
      itemType: "Weapon",
      rarity: "Ultimate",
      quality: "Fine",
      itemName: "Dawnbreaker",
      skillLevel: 7,
    });
    expect(past.status).toBe(422);
    expect(past.body.error?.code).toBe("outside-game-rules");
    expect((await list(p)).count).toBe(1);
  });

  it("refuses a value outside the game's rules with the field and the bound, and writes nothing", async () => {
    const p = await player();
    const refusals = [
      [ring("Rare", [{ type: "HP", value: 5 }]), "attributes.0.value 5 > 4"],
      [{ itemType: "Weapon", rarity: "Rare", quality: "Fine", baseAtkSpd: "3,5" }, "baseAtkSpd 3.5 > 3"],
      [{ itemType: "Weapon", rarity: "Rare", quality: "Fine", baseAtkSpd: "0.5" }, "baseAtkSpd 0.5 < 1"],
      [
        {
          itemType: "Weapon",
          rarity: "Rare",
          quality: "Fine",
          weaponRuneType: "Rune of Fury",
          weaponRuneLevel: 4,
        },
        "weaponRuneLevel 4 > 3",
      ],
    ] as const;
    for (const [body, line] of refusals) {
      const res = await p.client.post("/api/inventory", body);
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as {
        error: { code: string; message: string; details: { field: string; max: number }[] };
      };
      expect(error.code).toBe("outside-game-rules");
      expect(error.message).toBe(`Outside the game's rules: ${line}.`);
      expect(error.details).toHaveLength(1);
    }
    // The player's language words the message; the details stay data for the app to word.
    const german = await p.client.request("/api/inventory", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "de" },
      body: JSON.stringify(ring("Normal", [{ type: "HP", value: 4 }])),
    });
    expect(((await german.json()) as { error: { message: string } }).error.message).toBe(
      "Außerhalb der Spielregeln: attributes.0.value 4 > 3.",
    );
    expect(await list(p)).toMatchObject({ items: [], count: 0 });
    expect(notified).toEqual([]);
    // At the bound it is saved.
    expect((await added(p, ring("Rare", [{ type: "HP", value: 4 }]))).attributes).toEqual([
      { type: "HP", value: 4 },
    ]);
  });

  it("keeps no skill level for a value-type special (Kingslayer) nor for a plain item", async () => {
    const p = await player();
    const kingslayer = await added(p, {
      itemType: "Weapon",
      rarity: "Legendary",
      quality: "Fine",
      itemName: "Kingslayer",
      skillLevel: 2,
    });
    expect(kingslayer).toMatchObject({ itemName: "Kingslayer", baseAtkSpd: "2.1" });
    expect(kingslayer).not.toHaveProperty("skillLevel");
    expect(kingslayer.attributes.map((a) => a.type)).toEqual([
      "ATK",
      "Crit Damage",
      "Boss Damage",
      "ATK SPD",
    ]);
    const plain = await added(p, { ...ring("Rare", [{ type: "HP", value: 3 }]), skillLevel: 2 });
    expect(plain).not.toHaveProperty("skillLevel");
    // A special's name only counts for its own rarity and slot.
    const wrongRarity = await added(p, {
      itemType: "Weapon",
      rarity: "Legendary",
      quality: "Fine",
      itemName: "Dawnbreaker",
      skillLevel: 2,
    });
    expect(wrongRarity).not.toHaveProperty("itemName");
    expect(wrongRarity).not.toHaveProperty("skillLevel");
  });

  it("keeps inheritable only when true and only for VIP", async () => {
    const free = await player();
    const vip = await player(true);
    const body = { ...ring("Rare", [{ type: "HP", value: 3 }]), inheritable: true };
    expect(await added(free, body)).not.toHaveProperty("inheritable");
    expect((await added(vip, body)).inheritable).toBe(true);
    expect(await added(vip, { ...body, inheritable: false })).not.toHaveProperty("inheritable");
  });

  it("lists the user's own items newest first with count and capacity, and tells live streams", async () => {
    const p = await player();
    const first = await added(p, ring("Rare", [{ type: "HP", value: 1 }]));
    t.setNow(new Date(start.getTime() + 1000));
    const second = await added(p, ring("Rare", [{ type: "HP", value: 2 }]));
    await added(await player(), ring("Rare", [{ type: "HP", value: 3 }]));
    expect(await list(p)).toEqual({ items: [second, first], count: 2, capacity: 200 });
    expect(notified.filter(([id]) => id === p.id)).toEqual([
      [p.id, "inventory"],
      [p.id, "inventory"],
    ]);
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const visitor = t.client();
    expect((await visitor.get("/api/inventory")).status).toBe(401);
    expect((await visitor.post("/api/inventory", ring("Rare", []))).status).toBe(401);
  });
});
