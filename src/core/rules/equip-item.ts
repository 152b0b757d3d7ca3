import type { GameData } from "#core/game-data/schema.ts";
import { attributeCountOf } from "#core/rules/item-editing.ts";
import type { AttributeRow, EquippedItem, HunterInput } from "#core/schemas/hunter.ts";
import { ATTRIBUTE_ROWS, DEFAULT_BASE_ATK_SPD } from "#core/schemas/hunter-constants.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";

// Choosing an item in the builder's inventory search (docs/product.md#inventory-search): it replaces the build's item in the
// slot named by its type; the other slots stay as they are.

// An equipped item keeps five rows; those past its rarity's count are blank (as the builder edits them).
function equippedRows(item: InventoryItemData, gameData: GameData): AttributeRow[] {
  const count = attributeCountOf(item.rarity, gameData);
  return Array.from({ length: ATTRIBUTE_ROWS }, (_, i) => {
    const row = item.attributes[i];
    return i < count && row ? { type: row.type, value: row.value } : { type: "", value: 0 };
  });
}

export function equipInventoryItem(
  hunter: HunterInput,
  item: InventoryItemData,
  gameData: GameData,
): HunterInput {
  const equipped: EquippedItem = {
    rarity: item.rarity,
    quality: item.quality,
    itemName: item.itemName ?? "",
    skillLevel: item.skillLevel ?? 1,
    runeType: item.runeType,
    runeValue: item.runeValue,
    engraved: item.engraved,
    attributes: equippedRows(item, gameData),
  };
  const items =
    item.itemType === "Weapon"
      ? {
          ...hunter.items,
          Weapon: {
            ...equipped,
            baseAtkSpd: item.baseAtkSpd ?? DEFAULT_BASE_ATK_SPD,
            weaponRuneType: item.weaponRuneType ?? "",
            weaponRuneLevel: item.weaponRuneLevel ?? 1,
          },
        }
      : { ...hunter.items, [item.itemType]: equipped };
  return { ...hunter, items };
}
