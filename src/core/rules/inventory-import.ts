import type { GameData } from "#core/game-data/schema.ts";
import { ruleBreaksOfAddedItem } from "#core/rules/game-bounds/breaks.ts";
import { normalizeAddItem } from "#core/rules/item-editing.ts";
import type { ImportRefusal } from "#core/schemas/inventory-import.ts";
import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";

// Many items at once (docs/product.md#inventory-import): each is what Add Item would save, but what Add Item
// quietly drops (a name this lodge does not know, the inheritable flag of a free player) refuses the row, as
// does a value outside the game's rules (docs/product.md#the-games-rules-on-every-value),
// since a player who sent a whole file expects every value of it to arrive. Pure: the preview of a file and
// the server's transaction run the same plan.

export type ImportRoom = { isVip: boolean; count: number; capacity: number };
/** `accepted` holds the row (from 1) each of `items` came from. */
export type ItemImportPlan = {
  items: InventoryItemData[];
  accepted: number[];
  refused: ImportRefusal[];
  room: number;
};

export function planItemImport(
  inputs: readonly AddItemInput[],
  { isVip, count, capacity }: ImportRoom,
  gameData: GameData,
): ItemImportPlan {
  const room = Math.max(0, capacity - count);
  const items: InventoryItemData[] = [];
  const accepted: number[] = [];
  const refused: ImportRefusal[] = [];
  inputs.forEach((input, index) => {
    const row = index + 1;
    const result = normalizeAddItem(input, { isVip }, gameData);
    if (!result.ok) {
      refused.push({ row, reason: "incomplete" });
      return;
    }
    const unknown = unknownValue(input, result.item, gameData);
    const breaks = ruleBreaksOfAddedItem(input, result.item, gameData);
    if (unknown) refused.push({ row, reason: "unknown-value", ...unknown });
    else if (breaks.length > 0) refused.push({ row, reason: "outside-game-rules", breaks });
    else if (input.inheritable === true && !isVip)
      refused.push({ row, reason: "vip-only", field: "inheritable" });
    else if (items.length >= room) refused.push({ row, reason: "no-room" });
    else {
      items.push(result.item);
      accepted.push(row);
    }
  });
  return { items, accepted, refused, room };
}

// The first value normalizeAddItem had to drop because this lodge's game data does not have it.
function unknownValue(
  input: AddItemInput,
  item: InventoryItemData,
  gameData: GameData,
): { field: string; value: string } | undefined {
  // A name that is not a special of that rarity and slot here.
  if (input.itemName !== "" && item.itemName === undefined)
    return { field: "itemName", value: input.itemName };
  const known = new Set(gameData.attributes);
  // A special's rows are the special's own; what was sent for them does not count.
  if (item.itemName === undefined) {
    for (const [i, attribute] of input.attributes.entries())
      if (attribute.type !== "" && !known.has(attribute.type))
        return { field: `attributes.${i + 1}.type`, value: attribute.type };
  }
  if (input.runeType !== "" && !gameData.runeTypes.includes(input.runeType))
    return { field: "runeType", value: input.runeType };
  const weaponRune = input.weaponRuneType ?? "";
  if (
    item.itemType === "Weapon" &&
    weaponRune !== "" &&
    !gameData.weaponRuneTypes.some((w) => w.name === weaponRune)
  )
    return { field: "weaponRuneType", value: weaponRune };
  return undefined;
}
