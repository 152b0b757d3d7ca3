import type { GameData } from "#core/game-data/schema.ts";
import { equippedForm, type OwnedItem } from "#core/rules/planner/options.ts";
import { wornKey } from "#core/rules/planner/worn-by.ts";
import type { HunterItems } from "#core/schemas/hunter.ts";

// Which of the items a roster plan equips may leave the inventory once its builds are saved ("Apply all",
// docs/product.md#roster-plan). An equipped item keeps no link to its inventory item, so a hunter wears an
// inventory item when it wears an identical one, one copy per wearer (planner/worn-by.ts). An item goes
// only when a hunter of the apply now wears it and did not before (the plan gave it), and never when
// the copies left would be fewer than the hunters that still wear it otherwise (a hunter the plan took
// it from and that still wears it, or a hunter outside the apply).

export type AppliedBuild = { before: HunterItems; after: HunterItems };

export type ConsumedInput = {
  /** The items "Apply all" was asked to delete, in the request's order, each once. */
  listed: readonly OwnedItem[];
  /** Every inventory item of the player, the listed ones included. */
  inventory: readonly OwnedItem[];
  /** The builds the apply saves, before and after. */
  applied: readonly AppliedBuild[];
  /** The items worn by the player's other hunters, as stored. */
  others: readonly HunterItems[];
  gameData: GameData;
};

/** The ids of `listed` that may be deleted, in the request's order. */
export function consumedItemIds({ listed, inventory, applied, others, gameData }: ConsumedInput): string[] {
  const keyOf = (item: OwnedItem) => wornKey(item.itemType, equippedForm(item, gameData));
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  const copies = new Map<string, number>();
  for (const item of inventory) count(copies, keyOf(item));
  // Per key, the hunters the plan gave it to and the hunters wearing it for any other reason.
  const receivers = new Map<string, number>();
  const keepers = new Map<string, number>();
  for (const slot of new Set(listed.map((item) => item.itemType))) {
    for (const { before, after } of applied) {
      const now = wornKey(slot, after[slot]);
      count(now === wornKey(slot, before[slot]) ? keepers : receivers, now);
    }
    for (const items of others) count(keepers, wornKey(slot, items[slot]));
  }

  const allowed = new Map<string, number>();
  const deletable: string[] = [];
  for (const item of listed) {
    const key = keyOf(item);
    if (!allowed.has(key)) {
      const spare = (copies.get(key) ?? 0) - (keepers.get(key) ?? 0);
      allowed.set(key, Math.max(0, Math.min(receivers.get(key) ?? 0, spare)));
    }
    const left = allowed.get(key) ?? 0;
    if (left === 0) continue;
    allowed.set(key, left - 1);
    deletable.push(item.id);
  }
  return deletable;
}
