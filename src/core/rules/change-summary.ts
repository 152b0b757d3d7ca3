import { ITEM_SLOTS, TRAIT_TYPES } from "#core/game-data/constants.ts";
import { messages } from "#core/messages.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

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

function traitParts(previous: HunterInput, next: HunterInput): string[] {
  return TRAIT_TYPES.flatMap((name) => {
    const [a, b] = [previous.traits[name], next.traits[name]];
    return a === b ? [] : [`${name} ${a} -> ${b}`];
  });
}

// The general tab's fields by the labels the builder shows; its ATK SPD trait level is Quicken's mirror.
const GENERAL_LABELS: [keyof Omit<HunterInput["general"], "trait">, string][] = [
  ["hunterRarity", "Rarity"],
  ["hunterClass", "Class"],
  ["hunterAtkSpdRarity", "ATK SPD rarity"],
  ["characteristic", "Characteristic"],
  ["technology", "Technology"],
  ["guild", "Guild"],
  ["hunterPurpose", "Purpose"],
];

const shown = (value: string | number) => (value === "" ? "none" : String(value));

function generalParts(previous: HunterInput, next: HunterInput): string[] {
  return GENERAL_LABELS.flatMap(([field, label]) => {
    const [a, b] = [previous.general[field], next.general[field]];
    return a === b ? [] : [`${label} ${shown(a)} -> ${shown(b)}`];
  });
}

/** "Ring swapped, Quicken 3 -> 4": a version's summary against the build saved before it (null: created). */
export function summarizeChange(previous: HunterInput | null, next: HunterInput): string {
  if (previous === null) return messages.versionCreated;
  const parts = [
    ...(previous.hunterName === next.hunterName ? [] : [`Renamed to ${next.hunterName}`]),
    ...generalParts(previous, next),
    ...itemParts(previous, next),
    ...traitParts(previous, next),
    ...(same(previous.mount, next.mount) ? [] : ["Mount changed"]),
    ...(same(previous.paragon, next.paragon) ? [] : ["Paragon changed"]),
    ...(same(previous.sets, next.sets) ? [] : ["Sets changed"]),
    ...(previous.atkSpdGoal === next.atkSpdGoal
      ? []
      : [`ATK SPD goal ${previous.atkSpdGoal} -> ${next.atkSpdGoal}`]),
  ];
  if (parts.length === 0) return messages.versionNoChange;
  const line = parts.slice(0, SHOWN_PARTS).join(", ");
  return parts.length > SHOWN_PARTS ? `${line} and ${parts.length - SHOWN_PARTS} more` : line;
}
