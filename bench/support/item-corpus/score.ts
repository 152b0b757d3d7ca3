import { isDeepStrictEqual } from "node:util";
import type { GameData } from "#core/game-data/schema.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import { SCANNED_FIELDS, type ScanField, type ScannedItem } from "#core/rules/item-scan/types.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";

// Judges what the recognizer made of one screenshot against the items drawn on it, as a player saving
// the review unedited would: an item is right when it saves exactly as the truth; it is wrong without a
// mark when a field it saves differently was not marked unsure.

export type ImageScore = {
  lines: number;
  linesRight: number;
  items: number;
  itemsRight: number;
  // Items the recognizer made that would save wrong while every wrong field looked sure.
  unmarkedWrong: number;
  // Right items that still carried a mark (the player looks at them for nothing).
  markedRight: number;
  missed: number;
  wrongFields: string[];
};

type Comparable = Pick<InventoryItemData, (typeof SCANNED_FIELDS)[number] | "attributes">;

// Attribute rows are judged as the review shows them, by position: an empty row kept in the place of a
// line that did not read is that row marked, not the rows after it moved up.
function differing(shown: Comparable, truth: InventoryItemData): ScanField[] {
  const fields: ScanField[] = SCANNED_FIELDS.filter((f) => !isDeepStrictEqual(shown[f], truth[f]));
  const rows = Math.max(shown.attributes.length, truth.attributes.length);
  for (let i = 0; i < rows; i++) {
    const a = shown.attributes[i];
    const b = truth.attributes[i];
    if (a?.type !== b?.type) fields.push(`attributes.${i}.type`);
    if (a?.value !== b?.value) fields.push(`attributes.${i}.value`);
  }
  return fields;
}

// What saving the item unedited stores, its rows as the review shows them (cut to the rarity's count);
// an item that cannot be saved yet (a required field empty) is compared as the review shows it, so the
// empty field is the one found wrong.
function shownOf(scanned: ScannedItem, gameData: GameData): Comparable {
  const result = normalizeAddItem(scanned.item, { isVip: false }, gameData);
  const count = gameData.itemRarity.find((r) => r.name === scanned.item.rarity)?.attributeCount ?? 5;
  const rows = scanned.item.attributes.slice(0, count);
  if (!result.ok)
    return { ...scanned.item, itemType: scanned.item.itemType as Comparable["itemType"], attributes: rows };
  return result.item.itemName ? result.item : { ...result.item, attributes: rows };
}

export function scoreImage(truth: InventoryItemData[], found: ScannedItem[], gameData: GameData): ImageScore {
  const score: ImageScore = {
    lines: 0,
    linesRight: 0,
    items: truth.length,
    itemsRight: 0,
    unmarkedWrong: 0,
    markedRight: 0,
    missed: 0,
    wrongFields: [],
  };
  const left = found.map((scanned) => ({ scanned, saved: shownOf(scanned, gameData) }));
  for (const expected of truth) {
    // The recognized item that differs from this one in the fewest fields.
    const ranked = left
      .map((entry, index) => ({ index, wrong: differing(entry.saved, expected) }))
      .sort((a, b) => a.wrong.length - b.wrong.length);
    const best = ranked[0];
    const entry = best ? left[best.index] : undefined;
    score.lines += expected.attributes.length;
    if (!best || !entry || best.wrong.length > 6) {
      score.missed++;
      continue;
    }
    left.splice(best.index, 1);
    expected.attributes.forEach((row, i) => {
      const got = entry.saved.attributes[i];
      if (got?.type === row.type && got.value === row.value) score.linesRight++;
    });
    if (best.wrong.length === 0) {
      score.itemsRight++;
      if (entry.scanned.unsure.length > 0) score.markedRight++;
    } else {
      score.wrongFields.push(...best.wrong);
      if (best.wrong.some((field) => !isMarked(entry.scanned, field))) score.unmarkedWrong++;
    }
  }
  // An item that is not on the image at all, saved without a mark, is wrong too.
  for (const extra of left) {
    if (extra.scanned.unsure.length === 0) score.unmarkedWrong++;
  }
  return score;
}

const isMarked = (scanned: ScannedItem, field: ScanField) => scanned.unsure.includes(field);
