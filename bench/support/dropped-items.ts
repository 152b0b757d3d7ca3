import type { ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { seeded } from "./seeded.ts";

/**
 * Items as the game drops them: each rarity's attribute count, values up to its attributeMax, a third of them
 * with a rune, weapons of several base speeds. `slotOf` places item `i` (drawn after its rarity, so a bench keeps
 * its numbers when this moves).
 */
export function droppedItems(
  count: number,
  gameData: GameData,
  { next, pick }: ReturnType<typeof seeded>,
  slotOf: (index: number) => ItemSlot,
): OwnedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const rarity = pick(gameData.itemRarity);
    const itemType = slotOf(i);
    return {
      id: `item-${i}`,
      itemType,
      rarity: rarity.name,
      quality: pick(gameData.itemQuality).name,
      attributes: Array.from({ length: rarity.attributeCount }, () => ({
        type: next() < 0.25 ? "ATK SPD" : pick(gameData.attributes),
        value: 1 + Math.floor(next() * (rarity.attributeMax ?? 8)),
      })),
      runeType: next() < 0.33 ? pick(gameData.runeTypes) : "",
      runeValue: 1 + Math.floor(next() * 6),
      engraved: false,
      ...(itemType === "Weapon" ? { baseAtkSpd: pick(["1.8", "2", "2.2", "2.4"]) } : {}),
    };
  });
}
