import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackSpeedReport } from "#core/rules/attack-speed.ts";
import { fillBuild } from "#core/rules/planner/fill-build.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import { applySwaps } from "#core/rules/planner/plan.ts";
import { wornByOthers } from "#core/rules/planner/worn-by.ts";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";
import { createItem } from "../../../../tests/factories/item.ts";

const row = (type: string, value: number) => ({ type, value });
const owned = (id: string, overrides: Parameters<typeof createItem>[0]): OwnedItem => ({
  id,
  ...createItem({ rarity: "Legendary", ...overrides }),
});

const shared = createHunter({
  atkSpdGoal: 1.7,
  general: { guild: 10 },
  items: {
    Ring: { rarity: "Legendary", attributes: [row("ATK SPD", 8), row("HP", 5), row("ATK", 4)] },
    Weapon: { rarity: "Legendary", itemName: "Gale Bow", skillLevel: 3 },
    Hat: { rarity: "Rare", attributes: [row("DEF", 3)] },
  },
});

// A default hunter wearing every one of these items.
const wearing = (items: OwnedItem[]) =>
  applySwaps(
    createHunter(),
    items.map((i) => ({ itemId: i.id })),
    items,
    gameData,
  );

describe("fillBuild", () => {
  it("takes per slot the owned item sharing the most attribute types, and the build's special first", () => {
    const items = [
      owned("ring-two", { itemType: "Ring", attributes: [row("ATK SPD", 2), row("HP", 9)] }),
      owned("ring-one", { itemType: "Ring", attributes: [row("ATK SPD", 8)] }),
      owned("bow-plain", { itemType: "Weapon", attributes: [row("ATK", 20), row("ATK SPD", 5)] }),
      owned("bow-gale", { itemType: "Weapon", itemName: "Gale Bow", skillLevel: 1, attributes: [] }),
    ];
    const filled = fillBuild(shared, items, gameData);
    const bySlot = Object.fromEntries(filled.slots.map((s) => [s.slot, s]));
    expect(bySlot.Ring).toMatchObject({ itemId: "ring-two", matches: 2, wanted: 3, score: 2 / 3 });
    expect(bySlot.Weapon).toMatchObject({ itemId: "bow-gale", score: 1 });
    expect(bySlot.Hat).toMatchObject({ itemId: null, score: 0 });
    expect(bySlot.Boots).toMatchObject({ itemId: null, score: null });
    // Ring 2/3, Weapon 1, Hat 0 over the three slots the build fills.
    expect(filled.score).toBeCloseTo((2 / 3 + 1 + 0) / 3, 9);
    expect(filled.hunter.general.guild).toBe(10);
    expect(filled.report).toEqual(attackSpeedReport(filled.hunter, gameData));
  });

  const itemArb = fc.record({
    itemType: fc.constantFrom("Weapon", "Ring", "Hat"),
    rarity: fc.constantFrom("Normal", "Rare", "Legendary"),
    attributes: fc.array(
      fc.record({
        type: fc.constantFrom("ATK SPD", "HP", "ATK", "DEF"),
        value: fc.integer({ min: 1, max: 9 }),
      }),
      {
        maxLength: 4,
      },
    ),
  });
  const inventoryArb = fc
    .array(itemArb, { maxLength: 8 })
    .map((list) => list.map((fields, i): OwnedItem => ({ id: `i${i}`, ...createItem(fields) })));

  it("scores every slot between 0 and 1, and 1 overall when the build was made from the same items", () => {
    fc.assert(
      fc.property(inventoryArb, (items) => {
        const build = wearing(items);
        const filled = fillBuild(build, items, gameData);
        for (const slot of filled.slots)
          if (slot.score !== null) expect(slot.score).toBeGreaterThanOrEqual(0);
        for (const slot of filled.slots) if (slot.score !== null) expect(slot.score).toBeLessThanOrEqual(1);
        expect(filled.score).toBe(1);
        for (const slot of filled.slots) {
          const item = items.find((i) => i.id === slot.itemId);
          if (item) expect(item.itemType).toBe(slot.slot);
        }
      }),
    );
  });

  it("never picks an item matching fewer types than another owned item of the slot", () => {
    fc.assert(
      fc.property(inventoryArb, inventoryArb, (buildItems, items) => {
        const build = wearing(buildItems);
        const filled = fillBuild(build, items, gameData);
        for (const slot of filled.slots) {
          for (const other of items.filter((i) => i.itemType === slot.slot)) {
            const alone = fillBuild(build, [other], gameData).slots.find((s) => s.slot === slot.slot);
            expect(slot.matches).toBeGreaterThanOrEqual(alone?.matches ?? 0);
          }
        }
      }),
    );
  });
});

describe("wornByOthers", () => {
  it("names the other hunter that wears an identical item, never the one being edited", () => {
    const ring = owned("ring", { itemType: "Ring", attributes: [row("HP", 3)] });
    const spare = owned("spare", { itemType: "Ring", attributes: [row("HP", 4)] });
    const wearer = applySwaps(createHunter({ hunterName: "Sniper" }), [{ itemId: "ring" }], [ring], gameData);
    const hunters = [
      { id: "h1", ...wearer },
      { id: "h2", ...createHunter({ hunterName: "Tank" }) },
    ];
    expect(wornByOthers([ring, spare], hunters, gameData)).toEqual({ ring: "Sniper" });
    expect(wornByOthers([ring, spare], hunters, gameData, "h1")).toEqual({});
  });
});
