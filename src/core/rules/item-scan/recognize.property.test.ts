import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import { type GameData, gameDataSchema } from "#core/game-data/schema.ts";
import { chooseSpecial, normalizeAddItem, specialsFor } from "#core/rules/item-editing.ts";
import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";
import gameDataJson from "../../../../data/game-data.json" with { type: "json" };
import english from "../../i18n/locales/en/components.json" with { type: "json" };
import { fold } from "./fuzzy.ts";
import { itemTextLines } from "./item-text.ts";
import { recognizeItems } from "./recognize.ts";
import { type OcrLine, SCANNED_FIELDS, type ScanField, type ScanLabels } from "./types.ts";
import { scanLabelsOf, scanVocabulary } from "./vocabulary.ts";

const shipped = gameDataSchema.parse(gameDataJson);
const labels = scanLabelsOf(english);
const levelText = (level: number) => english.itemEditor.level.replace("{{level}}", String(level));
const runs = Number(process.env.FUZZ_RUNS ?? 150);

// Any item a player could own under `gameData`, as normalizeAddItem stores it.
const itemArbitrary = (gameData: GameData) =>
  fc
    .record({
      slot: fc.constantFrom(...ITEM_SLOTS),
      rarity: fc.constantFrom(...gameData.itemRarity),
      quality: fc.constantFrom(...gameData.itemQuality.map((q) => q.name)),
      rows: fc.array(fc.record({ type: fc.constantFrom(...gameData.attributes), roll: fc.nat() }), {
        minLength: 5,
        maxLength: 5,
      }),
      special: fc.option(fc.nat()),
      skillLevel: fc.integer({ min: 1, max: 3 }),
      rune: fc.option(
        fc.record({ type: fc.constantFrom(...gameData.runeTypes), value: fc.integer({ min: 1, max: 30 }) }),
      ),
      base: fc.integer({ min: 100, max: 300 }),
      weaponRune: fc.option(
        fc.record({
          type: fc.constantFrom(...gameData.weaponRuneTypes.map((w) => w.name)),
          level: fc.integer({ min: 1, max: 3 }),
        }),
      ),
      engraved: fc.boolean(),
    })
    .map((r): InventoryItemData => {
      const max = r.rarity.attributeMax ?? 20;
      let input: AddItemInput = {
        itemType: r.slot,
        rarity: r.rarity.name,
        quality: r.quality,
        itemName: "",
        attributes: r.rows
          .slice(0, r.rarity.attributeCount)
          .map((row) => ({ type: row.type, value: 1 + (row.roll % max) })),
        runeType: r.rune?.type ?? "",
        runeValue: r.rune?.value ?? 0,
        engraved: r.engraved,
        baseAtkSpd: (r.base / 100).toFixed(2),
        ...(r.weaponRune ? { weaponRuneType: r.weaponRune.type, weaponRuneLevel: r.weaponRune.level } : {}),
      };
      const specials = specialsFor(r.rarity.name, r.slot, gameData);
      const special = r.special === null ? undefined : specials[r.special % Math.max(1, specials.length)];
      if (special) input = { ...chooseSpecial(input, special, gameData), skillLevel: r.skillLevel };
      const saved = normalizeAddItem(input, { isVip: false }, gameData);
      if (!saved.ok) throw new Error("an arbitrary item did not normalize");
      return saved.item;
    });

// The lines as an engine reports clean text: stacked, with the titles' colours.
const asOcr = (item: InventoryItemData, gameData: GameData, scanLabels: ScanLabels = labels): OcrLine[] =>
  itemTextLines(item, gameData, { language: "en", labels: scanLabels, levelText }).map((line, i) => ({
    text: line.text,
    box: { x0: 20, y0: i * 40, x1: 400, y1: i * 40 + 30 },
    confidence: 95,
    ...(line.color ? { color: line.color } : {}),
  }));

const saved = (item: AddItemInput, gameData: GameData) => {
  const result = normalizeAddItem(item, { isVip: false }, gameData);
  return result.ok ? result.item : undefined;
};

describe("clean text becomes the item it shows", () => {
  it("for every item of the shipped game data, with no field marked", () => {
    const vocabulary = scanVocabulary(shipped, { language: "en", labels: [labels] });
    fc.assert(
      fc.property(itemArbitrary(shipped), (item) => {
        const { items } = recognizeItems(asOcr(item, shipped), vocabulary);
        expect(items).toHaveLength(1);
        expect(saved(items[0]?.item as AddItemInput, shipped)).toEqual(item);
        expect(items[0]?.unsure).toEqual([]);
      }),
      { numRuns: runs },
    );
  });

  it("for game data whose names are any words, told apart", () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{3,8}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(" "));
    const names = (n: number) => fc.uniqueArray(name, { minLength: n, maxLength: n, selector: fold });
    fc.assert(
      fc.property(
        names(shipped.attributes.length + shipped.itemRarity.length + shipped.itemQuality.length),
        (fresh) => {
          const known = [
            ...Object.values(labels.slots),
            labels.baseAttackSpeed,
            labels.runeType,
            labels.weaponRune,
          ];
          fc.pre(fresh.every((n) => known.every((k) => !fold(n).includes(fold(k).slice(0, 4)))));
          const gameData = renamed(shipped, fresh);
          const vocabulary = scanVocabulary(gameData, { language: "en", labels: [labels] });
          fc.assert(
            fc.property(itemArbitrary(gameData), (item) => {
              const { items } = recognizeItems(asOcr(item, gameData), vocabulary);
              expect(saved(items[0]?.item as AddItemInput, gameData)).toEqual(item);
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: Math.ceil(runs / 5) },
    );
  });
});

// OCR's slips: a glyph for a look-alike, a lost letter or space, a digit for a letter; the engine is
// unsure of a line whose digit it changed.
const SLIPS: [RegExp, string][] = [
  [/l/, "I"],
  [/I/, "l"],
  [/1/, "l"],
  [/0/, "O"],
  [/O/, "0"],
  [/D/, "O"],
  [/m/, "rn"],
  [/e/, "c"],
  [/a/, "o"],
  [/ /, ""],
  [/5/, "S"],
  [/8/, "B"],
  [/[a-z]/, ""],
];

describe("noisy text is corrected or marked, never silently wrong", () => {
  const vocabulary = scanVocabulary(shipped, { language: "en", labels: [labels] });
  it("for slips in names and digits", () => {
    fc.assert(
      fc.property(
        itemArbitrary(shipped),
        fc.array(fc.record({ line: fc.nat(), slip: fc.nat(), digit: fc.boolean() }), {
          minLength: 1,
          maxLength: 3,
        }),
        (item, slips) => {
          const lines = asOcr(item, shipped);
          for (const { line, slip, digit } of slips) {
            const target = lines[line % lines.length] as OcrLine;
            if (digit) {
              // A digit read as another: the engine reports that line as unsure.
              const changed = target.text.replace(/\d/, (d) => String((Number(d) + 1) % 10));
              if (changed !== target.text) Object.assign(target, { text: changed, confidence: 40 });
            } else {
              const [pattern, by] = SLIPS[slip % SLIPS.length] as [RegExp, string];
              target.text = target.text.replace(pattern, by);
            }
          }
          const { items } = recognizeItems(lines, vocabulary);
          for (const scanned of items) {
            for (const field of wrongFields(shown(scanned.item), item))
              expect(scanned.unsure).toContain(field);
          }
        },
      ),
      { numRuns: runs * 2 },
    );
  });
});

// What saving the review unedited stores, with the rows as the review shows them: an empty row kept in
// the place of a line that did not read is that row, marked.
function shown(item: AddItemInput): InventoryItemData | undefined {
  const got = saved(item, shipped);
  const count = shipped.itemRarity.find((r) => r.name === item.rarity)?.attributeCount ?? 5;
  return got && !got.itemName ? { ...got, attributes: item.attributes.slice(0, count) } : got;
}

function wrongFields(got: InventoryItemData | undefined, truth: InventoryItemData): ScanField[] {
  if (!got) return [];
  const wrong: ScanField[] = SCANNED_FIELDS.filter(
    (f) => JSON.stringify(got[f]) !== JSON.stringify(truth[f]),
  );
  const rows = Math.max(got.attributes.length, truth.attributes.length);
  for (let i = 0; i < rows; i++) {
    if (got.attributes[i]?.type !== truth.attributes[i]?.type) wrong.push(`attributes.${i}.type`);
    if (got.attributes[i]?.value !== truth.attributes[i]?.value) wrong.push(`attributes.${i}.value`);
  }
  return wrong;
}

// The shipped game data with its attribute, rarity and quality names replaced by `fresh`, everywhere they
// are referred to; translations dropped, since they are keyed by the old names.
function renamed(gameData: GameData, fresh: readonly string[]): GameData {
  const map = new Map<string, string>();
  const olds = [
    ...gameData.attributes,
    ...gameData.itemRarity.map((r) => r.name),
    ...gameData.itemQuality.map((q) => q.name),
  ];
  olds.forEach((old, i) => {
    map.set(`${i < gameData.attributes.length ? "a" : "r"}:${old}`, fresh[i] as string);
  });
  const attribute = (name: string) => (name === "" ? "" : (map.get(`a:${name}`) ?? name));
  const other = (name: string) => map.get(`r:${name}`) ?? name;
  return {
    ...gameData,
    translations: {},
    attributes: gameData.attributes.map(attribute),
    runeTypes: gameData.runeTypes.map(attribute),
    itemRarity: gameData.itemRarity.map((r) => ({ ...r, name: other(r.name) })),
    itemQuality: gameData.itemQuality.map((q) => ({ ...q, name: other(q.name) })),
    specials: gameData.specials.map((s) => ({
      ...s,
      itemType: other(s.itemType),
      itemAttribute1: attribute(s.itemAttribute1),
      itemAttribute2: attribute(s.itemAttribute2),
      itemAttribute3: attribute(s.itemAttribute3),
      itemAttribute4: attribute(s.itemAttribute4),
      itemAttribute5: attribute(s.itemAttribute5),
    })),
  };
}
