import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENTS,
  type AchievementInput,
  achievementById,
  achievementTiers,
  completionistCount,
  computeAchievementProgress,
  type HunterFacts,
  newlyUnlocked,
  nextTier,
  progressBand,
  progressPercent,
  publicAchievements,
  type StoredProgress,
  tierLetter,
  tierReached,
} from "#core/rules/achievements.ts";

const hunter = (overrides: Partial<HunterFacts> = {}): HunterFacts => ({
  rarity: "Normal",
  className: "Warrior",
  classFamily: "warrior",
  isParagonClass: false,
  allItemsEngraved: false,
  allItemsUltimate: false,
  mountRarity: "",
  mountItemTiers: ["", "", ""],
  allTraitsMax: false,
  fullParagonTree: false,
  ...overrides,
});

const godHunter = (className: string, classFamily: HunterFacts["classFamily"]) =>
  hunter({
    rarity: "Ultimate",
    className,
    classFamily,
    isParagonClass: true,
    allItemsEngraved: true,
    allItemsUltimate: true,
    mountRarity: "S",
    mountItemTiers: ["S Tier", "S Tier", "S Tier"],
    allTraitsMax: true,
    fullParagonTree: true,
  });

const user = (overrides: Partial<AchievementInput> = {}): AchievementInput => ({
  hunters: [],
  paragonClassCount: 12,
  inventoryCount: 0,
  presetCount: 0,
  presetLimit: 3,
  referralCount: 0,
  vipMonths: 0,
  lifetime: false,
  slotsBought: 0,
  watchedTutorial: false,
  ...overrides,
});

describe("definitions", () => {
  it("lists the spec's achievements with their thresholds, 48 non-secret tiers besides completionist", () => {
    expect(ACHIEVEMENTS).toHaveLength(25);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(25);
    expect(achievementById("create_hunters").thresholds).toEqual([5, 10, 20, 30]);
    expect(achievementById("completionist").thresholds).toEqual([10, 25, 40, 50]);
    const others = ACHIEVEMENTS.filter((a) => !a.secret && a.id !== "completionist");
    expect(others.reduce((n, a) => n + a.thresholds.length, 0)).toBe(48);
    expect(ACHIEVEMENTS.filter((a) => a.secret).map((a) => a.id)).toEqual([
      "all_paragons",
      "methodical",
      "watch_tutorial",
      "believer",
      "god_hunter",
      "what_now",
    ]);
  });
});

describe("tiers and badges", () => {
  const create = achievementById("create_hunters");
  const engraved = achievementById("engraved_hunters");
  const lovers = achievementById("mage_lovers");
  const believer = achievementById("believer");

  it("counts the thresholds reached", () => {
    expect([0, 4, 5, 19, 20, 30, 99].map((n) => tierReached(create, n))).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });

  it("letters tiers B, A, S, SS, only as many as thresholds, and U for secrets", () => {
    expect([0, 1, 2, 3, 4].map((i) => tierLetter(create, i))).toEqual(["B", "A", "S", "SS", null]);
    expect([0, 1, 2, 3].map((i) => tierLetter(engraved, i))).toEqual(["B", "A", "S", null]);
    expect(tierLetter(lovers, 0)).toBe("B");
    expect([0, 1].map((i) => tierLetter(believer, i))).toEqual(["U", null]);
  });

  it("fills the bar towards the next unreached tier, full when all are reached", () => {
    expect(nextTier(create, 7)).toBe(10);
    expect(progressPercent(create, 7)).toBe(70);
    expect(progressPercent(create, 0)).toBe(0);
    expect(nextTier(create, 30)).toBeNull();
    expect(progressPercent(create, 45)).toBe(100);
    expect(progressPercent(believer, 0)).toBe(0);
    expect(progressPercent(believer, 1)).toBe(100);
  });

  it("colours the bar by band", () => {
    expect([0, 33, 34, 66, 67, 100].map(progressBand)).toEqual(["low", "low", "mid", "mid", "high", "high"]);
  });

  it("never loses a tier when the count grows, and keeps the bar within 0-100", () => {
    const def = fc.constantFrom(...ACHIEVEMENTS);
    fc.assert(
      fc.property(def, fc.integer({ min: -10, max: 500 }), fc.nat(500), (d, count, more) => {
        expect(tierReached(d, count + more)).toBeGreaterThanOrEqual(tierReached(d, count));
        const percent = progressPercent(d, count);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("computeAchievementProgress for a seeded user", () => {
  const seeded = user({
    hunters: [
      godHunter("Berserker", "warrior"),
      hunter({
        rarity: "Ultimate",
        className: "Archmage",
        classFamily: "mage",
        isParagonClass: true,
        allItemsUltimate: true,
        mountRarity: "A",
        mountItemTiers: ["A Tier", "B Tier", "S Tier"],
      }),
      // Two S Tier mount items out of three: neither cowboy nor rider.
      hunter({
        rarity: "Legendary",
        className: "Ranger",
        classFamily: "archer",
        isParagonClass: true,
        allItemsEngraved: true,
        mountRarity: "S",
        mountItemTiers: ["S Tier", "S Tier", ""],
      }),
      hunter({ rarity: "Heroic", className: "Paladin", classFamily: "cleric" }),
      hunter({ rarity: "Heroic", className: "Warrior", classFamily: "warrior" }),
      hunter({
        rarity: "Heroic",
        className: "Templar",
        classFamily: "cleric",
        isParagonClass: true,
        mountRarity: "B",
        mountItemTiers: ["B Tier", "B Tier", "B Tier"],
      }),
    ],
    inventoryCount: 120,
    presetCount: 3,
    presetLimit: 3,
    referralCount: 3,
    vipMonths: 13,
    lifetime: true,
    slotsBought: 2,
  });

  // Worked by hand from the six hunters above.
  const expected = {
    create_hunters: [6, 1],
    engraved_hunters: [2, 1],
    paragon_class: [4, 1],
    inventory_items: [120, 2],
    heroic_hunters: [3, 0],
    legendary_hunters: [1, 0],
    ultimate_hunters: [2, 0],
    refer_friends: [3, 2],
    vip_subscription: [13, 3],
    buy_slots: [2, 1],
    hunter_full_ultimate: [2, 1],
    hunter_full_ultimate_engraved: [1, 1],
    cowboy: [3, 1],
    rider: [1, 1],
    // 15 tiers from the others reach Completionist's first tier (10), which counts itself: 16.
    completionist: [16, 1],
    warrior_lovers: [2, 0],
    mage_lovers: [1, 0],
    archer_lovers: [1, 0],
    paladin_lovers: [2, 0],
    all_paragons: [0, 0],
    methodical: [1, 1],
    watch_tutorial: [0, 0],
    believer: [1, 1],
    god_hunter: [1, 1],
    what_now: [0, 0],
  };

  it("counts each achievement and its tier", () => {
    const progress = computeAchievementProgress(seeded);
    const tiers = achievementTiers(progress);
    const table = Object.fromEntries(ACHIEVEMENTS.map((a) => [a.id, [progress[a.id], tiers[a.id]]]));
    expect(table).toEqual(expected);
  });

  it("publishes the letter of the highest tier reached, reached ones only", () => {
    expect(publicAchievements(computeAchievementProgress(seeded))).toEqual({
      create_hunters: "B",
      engraved_hunters: "B",
      paragon_class: "B",
      inventory_items: "A",
      refer_friends: "A",
      vip_subscription: "S",
      buy_slots: "B",
      hunter_full_ultimate: "B",
      hunter_full_ultimate_engraved: "B",
      cowboy: "B",
      rider: "B",
      completionist: "B",
      methodical: "U",
      believer: "U",
      god_hunter: "U",
    });
  });

  it("gives nothing to a new user", () => {
    const progress = computeAchievementProgress(user());
    expect(Object.values(progress).every((n) => n === 0)).toBe(true);
    expect(publicAchievements(progress)).toEqual({});
  });

  it("awards all_paragons once every paragon class has a hunter", () => {
    const families = ["warrior", "mage", "archer", "cleric"] as const;
    const all = families.flatMap((f) =>
      [1, 2, 3].map((i) => hunter({ className: `${f}${i}`, isParagonClass: true })),
    );
    expect(computeAchievementProgress(user({ hunters: all })).all_paragons).toBe(1);
    expect(
      computeAchievementProgress(user({ hunters: [...all.slice(1), all[2] as HunterFacts] })).all_paragons,
    ).toBe(0);
  });
});

describe("completionist and what_now", () => {
  const nonSecretOthers = ACHIEVEMENTS.filter((a) => !a.secret && a.id !== "completionist");

  // A progress map where exactly `tiers` tiers of the other achievements are reached.
  function progressWithTiers(tiers: number): StoredProgress {
    const progress: StoredProgress = {};
    let left = tiers;
    for (const def of nonSecretOthers) {
      const take = Math.min(left, def.thresholds.length);
      if (take > 0) progress[def.id] = def.thresholds[take - 1];
      left -= take;
    }
    return progress;
  }

  it.each([
    [0, 0],
    [9, 9],
    [10, 11],
    [23, 24],
    [24, 26],
    [37, 39],
    [38, 41],
    [46, 49],
    [47, 51],
    [48, 52],
  ])("turns %i tiers of the others into a count of %i", (others, count) => {
    expect(completionistCount(progressWithTiers(others))).toBe(count);
  });

  it("gives completionist all 4 tiers from the 48 others", () => {
    expect(tierReached(achievementById("completionist"), completionistCount(progressWithTiers(48)))).toBe(4);
  });

  const maxed = user({
    hunters: [
      ...(["warrior", "mage", "archer", "cleric"] as const).flatMap((f) =>
        Array.from({ length: 5 }, (_, i) => godHunter(`${f}${i % 3}`, f)),
      ),
      ...Array.from({ length: 20 }, () => hunter({ rarity: "Heroic" })),
      ...Array.from({ length: 20 }, () => hunter({ rarity: "Legendary" })),
    ],
    inventoryCount: 250,
    referralCount: 5,
    vipMonths: 12,
    slotsBought: 10,
  });

  it("awards what_now when every non-secret achievement is at its last tier", () => {
    const progress = computeAchievementProgress(maxed);
    expect(progress.completionist).toBe(52);
    expect(progress.what_now).toBe(1);
  });

  it("withholds what_now while one tier is missing, even with completionist maxed", () => {
    const progress = computeAchievementProgress({ ...maxed, inventoryCount: 249 });
    expect(progress.completionist).toBe(51);
    expect(tierReached(achievementById("completionist"), progress.completionist)).toBe(4);
    expect(progress.what_now).toBe(0);
  });
});

describe("newlyUnlocked", () => {
  it("reports each achievement that rose once, with its highest new tier", () => {
    const before = { create_hunters: 4, inventory_items: 60, believer: 0 };
    const after = { create_hunters: 21, inventory_items: 99, believer: 1, unknown_id: 7 };
    expect(newlyUnlocked(before, after)).toEqual([
      { id: "create_hunters", tier: 3, letter: "S" },
      { id: "believer", tier: 1, letter: "U" },
    ]);
  });

  it("reports nothing when nothing rose", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ACHIEVEMENTS.map((a) => a.id)), fc.nat(300)), (p) => {
        expect(newlyUnlocked(p, p)).toEqual([]);
      }),
    );
  });
});
