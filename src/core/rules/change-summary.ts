import { ITEM_SLOTS, TRAIT_TYPES } from "#core/game-data/constants.ts";
import { messages } from "#core/messages.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { fieldChange, fieldValue, SHEET_FIELDS, type SheetField } from "./hunter-fields.ts";

// The one line stored with a saved version: what changed against the version before, most telling first.
const SHOWN_PARTS = 4;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function itemParts(previous: HunterInput, next: HunterInput): string[] {
  return ITEM_SLOTS.flatMap((slot) => {
    const [a, b] = [previous.items[slot], next.items[slot]];
    if (same(a, b)) return [];
    return a.itemName !== b.itemName || a.rarity !== b.rarity ? [`${slot} swapped`] : [`${slot} changed`];
  });
}

// Quicken is the general Trait Level under another name (trait-sync.ts), and a player sets it as that.
function traitParts(previous: HunterInput, next: HunterInput): string[] {
  return TRAIT_TYPES.flatMap((name) => {
    const [a, b] = [previous.traits[name], next.traits[name]];
    if (a === b) return [];
    return [name === "Quicken" ? fieldChange("trait", a, b) : `${name} ${a} -> ${b}`];
  });
}

// The sheet's fields but the trait level, told with the traits, and the goal, told last.
const GENERAL_PARTS = SHEET_FIELDS.filter((field) => field !== "trait" && field !== "atkSpdGoal");

function fieldParts(fields: readonly SheetField[], previous: HunterInput, next: HunterInput): string[] {
  return fields.flatMap((field) => {
    const [a, b] = [fieldValue(previous, field), fieldValue(next, field)];
    return a === b ? [] : [fieldChange(field, a, b)];
  });
}

/** "Ring swapped, Trait Level 3 -> 4": a version's summary against the build saved before it (null: created). */
export function summarizeChange(previous: HunterInput | null, next: HunterInput): string {
  if (previous === null) return messages.versionCreated;
  const parts = [
    ...(previous.hunterName === next.hunterName ? [] : [`Renamed to ${next.hunterName}`]),
    ...fieldParts(GENERAL_PARTS, previous, next),
    ...itemParts(previous, next),
    ...traitParts(previous, next),
    ...(same(previous.mount, next.mount) ? [] : ["Mount changed"]),
    ...(same(previous.paragon, next.paragon) ? [] : ["Paragon changed"]),
    ...(same(previous.sets, next.sets) ? [] : ["Sets changed"]),
    ...fieldParts(["atkSpdGoal"], previous, next),
  ];
  if (parts.length === 0) return messages.versionNoChange;
  const line = parts.slice(0, SHOWN_PARTS).join(", ");
  return parts.length > SHOWN_PARTS ? `${line} and ${parts.length - SHOWN_PARTS} more` : line;
}
