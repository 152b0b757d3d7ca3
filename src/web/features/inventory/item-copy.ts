import type { AddItemInput, InventoryItemData } from "#core/schemas/inventory-item.ts";

/**
 * What "Add a copy" sends (docs/product.md#quick-entry): the item's own fields as the add-item dialog would
 * send them, so the copy goes through Add Item's path and rules (capacity, a key per add, inheritable only
 * for a VIP) and is saved field for field the same.
 */
export function copyOf(item: InventoryItemData): AddItemInput {
  return {
    itemType: item.itemType,
    rarity: item.rarity,
    quality: item.quality,
    itemName: item.itemName ?? "",
    attributes: item.attributes.map((row) => ({ ...row })),
    runeType: item.runeType,
    runeValue: item.runeValue,
    engraved: item.engraved,
    inheritable: item.inheritable === true,
    ...(item.skillLevel === undefined ? {} : { skillLevel: item.skillLevel }),
    ...(item.baseAtkSpd === undefined ? {} : { baseAtkSpd: item.baseAtkSpd }),
    ...(item.weaponRuneType === undefined ? {} : { weaponRuneType: item.weaponRuneType }),
    ...(item.weaponRuneLevel === undefined ? {} : { weaponRuneLevel: item.weaponRuneLevel }),
  };
}
