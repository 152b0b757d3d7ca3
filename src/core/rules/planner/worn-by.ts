import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { equippedForm, type OwnedItem } from "#core/rules/planner/options.ts";
import type { HunterItems } from "#core/schemas/hunter.ts";

// An equipped item keeps no link to the inventory item it came from, so an owned item counts as worn by
// a hunter when that hunter wears an item identical in every field the builder copies.

type SlotItem = HunterItems[keyof HunterItems];
type Wearer = { id: string; hunterName: string; items: HunterItems };

export const wornKey = (slot: string, item: SlotItem): string =>
  JSON.stringify([
    slot,
    item.rarity,
    item.quality,
    item.itemName,
    item.skillLevel,
    item.runeType,
    item.runeValue,
    item.engraved,
    item.attributes.map((row) => [row.type, row.value]),
    "baseAtkSpd" in item ? [item.baseAtkSpd, item.weaponRuneType, item.weaponRuneLevel] : null,
  ]);

// Item id -> name of the first other hunter wearing it.
export function wornByOthers(
  items: readonly OwnedItem[],
  hunters: readonly Wearer[],
  gameData: GameData,
  exceptHunterId?: string,
): Record<string, string> {
  const wearers = new Map<string, string>();
  for (const hunter of hunters) {
    if (hunter.id === exceptHunterId) continue;
    for (const slot of ITEM_SLOTS) {
      const key = wornKey(slot, hunter.items[slot]);
      if (!wearers.has(key)) wearers.set(key, hunter.hunterName);
    }
  }
  const worn: Record<string, string> = {};
  for (const item of items) {
    const wearer = wearers.get(wornKey(item.itemType, equippedForm(item, gameData)));
    if (wearer !== undefined) worn[item.id] = wearer;
  }
  return worn;
}
