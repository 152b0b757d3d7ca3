import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";
import { blankAttributeRows } from "#core/schemas/hunter-constants.ts";
import { addItemInputSchema, inventoryItemDataSchema } from "#core/schemas/inventory-item.ts";
import { addItemInputArb, hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { attrs } from "../../../tests/factories/item.ts";

// What the server stores: the add-item dialog's item and a saved build (docs/product.md#add-item).

const rows = (...typed: [string, number][]) => [...attrs(...typed), ...blankAttributeRows()].slice(0, 5);

const add = (input: object, isVip = false) =>
  normalizeAddItem(addItemInputSchema.parse(input), { isVip }, gameData);
const saved = (input: object, isVip = false) => {
  const result = add(input, isVip);
  if (!result.ok) throw new Error("expected the item to be saved");
  return result.item;
};
const ring = { itemType: "Ring", rarity: "Rare", quality: "Fine" };
const club = { itemType: "Weapon", rarity: "Normal", quality: "Worn" };

describe("normalizeAddItem", () => {
  it.each([
    ["no item type", { ...ring, itemType: "" }],
    ["no rarity", { ...ring, rarity: "" }],
    ["no quality", { ...ring, quality: "" }],
    ["an unknown rarity", { ...ring, rarity: "Mythic" }],
    ["an unknown item type", { ...ring, itemType: "Cape" }],
  ])("saves nothing with %s", (_, input) => {
    expect(add(input)).toEqual({ ok: false, reason: "missing-required" });
  });

  it("keeps a plain item's rows up to the rarity's count", () => {
    const item = saved({
      ...ring,
      attributes: attrs(["HP", 5], ["ATK", 3], ["DEF", 7]),
    });
    expect(item).toEqual({
      itemType: "Ring",
      rarity: "Rare",
      quality: "Fine",
      attributes: attrs(["HP", 5], ["ATK", 3]),
      runeType: "",
      runeValue: 0,
      engraved: false,
    });
  });

  it("drops rows without a type or with a value not above 0, and keeps whole percents", () => {
    const item = saved({
      ...ring,
      rarity: "Ultimate",
      attributes: attrs(["", 5], ["HP", 0], ["ATK", 7.9], ["Bogus", 3], ["DEF", -2]),
    });
    expect(item.attributes).toEqual([{ type: "ATK", value: 7 }]);
  });

  it("gives a special weapon its types with zero values, skill level and base speed", () => {
    const item = saved({
      ...club,
      rarity: "Legendary",
      itemName: "Gale Bow",
      skillLevel: 5,
      baseAtkSpd: "2,2",
      attributes: [{ type: "HP", value: 9 }],
    });
    expect(item).toMatchObject({ itemName: "Gale Bow", skillLevel: 3, baseAtkSpd: "1.8" });
    expect(item.attributes).toEqual(attrs(["ATK", 0], ["ATK SPD", 0], ["Crit Chance", 0]));
  });

  it("keeps a skill level only for a special with a level-type skill", () => {
    const necklace = { ...ring, itemType: "Necklace", rarity: "Ultimate", itemName: "Heart of Stone" };
    expect(saved({ ...necklace, skillLevel: 2 })).not.toHaveProperty("skillLevel");
    expect(saved({ ...ring, skillLevel: 2 })).not.toHaveProperty("skillLevel");
    expect(saved({ ...ring, itemName: "Ember Ring", rarity: "Legendary" }).skillLevel).toBe(1);
    expect(saved({ ...ring, itemName: "Ember Ring" })).not.toHaveProperty("itemName");
  });

  it("keeps weapon fields for weapons only", () => {
    const weapon = saved({ ...club, baseAtkSpd: "1,5", weaponRuneType: "Fury Rune", weaponRuneLevel: 7 });
    expect(weapon).toMatchObject({ baseAtkSpd: "1.5", weaponRuneType: "Fury Rune", weaponRuneLevel: 3 });
    expect(saved({ ...club, weaponRuneType: "Bogus" })).toMatchObject({
      baseAtkSpd: "2",
      weaponRuneType: "",
      weaponRuneLevel: 1,
    });
    const hat = saved({ ...ring, itemType: "Hat", baseAtkSpd: "1.5", weaponRuneType: "Fury Rune" });
    expect(hat).not.toHaveProperty("baseAtkSpd");
    expect(hat).not.toHaveProperty("weaponRuneType");
  });

  it("keeps a known rune type and its value, nothing for an unknown one", () => {
    expect(saved({ ...ring, runeType: "HP", runeValue: 4.5 })).toMatchObject({
      runeType: "HP",
      runeValue: 4.5,
    });
    expect(saved({ ...ring, runeType: "HP", runeValue: -4 })).toMatchObject({ runeType: "HP", runeValue: 0 });
    expect(saved({ ...ring, runeType: "Luck", runeValue: 4 })).toMatchObject({ runeType: "", runeValue: 0 });
  });

  it("keeps inheritable only when true and only for VIP", () => {
    expect(saved({ ...ring, inheritable: true }, true).inheritable).toBe(true);
    expect(saved({ ...ring, inheritable: true }, false)).not.toHaveProperty("inheritable");
    expect(saved({ ...ring, inheritable: false }, true)).not.toHaveProperty("inheritable");
  });

  it("always gives a storable item, and saving it again changes nothing", () => {
    fc.assert(
      fc.property(addItemInputArb(gameData), fc.boolean(), (input, isVip) => {
        const first = normalizeAddItem(input, { isVip }, gameData);
        if (!first.ok) return;
        expect(inventoryItemDataSchema.parse(first.item)).toEqual(first.item);
        expect(normalizeAddItem(addItemInputSchema.parse(first.item), { isVip }, gameData)).toEqual(first);
      }),
    );
  });
});

describe("normalizeHunterInput", () => {
  const normalize = (input: object) => normalizeHunterInput(hunterInputSchema.parse(input), gameData);

  it("leaves a new hunter as it is", () => {
    expect(normalizeHunterInput(newHunter(), gameData)).toEqual(newHunter());
  });

  it("empties choices the game data does not have and tidies the texts", () => {
    const hunter = normalize({
      hunterName: "   ",
      general: {
        hunterRarity: "Mythic",
        hunterClass: "Ninja",
        hunterPurpose: "  PvP  ",
        hunterAtkSpdRarity: "Green",
        characteristic: "Lucky",
        technology: 3.333,
        guild: 7.255,
      },
      mount: { skill: "Fly", trait: "Loyal" },
      sets: [{ name: "Justice", level: 2 }, { name: "Greed", level: 3 }, {}],
    });
    expect(hunter.hunterName).toBe("New Hunter");
    expect(hunter.general).toMatchObject({
      hunterRarity: "",
      hunterClass: "",
      hunterPurpose: "PvP",
      hunterAtkSpdRarity: "",
      characteristic: "",
      technology: 3.33,
      guild: 7.26,
    });
    expect([hunter.mount.skill, hunter.mount.trait]).toEqual(["", "Loyal"]);
    expect(hunter.sets).toEqual([
      { name: "Justice", level: 2 },
      { name: "", level: 3 },
      { name: "", level: 1 },
    ]);
  });

  it("cuts item rows to the rarity's count and checks types, values, specials and runes", () => {
    const hunter = normalize({
      items: {
        Hat: {
          rarity: "Rare",
          runeType: "Luck",
          runeValue: 5,
          attributes: attrs(["Bogus", 4], ["HP", -3], ["ATK", 9]),
        },
        Ring: { rarity: "Rare", itemName: "Ember Ring", attributes: [{ type: "HP", value: 4 }] },
        Weapon: {
          rarity: "Legendary",
          itemName: "Gale Bow",
          baseAtkSpd: "2,4",
          attributes: [{ type: "HP", value: 4 }],
        },
        Boots: { baseAtkSpd: "1.2" },
      },
    });
    expect(hunter.items.Hat).toMatchObject({
      runeType: "",
      runeValue: 0,
      attributes: rows(["", 0], ["HP", 0]),
    });
    expect(hunter.items.Ring).toMatchObject({ itemName: "", attributes: rows(["HP", 4]) });
    expect(hunter.items.Weapon).toMatchObject({
      itemName: "Gale Bow",
      baseAtkSpd: "1.8",
      attributes: rows(["ATK", 0], ["ATK SPD", 0], ["Crit Chance", 0]),
    });
    expect(hunter.items.Boots).not.toHaveProperty("baseAtkSpd");
  });

  it("keeps only the mount attributes the game data defines, and none without a tier", () => {
    const hunter = normalize({
      mount: {
        rarity: "A",
        items: {
          Horseshoe: {
            rarity: "A Tier",
            attributes: {
              main: { type: "HP", value: 2 },
              extra: { type: "DEF", value: 3 },
              odd: { value: 1 },
            },
          },
          Saddle: { rarity: "S Tier", attributes: { extra: { type: "Evasion", value: 4 } } },
          Reins: { rarity: "", attributes: { main: { value: 5 } } },
        },
      },
    });
    expect(hunter.mount.items).toEqual({
      Horseshoe: { rarity: "A Tier", attributes: { main: { value: 2 } } },
      Saddle: { rarity: "S Tier", attributes: { extra: { type: "Evasion", value: 4 } } },
      Reins: { rarity: "", attributes: {} },
    });
  });

  it("makes Quicken follow the general trait level", () => {
    const hunter = normalize({ general: { trait: 4 }, traits: { Quicken: 2, Wisdom: 5 } });
    expect(hunter.traits).toMatchObject({ Quicken: 4, Wisdom: 5 });
  });

  it("keeps paragon choices only for a paragon class and its family", () => {
    const paragon = {
      secondSkill: "cleric second 2",
      thirdSkill: "mage third 1",
      tree: ["1-1", "3-1", "2-2"],
    };
    expect(normalize({ general: { hunterClass: "Paladin" }, paragon }).paragon).toEqual({
      secondSkill: "cleric second 2",
      thirdSkill: "",
      tree: ["1-1", "2-2", "3-1"],
    });
    expect(normalize({ general: { hunterClass: "Cleric" }, paragon }).paragon).toEqual({
      secondSkill: "",
      thirdSkill: "",
      tree: [],
    });
  });

  it("always gives a valid build, and normalizing it again changes nothing", () => {
    fc.assert(
      fc.property(hunterArb(gameData), (input) => {
        const once = normalizeHunterInput(input, gameData);
        expect(hunterInputSchema.parse(once)).toEqual(once);
        expect(normalizeHunterInput(once, gameData)).toEqual(once);
      }),
    );
  });
});
