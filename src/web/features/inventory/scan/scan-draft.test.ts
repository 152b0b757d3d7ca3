import { describe, expect, it } from "vitest";
import { testGameData as gameData } from "../../../../../tests/factories/game-data.ts";
import { scannedItem } from "../../../../../tests/factories/scanned-item.ts";
import { blankDraft, type ItemDraft, toAddItemInput } from "../item-draft.ts";
import { changedFields, draftOf, readClearly } from "./scan-draft.ts";

// The review of "Add from screenshots" (docs/product.md#add-items-from-screenshots): each item read becomes
// the Add Item dialog's draft, and the player's edits take the marks off the fields they changed.

const ring = scannedItem({
  itemType: "Ring",
  rarity: "Rare",
  quality: "Fine",
  attributes: [
    { type: "ATK", value: 4 },
    { type: "HP", value: 3 },
  ],
  runeType: "HP",
  runeValue: 6,
  engraved: true,
});

// The review's own bookkeeping (use-scan.ts): a field the player changes loses its mark, the others keep theirs.
const marksAfter = (unsure: readonly string[], before: ItemDraft, after: ItemDraft) => {
  const changed = changedFields(before, after);
  return unsure.filter((field) => !changed.includes(field));
};

describe("an item read from a screenshot, as the review's draft", () => {
  it("carries what was read, with the rows the rarity has not filled left empty", () => {
    const draft = draftOf(ring);
    expect(draft).toMatchObject({
      itemType: "Ring",
      rarity: "Rare",
      quality: "Fine",
      runeType: "HP",
      runeValue: 6,
      engraved: true,
    });
    expect(draft.attributes).toEqual([
      { type: "ATK", value: 4 },
      { type: "HP", value: 3 },
      { type: "", value: 0 },
      { type: "", value: 0 },
      { type: "", value: 0 },
    ]);
  });

  it("saves as the item the screenshot showed", () => {
    expect(toAddItemInput(draftOf(ring), gameData)).toMatchObject({
      itemType: "Ring",
      rarity: "Rare",
      quality: "Fine",
      attributes: [
        { type: "ATK", value: 4 },
        { type: "HP", value: 3 },
      ],
      runeType: "HP",
      runeValue: 6,
      engraved: true,
    });
  });

  it("keeps a weapon's special, skill level, base speed and weapon rune", () => {
    const draft = draftOf(
      scannedItem({
        itemType: "Weapon",
        rarity: "Legendary",
        quality: "Perfect",
        itemName: "Gale Bow",
        skillLevel: 3,
        baseAtkSpd: "1.8",
        weaponRuneType: "Swift Rune",
        weaponRuneLevel: 2,
      }),
    );
    expect(draft).toMatchObject({
      itemType: "Weapon",
      itemName: "Gale Bow",
      skillLevel: 3,
      baseAtkSpd: "1.8",
      weaponRuneType: "Swift Rune",
      weaponRuneLevel: 2,
    });
  });

  it("fills what a screenshot did not show as a new item has it", () => {
    const blank = blankDraft();
    const draft = draftOf(scannedItem({ itemType: "Ring", rarity: "Rare", quality: "Fine" }));
    expect(draft).toMatchObject({
      skillLevel: blank.skillLevel,
      baseAtkSpd: blank.baseAtkSpd,
      weaponRuneType: "",
      weaponRuneLevel: blank.weaponRuneLevel,
      itemName: "",
    });
    expect(draft.attributes).toEqual(blank.attributes);
  });

  it("leaves the type to choose when what was read is not an item type", () => {
    expect(draftOf(scannedItem({ itemType: "Cloak", rarity: "Rare" })).itemType).toBe("");
    expect(draftOf(scannedItem({ rarity: "Rare" })).itemType).toBe("");
  });

  it("never makes an item inheritable: a screenshot does not show it", () => {
    expect(draftOf(scannedItem({ itemType: "Ring", inheritable: true })).inheritable).toBe(false);
  });

  it("keeps no more attribute rows than an item has", () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ type: "ATK", value: i + 1 }));
    const draft = draftOf(scannedItem({ itemType: "Ring", attributes: rows }));
    expect(draft.attributes).toHaveLength(5);
    expect(draft.attributes.map((row) => row.value)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the marks of an item under review", () => {
  const unsure = ["quality", "runeValue", "attributes.1.value"];

  it("stay on every field when nothing changed", () => {
    const draft = draftOf(ring);
    expect(changedFields(draft, { ...draft })).toEqual([]);
    expect(marksAfter(unsure, draft, { ...draft })).toEqual(unsure);
  });

  it("go from the field the player changed and stay on the others", () => {
    const draft = draftOf(ring);
    const after = { ...draft, runeValue: 9 };
    expect(changedFields(draft, after)).toEqual(["runeValue"]);
    expect(marksAfter(unsure, draft, after)).toEqual(["quality", "attributes.1.value"]);
  });

  it("go from an attribute row's value alone when only the value changed", () => {
    const draft = draftOf(ring);
    const after = {
      ...draft,
      attributes: draft.attributes.map((row, i) => (i === 1 ? { ...row, value: 5 } : row)),
    };
    expect(changedFields(draft, after)).toEqual(["attributes.1.value"]);
    expect(marksAfter([...unsure, "attributes.1.type"], draft, after)).toEqual([
      "quality",
      "runeValue",
      "attributes.1.type",
    ]);
  });

  it("name both halves of a row whose type and value changed", () => {
    const draft = draftOf(ring);
    const after = {
      ...draft,
      attributes: draft.attributes.map((row, i) => (i === 0 ? { type: "DEF", value: 7 } : row)),
    };
    expect(changedFields(draft, after)).toEqual(["attributes.0.type", "attributes.0.value"]);
  });

  it("name every field one edit changed, as a new rarity with its rows does", () => {
    const draft = draftOf(ring);
    const after = {
      ...draft,
      rarity: "Heroic",
      attributes: draft.attributes.map((row, i) => (i === 2 ? { type: "DEF", value: 2 } : row)),
    };
    expect(changedFields(draft, after)).toEqual(["rarity", "attributes.2.type", "attributes.2.value"]);
  });

  it("ignore what the recognizer never reads", () => {
    const draft = draftOf(ring);
    expect(changedFields(draft, { ...draft, inheritable: true })).toEqual([]);
  });
});

describe("the items confirmed together as read clearly", () => {
  it("takes a complete item with no mark inside the game's rules, and none marked, incomplete or outside them", () => {
    const draft = draftOf(ring);
    expect(readClearly(draft, new Set(), gameData)).toBe(true);
    expect(readClearly(draft, new Set(["quality"]), gameData)).toBe(false);
    expect(readClearly({ ...draft, quality: "" }, new Set(), gameData)).toBe(false);
    const tooHigh = { ...draft, attributes: [{ type: "ATK", value: 1000 }, ...draft.attributes.slice(1)] };
    expect(readClearly(tooHigh, new Set(), gameData)).toBe(false);
  });
});
