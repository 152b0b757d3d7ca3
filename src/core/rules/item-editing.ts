import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData, Special } from "#core/game-data/schema.ts";
import { clampLevel, parseDecimal } from "#core/rules/number-input.ts";
import type { AttributeRow } from "#core/schemas/hunter.ts";
import { ATTRIBUTE_ROWS, DEFAULT_BASE_ATK_SPD } from "#core/schemas/hunter-constants.ts";
import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";

// Editing one item (docs/product.md#item-editing, #add-item): rarity, special items, and what the add-item dialog saves.
// While edited, an item always has five attribute rows; rows past its rarity's count are blank.

export type EditableItem = {
  rarity: string;
  itemName: string;
  skillLevel?: number | undefined;
  baseAtkSpd?: string | undefined;
  attributes: AttributeRow[];
};

export const blankRow = (): AttributeRow => ({ type: "", value: 0 });

export const oneOf = (value: string, allowed: readonly string[]): string =>
  allowed.includes(value) ? value : "";
export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? round2(n) : 0);

export const attributeCountOf = (rarity: string, gameData: GameData): number =>
  gameData.itemRarity.find((r) => r.name === rarity)?.attributeCount ?? 0;

export const specialsFor = (rarity: string, slot: ItemSlot, gameData: GameData): Special[] =>
  gameData.specials.filter((s) => s.itemType === rarity && s.itemSlot === slot);

// A name only makes an item special when the special exists for that rarity and slot.
export function findSpecial(
  itemName: string,
  rarity: string,
  slot: ItemSlot,
  gameData: GameData,
): Special | undefined {
  if (itemName === "") return undefined;
  return specialsFor(rarity, slot, gameData).find((s) => s.itemName === itemName);
}

export const specialAttributes = (special: Special): AttributeRow[] => [
  { type: special.itemAttribute1, value: special.itemAttributeValue1 },
  { type: special.itemAttribute2, value: special.itemAttributeValue2 },
  { type: special.itemAttribute3, value: special.itemAttributeValue3 },
  { type: special.itemAttribute4, value: special.itemAttributeValue4 },
  { type: special.itemAttribute5, value: special.itemAttributeValue5 },
];

// The item's own rows for a special: the special's types with locked zero values.
export const specialRows = (special: Special): AttributeRow[] =>
  specialAttributes(special).map(({ type }) => ({ type, value: 0 }));

export const fitRows = (rows: readonly AttributeRow[], count: number): AttributeRow[] =>
  Array.from({ length: ATTRIBUTE_ROWS }, (_, i) => {
    const row = rows[i];
    return i < count && row ? { type: row.type, value: row.value } : blankRow();
  });

export const isAttributeLocked = (item: Pick<EditableItem, "itemName">, index: number): boolean =>
  item.itemName !== "" && index >= 0 && index < ATTRIBUTE_ROWS;

export function clearSpecial<T extends EditableItem>(item: T, gameData: GameData): T {
  const rows = item.attributes.map((row) => (gameData.attributes.includes(row.type) ? row : blankRow()));
  return { ...item, itemName: "", attributes: fitRows(rows, attributeCountOf(item.rarity, gameData)) };
}

export function changeRarity<T extends EditableItem>(item: T, rarity: string, gameData: GameData): T {
  const editable = item.itemName === "" ? item : clearSpecial(item, gameData);
  return {
    ...editable,
    rarity,
    attributes: fitRows(editable.attributes, attributeCountOf(rarity, gameData)),
  };
}

export function chooseSpecial<T extends EditableItem>(item: T, special: Special, gameData: GameData): T {
  const rows = fitRows(specialRows(special), attributeCountOf(special.itemType, gameData));
  const base = special.itemSlot === "Weapon" ? special.weaponBase : undefined;
  return {
    ...item,
    rarity: special.itemType,
    itemName: special.itemName,
    attributes: rows,
    ...(special.skill.skillType === "level" ? { skillLevel: 1 } : {}),
    ...(base === undefined ? {} : { baseAtkSpd: String(base) }),
  };
}

// A special weapon's base speed is the special's; otherwise the typed decimal (comma accepted), default 2.
export function weaponBaseText(text: string | undefined, special: Special | undefined): string {
  if (special?.weaponBase !== undefined) return String(special.weaponBase);
  const parsed = round2(parseDecimal(text ?? ""));
  return parsed > 0 ? String(parsed) : DEFAULT_BASE_ATK_SPD;
}

type NormalizeAddItemResult =
  | { ok: true; item: InventoryItemData }
  | { ok: false; reason: "missing-required" };

export function normalizeAddItem(
  input: AddItemInput,
  { isVip }: { isVip: boolean },
  gameData: GameData,
): NormalizeAddItemResult {
  const itemType = ITEM_SLOTS.find((slot) => slot === input.itemType);
  const rarity = gameData.itemRarity.find((r) => r.name === input.rarity);
  const quality = gameData.itemQuality.find((q) => q.name === input.quality);
  if (!itemType || !rarity || !quality) return { ok: false, reason: "missing-required" };

  const special = findSpecial(input.itemName, rarity.name, itemType, gameData);
  const rows = special
    ? specialRows(special)
    : input.attributes.map((row) => ({
        type: oneOf(row.type, gameData.attributes),
        value: Number.isFinite(row.value) ? Math.trunc(row.value) : 0,
      }));
  const attributes = rows
    .slice(0, rarity.attributeCount)
    .filter((row) => row.type !== "" && (special !== undefined || row.value > 0));
  const runeType = oneOf(input.runeType, gameData.runeTypes);

  const item: InventoryItemData = {
    itemType,
    rarity: rarity.name,
    quality: quality.name,
    attributes,
    runeType,
    runeValue: runeType === "" ? 0 : nonNegative(input.runeValue),
    engraved: input.engraved,
  };
  if (special) item.itemName = special.itemName;
  if (special?.skill.skillType === "level") item.skillLevel = clampLevel(input.skillLevel ?? 1);
  if (itemType === "Weapon") {
    item.baseAtkSpd = weaponBaseText(input.baseAtkSpd, special);
    const runeNames = gameData.weaponRuneTypes.map((w) => w.name);
    item.weaponRuneType = oneOf(input.weaponRuneType ?? "", runeNames);
    item.weaponRuneLevel = clampLevel(input.weaponRuneLevel ?? 1);
  }
  if (isVip && input.inheritable === true) item.inheritable = true;
  return { ok: true, item };
}
