import { expect, it } from "vitest";
import { ITEM_SLOTS, MOUNT_ITEM_SLOTS, TRAIT_TYPES } from "#core/game-data/schema.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { addSlots, grantVipLifetime, grantVipMonths } from "#server/services/purchases.ts";
import { createHunter as build, type DeepPartial } from "../factories/hunter.ts";
import { createItem } from "../factories/item.ts";
import { register, verifiedUser, verifyEmail } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const call = (client: TestClient, data: unknown = { appId: "hunter-lodge" }) =>
  client.post("/api/functions/recalculateAchievements", { data });

const items = (rarity: string, engraved: boolean): DeepPartial<HunterInput["items"]> =>
  Object.fromEntries(ITEM_SLOTS.map((slot) => [slot, { rarity, engraved }]));
const mount = (rarity: "B" | "A" | "S", tiers: string[]): DeepPartial<HunterInput["mount"]> =>
  ({
    rarity,
    items: Object.fromEntries(MOUNT_ITEM_SLOTS.map((slot, i) => [slot, { rarity: tiers[i] ?? "" }])),
  }) as DeepPartial<HunterInput["mount"]>;
const hunter = (hunterRarity: string, hunterClass: string, extra: DeepPartial<HunterInput> = {}) =>
  build({ ...extra, general: { ...extra.general, hunterRarity, hunterClass } });

// The seeded roster (test game data: 12 paragon classes; Paladin is a cleric-family paragon class).
const ROSTER: HunterInput[] = [
  hunter("Ultimate", "Berserker", {
    items: items("Ultimate", true),
    mount: mount("S", ["S Tier", "S Tier", "S Tier"]),
    traits: Object.fromEntries(TRAIT_TYPES.map((t) => [t, 5])),
    general: { trait: 5 },
    paragon: { tree: ["1-1", "2-2", "3-1", "4-1", "5-2", "6-1", "7-1"] },
  }),
  hunter("Ultimate", "Archmage", {
    items: items("Ultimate", false),
    mount: mount("A", ["B Tier", "A Tier", "S Tier"]),
  }),
  hunter("Legendary", "Warrior", {
    items: items("Legendary", true),
    mount: mount("S", ["S Tier", "S Tier"]),
  }),
  hunter("Heroic", "Mage"),
  hunter("Heroic", "Ranger"),
  hunter("Heroic", "Paladin"),
  hunter("Legendary", "Cleric"),
  hunter("Normal", "Warrior"),
  hunter("Rare", "Warrior", { isPublic: false }),
  hunter("Ultimate", "Warlord", { items: items("Ultimate", true) }),
  hunter("Superior", "Archer", {
    items: { ...items("Ultimate", true), Belt: { rarity: "Legendary", engraved: true } },
  }),
];

// Counted by hand from the roster and the seeding below (docs/product.md#achievements).
const EXPECTED_PROGRESS = {
  create_hunters: 11,
  engraved_hunters: 4, // Berserker, Warrior (Legendary), Warlord, Archer (7 Ultimate + 1 Legendary)
  paragon_class: 5, // Berserker, Archmage, Ranger, Paladin, Warlord
  inventory_items: 55,
  heroic_hunters: 3,
  legendary_hunters: 2,
  ultimate_hunters: 3,
  refer_friends: 3,
  vip_subscription: 14, // 2 months + lifetime (12)
  buy_slots: 3,
  hunter_full_ultimate: 3, // Berserker, Archmage, Warlord
  hunter_full_ultimate_engraved: 2, // Berserker, Warlord
  cowboy: 2, // Berserker (S: S,S,S), Archmage (A: B,A,S); the Warrior misses its reins
  rider: 1,
  warrior_lovers: 5, // Berserker, Warrior x3, Warlord
  mage_lovers: 2,
  archer_lovers: 2, // Ranger, Archer
  paladin_lovers: 2, // Paladin, Cleric
  // Tiers of the others: 2+1+2+1 +0+0+0 +2+3+1 +1+1+1+1 +1+0+0+0 = 17, plus its own B = 18.
  completionist: 18,
  all_paragons: 0,
  methodical: 1, // 10 presets, the VIP limit
  watch_tutorial: 1,
  believer: 1,
  god_hunter: 1, // the Berserker
  what_now: 0,
};
const EXPECTED_TIERS = {
  create_hunters: 2,
  engraved_hunters: 1,
  paragon_class: 2,
  inventory_items: 1,
  heroic_hunters: 0,
  legendary_hunters: 0,
  ultimate_hunters: 0,
  refer_friends: 2,
  vip_subscription: 3,
  buy_slots: 1,
  hunter_full_ultimate: 1,
  hunter_full_ultimate_engraved: 1,
  cowboy: 1,
  rider: 1,
  completionist: 1,
  warrior_lovers: 1,
  mage_lovers: 0,
  archer_lovers: 0,
  paladin_lovers: 0,
  all_paragons: 0,
  methodical: 1,
  watch_tutorial: 1,
  believer: 1,
  god_hunter: 1,
  what_now: 0,
};
const EXPECTED_LETTERS = {
  create_hunters: "A",
  engraved_hunters: "B",
  paragon_class: "A",
  inventory_items: "B",
  refer_friends: "A",
  vip_subscription: "S",
  buy_slots: "B",
  hunter_full_ultimate: "B",
  hunter_full_ultimate_engraved: "B",
  cowboy: "B",
  rider: "B",
  completionist: "B",
  warrior_lovers: "B",
  methodical: "U",
  watch_tutorial: "U",
  believer: "U",
  god_hunter: "U",
};

describeEachDb("recalculateAchievements on stored data (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  async function seed() {
    const nickname = `Ach${Math.floor(Math.random() * 1e6)}`;
    const { client, me } = await verifiedUser(t, { nickname });
    await grantVipMonths(t.ctx, me.id, 2);
    await grantVipLifetime(t.ctx, me.id);
    await addSlots(t.ctx, me.id, 3);
    for (let i = 0; i < 3; i++) {
      const friend = t.client();
      const { body } = await register(friend, { ref: me.id });
      await verifyEmail(t, friend, body.email);
    }
    for (const [slotIndex, h] of ROSTER.entries()) {
      const res = await client.post("/api/hunters", { slotIndex, hunter: h });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    await t.database.db
      .insert(inventoryItems)
      .values(Array.from({ length: 55 }, () => ({ userId: me.id, data: createItem() })));
    for (let i = 0; i < 10; i++) {
      const res = await client.post("/api/presets", { name: `Preset ${i}`, filters: {} });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    expect((await client.post("/api/me/tutorial")).status).toBe(204);
    return { client, me, nickname };
  }

  // Seeding registers five players (password hashing) and saves a dozen builds: slow on a busy machine.
  it("counts a seeded player's achievements as the hand-made table says, and the profile shows them", {
    timeout: 90_000,
  }, async () => {
    const { client, nickname } = await seed();
    const reader = (await verifiedUser(t)).client;
    const profile = async () =>
      ((await (await reader.get(`/api/profiles/${nickname}`)).json()) as PublicProfile).publicAchievements;
    expect(await profile()).toEqual({});
    expect(await (await client.get("/api/achievements")).json()).toEqual({
      progress: {},
      tiers: {},
      updatedAt: null,
    });

    const res = await call(client);
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as {
      result: {
        progress: object;
        tiers: object;
        newlyUnlocked: { id: string; tier: number; letter: string }[];
      };
    };
    expect(result.progress).toEqual(EXPECTED_PROGRESS);
    expect(result.tiers).toEqual(EXPECTED_TIERS);
    const expectedNew = Object.entries(EXPECTED_TIERS)
      .filter(([, tier]) => tier > 0)
      .map(([id, tier]) => ({ id, tier, letter: EXPECTED_LETTERS[id as keyof typeof EXPECTED_LETTERS] }));
    expect(result.newlyUnlocked).toEqual(expectedNew);

    expect(await profile()).toEqual(EXPECTED_LETTERS);
    const stored = (await (await client.get("/api/achievements")).json()) as { updatedAt: string };
    expect(stored).toMatchObject({ progress: EXPECTED_PROGRESS, tiers: EXPECTED_TIERS });
    expect(Date.parse(stored.updatedAt)).not.toBeNaN();

    // Nothing changed: the same counts, nothing new.
    const again = (await (await call(client)).json()) as { result: { newlyUnlocked: unknown[] } };
    expect(again.result.newlyUnlocked).toEqual([]);
  });

  it("follows the stored data down as well as up, and reports only the tiers that rose", async () => {
    const { client } = await verifiedUser(t);
    const created = [];
    for (let slotIndex = 0; slotIndex < 5; slotIndex++) {
      const res = await client.post("/api/hunters", { slotIndex, hunter: hunter("Heroic", "Warrior") });
      created.push((await res.json()) as { id: string });
    }
    const first = (await (await call(client)).json()) as { result: Record<string, unknown> };
    expect(first.result.newlyUnlocked).toEqual([
      { id: "create_hunters", tier: 1, letter: "B" },
      { id: "heroic_hunters", tier: 1, letter: "B" },
      { id: "warrior_lovers", tier: 1, letter: "B" },
    ]);
    expect((await client.del(`/api/hunters/${created[0]?.id}`)).status).toBe(204);
    const second = (await (await call(client)).json()) as {
      result: { progress: Record<string, number>; tiers: Record<string, number>; newlyUnlocked: unknown[] };
    };
    expect(second.result.progress.create_hunters).toBe(4);
    expect(second.result.tiers.create_hunters).toBe(0);
    expect(second.result.newlyUnlocked).toEqual([]);
  });
});
