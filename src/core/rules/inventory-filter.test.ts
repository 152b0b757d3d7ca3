import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import {
  activeFilterCount,
  emptyFilters,
  type FilterableItem,
  filterInventory,
  groupHeading,
  type InventoryFilters,
  toggleFilterValue,
} from "#core/rules/inventory-filter.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createItem } from "../../../tests/factories/item.ts";

type Item = FilterableItem & { id: string };

const item = (id: string, overrides: Parameters<typeof createItem>[0] = {}): Item => ({
  ...createItem(overrides),
  id,
});
const attrs = (...types: string[]) => types.map((type) => ({ type, value: 5 }));
const filters = (overrides: Partial<InventoryFilters>): InventoryFilters => ({
  ...emptyFilters(),
  ...overrides,
});
const ids = (groups: { items: Item[] }[]) => groups.map((g) => g.items.map((i) => i.id));

const sword = item("sword", { itemType: "Weapon", rarity: "Legendary", attributes: attrs("ATK", "ATK SPD") });
const ring = item("ring", { itemType: "Ring", rarity: "Rare", quality: "Worn", attributes: attrs("HP") });
const hat = item("hat", {
  itemType: "Hat",
  rarity: "Ultimate",
  quality: "Perfect",
  attributes: attrs("ATK", "ATK SPD", "HP"),
  inheritable: true,
});
const all = [sword, ring, hat];

describe("filterInventory", () => {
  it("shows everything in one group when no filter is set", () => {
    expect(filterInventory(all, emptyFilters()).groups).toEqual([{ matches: 0, total: 0, items: all }]);
  });

  it("has no group when nothing passes", () => {
    expect(filterInventory([], emptyFilters()).groups).toEqual([]);
    expect(filterInventory(all, filters({ itemType: ["Boots"] })).groups).toEqual([]);
  });

  it("keeps items of any chosen type, rarity and quality", () => {
    expect(ids(filterInventory(all, filters({ itemType: ["Weapon", "Hat"] })).groups)).toEqual([
      ["sword", "hat"],
    ]);
    expect(ids(filterInventory(all, filters({ rarity: ["Rare"] })).groups)).toEqual([["ring"]]);
    expect(ids(filterInventory(all, filters({ quality: ["Perfect", "Worn"] })).groups)).toEqual([
      ["ring", "hat"],
    ]);
    expect(ids(filterInventory(all, filters({ itemType: ["Hat"], rarity: ["Rare"] })).groups)).toEqual([]);
  });

  it("filters inheritable items only when asked", () => {
    expect(ids(filterInventory(all, filters({ inheritable: true })).groups)).toEqual([["hat"]]);
  });

  it("groups by the number of chosen attributes an item carries, most first", () => {
    const { groups } = filterInventory(all, filters({ attributes: ["ATK", "ATK SPD", "Evasion"] }));
    expect(groups.map((g) => [groupHeading(g), g.items.map((i) => i.id)])).toEqual([
      ["2 / 3 Attribute Matches", ["sword", "hat"]],
    ]);
    const hp = filterInventory(all, filters({ attributes: ["HP", "ATK"] })).groups;
    expect(hp.map((g) => [groupHeading(g), g.items.map((i) => i.id)])).toEqual([
      ["2 / 2 Attribute Matches", ["hat"]],
      ["1 / 2 Attribute Matches", ["sword", "ring"]],
    ]);
  });

  it("counts a repeated attribute once", () => {
    const twice = item("twice", { attributes: attrs("ATK", "ATK") });
    expect(filterInventory([twice], filters({ attributes: ["ATK", "HP"] })).groups[0]?.matches).toBe(1);
  });
});

describe("filter helpers", () => {
  it("toggles a value in a list and counts active filters", () => {
    expect(toggleFilterValue(["HP"], "ATK")).toEqual(["HP", "ATK"]);
    expect(toggleFilterValue(["HP", "ATK"], "HP")).toEqual(["ATK"]);
    expect(
      activeFilterCount(filters({ rarity: ["Rare"], attributes: ["HP", "ATK"], inheritable: true })),
    ).toBe(4);
    expect(activeFilterCount(emptyFilters())).toBe(0);
  });
});

const pick = (values: readonly string[]) => fc.subarray([...values], { maxLength: 3 });
const itemArb: fc.Arbitrary<Item> = fc.record({
  id: fc.uuid(),
  itemType: fc.constantFrom(...ITEM_SLOTS),
  rarity: fc.constantFrom(...gameData.itemRarity.map((r) => r.name)),
  quality: fc.constantFrom(...gameData.itemQuality.map((q) => q.name)),
  attributes: fc.array(
    fc.record({ type: fc.constantFrom(...gameData.attributes), value: fc.integer({ min: 0, max: 30 }) }),
    { maxLength: 5 },
  ),
  inheritable: fc.constantFrom(true as const, undefined),
});
const filtersArb: fc.Arbitrary<InventoryFilters> = fc.record({
  itemType: pick(ITEM_SLOTS),
  rarity: pick(gameData.itemRarity.map((r) => r.name)),
  quality: pick(gameData.itemQuality.map((q) => q.name)),
  attributes: pick(gameData.attributes),
  inheritable: fc.boolean(),
});

describe("filterInventory properties", () => {
  it("returns each passing item once, in its order within a group, groups most matches first", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 40 }), filtersArb, (items, f) => {
        const { groups } = filterInventory(items, f);
        const shown = groups.flatMap((g) => g.items);
        expect(new Set(shown).size).toBe(shown.length);
        for (const g of groups) {
          expect(g.items.length).toBeGreaterThan(0);
          expect(g.total).toBe(f.attributes.length);
          expect(g.items).toEqual(items.filter((i) => g.items.includes(i)));
        }
        const order = groups.map((g) => g.matches);
        expect(order).toEqual([...order].sort((a, b) => b - a));
        expect(new Set(order).size).toBe(order.length);
      }),
    );
  });

  it("shows exactly the items that pass every filter, with their true match count", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 40 }), filtersArb, (items, f) => {
        const { groups } = filterInventory(items, f);
        const matchesOf = (i: Item) =>
          f.attributes.filter((a) => i.attributes.some((r) => r.type === a)).length;
        const passes = (i: Item) =>
          (f.itemType.length === 0 || f.itemType.includes(i.itemType)) &&
          (f.rarity.length === 0 || f.rarity.includes(i.rarity)) &&
          (f.quality.length === 0 || f.quality.includes(i.quality)) &&
          (!f.inheritable || i.inheritable === true) &&
          (f.attributes.length === 0 || matchesOf(i) > 0);
        expect(groups.flatMap((g) => g.items).length).toBe(items.filter(passes).length);
        for (const g of groups) for (const i of g.items) expect(matchesOf(i)).toBe(g.matches);
      }),
    );
  });

  it("shows everything with empty filters", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 40 }), (items) => {
        expect(filterInventory(items, emptyFilters()).groups.flatMap((g) => g.items)).toEqual(items);
      }),
    );
  });
});
