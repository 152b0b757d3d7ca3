import { describe, expect, it } from "vitest";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import {
  blankDraft,
  setAttribute,
  setItemName,
  setItemType,
  setRarity,
  toAddItemInput,
} from "./item-draft.ts";

describe("the add-item draft", () => {
  it("saves nothing until type, rarity and quality are chosen", () => {
    let draft = blankDraft();
    expect(toAddItemInput(draft, gameData)).toBeNull();
    draft = setRarity(setItemType(draft, "Ring", gameData), "Rare", gameData);
    expect(toAddItemInput(draft, gameData)).toBeNull();
    expect(toAddItemInput({ ...draft, quality: "Fine" }, gameData)).not.toBeNull();
  });

  it("sends only the rarity's attribute rows, the rune value as a number and no weapon fields off a weapon", () => {
    let draft = {
      ...setRarity(setItemType(blankDraft(), "Ring", gameData), "Rare", gameData),
      quality: "Fine",
    };
    draft = setAttribute(draft, 0, { type: "ATK", value: 7 });
    draft = setAttribute(draft, 2, { type: "HP", value: 9 });
    const input = toAddItemInput({ ...draft, runeType: "HP", runeValue: "2,5" }, gameData);
    expect(input).toMatchObject({
      itemType: "Ring",
      attributes: [
        { type: "ATK", value: 7 },
        { type: "", value: 0 },
      ],
      runeValue: 2.5,
    });
    expect(input).not.toHaveProperty("baseAtkSpd");
  });

  it("fills and locks a special weapon, and drops it when the item type changes", () => {
    const bow = setItemName(
      setRarity(setItemType(blankDraft(), "Weapon", gameData), "Legendary", gameData),
      "Gale Bow",
      gameData,
    );
    expect(bow).toMatchObject({ itemName: "Gale Bow", baseAtkSpd: "1.8", skillLevel: 1 });
    expect(bow.attributes.map((r) => r.type)).toEqual(["ATK", "ATK SPD", "Crit Chance", "", ""]);
    expect(toAddItemInput({ ...bow, quality: "Fine" }, gameData)).toMatchObject({
      itemName: "Gale Bow",
      baseAtkSpd: "1.8",
      weaponRuneLevel: 1,
    });
    expect(setItemType(bow, "Ring", gameData).itemName).toBe("");
  });

  it("clears the special when the rarity changes", () => {
    const bow = setItemName(
      setRarity(setItemType(blankDraft(), "Weapon", gameData), "Legendary", gameData),
      "Gale Bow",
      gameData,
    );
    const changed = setRarity(bow, "Ultimate", gameData);
    expect(changed.itemName).toBe("");
    expect(changed.attributes.map((r) => r.type)).toEqual(["ATK", "ATK SPD", "Crit Chance", "", ""]);
  });
});
