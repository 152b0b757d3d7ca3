import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { equippedForm, type OwnedItem } from "#core/rules/planner/options.ts";
import type { SlotItem } from "#core/rules/planner/parts.ts";
import type { RosterHunter } from "#core/rules/planner/roster-state.ts";
import { wornKey } from "#core/rules/planner/worn-by.ts";

// What the roster plan shares (docs/product.md#roster-plan): the inventory and every item the hunters wear.
// An equipped item keeps no link to the inventory item it came from, so a hunter wears an inventory item
// when it wears an identical one (worn-by.ts), identical copies one per wearer. An item worn with no copy
// left in the inventory (typed on the hunter, or deleted by 'Save & Delete Items') is the player's all the
// same: it joins the pool under an id of its own, which names no inventory item.

type WornPool = {
  // The inventory, then the worn items it holds no copy of.
  pool: OwnedItem[];
  // Per hunter and slot, the pool item worn there (null: an empty slot).
  links: (string | null)[][];
  // The worn items the inventory holds no copy of, as worn: a hunter that takes one wears it unchanged.
  wornOnly: Map<string, SlotItem>;
};

const isEmpty = (item: SlotItem): boolean => item.rarity === "";

// The worn item as an inventory item would hold it, so the planner weighs both alike.
function asOwned(id: string, slot: OwnedItem["itemType"], item: SlotItem): OwnedItem {
  return {
    id,
    itemType: slot,
    rarity: item.rarity,
    quality: item.quality,
    ...(item.itemName === "" ? {} : { itemName: item.itemName }),
    attributes: item.attributes.map((row) => ({ ...row })),
    runeType: item.runeType,
    runeValue: item.runeValue,
    skillLevel: item.skillLevel,
    engraved: item.engraved,
    ...("baseAtkSpd" in item
      ? {
          baseAtkSpd: item.baseAtkSpd,
          weaponRuneType: item.weaponRuneType,
          weaponRuneLevel: item.weaponRuneLevel,
        }
      : {}),
  };
}

export function wornPool(
  hunters: readonly RosterHunter[],
  items: readonly OwnedItem[],
  gameData: GameData,
): WornPool {
  const byKey = new Map<string, string[]>();
  for (const item of items) {
    const key = wornKey(item.itemType, equippedForm(item, gameData));
    byKey.set(key, [...(byKey.get(key) ?? []), item.id]);
  }
  const pool = [...items];
  const wornOnly = new Map<string, SlotItem>();
  const links = hunters.map(({ id, hunter }) =>
    ITEM_SLOTS.map((slot) => {
      const worn = hunter.items[slot];
      const copy = byKey.get(wornKey(slot, worn))?.shift();
      if (copy !== undefined) return copy;
      if (isEmpty(worn)) return null;
      const own = asOwned(`worn:${id}:${slot}`, slot, worn);
      pool.push(own);
      wornOnly.set(own.id, worn);
      return own.id;
    }),
  );
  return { pool, links, wornOnly };
}
