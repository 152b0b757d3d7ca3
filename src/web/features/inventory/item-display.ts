import type { GameData } from "#core/game-data/schema.ts";
import { findSpecial, specialAttributes } from "#core/rules/item-editing.ts";
import type { InventoryAttribute, InventoryItemData } from "#core/schemas/inventory-item.ts";

// What an item card shows, read from the game data: colours, the skill and the attribute values.

export const rarityColorOf = (rarity: string, gameData: GameData): string | undefined =>
  gameData.itemRarity.find((r) => r.name === rarity)?.color;

export const qualityColorOf = (quality: string, gameData: GameData): string | undefined =>
  gameData.itemQuality.find((q) => q.name === quality)?.color;

export const specialOf = (item: InventoryItemData, gameData: GameData) =>
  findSpecial(item.itemName ?? "", item.rarity, item.itemType, gameData);

// A special item stores its types with zero values; its real values are the special's (as the builder shows).
export function shownAttributes(item: InventoryItemData, gameData: GameData): InventoryAttribute[] {
  const special = specialOf(item, gameData);
  if (!special) return item.attributes;
  const values = specialAttributes(special);
  return item.attributes.map((row) => ({
    type: row.type,
    value: values.find((v) => v.type === row.type)?.value ?? row.value,
  }));
}
