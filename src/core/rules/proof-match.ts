import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { EquippedItem, HunterInput } from "#core/schemas/hunter.ts";
import type { ScanField, ScannedItem } from "./item-scan/types.ts";

// The rows a moderator checks against a build's screenshots (docs/product.md#proof-and-verification): each
// equipped item's name, rarity, quality, base speed, rune and attribute rows, and what the screenshot reader
// read for each. The reader only helps: the moderator looks at the screenshots and decides.

export type ProofRowField =
  | "itemName"
  | "rarity"
  | "quality"
  | "baseAtkSpd"
  | "rune"
  | "weaponRune"
  | "engraved"
  | "attribute";

export type ProofRow = {
  key: string;
  slot: ItemSlot;
  field: ProofRowField;
  /** The attribute's type, for an attribute row. */
  type?: string;
  /** The build's value as stored. */
  value: string | number | boolean;
};

/** match: read and the same; mismatch: read surely and different; unread: not read, or not surely. */
export type ProofRowVerdict = "match" | "mismatch" | "unread";
export type MatchedRow = ProofRow & { verdict: ProofRowVerdict; read?: string | number | boolean };

const isEquipped = (item: EquippedItem) => item.itemName !== "" || item.rarity !== "";

function rowsOfItem(slot: ItemSlot, item: HunterInput["items"][ItemSlot]): ProofRow[] {
  const row = (field: ProofRowField, value: ProofRow["value"], type?: string): ProofRow => ({
    key: `${slot}.${field}${type === undefined ? "" : `.${type}`}`,
    slot,
    field,
    value,
    ...(type === undefined ? {} : { type }),
  });
  const rows: ProofRow[] = [];
  if (item.itemName !== "") rows.push(row("itemName", item.itemName));
  if (item.rarity !== "") rows.push(row("rarity", item.rarity));
  if (item.quality !== "") rows.push(row("quality", item.quality));
  if ("baseAtkSpd" in item) rows.push(row("baseAtkSpd", item.baseAtkSpd));
  if (item.runeType !== "") rows.push(row("rune", item.runeValue, item.runeType));
  if ("weaponRuneType" in item && item.weaponRuneType !== "")
    rows.push(row("weaponRune", item.weaponRuneLevel, item.weaponRuneType));
  if (item.engraved) rows.push(row("engraved", true));
  for (const attribute of item.attributes) {
    if (attribute.type !== "") rows.push(row("attribute", attribute.value, attribute.type));
  }
  return rows;
}

/** The rows of a build's equipped items, slot by slot in the game's order. */
export const proofRows = (build: HunterInput): ProofRow[] =>
  ITEM_SLOTS.flatMap((slot) => (isEquipped(build.items[slot]) ? rowsOfItem(slot, build.items[slot]) : []));

const text = (value: unknown) =>
  String(value ?? "")
    .trim()
    .toLowerCase();
const decimal = (value: unknown) => Number(String(value ?? "").replace(",", "."));

// A base speed is typed text ("1,25" and "1.25" are the same number), as are a row's percentages.
const sameValue = (a: unknown, b: unknown, numeric = false) =>
  numeric || typeof a === "number" || typeof b === "number"
    ? decimal(a) === decimal(b)
    : typeof a === "boolean" || typeof b === "boolean"
      ? a === b
      : text(a) === text(b);

type Reading = { read: string | number | boolean | undefined; unsure: boolean };

function readingOf(row: ProofRow, scanned: ScannedItem): Reading {
  const { item, unsure } = scanned;
  const isUnsure = (field: ScanField) => unsure.includes(field);
  switch (row.field) {
    case "itemName":
    case "rarity":
    case "quality":
    case "baseAtkSpd": {
      const read = item[row.field];
      return { read: read === "" ? undefined : read, unsure: isUnsure(row.field) };
    }
    case "rune":
      return text(item.runeType) === text(row.type)
        ? { read: item.runeValue, unsure: isUnsure("runeValue") }
        : { read: undefined, unsure: true };
    case "weaponRune":
      return text(item.weaponRuneType) === text(row.type)
        ? { read: item.weaponRuneLevel, unsure: isUnsure("weaponRuneLevel") }
        : { read: undefined, unsure: true };
    case "engraved":
      return { read: item.engraved, unsure: isUnsure("engraved") };
    case "attribute": {
      const index = item.attributes.findIndex((attribute) => text(attribute.type) === text(row.type));
      if (index < 0) return { read: undefined, unsure: true };
      return {
        read: item.attributes[index]?.value,
        unsure: isUnsure(`attributes.${index}.type`) || isUnsure(`attributes.${index}.value`),
      };
    }
  }
}

// Of several items read for one slot (two screenshots of the same item), the one that agrees most.
function bestFor(rows: readonly ProofRow[], candidates: readonly ScannedItem[]): ScannedItem | undefined {
  let best: ScannedItem | undefined;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = rows.filter((row) =>
      sameValue(readingOf(row, candidate).read, row.value, row.field === "baseAtkSpd"),
    ).length;
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

/**
 * Each row of the build beside what was read for it: a match when the reader read the same value, a
 * mismatch when it read another value and was sure of it, unread when it read nothing for the row (no
 * screenshot of that item, a row it could not see) or was unsure of a different value.
 */
export function matchProofRows(build: HunterInput, scanned: readonly ScannedItem[]): MatchedRow[] {
  const rows = proofRows(build);
  return ITEM_SLOTS.flatMap((slot) => {
    const slotRows = rows.filter((row) => row.slot === slot);
    const item = bestFor(
      slotRows,
      scanned.filter((candidate) => candidate.item.itemType === slot),
    );
    return slotRows.map((row): MatchedRow => {
      if (!item) return { ...row, verdict: "unread" };
      const { read, unsure } = readingOf(row, item);
      if (read === undefined) return { ...row, verdict: "unread" };
      const verdict = sameValue(read, row.value, row.field === "baseAtkSpd")
        ? "match"
        : unsure
          ? "unread"
          : "mismatch";
      return { ...row, verdict, read };
    });
  });
}
