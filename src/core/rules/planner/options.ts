import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { equipInventoryItem } from "#core/rules/equip-item.ts";
import { type ItemParts, itemParts } from "#core/rules/planner/parts.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";
import type { InventoryItemData } from "#core/schemas/inventory-item.ts";

// The choices the search weighs per slot: keeping the current item, or each owned item of that type
// that could ever be worth a swap.

export type OwnedItem = InventoryItemData & { id: string };

export type SlotOption = {
  // null keeps the item the build wears now.
  itemId: string | null;
  parts: ItemParts;
  wornBy?: string;
};

export type SlotOptions = { slot: ItemSlot; options: SlotOption[] };

const blank = newHunter();

// The item as the builder would equip it (same rows, rune and base speed as equipInventoryItem gives).
export const equippedForm = (item: InventoryItemData, gameData: GameData) =>
  equipInventoryItem(blank, item, gameData).items[item.itemType];

// x can be dropped when y is at least as good on every number the planner weighs.
function dominates(y: ItemParts, x: ItemParts): boolean {
  return (
    y.atk >= x.atk &&
    y.atkRune >= x.atkRune &&
    y.stat >= x.stat &&
    y.statRune >= x.statRune &&
    y.base <= x.base
  );
}

function keepUseful(current: SlotOption, owned: SlotOption[]): SlotOption[] {
  const kept: SlotOption[] = [];
  for (const option of owned) {
    if (dominates(current.parts, option.parts)) continue;
    if (kept.some((other) => dominates(other.parts, option.parts))) continue;
    for (let i = kept.length - 1; i >= 0; i--) {
      const other = kept[i];
      if (other && dominates(option.parts, other.parts)) kept.splice(i, 1);
    }
    kept.push(option);
  }
  return kept;
}

export type OptionsInput = {
  hunter: HunterInput;
  items: readonly OwnedItem[];
  stat: string;
  gameData: GameData;
  wornBy?: Readonly<Record<string, string>>;
  excludeWorn?: boolean;
};

export function slotOptions(input: OptionsInput): SlotOptions[] {
  const { hunter, items, stat, gameData, wornBy = {}, excludeWorn = false } = input;
  return ITEM_SLOTS.map((slot) => {
    const current: SlotOption = { itemId: null, parts: itemParts(slot, hunter.items[slot], stat, gameData) };
    const owned: SlotOption[] = [];
    for (const item of items) {
      if (item.itemType !== slot) continue;
      const worn = wornBy[item.id];
      if (worn !== undefined && excludeWorn) continue;
      const parts = itemParts(slot, equippedForm(item, gameData), stat, gameData);
      owned.push(worn === undefined ? { itemId: item.id, parts } : { itemId: item.id, parts, wornBy: worn });
    }
    owned.sort((a, b) => b.parts.atk + b.parts.atkRune - (a.parts.atk + a.parts.atkRune));
    return { slot, options: [current, ...keepUseful(current, owned)] };
  });
}
