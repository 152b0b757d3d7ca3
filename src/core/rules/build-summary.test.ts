import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { Special } from "#core/game-data/schema.ts";
import { buildSummary, duplicateRuneTypes, setBonus, specialBonus } from "#core/rules/build-summary.ts";
import { attributeCountOf } from "#core/rules/item-editing.ts";
import type { EquippedItem, HunterInput, HunterItems } from "#core/schemas/hunter.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { attrs } from "../../../tests/factories/item.ts";

const special = (name: string) => gameData.specials.find((s) => s.itemName === name) as Special;
const lines = (hunter: HunterInput) => buildSummary(hunter, gameData).map((l) => [l.stat, l.display]);

describe("Build Summary, worked examples", () => {
  it("example 1: plain items, runes, a weapon rune and mount items", () => {
    const hunter = createHunter({
      items: {
        Weapon: {
          rarity: "Legendary", // 4 rows count
          weaponRuneType: "Swift Rune",
          weaponRuneLevel: 2, // ATK SPD 6
          attributes: [
            { type: "ATK SPD", value: 4 },
            { type: "ATK", value: 10 },
            { type: "ATK SPD", value: 3 },
            { type: "HP", value: 5 },
            { type: "ATK SPD", value: 50 }, // fifth row: ignored
          ],
        },
        Ring: {
          rarity: "Rare",
          attributes: attrs(["HP", 3], ["ATK SPD", 2]),
        },
        Gloves: { runeType: "ATK SPD", runeValue: 5 },
        Boots: { runeType: "ATK SPD", runeValue: 8 }, // only the higher ATK SPD rune counts: 8
      },
      mount: {
        items: {
          Horseshoe: {
            rarity: "S Tier",
            attributes: { main: { value: 3 }, extra: { type: "ATK SPD", value: 2 } },
          },
          Saddle: { rarity: "A Tier", attributes: { extra: { type: "Evasion", value: 4 } } },
        },
      },
    });
    // HP      = weapon 5 + ring 3                                               = 8
    // ATK     = weapon 10                                                       = 10
    // ATK SPD = weapon 4 + 3, ring 2, best rune 8, Swift Rune 6, horseshoe 3 + 2 = 28
    // Evasion = saddle 4                                                        = 4
    // In the game data's order: HP, ATK, (DEF), ATK SPD, ..., Evasion.
    expect(buildSummary(hunter, gameData)).toEqual([
      { stat: "HP", value: 8, display: "8.00%" },
      { stat: "ATK", value: 10, display: "10.00%" },
      { stat: "ATK SPD", value: 28, display: "28.00%" },
      { stat: "Evasion", value: 4, display: "4.00%" },
    ]);
  });

  it("example 2: specials, sets, duplicate runes and stats outside the priority list", () => {
    const hunter = createHunter({
      items: {
        Weapon: { weaponRuneType: "Fury Rune", weaponRuneLevel: 3 }, // ATK 15
        // Ember Ring: Crit Damage 12, skill Kindle (level type) at level 2: Crit Damage +6.
        Ring: { rarity: "Legendary", itemName: "Ember Ring", skillLevel: 2 },
        // Heart of Stone: HP 30, DEF 10, Evasion 3; skill Bulwark (value type): HP 5, ATK SPD 1.5.
        Necklace: { rarity: "Ultimate", itemName: "Heart of Stone" },
        Hat: {
          rarity: "Heroic", // 3 rows count
          runeType: "HP",
          runeValue: 6,
          attributes: [
            { type: "HP", value: 4.25 },
            { type: "Crit Chance", value: 2.5 },
            { type: "HP", value: 0.75 },
            { type: "ATK", value: 99 }, // fourth row: ignored
          ],
        },
        Belt: { runeType: "HP", runeValue: 9 }, // HP runes 6 and 9: only 9 counts
        Armor: { runeType: "ATK", runeValue: 4.5 },
        Boots: {
          rarity: "Rare",
          attributes: attrs(["Lifesteal", 3], ["Armor Pierce", 2]),
        },
      },
      mount: {
        items: {
          Reins: { rarity: "S Tier", attributes: { main: { value: 7 } } }, // fixed ATK
          Saddle: { rarity: "", attributes: { main: { value: 50 } } }, // no tier: nothing counts
        },
      },
      sets: [
        { name: "Justice", level: 2 }, // Damage to Monsters 5,10,15 -> 10
        { name: "Honor", level: 3 }, // PvP Damage Reduction 4,8,12 -> 12
        { name: "Haste", level: 1 }, // ATK SPD 1,2,3 -> 1
      ],
    });
    // HP          = necklace 30 + Bulwark 5 + hat 4.25 + 0.75 + best HP rune 9 = 49
    // ATK         = ATK rune 4.5 + Fury Rune 15 + reins 7                      = 26.5
    // DEF         = necklace 10
    // ATK SPD     = Bulwark 1.5 + Haste 1                                      = 2.5
    // Crit Chance = hat 2.5;  Crit Damage = Ember Ring 12 + Kindle 6 = 18
    // Damage to Monsters 10, PvP Damage Reduction 12, Evasion 3
    // Then the stats the game data does not list, alphabetically: Armor Pierce 2, Lifesteal 3.
    expect(lines(hunter)).toEqual([
      ["HP", "49.00%"],
      ["ATK", "26.50%"],
      ["DEF", "10.00%"],
      ["ATK SPD", "2.50%"],
      ["Crit Chance", "2.50%"],
      ["Crit Damage", "18.00%"],
      ["Damage to Monsters", "10.00%"],
      ["PvP Damage Reduction", "12.00%"],
      ["Evasion", "3.00%"],
      ["Armor Pierce", "2.00%"],
      ["Lifesteal", "3.00%"],
    ]);
    expect(duplicateRuneTypes(hunter)).toEqual(["HP"]);
  });
});

describe("Build Summary parts", () => {
  it("is empty for a new hunter (the screen then says 'No stats added yet.')", () => {
    expect(buildSummary(createHunter(), gameData)).toEqual([]);
  });

  it("omits stats whose total is zero", () => {
    const hunter = createHunter({
      items: { Hat: { rarity: "Rare", attributes: [{ type: "HP", value: 0 }] } },
    });
    expect(buildSummary(hunter, gameData)).toEqual([]);
  });

  it("counts nothing from the rows of an item without rarity", () => {
    const hunter = createHunter({ items: { Hat: { attributes: [{ type: "HP", value: 9 }] } } });
    expect(buildSummary(hunter, gameData)).toEqual([]);
  });

  it("treats a special name that does not fit the rarity as a plain item", () => {
    const hunter = createHunter({
      items: { Ring: { rarity: "Normal", itemName: "Ember Ring", attributes: [{ type: "ATK", value: 2 }] } },
    });
    expect(lines(hunter)).toEqual([["ATK", "2.00%"]]);
  });

  it("gives a special its listed values and its skill by level", () => {
    expect(specialBonus(special("Gale Bow"), 1)).toEqual([
      ["ATK", 20],
      ["ATK SPD", 5],
      ["Crit Chance", 4],
      ["ATK SPD", 2],
    ]);
    expect(specialBonus(special("Gale Bow"), 9).at(-1)).toEqual(["ATK SPD", 6]);
    expect(specialBonus(special("Heart of Stone"), 3).slice(-2)).toEqual([
      ["HP", 5],
      ["ATK SPD", 1.5],
    ]);
  });

  it("reads set values by level, Justice and Honor by their fixed stats", () => {
    expect(setBonus({ name: "Justice", level: 3 }, gameData)).toEqual(["Damage to Monsters", 15]);
    expect(setBonus({ name: "Honor", level: 1 }, gameData)).toEqual(["PvP Damage Reduction", 4]);
    expect(setBonus({ name: "Haste", level: 2 }, gameData)).toEqual(["ATK SPD", 2]);
    expect(setBonus({ name: "", level: 1 }, gameData)).toBeNull();
    expect(setBonus({ name: "Unknown", level: 1 }, gameData)).toBeNull();
  });

  it("lists each rune type carried by more than one slot once", () => {
    expect(duplicateRuneTypes(createHunter())).toEqual([]);
    const hunter = createHunter({
      items: {
        Weapon: { runeType: "ATK", runeValue: 1 },
        Ring: { runeType: "HP", runeValue: 1 },
        Hat: { runeType: "ATK", runeValue: 2 },
        Belt: { runeType: "ATK", runeValue: 3 },
        Boots: { runeType: "HP", runeValue: 4 },
        Armor: { runeType: "Crit Chance", runeValue: 4 },
      },
    });
    expect(duplicateRuneTypes(hunter)).toEqual(["ATK", "HP"]);
  });
});

type PlainSlot = Exclude<ItemSlot, "Weapon">;
const NON_WEAPON = ITEM_SLOTS.filter((slot): slot is PlainSlot => slot !== "Weapon");
const permutation = <T>(list: readonly T[]) =>
  fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length });

// Reorders the rows that count (the first attributeCount) by the given sort keys.
function shuffleCounted<T extends EquippedItem>(item: T, keys: number[]): T {
  const count = attributeCountOf(item.rarity, gameData);
  const counted = item.attributes
    .slice(0, count)
    .map((row, r) => ({ row, key: keys[r] ?? 0 }))
    .sort((a, b) => a.key - b.key)
    .map(({ row }) => row);
  return { ...item, attributes: [...counted, ...item.attributes.slice(count)] };
}

describe("Build Summary properties", () => {
  it("does not depend on the order of the counted attribute rows within an item", () => {
    const keys = fc.array(fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(hunterArb(gameData), keys, (hunter, [weaponKeys = [], ...slotKeys]) => {
        const items: HunterItems = {
          ...hunter.items,
          Weapon: shuffleCounted(hunter.items.Weapon, weaponKeys),
        };
        NON_WEAPON.forEach((slot, i) => {
          items[slot] = shuffleCounted(hunter.items[slot], slotKeys[i] ?? []);
        });
        expect(buildSummary({ ...hunter, items }, gameData)).toEqual(buildSummary(hunter, gameData));
      }),
    );
  });

  it("does not depend on which slots hold the same plain items, nor on the mount or set order", () => {
    fc.assert(
      fc.property(
        hunterArb(gameData),
        permutation(NON_WEAPON),
        permutation([0, 1, 2]),
        (raw, slots, sets) => {
          const items = { ...raw.items };
          for (const slot of NON_WEAPON) items[slot] = { ...raw.items[slot], itemName: "" };
          const hunter = { ...raw, items };
          const moved = { ...hunter.items };
          NON_WEAPON.forEach((slot, i) => {
            moved[slots[i] ?? slot] = hunter.items[slot];
          });
          const mountItems = { ...hunter.mount.items };
          for (const key of ["Horseshoe", "Saddle", "Reins"] as const) {
            const state = hunter.mount.items[key];
            mountItems[key] = {
              ...state,
              attributes: Object.fromEntries(Object.entries(state.attributes).reverse()),
            };
          }
          const rearranged: HunterInput = {
            ...hunter,
            items: moved,
            mount: { ...hunter.mount, items: mountItems },
            sets: sets.map((i) => hunter.sets[i] ?? { name: "", level: 1 }),
          };
          expect(buildSummary(rearranged, gameData)).toEqual(buildSummary(hunter, gameData));
        },
      ),
    );
  });

  it("always lists known stats in the game data's order, then the rest alphabetically, never a zero", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (hunter) => {
        const summary = buildSummary(hunter, gameData);
        const rank = (stat: string) => {
          const index = gameData.attributes.indexOf(stat);
          return index === -1 ? gameData.attributes.length : index;
        };
        for (let i = 1; i < summary.length; i++) {
          const [a, b] = [summary[i - 1]?.stat ?? "", summary[i]?.stat ?? ""];
          expect(rank(a) < rank(b) || (rank(a) === rank(b) && a < b)).toBe(true);
        }
        expect(
          summary.every((line) => line.value !== 0 && line.display === `${line.value.toFixed(2)}%`),
        ).toBe(true);
      }),
    );
  });
});
