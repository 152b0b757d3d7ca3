import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";
import { addItemInputArb, hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { createItem } from "../../../tests/factories/item.ts";

const blank = { type: "", value: 0 };

describe("equipInventoryItem", () => {
  it("puts a ring into the Ring slot with its rows padded to five", () => {
    const ring = createItem({
      itemType: "Ring",
      rarity: "Rare",
      quality: "Perfect",
      attributes: [
        { type: "ATK", value: 7 },
        { type: "HP", value: 3 },
      ],
      runeType: "HP",
      runeValue: 4,
      engraved: true,
    });
    const hunter = equipInventoryItem(newHunter(), ring, gameData);
    expect(hunter.items.Ring).toEqual({
      rarity: "Rare",
      quality: "Perfect",
      itemName: "",
      skillLevel: 1,
      runeType: "HP",
      runeValue: 4,
      engraved: true,
      attributes: [{ type: "ATK", value: 7 }, { type: "HP", value: 3 }, blank, blank, blank],
    });
    expect(hunter.items.Weapon).toEqual(newHunter().items.Weapon);
  });

  it("brings a special weapon's name, skill level, base speed and weapon rune", () => {
    const bow = createItem({
      itemType: "Weapon",
      rarity: "Legendary",
      quality: "Fine",
      itemName: "Gale Bow",
      skillLevel: 3,
      attributes: [
        { type: "ATK", value: 0 },
        { type: "ATK SPD", value: 0 },
        { type: "Crit Chance", value: 0 },
      ],
      baseAtkSpd: "1.8",
      weaponRuneType: "Swift Rune",
      weaponRuneLevel: 2,
    });
    const weapon = equipInventoryItem(createHunter({ hunterName: "Aria" }), bow, gameData).items.Weapon;
    expect(weapon).toMatchObject({
      itemName: "Gale Bow",
      skillLevel: 3,
      baseAtkSpd: "1.8",
      weaponRuneType: "Swift Rune",
      weaponRuneLevel: 2,
    });
    expect(weapon.attributes.map((row) => row.type)).toEqual(["ATK", "ATK SPD", "Crit Chance", "", ""]);
  });

  it("gives a plain weapon the default base speed and no weapon rune when the item has none", () => {
    const club = createItem({ itemType: "Weapon", rarity: "Normal" });
    const weapon = equipInventoryItem(newHunter(), { ...club, baseAtkSpd: undefined }, gameData).items.Weapon;
    expect(weapon).toMatchObject({ baseAtkSpd: "2", weaponRuneType: "", weaponRuneLevel: 1 });
  });
});

describe("equipInventoryItem properties", () => {
  const storedItemArb = addItemInputArb(gameData)
    .map((input) => normalizeAddItem(input, { isVip: true }, gameData))
    .filter((result) => result.ok)
    .map((result) => (result.ok ? result.item : createItem()));

  it("changes only the item's slot, and the build still parses", () => {
    fc.assert(
      fc.property(hunterArb(gameData), storedItemArb, (hunter, item) => {
        const equipped = equipInventoryItem(hunter, item, gameData);
        expect(hunterInputSchema.parse(equipped)).toEqual(equipped);
        for (const slot of ITEM_SLOTS) {
          if (slot !== item.itemType) expect(equipped.items[slot]).toBe(hunter.items[slot]);
        }
        expect({ ...equipped, items: hunter.items }).toEqual(hunter);
      }),
    );
  });

  it("keeps what the server stored: the equipped slot survives the server's normalization", () => {
    fc.assert(
      fc.property(storedItemArb, (item) => {
        const equipped = equipInventoryItem(newHunter(), item, gameData);
        const slot = item.itemType;
        const stored = normalizeHunterInput(equipped, gameData).items[slot];
        expect(stored).toMatchObject({
          rarity: item.rarity,
          quality: item.quality,
          itemName: item.itemName ?? "",
          runeType: item.runeType,
          runeValue: item.runeValue,
          engraved: item.engraved,
          attributes: equipped.items[slot].attributes,
        });
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(hunterArb(gameData), storedItemArb, (hunter, item) => {
        const once = equipInventoryItem(hunter, item, gameData);
        expect(equipInventoryItem(once, item, gameData)).toEqual(once);
      }),
    );
  });
});
