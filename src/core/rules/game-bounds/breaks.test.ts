import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { planItemImport } from "#core/rules/inventory-import.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { addItemInputArb, hunterArb } from "../../../../tests/factories/arbitraries.ts";
import { testGameData } from "../../../../tests/factories/game-data.ts";
import { ruleBreakLine } from "./break-line.ts";
import { newRuleBreaks, ruleBreaksOfAddedItem, ruleBreaksOfBuild, ruleBreaksOfItem } from "./breaks.ts";

// The test tables with every bound the game data can hold: base speeds, and Rare items rolling a stat once.
const gameData: GameData = {
  ...testGameData,
  weaponBaseSpeed: { min: 1, max: 3 },
  itemRarity: testGameData.itemRarity.map((r) => (r.name === "Rare" ? { ...r, attributesOnce: true } : r)),
};

const ring = (rarity: string, values: number[], type = "ATK") => ({
  rarity,
  attributes: values.map((value) => ({ type, value })),
});

describe("the game's rules on one item", () => {
  it("refuses an attribute above its rarity's attributeMax, and names the row and the bound", () => {
    expect(ruleBreaksOfItem(ring("Normal", [3]), "Ring", gameData)).toEqual([]);
    expect(ruleBreaksOfItem(ring("Normal", [4]), "Ring", gameData)).toEqual([
      { field: "attributes.0.value", kind: "attribute-max", value: 4, max: 3, slot: "Ring", row: 1 },
    ]);
  });

  it("holds no bound where the game data names none", () => {
    const noMax = {
      ...gameData,
      itemRarity: gameData.itemRarity.map(({ attributeMax: _, ...r }) => r),
      weaponBaseSpeed: undefined,
    };
    expect(ruleBreaksOfItem(ring("Normal", [400]), "Ring", noMax)).toEqual([]);
    expect(ruleBreaksOfItem({ rarity: "", attributes: [], baseAtkSpd: "9" }, "Weapon", noMax)).toEqual([]);
  });

  it("counts only the rows of the rarity's count and of stats the game data has", () => {
    expect(ruleBreaksOfItem(ring("Normal", [1, 99]), "Ring", gameData)).toEqual([]);
    expect(ruleBreaksOfItem(ring("Normal", [99], "Bogus"), "Ring", gameData)).toEqual([]);
  });

  it("refuses a stat twice where the rarity says each stat rolls once", () => {
    expect(ruleBreaksOfItem(ring("Rare", [1, 2]), "Ring", gameData)).toEqual([
      { field: "attributes.1.type", kind: "attribute-once", value: "ATK", slot: "Ring", row: 2 },
    ]);
    expect(ruleBreaksOfItem(ring("Heroic", [1, 2]), "Ring", gameData)).toEqual([]);
  });

  it("refuses a typed base speed outside the weapons' bounds; a special's own and an unreadable one count as the game's", () => {
    const weapon = (baseAtkSpd: string, itemName = "") => ({
      rarity: "Legendary",
      itemName,
      attributes: [],
      baseAtkSpd,
    });
    expect(ruleBreaksOfItem(weapon("3,5"), "Weapon", gameData)).toEqual([
      { field: "baseAtkSpd", kind: "base-speed", value: 3.5, min: 1, max: 3, slot: "Weapon" },
    ]);
    expect(ruleBreaksOfItem(weapon("0.5"), "Weapon", gameData)[0]?.min).toBe(1);
    for (const fine of ["1", "3", "2,25", "", "0", "fast", "3.004"])
      expect(ruleBreaksOfItem(weapon(fine), "Weapon", gameData)).toEqual([]);
    expect(ruleBreaksOfItem(weapon("9", "Gale Bow"), "Weapon", gameData)).toEqual([]);
  });

  it("refuses a weapon rune or skill level past its options", () => {
    const item = { rarity: "Legendary", itemName: "Gale Bow", attributes: [], skillLevel: 4 };
    expect(
      ruleBreaksOfItem({ ...item, weaponRuneType: "Swift Rune", weaponRuneLevel: 0 }, "Weapon", gameData).map(
        (b) => [b.field, b.min, b.max],
      ),
    ).toEqual([
      ["skillLevel", 1, 3],
      ["weaponRuneLevel", 1, 3],
    ]);
  });

  it("takes an added item's levels as sent, not as normalizing would clamp them", () => {
    const input = {
      itemType: "Weapon",
      rarity: "Legendary",
      quality: "Fine",
      itemName: "Gale Bow",
      attributes: [],
      runeType: "",
      runeValue: 0,
      skillLevel: 6,
      engraved: false,
      weaponRuneLevel: 2,
    };
    const normalized = normalizeAddItem(input, { isVip: false }, gameData);
    if (!normalized.ok) throw new Error("the item should normalize");
    expect(normalized.item.skillLevel).toBe(3);
    expect(ruleBreaksOfAddedItem(input, normalized.item, gameData).map((b) => b.kind)).toEqual([
      "skill-level",
    ]);
  });
});

describe("the game's rules on a build", () => {
  it("names each broken field by its path in the build", () => {
    const build = hunterInputSchema.parse({
      items: { Belt: ring("Rare", [5, 1]), Weapon: { baseAtkSpd: "4" } },
    });
    expect(ruleBreaksOfBuild(build, gameData).map(ruleBreakLine)).toEqual([
      "items.Weapon.baseAtkSpd 4 > 3",
      "items.Belt.attributes.0.value 5 > 4",
      "items.Belt.attributes.1.type ATK ×2",
    ]);
  });

  it("lets a break the stored build already had stay, and refuses a new or changed one", () => {
    const stored = ruleBreaksOfBuild(
      hunterInputSchema.parse({ items: { Ring: ring("Normal", [5]) } }),
      gameData,
    );
    const same = ruleBreaksOfBuild(
      hunterInputSchema.parse({ items: { Ring: ring("Normal", [5]) } }),
      gameData,
    );
    const changed = ruleBreaksOfBuild(
      hunterInputSchema.parse({ items: { Ring: ring("Normal", [6]) } }),
      gameData,
    );
    expect(newRuleBreaks(same, stored)).toEqual([]);
    expect(newRuleBreaks(changed, stored).map((b) => b.value)).toEqual([6]);
  });
});

// The forms mark a field from ruleBreaksOfItem on what the player typed; the server checks what it stores.
// Whatever a form holds, the two agree: nothing the forms accept is refused, and nothing they mark is saved.
describe("the forms and the server apply one rule", () => {
  it("a build: what the builder marks is what a save refuses", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (draft) => {
        const form = ITEM_SLOTS.flatMap((slot) =>
          ruleBreaksOfItem(draft.items[slot], slot, gameData, `items.${slot}`),
        );
        const server = ruleBreaksOfBuild(normalizeHunterInput(draft, gameData), gameData);
        expect(server.map(ruleBreakLine)).toEqual(form.map(ruleBreakLine));
        expect(ruleBreaksOfBuild(draft, gameData)).toEqual(form);
      }),
      { numRuns: 300 },
    );
  });

  it("an item: what the add-item editor marks is what the server's add and import refuse", () => {
    fc.assert(
      fc.property(addItemInputArb(gameData), (input) => {
        const normalized = normalizeAddItem(input, { isVip: true }, gameData);
        if (!normalized.ok) return;
        const slot = normalized.item.itemType;
        // The editor holds whole percents, two decimals of speed and the level it lists (item-draft.ts).
        const typed = { ...input, attributes: normalized.item.attributes };
        const form = ruleBreaksOfItem(typed, slot, gameData);
        const plan = planItemImport([input], { isVip: true, count: 0, capacity: 10 }, gameData);
        const refused = plan.refused.find((r) => r.reason === "outside-game-rules");
        const server = ruleBreaksOfAddedItem(input, normalized.item, gameData);
        expect(server).toEqual(form);
        if (plan.refused.every((r) => r.reason !== "unknown-value"))
          expect(refused?.breaks ?? []).toEqual(server);
      }),
      { numRuns: 300 },
    );
  });
});
