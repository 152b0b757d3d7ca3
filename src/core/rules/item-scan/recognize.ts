import type { ItemSlot } from "#core/game-data/constants.ts";
import { findSpecial, specialRows, specialsFor } from "#core/rules/item-editing.ts";
import { ATTRIBUTE_ROWS } from "#core/schemas/hunter-constants.ts";
import { type AddItemInput, addItemInputSchema } from "#core/schemas/inventory-item.ts";
import { nearestColor } from "./colors.ts";
import { matchTerm } from "./fuzzy.ts";
import { groupLines, type LineGroup } from "./group-lines.ts";
import { type Known, readLine } from "./read-line.ts";
import {
  type OcrLine,
  type ScanField,
  type ScannedItem,
  type ScanProblem,
  type ScanResult,
  SURE,
} from "./types.ts";
import type { ScanVocabulary } from "./vocabulary.ts";

// Items from what OCR read off one screenshot (docs/product.md#add-items-from-screenshots): the Add Item
// dialog's input for each, with how sure each field is. Nothing here is saved; the player reviews it first.

// The image's size, when known: an item running off its bottom edge may have more lines than were read.
export type ScanImage = { width: number; height: number };

export function recognizeItems(
  lines: readonly OcrLine[],
  vocabulary: ScanVocabulary,
  image?: ScanImage,
): ScanResult {
  const read = lines.map((line) => ({ line, reading: readLine(line, vocabulary) }));
  const groups = groupLines(read).filter((g) => g.lines.some((l) => l.reading.kind !== "unknownAttribute"));
  const items = groups.map((group) => itemOf(group, vocabulary, image));
  const problems: ScanProblem[] = items.length === 0 ? [{ code: "scanNoItemText" }] : [];
  for (const r of read) {
    if (r.reading.kind === "unknownAttribute" && !groups.some((g) => g.lines.includes(r)))
      problems.push({ code: "scanUnknownAttribute", name: r.reading.name });
  }
  return { items, problems };
}

function itemOf(group: LineGroup, vocabulary: ScanVocabulary, image: ScanImage | undefined): ScannedItem {
  const { gameData } = vocabulary;
  const confidence: Partial<Record<ScanField, number>> = {};
  const problems: ScanProblem[] = [];
  const item: AddItemInput = {
    itemType: "",
    rarity: "",
    quality: "",
    itemName: "",
    attributes: [],
    runeType: "",
    runeValue: 0,
    engraved: false,
  };
  const take = (field: ScanField, known: Known | undefined, set: (key: string) => void) => {
    if (!known || (confidence[field] ?? -1) >= known.confidence) return;
    set(known.key);
    confidence[field] = known.confidence;
  };
  const rows: { type: Known; value: { value: number; confidence: number } }[] = [];
  let specialName: Known | undefined;
  let skillLevel: { value: number; confidence: number } | undefined;

  // An unreadable line among the attributes was one: its row stays, empty and marked, so the rows after
  // it keep their places.
  const keepPlace = (line: OcrLine) => {
    const count = gameData.itemRarity.find((r) => r.name === item.rarity)?.attributeCount ?? 0;
    if (rows.length > 0 && rows.length < count && /\p{L}{2}/u.test(line.text))
      rows.push({ type: { key: "", confidence: 0 }, value: { value: 0, confidence: 0 } });
  };
  for (const { reading, line } of group.lines) {
    switch (reading.kind) {
      case "special":
        specialName ??= reading.special;
        break;
      case "title":
        take("itemType", reading.slot, (key) => {
          item.itemType = key;
        });
        take("rarity", reading.rarity, (key) => {
          item.rarity = key;
        });
        break;
      case "quality":
        take("quality", reading.quality, (key) => {
          item.quality = key;
        });
        break;
      case "attribute":
        rows.push({ type: reading.type, value: reading.value });
        break;
      case "other":
        keepPlace(line);
        break;
      case "unknownAttribute":
        problems.push({ code: "scanUnknownAttribute", name: reading.name });
        keepPlace(line);
        break;
      case "rune":
        // A labelled line whose name or number did not read is a field left empty, and marked.
        take("runeType", reading.type ?? { key: "", confidence: 0 }, (key) => {
          item.runeType = key;
        });
        item.runeValue = reading.value?.value ?? 0;
        confidence.runeValue = reading.value?.confidence ?? 0;
        break;
      case "weaponRune":
        take("weaponRuneType", reading.type ?? { key: "", confidence: 0 }, (key) => {
          item.weaponRuneType = key;
        });
        item.weaponRuneLevel = reading.level?.value ?? 1;
        confidence.weaponRuneLevel = reading.level?.confidence ?? 0;
        break;
      case "skillLevel":
        skillLevel = reading.level;
        break;
      case "baseAtkSpd":
        if (reading.value) item.baseAtkSpd = reading.value.text;
        confidence.baseAtkSpd = reading.value?.confidence ?? 0;
        break;
      case "engraved":
        item.engraved = true;
        confidence.engraved = 1;
        break;
    }
  }
  if (item.itemType === "") problems.push({ code: "scanNoItemType" });
  let qualityLine: OcrLine | undefined;
  let byColor: ReturnType<typeof nearestColor>;
  if (item.quality === "") {
    // A quality line OCR garbled still shows its colour; filled in, but never without a mark.
    for (const { reading, line } of group.lines) {
      const found =
        reading.kind === "other" && line.color ? nearestColor(line.color, gameData.itemQuality) : undefined;
      if (found) {
        byColor = found;
        qualityLine = line;
        break;
      }
    }
    if (byColor) {
      item.quality = byColor.name;
      confidence.quality = Math.min(byColor.confidence, 0.5);
    }
  }

  const rarity = gameData.itemRarity.find((r) => r.name === item.rarity);
  const first = group.lines[0];
  if (!specialName && first?.reading.kind === "other") {
    // The title had a line above it that did not read: a special's name, garbled. Among the few specials
    // of that rarity and slot a looser match is safe enough to fill in, never without a mark.
    const candidates = specialsFor(item.rarity, item.itemType as ItemSlot, gameData).map((s) => s.itemName);
    const near = matchTerm(
      first.line.text,
      vocabulary.specials.filter((t) => candidates.includes(t.key)),
    );
    if (near) specialName = { key: near.key, confidence: Math.min(near.confidence, 0.5) };
    else confidence.itemName = 0;
  }
  const special = specialName ? vocabulary.specialByName.get(specialName.key) : undefined;
  if (special && specialName) {
    // The special's name tells its rarity and slot too; a title saying otherwise is a misreading somewhere.
    const fits =
      findSpecial(special.itemName, item.rarity, item.itemType as ItemSlot, gameData) !== undefined;
    item.itemName = special.itemName;
    confidence.itemName = fits ? specialName.confidence : Math.min(specialName.confidence, 0.5);
    if (!fits) {
      for (const field of ["itemType", "rarity"] as const)
        confidence[field] = Math.min(confidence[field] ?? 0, 0.5);
    }
    item.itemType ||= special.itemSlot;
    item.rarity ||= special.itemType;
    item.attributes = specialRows(special).filter((row) => row.type !== "");
    if (special.skill.skillType === "level") {
      item.skillLevel = skillLevel?.value ?? 1;
      confidence.skillLevel = skillLevel?.confidence ?? 0;
    }
    if (special.weaponBase !== undefined) {
      item.baseAtkSpd = String(special.weaponBase);
      confidence.baseAtkSpd = 1;
    }
  } else {
    const count = rarity?.attributeCount ?? ATTRIBUTE_ROWS;
    rows.slice(0, ATTRIBUTE_ROWS).forEach((row, i) => {
      item.attributes.push({ type: row.type.key, value: row.value.value });
      confidence[`attributes.${i}.type`] = row.type.confidence;
      // A value above what the rarity can roll was misread (a lost percent sign, a doubled digit).
      const max = rarity?.attributeMax;
      const outOfRange = row.value.value <= 0 || (max !== undefined && row.value.value > max);
      confidence[`attributes.${i}.value`] = outOfRange
        ? Math.min(row.value.confidence, 0.3)
        : row.value.confidence;
    });
    // Rows the rarity has but nothing was read for: empty, and marked.
    for (let i = rows.length; i < count; i++) {
      confidence[`attributes.${i}.type`] = 0;
      confidence[`attributes.${i}.value`] = 0;
    }
  }
  for (const field of ["itemType", "rarity", "quality"] as const) confidence[field] ??= 0;
  // A weapon shows its base attack speed: none read means its line was garbled past recognizing.
  if (item.itemType === "Weapon" && !item.baseAtkSpd) confidence.baseAtkSpd ??= 0;
  // A line the engine could not read, or one cut off by the image's edge, may have been the engraved mark
  // or a rune: what is absent is unsure.
  const lineHeight = Math.max(...group.lines.map(({ line }) => line.box.y1 - line.box.y0));
  const cut = image !== undefined && group.box.y1 > image.height - 2.5 * lineHeight;
  const unread =
    cut ||
    group.lines.some(
      ({ reading, line }) =>
        reading.kind === "unknownAttribute" ||
        // An attribute's name read only loosely may have been a rune's line that lost its label.
        (reading.kind === "attribute" && reading.type.confidence < SURE) ||
        // A line that says nothing the item's text can say was garbled past recognizing, however sure the
        // engine was of its letters.
        (reading.kind === "other" && /\p{L}{2}/u.test(line.text) && line !== qualityLine),
    );
  if (unread) {
    if (!item.engraved) confidence.engraved = 0.5;
    if (item.runeType === "") {
      confidence.runeType = 0.5;
      confidence.runeValue = 0.5;
    }
    if (item.itemType === "Weapon" && !item.weaponRuneType) {
      confidence.weaponRuneType = 0.5;
      confidence.weaponRuneLevel = 0.5;
    }
  }

  const parsed = addItemInputSchema.safeParse(item);
  const unsure = (Object.entries(confidence) as [ScanField, number][])
    .filter(([, value]) => value < SURE)
    .map(([field]) => field);
  return { item: parsed.success ? parsed.data : item, confidence, unsure, box: group.box, problems };
}
