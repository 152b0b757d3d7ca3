import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { ruleBreaksOfItem } from "#core/rules/game-bounds/breaks.ts";
import { SCANNED_FIELDS, type ScannedItem } from "#core/rules/item-scan/types.ts";
import { ATTRIBUTE_ROWS, DEFAULT_BASE_ATK_SPD } from "#core/schemas/hunter-constants.ts";
import { blankDraft, type ItemDraft, toAddItemInput } from "../item-draft.ts";

// One item of the review (docs/product.md#add-items-from-screenshots): what the recognizer read, as the
// Add Item dialog's draft, and the fields still marked. A field the player changes is theirs: its mark goes.

const isSlot = (value: string): value is ItemSlot => (ITEM_SLOTS as readonly string[]).includes(value);

export function draftOf({ item }: ScannedItem): ItemDraft {
  const blank = blankDraft();
  return {
    ...blank,
    itemType: isSlot(item.itemType) ? item.itemType : "",
    rarity: item.rarity,
    quality: item.quality,
    itemName: item.itemName,
    attributes: blank.attributes.map((row, i) => item.attributes[i] ?? row).slice(0, ATTRIBUTE_ROWS),
    runeType: item.runeType,
    runeValue: item.runeValue,
    skillLevel: item.skillLevel ?? blank.skillLevel,
    baseAtkSpd: item.baseAtkSpd ?? DEFAULT_BASE_ATK_SPD,
    weaponRuneType: item.weaponRuneType ?? "",
    weaponRuneLevel: item.weaponRuneLevel ?? blank.weaponRuneLevel,
    engraved: item.engraved,
  };
}

/** The recognizer's field names that differ between two drafts. */
export function changedFields(before: ItemDraft, after: ItemDraft): string[] {
  const changed: string[] = SCANNED_FIELDS.filter((key) => before[key] !== after[key]);
  after.attributes.forEach((row, i) => {
    const old = before.attributes[i];
    if (old?.type !== row.type) changed.push(`attributes.${i}.type`);
    if (old?.value !== row.value) changed.push(`attributes.${i}.value`);
  });
  return changed;
}

/**
 * An item the player may confirm together with the others read clearly: no field marked, nothing missing, and
 * inside the game's rules (the import would refuse it otherwise). A marked one is confirmed on its own card.
 */
export function readClearly(draft: ItemDraft, unsure: ReadonlySet<string>, gameData: GameData): boolean {
  if (unsure.size > 0 || toAddItemInput(draft, gameData) === null) return false;
  return draft.itemType === "" || ruleBreaksOfItem(draft, draft.itemType, gameData).length === 0;
}
