import { describe, expect, it } from "vitest";
import { gameDataSchema } from "#core/game-data/schema.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { addItemInputSchema } from "#core/schemas/inventory-item.ts";
import gameDataJson from "../../../../data/game-data.json" with { type: "json" };
import english from "../../i18n/locales/en/components.json" with { type: "json" };
import { inkColor, nearestColor } from "./colors.ts";
import { recognizeItems } from "./recognize.ts";
import type { OcrLine } from "./types.ts";
import { scanLabelsOf, scanVocabulary } from "./vocabulary.ts";

const gameData = gameDataSchema.parse(gameDataJson);
const vocabulary = scanVocabulary(gameData, { language: "en", labels: [scanLabelsOf(english)] });
const colorOf = (list: readonly { name: string; color: string }[], name: string) =>
  list.find((e) => e.name === name)?.color;

// Lines as an engine reports them: one under the other, 40 px apart, at column x.
const at = (texts: readonly (string | [string, string | undefined])[], x = 20, top = 0): OcrLine[] =>
  texts.map((entry, i) => {
    const [text, color] = typeof entry === "string" ? [entry, undefined] : entry;
    return {
      text,
      box: { x0: x, y0: top + i * 40, x1: x + 300, y1: top + i * 40 + 30 },
      ...(color ? { color } : {}),
    };
  });

describe("recognizeItems", () => {
  it("reads a tooltip into the Add Item dialog's input", () => {
    const { items, problems } = recognizeItems(
      at([
        ["Legendary Weapon", colorOf(gameData.itemRarity, "Legendary")],
        ["Flawless", colorOf(gameData.itemQuality, "Flawless")],
        "Base Attack Speed 2.15",
        "ATK SPD +5%",
        "Crit Rate 7%",
        "Boss Damage 3%",
        "HP 1%",
        "Evasion 6%",
        "Rune Type: Crit Damage 4%",
        "Weapon Rune: Rune of Haste Level 2",
        "Engraved",
      ]),
      vocabulary,
    );
    expect(problems).toEqual([]);
    expect(items).toHaveLength(1);
    const [scanned] = items;
    expect(scanned?.unsure).toEqual([]);
    expect(addItemInputSchema.safeParse(scanned?.item).success).toBe(true);
    const saved = normalizeAddItem(scanned?.item ?? addItemInputSchema.parse({}), { isVip: false }, gameData);
    expect(saved).toEqual({
      ok: true,
      item: {
        itemType: "Weapon",
        rarity: "Legendary",
        quality: "Flawless",
        attributes: [
          { type: "ATK SPD", value: 5 },
          { type: "Crit Rate", value: 7 },
          { type: "Boss Damage", value: 3 },
          { type: "HP", value: 1 },
          { type: "Evasion", value: 6 },
        ],
        runeType: "Crit Damage",
        runeValue: 4,
        engraved: true,
        baseAtkSpd: "2.15",
        weaponRuneType: "Rune of Haste",
        weaponRuneLevel: 2,
      },
    });
  });

  it("corrects OCR's usual slips and says how sure it is", () => {
    const { items } = recognizeItems(
      at(["Superior Ring", "Fine", "ATK SPO l%", "Crlt Rate 4%", "HP S%"]),
      vocabulary,
    );
    const scanned = items[0];
    expect(scanned?.item.attributes).toEqual([
      { type: "ATK SPD", value: 1 },
      { type: "Crit Rate", value: 4 },
      { type: "HP", value: 5 },
    ]);
    expect(scanned?.confidence["attributes.0.type"]).toBeGreaterThanOrEqual(0.8);
    // l for 1 is sure; S may have been a 5 or a word.
    expect(scanned?.unsure).toEqual(["attributes.2.value"]);
  });

  it("marks a value above what the rarity can roll, and rows the rarity has but nothing filled", () => {
    const { items } = recognizeItems(at(["Superior Hat", "Worn", "ATK 55%", "DEF 3%"]), vocabulary);
    expect(items[0]?.unsure).toEqual(
      expect.arrayContaining(["attributes.0.value", "attributes.2.type", "attributes.2.value"]),
    );
    expect(items[0]?.unsure).not.toContain("attributes.1.value");
  });

  it("takes a special's attributes, rarity and base speed from the game data", () => {
    const special = gameData.specials.find((s) => s.skill.skillType === "level" && s.itemSlot === "Weapon");
    if (!special) throw new Error("the game data has a level-type special weapon");
    const { items } = recognizeItems(
      at([special.itemName, `${special.itemType} Weapon`, "Worn", "Skill Level 3"]),
      vocabulary,
    );
    expect(items[0]?.item).toMatchObject({
      itemName: special.itemName,
      rarity: special.itemType,
      skillLevel: 3,
    });
    expect(items[0]?.unsure).toEqual([]);
  });

  it("tells the rarity by the title's colour when its word is unreadable, with a mark unless the colour is clear", () => {
    const color = colorOf(gameData.itemRarity, "Heroic");
    const { items } = recognizeItems(at([["Hxzqw Boots", color], "Fine", "HP 3%"]), vocabulary);
    expect(items[0]?.item.rarity).toBe("Heroic");
  });

  it("splits items side by side and stacked", () => {
    const left = at(["Rare Belt", "Worn", "HP 2%", "DEF 3%"], 20);
    const right = at(["Normal Gloves", "Fine", "ATK 1%"], 500);
    const below = at(["Normal Boots", "Fine", "Evasion 2%"], 20, 400);
    const { items } = recognizeItems([...right, ...below, ...left], vocabulary);
    expect(items.map((i) => [i.item.itemType, i.item.attributes.length])).toEqual([
      ["Belt", 2],
      ["Gloves", 1],
      ["Boots", 1],
    ]);
  });

  it("says why an image gave nothing, and names an attribute the game data lacks", () => {
    expect(recognizeItems([], vocabulary).problems).toEqual([{ code: "scanNoItemText" }]);
    expect(recognizeItems(at(["Hello there"]), vocabulary).problems).toEqual([{ code: "scanNoItemText" }]);
    const { items } = recognizeItems(at(["Rare Hat", "Fine", "Frobnication Power 3%", "HP 2%"]), vocabulary);
    expect(items[0]?.problems).toEqual([{ code: "scanUnknownAttribute", name: "Frobnication Power" }]);
  });
});

describe("colours", () => {
  it("finds the ink of a line against its panel", () => {
    const width = 10;
    const pixels = new Uint8Array(width * 10 * 4);
    for (let i = 0; i < width * 10; i++) pixels.set([16, 20, 29, 255], i * 4);
    for (let y = 3; y < 7; y++)
      for (let x = 2; x < 8; x++) pixels.set([255, 159, 67, 255], (y * width + x) * 4);
    const ink = inkColor(pixels, width, { x0: 0, y0: 0, x1: 9, y1: 9 });
    expect(ink).toBe("#ff9f43");
    expect(nearestColor(ink ?? "", gameData.itemRarity)).toEqual({ name: "Legendary", confidence: 0.9 });
  });
});

describe("a screenshot cut through an item", () => {
  it("marks what may have been below the edge", () => {
    const lines = at(["Rare Ring", "Fine", "HP 2%", "DEF 3%"]);
    expect(recognizeItems(lines, vocabulary, { width: 400, height: 1000 }).items[0]?.unsure).toEqual([]);
    expect(recognizeItems(lines, vocabulary, { width: 400, height: 170 }).items[0]?.unsure).toEqual(
      expect.arrayContaining(["engraved", "runeType", "runeValue"]),
    );
  });
});
