import { type GameData, ITEM_SLOTS, MOUNT_ITEM_SLOTS } from "#core/game-data/schema.ts";
import type { HunterFacts } from "#core/rules/achievements.ts";
import { TRAIT_MAX } from "#core/rules/number-input.ts";
import { familyOf, isFullTree, isParagonClass } from "#core/rules/paragon.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";

// What the achievements count of one saved hunter (docs/product.md#achievements).
export function hunterFacts(hunter: HunterInput, gameData: GameData): HunterFacts {
  const items = ITEM_SLOTS.map((slot) => hunter.items[slot]);
  const className = hunter.general.hunterClass;
  return {
    rarity: hunter.general.hunterRarity,
    className,
    classFamily: familyOf(className, gameData),
    isParagonClass: isParagonClass(className, gameData),
    allItemsEngraved: items.every((item) => item.engraved),
    allItemsUltimate: items.every((item) => item.rarity === "Ultimate"),
    mountRarity: hunter.mount.rarity,
    mountItemTiers: MOUNT_ITEM_SLOTS.map((slot) => hunter.mount.items[slot].rarity),
    allTraitsMax: TRAIT_NAMES.every((name) => hunter.traits[name] === TRAIT_MAX),
    fullParagonTree: isFullTree(hunter.paragon.tree),
  };
}
