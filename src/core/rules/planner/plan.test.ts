import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import { attackSpeedReport, baseAtkSpd, missingAtkSpd } from "#core/rules/attack-speed.ts";
import { statTotals } from "#core/rules/build-summary.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import { applySwaps, defaultPlannerStat, meetsGoal, planBuild } from "#core/rules/planner/plan.ts";
import { farmedItem } from "#core/rules/planner/shopping-list.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";
import { createItem } from "../../../../tests/factories/item.ts";

const owned = (id: string, overrides: Parameters<typeof createItem>[0]): OwnedItem => ({
  id,
  ...createItem({ rarity: "Legendary", ...overrides }),
});
const atkSpd = (value: number) => ({ type: "ATK SPD", value });
const hp = (value: number) => ({ type: "HP", value });

// Trait level 1 (x1.05), guild 5, base 2. Goal 1.5 needs 21.25% bonus: 16.25% more than the guild gives.
const slowHunter = createHunter({ atkSpdGoal: 1.5 });

describe("planBuild: hand-worked examples", () => {
  it("finds the two swaps that close a 16.25% gap no single item can", () => {
    const items = [
      owned("ring", { itemType: "Ring", attributes: [atkSpd(8)] }),
      owned("neck", { itemType: "Necklace", attributes: [atkSpd(9)] }),
      owned("neck-hp", { itemType: "Necklace", attributes: [atkSpd(9), hp(10)] }),
      owned("boots", { itemType: "Boots", attributes: [atkSpd(5)] }),
    ];
    const result = planBuild({ hunter: slowHunter, items, gameData, stat: "HP" });
    expect(result.kind).toBe("reachable");
    if (result.kind !== "reachable") return;
    expect(result.fewest).toBe(2);
    const [first] = result.plans;
    expect(first?.swaps.map((s) => s.itemId).sort()).toEqual(["neck-hp", "ring"]);
    expect(first?.report.actualDisplay).toBe("1.4857");
    expect(first?.report.missingDisplay).toBe("Overflowing");
    expect(first?.stat).toBe(10);
  });

  it("swaps the weapon when only its lower base speed reaches the goal", () => {
    const items = [
      owned("fast-bow", { itemType: "Weapon", attributes: [hp(3)], baseAtkSpd: "1.6" }),
      owned("ring", { itemType: "Ring", attributes: [atkSpd(8)] }),
    ];
    const result = planBuild({ hunter: slowHunter, items, gameData });
    expect(result.kind).toBe("reachable");
    if (result.kind !== "reachable") return;
    expect(result.fewest).toBe(1);
    expect(result.plans[0]?.swaps).toEqual([{ slot: "Weapon", itemId: "fast-bow" }]);
    expect(result.plans[0]?.report.actualDisplay).toBe("1.4476");
  });

  it("says the goal is met when it already is", () => {
    const result = planBuild({ hunter: createHunter({ atkSpdGoal: 2 }), items: [], gameData });
    expect(result.kind).toBe("met");
  });

  it("gives the shortfall and what to farm when no owned combination reaches the goal", () => {
    const hunter = createHunter({ atkSpdGoal: 1.8 });
    const result = planBuild({
      hunter,
      items: [owned("hat", { itemType: "Hat", attributes: [hp(5)] })],
      gameData,
    });
    expect(result.kind).toBe("unreachable");
    if (result.kind !== "unreachable") return;
    expect(result.best.report.missingDisplay).toBe("0.50%");
    expect(result.shopping?.entries).toEqual([
      { slot: "Weapon", rarity: "Normal", orBetter: true, value: 1 },
    ]);
  });

  it("marks items worn by another hunter and leaves them out on request", () => {
    const items = [owned("neck", { itemType: "Necklace", attributes: [atkSpd(20)] })];
    const wornBy = { neck: "Sniper" };
    const marked = planBuild({ hunter: slowHunter, items, gameData, wornBy });
    expect(marked.kind === "reachable" && marked.plans[0]?.swaps[0]?.wornBy).toBe("Sniper");
    expect(planBuild({ hunter: slowHunter, items, gameData, wornBy, excludeWorn: true }).kind).toBe(
      "unreachable",
    );
  });

  it("ranks by the Build Summary's largest stat other than ATK SPD by default", () => {
    const hunter = createHunter({
      items: { Hat: { rarity: "Rare", attributes: [hp(4), { type: "DEF", value: 9 }] } },
    });
    expect(defaultPlannerStat(hunter, gameData)).toBe("DEF");
  });
});

// Small random builds and inventories, solved by trying every combination.
const SLOTS = ["Weapon", "Ring", "Necklace", "Boots"] as const;
const rowArb = fc.record({
  type: fc.constantFrom("ATK SPD", "HP", "ATK"),
  value: fc.integer({ min: 0, max: 12 }),
});
const itemArb = fc.record({
  itemType: fc.constantFrom(...SLOTS),
  rarity: fc.constantFrom("Normal", "Rare", "Legendary"),
  attributes: fc.array(rowArb, { maxLength: 3 }),
  runeType: fc.constantFrom("", "ATK SPD", "HP"),
  runeValue: fc.integer({ min: 0, max: 6 }),
  baseAtkSpd: fc.constantFrom("1.6", "1.8", "2", "2.4"),
});
const inventoryArb = fc
  .array(itemArb, { maxLength: 7 })
  .map((list) => list.map((fields, i): OwnedItem => ({ id: `i${i}`, ...createItem(fields) })));
const hunterArb = fc
  .record({
    goal: fc.double({ min: 1, max: 2.1, noNaN: true }).map((g) => Math.round(g * 100) / 100),
    trait: fc.integer({ min: 0, max: 5 }),
    worn: fc.array(itemArb, { maxLength: 2 }),
  })
  .map(({ goal, trait, worn }) =>
    worn.reduce<HunterInput>(
      (hunter, fields) =>
        applySwaps(hunter, [{ itemId: "w" }], [{ id: "w", ...createItem(fields) }], gameData),
      createHunter({ atkSpdGoal: goal, general: { trait } }),
    ),
  );

type Brute = { fewest: number; bestStat: number; closest: number };

function bruteForce(hunter: HunterInput, items: OwnedItem[], stat: string): Brute {
  let result: Brute = {
    fewest: Number.POSITIVE_INFINITY,
    bestStat: Number.NEGATIVE_INFINITY,
    closest: Infinity,
  };
  const choose = (slot: number, picks: OwnedItem[]): void => {
    const name = SLOTS[slot];
    if (!name) {
      const build = applySwaps(
        hunter,
        picks.map((p) => ({ itemId: p.id })),
        items,
        gameData,
      );
      const { missing } = missingAtkSpd(build, gameData);
      result.closest = Math.min(result.closest, missing);
      if (missing > 0) return;
      const value = statTotals(build, gameData).get(stat) ?? 0;
      if (picks.length < result.fewest) result = { ...result, fewest: picks.length, bestStat: value };
      else if (picks.length === result.fewest) result.bestStat = Math.max(result.bestStat, value);
      return;
    }
    choose(slot + 1, picks);
    for (const item of items) if (item.itemType === name) choose(slot + 1, [...picks, item]);
  };
  choose(0, []);
  return result;
}

describe("planBuild against brute force", () => {
  it("never needs more swaps than brute force, and every plan meets the goal", () => {
    fc.assert(
      fc.property(hunterArb, inventoryArb, (hunter, items) => {
        const result = planBuild({ hunter, items, gameData, stat: "HP" });
        const brute = bruteForce(hunter, items, "HP");
        if (brute.fewest === 0) {
          expect(result.kind).toBe("met");
          return;
        }
        if (brute.fewest === Number.POSITIVE_INFINITY) {
          expect(result.kind).toBe("unreachable");
          if (result.kind === "unreachable") expect(result.best.report.missing).toBeCloseTo(brute.closest, 6);
          return;
        }
        expect(result.kind).toBe("reachable");
        if (result.kind !== "reachable") return;
        expect(result.fewest).toBe(brute.fewest);
        expect(result.plans.length).toBeGreaterThan(0);
        for (const plan of result.plans) {
          expect(meetsGoal(plan.hunter, gameData)).toBe(true);
          expect(plan.hunter).toEqual(applySwaps(hunter, plan.swaps, items, gameData));
          expect(attackSpeedReport(plan.hunter, gameData)).toEqual(plan.report);
        }
        expect(result.plans[0]?.swaps).toHaveLength(brute.fewest);
        expect(result.plans[0]?.stat).toBeCloseTo(brute.bestStat, 6);
      }),
      { numRuns: 300 },
    );
  });

  it("lists no plan that another listed plan beats on swaps, ATK SPD and the stat together", () => {
    fc.assert(
      fc.property(hunterArb, inventoryArb, (hunter, items) => {
        const result = planBuild({ hunter, items, gameData, stat: "HP" });
        if (result.kind !== "reachable") return;
        for (const a of result.plans) {
          for (const b of result.plans) {
            if (a === b) continue;
            const beats =
              b.swaps.length <= a.swaps.length && b.report.actual <= a.report.actual && b.stat >= a.stat;
            const same =
              b.swaps.length === a.swaps.length && b.report.actual === a.report.actual && b.stat === a.stat;
            expect(beats && !same).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

const subsets = <T>(list: readonly T[], size: number): T[][] =>
  size === 0
    ? [[]]
    : list.flatMap((first, i) => subsets(list.slice(i + 1), size - 1).map((rest) => [first, ...rest]));

describe("what to farm", () => {
  it("always asks for items the game data allows and that close the gap", () => {
    fc.assert(
      fc.property(hunterArb, inventoryArb, (hunter, items) => {
        const result = planBuild({ hunter, items, gameData });
        if (result.kind !== "unreachable" || !result.shopping) return;
        expect(meetsGoal(result.shopping.hunter, gameData)).toBe(true);
        for (const entry of result.shopping.entries) {
          const index = gameData.itemRarity.findIndex((r) => r.name === entry.rarity);
          const rarity = gameData.itemRarity[index];
          expect(entry.value).toBeGreaterThan(0);
          expect(entry.value).toBeLessThanOrEqual(rarity?.attributeMax ?? 0);
          const lower = gameData.itemRarity.slice(0, index);
          expect(lower.every((r) => (r.attributeMax ?? 0) < entry.value)).toBe(true);
          if (entry.orBetter) {
            const better = gameData.itemRarity.slice(index + 1);
            expect(better.every((r) => (r.attributeMax ?? 0) >= entry.value)).toBe(true);
          }
        }
        expect(new Set(result.shopping.entries.map((e) => e.slot)).size).toBe(result.shopping.entries.length);
        // No smaller set of slots would do, even with the best item the game data allows in each.
        const top = gameData.itemRarity.at(-1);
        const base = baseAtkSpd(result.best.hunter, gameData);
        for (const slots of subsets(ITEM_SLOTS, result.shopping.entries.length - 1)) {
          const build = slots.reduce(
            (b, slot) =>
              equipInventoryItem(
                b,
                farmedItem(
                  { slot, rarity: top?.name ?? "", orBetter: false, value: top?.attributeMax ?? 0 },
                  base,
                  gameData,
                ),
                gameData,
              ),
            result.best.hunter,
          );
          expect(meetsGoal(build, gameData)).toBe(false);
        }
        expect(ITEM_SLOTS).toEqual(expect.arrayContaining(result.shopping.entries.map((e) => e.slot)));
      }),
      { numRuns: 200 },
    );
  });
});
