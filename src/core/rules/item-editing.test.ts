import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseGameData } from "#core/game-data/parse.ts";
import type { Special } from "#core/game-data/schema.ts";
import {
  attributeCountOf,
  changeRarity,
  chooseSpecial,
  clearSpecial,
  type EditableItem,
  findSpecial,
  isAttributeLocked,
  specialsFor,
  weaponBaseText,
} from "#core/rules/item-editing.ts";
import { blankAttributeRows } from "#core/schemas/hunter-constants.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

const special = (name: string) => gameData.specials.find((s) => s.itemName === name) as Special;
const rows = (...typed: [string, number][]) =>
  [...typed.map(([type, value]) => ({ type, value })), ...blankAttributeRows()].slice(0, 5);

describe("the test game data", () => {
  it("is valid game data", () => {
    expect(() => parseGameData(gameData)).not.toThrow();
  });
});

describe("lookups", () => {
  it("reads the attribute count of a rarity, 0 for none", () => {
    expect(attributeCountOf("Heroic", gameData)).toBe(3);
    expect(attributeCountOf("", gameData)).toBe(0);
  });

  it("lists the specials of a rarity and slot", () => {
    expect(specialsFor("Legendary", "Weapon", gameData).map((s) => s.itemName)).toEqual(["Gale Bow"]);
    expect(specialsFor("Legendary", "Hat", gameData)).toEqual([]);
    expect(specialsFor("Ultimate", "Weapon", gameData)).toEqual([]);
  });

  it("finds a special only for its own rarity and slot", () => {
    expect(findSpecial("Ember Ring", "Legendary", "Ring", gameData)?.itemName).toBe("Ember Ring");
    expect(findSpecial("Ember Ring", "Rare", "Ring", gameData)).toBeUndefined();
    expect(findSpecial("Ember Ring", "Legendary", "Belt", gameData)).toBeUndefined();
    expect(findSpecial("", "Legendary", "Ring", gameData)).toBeUndefined();
  });
});

describe("changeRarity", () => {
  it("cuts the attribute rows to the new rarity's count", () => {
    const ring = createHunter({
      items: {
        Ring: { rarity: "Ultimate", attributes: rows(["HP", 1], ["ATK", 2], ["DEF", 3], ["Evasion", 4]) },
      },
    }).items.Ring;
    const rare = changeRarity(ring, "Rare", gameData);
    expect(rare.rarity).toBe("Rare");
    expect(rare.attributes).toEqual(rows(["HP", 1], ["ATK", 2]));
    expect(changeRarity(ring, "", gameData).attributes).toEqual(blankAttributeRows());
  });

  it("clears the special name and makes the attributes editable again", () => {
    const bow = chooseSpecial(createHunter().items.Weapon, special("Gale Bow"), gameData);
    expect(isAttributeLocked(bow, 0)).toBe(true);
    const heroic = changeRarity(bow, "Heroic", gameData);
    expect(heroic.itemName).toBe("");
    expect(isAttributeLocked(heroic, 0)).toBe(false);
    expect(heroic.attributes).toEqual(rows(["ATK", 0], ["ATK SPD", 0], ["Crit Chance", 0]));
  });
});

describe("chooseSpecial", () => {
  it("fills the types, zeroes and locks the values, sets skill level 1 and the weapon's base speed", () => {
    const weapon = createHunter({
      items: {
        Weapon: { rarity: "Legendary", skillLevel: 3, baseAtkSpd: "2.4", attributes: rows(["HP", 9]) },
      },
    }).items.Weapon;
    const bow = chooseSpecial(weapon, special("Gale Bow"), gameData);
    expect(bow).toMatchObject({
      itemName: "Gale Bow",
      rarity: "Legendary",
      skillLevel: 1,
      baseAtkSpd: "1.8",
    });
    expect(bow.attributes).toEqual(rows(["ATK", 0], ["ATK SPD", 0], ["Crit Chance", 0]));
    expect([0, 1, 2, 3, 4].every((i) => isAttributeLocked(bow, i))).toBe(true);
  });

  it("keeps the skill level for a value-type skill and gives no base speed off the weapon", () => {
    const draft: EditableItem = { rarity: "Ultimate", itemName: "", skillLevel: 2, attributes: rows() };
    const necklace = chooseSpecial(draft, special("Heart of Stone"), gameData);
    expect(necklace.skillLevel).toBe(2);
    expect(necklace.baseAtkSpd).toBeUndefined();
    expect(necklace.attributes).toEqual(rows(["HP", 0], ["DEF", 0], ["Evasion", 0]));
  });
});

describe("clearSpecial", () => {
  it("drops the types that are not in the attribute list", () => {
    const custom: Special = {
      ...special("Ember Ring"),
      itemAttribute2: "Burning Aura",
      itemAttributeValue2: 3,
    };
    const ring = chooseSpecial(createHunter().items.Ring, custom, gameData);
    expect(ring.attributes[1]?.type).toBe("Burning Aura");
    const cleared = clearSpecial(ring, gameData);
    expect(cleared.itemName).toBe("");
    expect(cleared.attributes).toEqual(rows(["Crit Damage", 0]));
  });
});

describe("isAttributeLocked", () => {
  it("locks only the rows of a special item", () => {
    expect(isAttributeLocked({ itemName: "" }, 0)).toBe(false);
    expect(isAttributeLocked({ itemName: "Gale Bow" }, 4)).toBe(true);
    expect(isAttributeLocked({ itemName: "Gale Bow" }, 5)).toBe(false);
  });
});

describe("weaponBaseText", () => {
  it("takes the special's base, else the typed decimal with comma, else 2", () => {
    expect(weaponBaseText("2,5", special("Gale Bow"))).toBe("1.8");
    expect(weaponBaseText("2,5", undefined)).toBe("2.5");
    expect(weaponBaseText("1.756", undefined)).toBe("1.76");
    expect(weaponBaseText("", undefined)).toBe("2");
    expect(weaponBaseText("-1", undefined)).toBe("2");
  });

  it("is stable when applied to its own output", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = weaponBaseText(text, undefined);
        expect(weaponBaseText(once, undefined)).toBe(once);
      }),
    );
  });
});
