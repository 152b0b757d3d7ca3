import { describe, expect, it } from "vitest";
import { changeRarity, chooseSpecial, findSpecial } from "#core/rules/item-editing.ts";
import { testGameData as gameData } from "../../../../tests/factories/game-data.ts";
import { blankDraft, type ItemDraft, nextDraft, setItemType, toAddItemInput } from "./item-draft.ts";

// The dialog's item editor applies the core item-editing rules to the draft, as the builder does.
const setRarity = (draft: ItemDraft, rarity: string) => changeRarity(draft, rarity, gameData);
const setItemName = (draft: ItemDraft, itemName: string) => {
  const special = findSpecial(itemName, draft.rarity, "Weapon", gameData);
  if (!special) throw new Error(`no special ${itemName}`);
  return chooseSpecial(draft, special, gameData);
};
const setAttribute = (draft: ItemDraft, index: number, row: { type: string; value: number }) => ({
  ...draft,
  attributes: draft.attributes.map((old, i) => (i === index ? row : old)),
});

describe("the add-item draft", () => {
  it("saves nothing until type, rarity and quality are chosen", () => {
    let draft = blankDraft();
    expect(toAddItemInput(draft, gameData)).toBeNull();
    draft = setRarity(setItemType(draft, "Ring", gameData), "Rare");
    expect(toAddItemInput(draft, gameData)).toBeNull();
    expect(toAddItemInput({ ...draft, quality: "Fine" }, gameData)).not.toBeNull();
  });

  it("sends only the rarity's attribute rows, the rune value as a number and no weapon fields off a weapon", () => {
    let draft = {
      ...setRarity(setItemType(blankDraft(), "Ring", gameData), "Rare"),
      quality: "Fine",
    };
    draft = setAttribute(draft, 0, { type: "ATK", value: 7 });
    draft = setAttribute(draft, 2, { type: "HP", value: 9 });
    const input = toAddItemInput({ ...draft, runeType: "HP", runeValue: 2.5 }, gameData);
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
      setRarity(setItemType(blankDraft(), "Weapon", gameData), "Legendary"),
      "Gale Bow",
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
      setRarity(setItemType(blankDraft(), "Weapon", gameData), "Legendary"),
      "Gale Bow",
    );
    const changed = setRarity(bow, "Ultimate");
    expect(changed.itemName).toBe("");
    expect(changed.attributes.map((r) => r.type)).toEqual(["ATK", "ATK SPD", "Crit Chance", "", ""]);
  });
  it("keeps type, rarity and quality for the next item after 'Save and add another', and nothing else", () => {
    const saved = {
      ...setAttribute(setRarity(setItemType(blankDraft(), "Weapon", gameData), "Ultimate"), 0, {
        type: "HP",
        value: 5,
      }),
      quality: "Flawless",
      runeType: "ATK",
      runeValue: 3,
      engraved: true,
      inheritable: true,
      baseAtkSpd: "1.7",
    };
    expect(nextDraft(saved)).toEqual({
      ...blankDraft(),
      itemType: "Weapon",
      rarity: "Ultimate",
      quality: "Flawless",
    });
  });
});
