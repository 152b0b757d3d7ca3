import { type InventoryItemData, inventoryItemDataSchema } from "#core/schemas/inventory-item.ts";

// A stored inventory item: a Rare Fine Ring with one attribute at the rarity's attributeMax, unless told otherwise.
export function createItem(overrides: Partial<InventoryItemData> = {}): InventoryItemData {
  return inventoryItemDataSchema.parse({
    itemType: "Ring",
    rarity: "Rare",
    quality: "Fine",
    attributes: [{ type: "ATK", value: 4 }],
    runeType: "",
    runeValue: 0,
    engraved: false,
    ...overrides,
  });
}

// Attribute rows from [type, value] pairs: attrs(["ATK", 7], ["HP", 3]).
export const attrs = (...typed: [string, number][]) => typed.map(([type, value]) => ({ type, value }));
